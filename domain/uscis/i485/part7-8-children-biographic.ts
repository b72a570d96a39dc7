import { chosen } from '../../catalogue/shown.ts';
import { choiceBoxes, combBox, dateBox, digitBoxes, joinParts, listRows, multiChoiceBoxes, rule, section, textBox, wholeNumberIn, yesNoBoxes, type Read, type FormTemplate, type Section } from '../blocks/index.ts';
import { usDate } from '../format.ts';
import { children, type Child } from '../../people/family.ts';
import { nameLine } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import { applicant } from './answers.ts';
import { nameBoxes } from './part1-identity.ts';

/** Form I-485 Part 7 (children) and Part 8 (biographic information). */

export function part7And8(I485: FormTemplate): Section {
  const { at, box } = I485;

  /** The relationship in the words the form gives as examples. */
  const RELATIONSHIP_WORDS: Readonly<Record<string, string>> = {
    biological: 'Biological child',
    stepchild: 'Stepchild',
    adopted: 'Legally adopted child',
  };
  const relationshipWords = (child: Child): string => RELATIONSHIP_WORDS[child.relationship] ?? child.relationship;

  /**
   * Item 1: the number of living children. The I-485 instructions ask for "None" where a number
   * answer is zero.
   */
  function totalChildren(ctx: MappingContext): string {
    const answer = applicant(ctx, 'bHasChildren');
    if (answer === 'no') return 'None';
    return answer === 'yes' ? String(children(ctx, 'b').length) : '';
  }

  interface ChildBoxes {
    readonly name: readonly [string, string, string];
    readonly aNumber: string;
    readonly birthDate: string;
    readonly country: string;
    readonly relationship: string;
    readonly applyingYes: string;
    readonly applyingNo: string;
    readonly item: string;
  }

  function childBoxes(boxes: ChildBoxes): (child: Read<Child | undefined>) => Section {
    return (child) =>
      section(
        nameBoxes(I485, 12, boxes.name, { page: 12, part: 7, item: boxes.item }, "Child's Name", child),
        combBox(at(12, boxes.aNumber), 9, (ctx) => aNumberDigits(child(ctx)?.aNumber)),
        dateBox(at(12, boxes.birthDate), (ctx) => child(ctx)?.birthDate ?? ''),
        textBox(box(12, boxes.country), { page: 12, part: 7, item: boxes.item }, (ctx) => child(ctx)?.birthCountry ?? '', "Child's Country of Birth"),
        textBox(box(12, boxes.relationship), { page: 12, part: 7, item: boxes.item }, (ctx) => {
          const found = child(ctx);
          return found ? relationshipWords(found) : '';
        }, "Child's relationship to you"),
        yesNoBoxes(at(12, boxes.applyingYes), at(12, boxes.applyingNo), (ctx) => child(ctx)?.applyingWithParent ?? ''),
      );
  }

  function childLine(child: Child, index: number): string {
    const aNumber = aNumberDigits(child.aNumber);
    const applying = child.applyingWithParent === 'yes' ? 'Yes' : child.applyingWithParent === 'no' ? 'No' : '';
    return joinParts([
      `Child ${index + 1}: ${nameLine(child)}`,
      aNumber ? `A-Number: A${aNumber}` : '',
      `Date of Birth: ${usDate(child.birthDate)}`,
      `Country of Birth: ${child.birthCountry}`,
      `Relationship: ${relationshipWords(child)}`,
      applying ? `Also applying now on a separate Form I-485: ${applying}` : '',
    ]);
  }

  /** Items 2-3: two children in the boxes, the others in Part 14. */
  const childrenPart = section(
    rule(at(12, 'Pt6Line1_TotalChildren[0]'), totalChildren),
    listRows(
      (ctx) => children(ctx, 'b'),
      [
        childBoxes({
          name: ['Pt7Line2_FamilyName[0]', 'Pt7Line2_GivenName[0]', 'Pt7Line2_MiddleName[0]'],
          aNumber: 'Pt7Line2_AlienNumber[0]',
          birthDate: 'Pt7Line2_DateofBirth[0]',
          country: 'Pt7Line2_Country[0]',
          relationship: 'Pt7Line2_Relationship[0]',
          applyingYes: 'Pt7Line2_YN[1]',
          applyingNo: 'Pt7Line2_YN[0]',
          item: '2',
        }),
        childBoxes({
          name: ['Pt7Line3_FamilyName[0]', 'Pt7Line3_GivenName[0]', 'Pt7Line3_MiddleName[0]'],
          aNumber: 'Pt7Line3_AlienNumber[0]',
          birthDate: 'Pt7Line3_DateofBirth[0]',
          country: 'Pt7Line3_Country[0]',
          relationship: 'Pt7Line3_Relationship[0]',
          applyingYes: 'Pt7Line3_YN[1]',
          applyingNo: 'Pt7Line3_YN[0]',
          item: '3',
        }),
      ],
      (child, index) => ({ page: 12, part: 7, item: '2-3', text: childLine(child, index) }),
    ),
  );

  /** Part 8 items 1-6; item 2 checks every race selected ("Select all applicable boxes"). */
  const biographic = section(
    choiceBoxes({ hispanic: at(13, 'Pt7Line1_Ethnicity[0]'), not_hispanic: at(13, 'Pt7Line1_Ethnicity[1]') }, (ctx) => applicant(ctx, 'bBioEthnicity')),
    multiChoiceBoxes(
      {
        american_indian: at(13, 'Pt7Line2_Race[3]'),
        asian: at(13, 'Pt7Line2_Race[0]'),
        black: at(13, 'Pt7Line2_Race[2]'),
        hawaiian: at(13, 'Pt7Line2_Race[4]'),
        white: at(13, 'Pt7Line2_Race[1]'),
      },
      (ctx) => chosen(ctx, 'BENEFICIARY_INFO', 'bBioRace'),
    ),
    rule(at(13, 'Pt7Line3_HeightFeet[0]'), (ctx) => wholeNumberIn(applicant(ctx, 'bBioHeightFeet'), 2, 8)),
    rule(at(13, 'Pt7Line3_HeightInches[0]'), (ctx) => wholeNumberIn(applicant(ctx, 'bBioHeightInches'), 0, 11)),
    digitBoxes([at(13, 'Pt7Line4_Weight1[0]'), at(13, 'Pt7Line4_Weight2[0]'), at(13, 'Pt7Line4_Weight3[0]')], (ctx) => wholeNumberIn(applicant(ctx, 'bBioWeightLbs'), 1, 999)),
    choiceBoxes(
      {
        black: at(13, 'Pt7Line5_Eyecolor[1]'),
        blue: at(13, 'Pt7Line5_Eyecolor[0]'),
        brown: at(13, 'Pt7Line5_Eyecolor[2]'),
        gray: at(13, 'Pt7Line5_Eyecolor[3]'),
        green: at(13, 'Pt7Line5_Eyecolor[4]'),
        hazel: at(13, 'Pt7Line5_Eyecolor[5]'),
        maroon: at(13, 'Pt7Line5_Eyecolor[6]'),
        pink: at(13, 'Pt7Line5_Eyecolor[7]'),
        other: at(13, 'Pt7Line5_Eyecolor[8]'),
      },
      (ctx) => applicant(ctx, 'bBioEyeColor'),
    ),
    choiceBoxes(
      {
        bald: at(13, 'Pt7Line6_Haircolor[0]'),
        black: at(13, 'Pt7Line6_Haircolor[1]'),
        blond: at(13, 'Pt7Line6_Haircolor[2]'),
        brown: at(13, 'Pt7Line6_Haircolor[3]'),
        gray: at(13, 'Pt7Line6_Haircolor[4]'),
        red: at(13, 'Pt7Line6_Haircolor[5]'),
        sandy: at(13, 'Pt7Line6_Haircolor[6]'),
        white: at(13, 'Pt7Line6_Haircolor[7]'),
        other: at(13, 'Pt7Line6_Haircolor[8]'),
      },
      (ctx) => applicant(ctx, 'bBioHairColor'),
    ),
  );

  return section(childrenPart, biographic);
}
