import { answer } from '../../catalogue/shown.ts';
import { checkBox, choiceBoxes, dateBox, listRows, nameBoxes, rule, section, textBox, type Place, type Section } from '../blocks/index.ts';
import { usDate } from '../format.ts';
import { childRelationshipWords, children, timesMarried } from '../../people/family.ts';
import { currentMarriage } from '../../people/marriage.ts';
import { nameLine, personName, type PersonName } from '../../people/names.ts';
import type { ContinuationEntry, MappingContext } from '../types.ts';
import { MARRIED, spouseEntry, spousesOf } from './part2-family.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 4 items 17-44: the beneficiary's marriages, spouse and children. */

export function beneficiaryFamilySection(I130: FormTemplate): Section {
  const { at, box } = I130;
  const item = (page: number, number: string): Place => ({ page, part: 4, item: number });

  const marital = section(
    rule(at(6, 'Pt4Line17_NumberofMarriages[0]'), (ctx) => String(timesMarried(ctx, 'b') ?? '')),
    // Item 18: the beneficiary is married to the petitioner (the other boxes are blank on purpose).
    checkBox(at(6, 'Pt4Line18_MaritalStatus[4]'), () => true),
    dateBox(at(6, 'Pt4Line19_DateOfMarriage[0]'), (ctx) => currentMarriage(ctx).date),
    textBox(box(6, 'Pt4Line20a_CityTown[0]'), item(6, '20.a'), (ctx) => currentMarriage(ctx).city),
    rule(at(6, 'Pt4Line20b_State[0]'), (ctx) => currentMarriage(ctx).state),
    textBox(box(6, 'Pt4Line20c_Province[0]'), item(6, '20.c'), (ctx) => currentMarriage(ctx).province),
    textBox(box(6, 'Pt4Line20d_Country[0]'), item(6, '20.d'), (ctx) => currentMarriage(ctx).country),
  );

  const spouses = listRows(
    (ctx: MappingContext) => spousesOf(ctx, 'b'),
    [
      (row) =>
        section(
          nameBoxes(I130, 6, ['Pt4Line16a_FamilyName[0]', 'Pt4Line16b_GivenName[0]', 'Pt4Line16c_MiddleName[0]'], { part: 4, number: '21' }, (ctx) => row(ctx)?.name),
          // Spouse 1 is the petitioner: the marriage has not ended.
        ),
      (row) =>
        section(
          nameBoxes(I130, 6, ['Pt4Line18a_FamilyName[0]', 'Pt4Line18b_GivenName[0]', 'Pt4Line18c_MiddleName[0]'], { part: 4, number: '23' }, (ctx) => row(ctx)?.name),
          dateBox(at(6, 'Pt4Line17_DateMarriageEnded[1]'), (ctx) => row(ctx)?.endDate ?? ''),
        ),
    ],
    (spouse, index) => spouseEntry({ page: 6, part: 4, item: '23.a' }, index, spouse),
  );

  /** A member of the beneficiary's family as items 25-44 list them. */
  interface FamilyMember {
    readonly name: PersonName;
    readonly relationship: string;
    readonly birthDate: string;
    readonly birthCountry: string;
  }

  /** The beneficiary's spouse (the petitioner) first, then the beneficiary's children. */
  function beneficiaryFamily(ctx: MappingContext): FamilyMember[] {
    const spouseName = personName(ctx, 'p');
    const spouse: FamilyMember[] =
      spouseName.last || spouseName.first
        ? [
            {
              name: spouseName,
              relationship: 'Spouse',
              birthDate: answer(ctx, 'PETITIONER_INFO', 'pBirthDate'),
              birthCountry: answer(ctx, 'PETITIONER_INFO', 'pBirthCountry'),
            },
          ]
        : [];
    const kids = children(ctx, 'b').map((child) => ({
      name: child,
      relationship: childRelationshipWords(child),
      birthDate: child.birthDate,
      birthCountry: child.birthCountry,
    }));
    return [...spouse, ...kids];
  }

  /** One person's row of items 25-44: the field names on `page` and the row's first item number. */
  interface PersonFields {
    readonly page: number;
    readonly number: number;
    readonly name: readonly [last: string, first: string, middle: string];
    readonly relationship: string;
    readonly birthDate: string;
    readonly birthCountry: string;
  }

  const personSlot =
    (fields: PersonFields) =>
    (row: (ctx: MappingContext) => FamilyMember | undefined): Section =>
      section(
        nameBoxes(I130, fields.page, fields.name, { part: 4, number: String(fields.number) }, (ctx) => row(ctx)?.name),
        textBox(box(fields.page, fields.relationship), item(fields.page, String(fields.number + 1)), (ctx) => row(ctx)?.relationship ?? ''),
        dateBox(at(fields.page, fields.birthDate), (ctx) => row(ctx)?.birthDate ?? ''),
        textBox(box(fields.page, fields.birthCountry), item(fields.page, String(fields.number + 3)), (ctx) => row(ctx)?.birthCountry ?? ''),
      );

  const familyEntry = (member: FamilyMember, index: number): ContinuationEntry => ({
    page: 7,
    part: 4,
    item: '41.a',
    text:
      `Person ${index + 1}: ${nameLine(member.name)}, relationship ${member.relationship}` +
      `${member.birthDate ? `, date of birth ${usDate(member.birthDate)}` : ''}` +
      `${member.birthCountry ? `, country of birth ${member.birthCountry}` : ''}`,
  });

  const family = listRows(
    beneficiaryFamily,
    [
      personSlot({ page: 6, number: 25, name: ['Pt4Line30a_FamilyName[0]', 'Pt4Line30b_GivenName[0]', 'Pt4Line30c_MiddleName[0]'], relationship: 'Pt4Line31_Relationship[0]', birthDate: 'Pt4Line32_DateOfBirth[0]', birthCountry: 'Pt4Line49_CountryOfBirth[0]' }),
      personSlot({ page: 6, number: 29, name: ['Pt4Line34a_FamilyName[0]', 'Pt4Line34b_GivenName[0]', 'Pt4Line34c_MiddleName[0]'], relationship: 'Pt4Line35_Relationship[0]', birthDate: 'Pt4Line36_DateOfBirth[0]', birthCountry: 'Pt4Line37_CountryOfBirth[0]' }),
      personSlot({ page: 6, number: 33, name: ['Pt4Line38a_FamilyName[0]', 'Pt4Line38b_GivenName[0]', 'Pt4Line38c_MiddleName[0]'], relationship: 'Pt4Line39_Relationship[0]', birthDate: 'Pt4Line40_DateOfBirth[0]', birthCountry: 'Pt4Line41_CountryOfBirth[0]' }),
      personSlot({ page: 7, number: 37, name: ['Pt4Line42a_FamilyName[0]', 'Pt4Line42b_GivenName[0]', 'Pt4Line42c_MiddleName[0]'], relationship: 'Pt4Line43_Relationship[0]', birthDate: 'Pt4Line44_DateOfBirth[0]', birthCountry: 'Pt4Line45_CountryOfBirth[0]' }),
      personSlot({ page: 7, number: 41, name: ['Pt4Line46a_FamilyName[0]', 'Pt4Line46b_GivenName[0]', 'Pt4Line46c_MiddleName[0]'], relationship: 'Pt4Line47_Relationship[0]', birthDate: 'Pt4Line48_DateOfBirth[0]', birthCountry: 'Pt4Line49_CountryOfBirth[1]' }),
    ],
    familyEntry,
  );

  return section(marital, spouses, family);
}
