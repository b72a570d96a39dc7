import { chosenValues } from '../../catalogue/multi-choice.ts';
import { usDate } from '../format.ts';
import { children, type Child } from '../people/family.ts';
import { nameLine } from '../people/names.ts';
import { aNumberDigits } from '../people/numbers.ts';
import { yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { applicant } from './answers.ts';
import { choiceBoxes, dateBox, fitted, joinParts, listRows, multiChoiceBoxes, onPage, rule, section, yesNoBoxes, type Read, type Section } from './build.ts';

/** Form I-485 Part 7 (children) and Part 8 (biographic information). */

const p12 = (name: string): string => onPage(12, name);
const p13 = (name: string): string => onPage(13, name);

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
  const answer = yesNo(applicant(ctx, 'bHasChildren'));
  if (answer === 'no') return 'None';
  return answer === 'yes' ? String(children(ctx, 'b').length) : '';
}

interface ChildBoxes {
  readonly last: string;
  readonly first: string;
  readonly middle: string;
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
      rule(boxes.last, (ctx) => child(ctx)?.last ?? ''),
      rule(boxes.first, (ctx) => child(ctx)?.first ?? ''),
      rule(boxes.middle, (ctx) => child(ctx)?.middle ?? ''),
      rule(boxes.aNumber, (ctx) => aNumberDigits(child(ctx)?.aNumber)),
      dateBox(boxes.birthDate, (ctx) => child(ctx)?.birthDate ?? ''),
      rule(boxes.country, (ctx) => child(ctx)?.birthCountry ?? ''),
      fitted(boxes.relationship, 34, { page: 12, part: 7, item: boxes.item }, "Child's relationship to you", (ctx) => {
        const found = child(ctx);
        return found ? relationshipWords(found) : '';
      }),
      yesNoBoxes(boxes.applyingYes, boxes.applyingNo, (ctx) => child(ctx)?.applyingWithParent ?? ''),
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
  rule(p12('Pt6Line1_TotalChildren[0]'), totalChildren),
  listRows(
    (ctx) => children(ctx, 'b'),
    [
      childBoxes({
        last: p12('Pt7Line2_FamilyName[0]'),
        first: p12('Pt7Line2_GivenName[0]'),
        middle: p12('Pt7Line2_MiddleName[0]'),
        aNumber: p12('Pt7Line2_AlienNumber[0]'),
        birthDate: p12('Pt7Line2_DateofBirth[0]'),
        country: p12('Pt7Line2_Country[0]'),
        relationship: p12('Pt7Line2_Relationship[0]'),
        applyingYes: p12('Pt7Line2_YN[1]'),
        applyingNo: p12('Pt7Line2_YN[0]'),
        item: '2',
      }),
      childBoxes({
        last: p12('Pt7Line3_FamilyName[0]'),
        first: p12('Pt7Line3_GivenName[0]'),
        middle: p12('Pt7Line3_MiddleName[0]'),
        aNumber: p12('Pt7Line3_AlienNumber[0]'),
        birthDate: p12('Pt7Line3_DateofBirth[0]'),
        country: p12('Pt7Line3_Country[0]'),
        relationship: p12('Pt7Line3_Relationship[0]'),
        applyingYes: p12('Pt7Line3_YN[1]'),
        applyingNo: p12('Pt7Line3_YN[0]'),
        item: '3',
      }),
    ],
    (child, index) => ({ page: 12, part: 7, item: '2-3', text: childLine(child, index) }),
  ),
);

/** The weight in its three one-digit boxes, zero-padded so the last digit sits in the last box. */
function weightDigit(position: 0 | 1 | 2): Read<string> {
  return (ctx) => {
    const digits = applicant(ctx, 'bBioWeightLbs').replace(/\D/g, '');
    if (digits === '' || digits.length > 3) return '';
    return digits.padStart(3, '0')[position] ?? '';
  };
}

/** A drop-down option: the whole number answered ('05' is 5) when the list offers it, else nothing. */
function option(options: readonly string[], answer: string): string {
  const value = /^\d+$/.test(answer) ? String(Number(answer)) : '';
  return options.includes(value) ? value : '';
}
const FEET_OPTIONS = ['2', '3', '4', '5', '6', '7', '8'];
const INCHES_OPTIONS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'];

/** Part 8 items 1-6; item 2 checks every race selected ("Select all applicable boxes"). */
const biographic = section(
  choiceBoxes({ hispanic: p13('Pt7Line1_Ethnicity[0]'), not_hispanic: p13('Pt7Line1_Ethnicity[1]') }, (ctx) => applicant(ctx, 'bBioEthnicity')),
  multiChoiceBoxes(
    {
      american_indian: p13('Pt7Line2_Race[3]'),
      asian: p13('Pt7Line2_Race[0]'),
      black: p13('Pt7Line2_Race[2]'),
      hawaiian: p13('Pt7Line2_Race[4]'),
      white: p13('Pt7Line2_Race[1]'),
    },
    (ctx) => chosenValues(applicant(ctx, 'bBioRace')),
  ),
  rule(p13('Pt7Line3_HeightFeet[0]'), (ctx) => option(FEET_OPTIONS, applicant(ctx, 'bBioHeightFeet'))),
  rule(p13('Pt7Line3_HeightInches[0]'), (ctx) => option(INCHES_OPTIONS, applicant(ctx, 'bBioHeightInches'))),
  rule(p13('Pt7Line4_Weight1[0]'), weightDigit(0)),
  rule(p13('Pt7Line4_Weight2[0]'), weightDigit(1)),
  rule(p13('Pt7Line4_Weight3[0]'), weightDigit(2)),
  choiceBoxes(
    {
      black: p13('Pt7Line5_Eyecolor[1]'),
      blue: p13('Pt7Line5_Eyecolor[0]'),
      brown: p13('Pt7Line5_Eyecolor[2]'),
      gray: p13('Pt7Line5_Eyecolor[3]'),
      green: p13('Pt7Line5_Eyecolor[4]'),
      hazel: p13('Pt7Line5_Eyecolor[5]'),
      maroon: p13('Pt7Line5_Eyecolor[6]'),
      pink: p13('Pt7Line5_Eyecolor[7]'),
      other: p13('Pt7Line5_Eyecolor[8]'),
    },
    (ctx) => applicant(ctx, 'bBioEyeColor'),
  ),
  choiceBoxes(
    {
      bald: p13('Pt7Line6_Haircolor[0]'),
      black: p13('Pt7Line6_Haircolor[1]'),
      blond: p13('Pt7Line6_Haircolor[2]'),
      brown: p13('Pt7Line6_Haircolor[3]'),
      gray: p13('Pt7Line6_Haircolor[4]'),
      red: p13('Pt7Line6_Haircolor[5]'),
      sandy: p13('Pt7Line6_Haircolor[6]'),
      white: p13('Pt7Line6_Haircolor[7]'),
      other: p13('Pt7Line6_Haircolor[8]'),
    },
    (ctx) => applicant(ctx, 'bBioHairColor'),
  ),
);

export const part7And8: Section = section(childrenPart, biographic);
