import { text } from '../../answers.ts';
import { usDate } from '../format.ts';
import { childRelationshipWords, children, timesMarried } from '../people/family.ts';
import { currentMarriage } from '../people/marriage.ts';
import { nameLine, personName, type PersonName } from '../people/names.ts';
import { personAnswers } from '../people/shown.ts';
import type { ContinuationEntry, MappingContext } from '../types.ts';
import { checkBox, dateBox, listRows, rule, section, textBox, type Section } from './build.ts';
import { onPage } from './field-names.ts';
import { spouseEntry, spousesOf } from './part2-family.ts';

/** Form I-130 Part 4 items 17-44: the beneficiary's marriages, spouse and children. */

const p6 = (name: string): string => onPage(6, name);
const p7 = (name: string): string => onPage(7, name);

const marital = section(
  rule(p6('Pt4Line17_NumberofMarriages[0]'), (ctx) => String(timesMarried(ctx, 'b') ?? '')),
  // Item 18: the beneficiary is married to the petitioner (the other boxes are blank on purpose).
  checkBox(p6('Pt4Line18_MaritalStatus[4]'), () => true),
  dateBox(p6('Pt4Line19_DateOfMarriage[0]'), (ctx) => currentMarriage(ctx).date),
  textBox(p6('Pt4Line20a_CityTown[0]'), 20, { page: 6, part: 4, item: '20.a' }, (ctx) => currentMarriage(ctx).city),
  rule(p6('Pt4Line20b_State[0]'), (ctx) => currentMarriage(ctx).state),
  textBox(p6('Pt4Line20c_Province[0]'), 20, { page: 6, part: 4, item: '20.c' }, (ctx) => currentMarriage(ctx).province),
  rule(p6('Pt4Line20d_Country[0]'), (ctx) => currentMarriage(ctx).country),
);

const spouses = listRows(
  (ctx: MappingContext) => spousesOf(ctx, 'b'),
  [
    (row) =>
      section(
        rule(p6('Pt4Line16a_FamilyName[0]'), (ctx) => row(ctx)?.name.last ?? ''),
        rule(p6('Pt4Line16b_GivenName[0]'), (ctx) => row(ctx)?.name.first ?? ''),
        rule(p6('Pt4Line16c_MiddleName[0]'), (ctx) => row(ctx)?.name.middle ?? ''),
        // Spouse 1 is the petitioner: the marriage has not ended.
      ),
    (row) =>
      section(
        rule(p6('Pt4Line18a_FamilyName[0]'), (ctx) => row(ctx)?.name.last ?? ''),
        rule(p6('Pt4Line18b_GivenName[0]'), (ctx) => row(ctx)?.name.first ?? ''),
        rule(p6('Pt4Line18c_MiddleName[0]'), (ctx) => row(ctx)?.name.middle ?? ''),
        dateBox(p6('Pt4Line17_DateMarriageEnded[1]'), (ctx) => row(ctx)?.endDate ?? ''),
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
  const petitioner = personAnswers(ctx, 'p');
  const spouseName = personName(ctx, 'p');
  const spouse: FamilyMember[] =
    spouseName.last || spouseName.first
      ? [
          {
            name: spouseName,
            relationship: 'Spouse',
            birthDate: text(petitioner['pBirthDate']),
            birthCountry: text(petitioner['pBirthCountry']),
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

interface PersonFields {
  readonly page: number;
  readonly last: string;
  readonly first: string;
  readonly middle: string;
  readonly relationship: { readonly field: string; readonly item: string; readonly max?: number };
  readonly birthDate: string;
  readonly birthCountry: string;
}

const personSlot =
  (fields: PersonFields) =>
  (row: (ctx: MappingContext) => FamilyMember | undefined): Section =>
    section(
      rule(fields.last, (ctx) => row(ctx)?.name.last ?? ''),
      rule(fields.first, (ctx) => row(ctx)?.name.first ?? ''),
      rule(fields.middle, (ctx) => row(ctx)?.name.middle ?? ''),
      textBox(
        fields.relationship.field,
        fields.relationship.max,
        { page: fields.page, part: 4, item: fields.relationship.item },
        (ctx) => row(ctx)?.relationship ?? '',
      ),
      dateBox(fields.birthDate, (ctx) => row(ctx)?.birthDate ?? ''),
      rule(fields.birthCountry, (ctx) => row(ctx)?.birthCountry ?? ''),
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
    personSlot({
      page: 6,
      last: p6('Pt4Line30a_FamilyName[0]'),
      first: p6('Pt4Line30b_GivenName[0]'),
      middle: p6('Pt4Line30c_MiddleName[0]'),
      relationship: { field: p6('Pt4Line31_Relationship[0]'), item: '26' },
      birthDate: p6('Pt4Line32_DateOfBirth[0]'),
      birthCountry: p6('Pt4Line49_CountryOfBirth[0]'),
    }),
    personSlot({
      page: 6,
      last: p6('Pt4Line34a_FamilyName[0]'),
      first: p6('Pt4Line34b_GivenName[0]'),
      middle: p6('Pt4Line34c_MiddleName[0]'),
      relationship: { field: p6('Pt4Line35_Relationship[0]'), item: '30' },
      birthDate: p6('Pt4Line36_DateOfBirth[0]'),
      birthCountry: p6('Pt4Line37_CountryOfBirth[0]'),
    }),
    personSlot({
      page: 6,
      last: p6('Pt4Line38a_FamilyName[0]'),
      first: p6('Pt4Line38b_GivenName[0]'),
      middle: p6('Pt4Line38c_MiddleName[0]'),
      relationship: { field: p6('Pt4Line39_Relationship[0]'), item: '34', max: 29 },
      birthDate: p6('Pt4Line40_DateOfBirth[0]'),
      birthCountry: p6('Pt4Line41_CountryOfBirth[0]'),
    }),
    personSlot({
      page: 7,
      last: p7('Pt4Line42a_FamilyName[0]'),
      first: p7('Pt4Line42b_GivenName[0]'),
      middle: p7('Pt4Line42c_MiddleName[0]'),
      relationship: { field: p7('Pt4Line43_Relationship[0]'), item: '38', max: 29 },
      birthDate: p7('Pt4Line44_DateOfBirth[0]'),
      birthCountry: p7('Pt4Line45_CountryOfBirth[0]'),
    }),
    personSlot({
      page: 7,
      last: p7('Pt4Line46a_FamilyName[0]'),
      first: p7('Pt4Line46b_GivenName[0]'),
      middle: p7('Pt4Line46c_MiddleName[0]'),
      relationship: { field: p7('Pt4Line47_Relationship[0]'), item: '42', max: 29 },
      birthDate: p7('Pt4Line48_DateOfBirth[0]'),
      birthCountry: p7('Pt4Line49_CountryOfBirth[1]'),
    }),
  ],
  familyEntry,
);

export const beneficiaryFamilySection: Section = section(marital, spouses, family);
