import { text } from '../../answers.ts';
import { usDate } from '../format.ts';
import { stateCode } from '../people/address.ts';
import { DECEASED, UNKNOWN, parentOf, previousMarriages, timesMarried, type ParentInfo, type ParentRole } from '../people/family.ts';
import { currentMarriage } from '../people/marriage.ts';
import { nameLine, personName, type PersonName } from '../people/names.ts';
import { personAnswers, yesNo, type PersonPrefix } from '../people/shown.ts';
import type { ContinuationEntry, MappingContext } from '../types.ts';
import { checkBox, choiceBoxes, dateBox, listRows, rule, section, textBox, yesNoBoxes, type Section } from './build.ts';
import { onPage } from './field-names.ts';

/** Form I-130 Part 2 items 16-41: the petitioner's marriages, parents and U.S. status. */

const p2 = (name: string): string => onPage(2, name);
const p3 = (name: string): string => onPage(3, name);
const p4 = (name: string): string => onPage(4, name);
const petitioner = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'p')[key]);

/** A spouse as the forms list them: the current spouse first (no end date), then the earlier ones. */
export interface SpouseRow {
  readonly name: PersonName;
  readonly endDate: string;
}

/** The spouses of the petitioner ('p') or beneficiary ('b'): the other member of the couple, then earlier spouses. */
export function spousesOf(ctx: MappingContext, prefix: PersonPrefix): SpouseRow[] {
  const other: PersonPrefix = prefix === 'p' ? 'b' : 'p';
  const current = personName(ctx, other);
  const earlier = previousMarriages(ctx, prefix).map((marriage) => ({ name: marriage.spouse, endDate: marriage.endDate }));
  const hasCurrent = current.last !== '' || current.first !== '';
  return hasCurrent ? [{ name: current, endDate: '' }, ...earlier] : earlier;
}

export const spouseEntry = (where: Omit<ContinuationEntry, 'text'>, index: number, spouse: SpouseRow): ContinuationEntry => ({
  ...where,
  text: `Spouse ${index + 1}: ${nameLine(spouse.name)}${spouse.endDate ? `, date marriage ended ${usDate(spouse.endDate)}` : ''}`,
});

const marital = section(
  rule(p2('Pt2Line16_NumberofMarriages[0]'), (ctx) => String(timesMarried(ctx, 'p') ?? '')),
  // Item 17: the petitioner is married to the beneficiary (the other boxes are blank on purpose).
  checkBox(p2('Pt2Line17_Married[0]'), () => true),
  dateBox(p3('Pt2Line18_DateOfMarriage[0]'), (ctx) => currentMarriage(ctx).date),
  textBox(p3('Pt2Line19a_CityTown[0]'), 20, { page: 3, part: 2, item: '19.a' }, (ctx) => currentMarriage(ctx).city),
  rule(p3('Pt2Line19b_State[0]'), (ctx) => currentMarriage(ctx).state),
  textBox(p3('Pt2Line19c_Province[0]'), 20, { page: 3, part: 2, item: '19.c' }, (ctx) => currentMarriage(ctx).province),
  rule(p3('Pt2Line19d_Country[0]'), (ctx) => currentMarriage(ctx).country),
);

const spouses = listRows(
  (ctx: MappingContext) => spousesOf(ctx, 'p'),
  [
    (row) =>
      section(
        rule(p3('PtLine20a_FamilyName[0]'), (ctx) => row(ctx)?.name.last ?? ''),
        rule(p3('Pt2Line20b_GivenName[0]'), (ctx) => row(ctx)?.name.first ?? ''),
        rule(p3('Pt2Line20c_MiddleName[0]'), (ctx) => row(ctx)?.name.middle ?? ''),
        // Spouse 1 is the beneficiary: the marriage has not ended.
      ),
    (row) =>
      section(
        rule(p3('Pt2Line22a_FamilyName[0]'), (ctx) => row(ctx)?.name.last ?? ''),
        rule(p3('Pt2Line22b_GivenName[0]'), (ctx) => row(ctx)?.name.first ?? ''),
        rule(p3('Pt2Line22c_MiddleName[0]'), (ctx) => row(ctx)?.name.middle ?? ''),
        dateBox(p3('Pt2Line23_DateMarriageEnded[0]'), (ctx) => row(ctx)?.endDate ?? ''),
      ),
  ],
  (spouse, index) => spouseEntry({ page: 3, part: 2, item: '22.a' }, index, spouse),
);

/** A parent's date of birth, or "Unknown" for a parent the person described without one. */
export const parentBirthDate = (parent: ParentInfo | null): string =>
  parent ? usDate(parent.birthDate) || UNKNOWN : '';

/** Where a parent lives, or "Deceased" for a parent who has died. */
export function parentResidence(parent: ParentInfo | null, part: 'city' | 'country'): string {
  if (!parent) return '';
  if (parent.alive === 'no') return DECEASED;
  return part === 'city' ? parent.residenceCity : parent.residenceCountry;
}

interface ParentFields {
  readonly last: string;
  readonly first: string;
  readonly middle: string;
  readonly birthDate: string;
  readonly male: string;
  readonly female: string;
  readonly birthCountry: string;
  readonly residenceCity: string;
  readonly residenceCountry: string;
}

function parentBoxes(role: ParentRole, fields: ParentFields): Section {
  const parent = (ctx: MappingContext): ParentInfo | null => parentOf(ctx, 'p', role);
  return section(
    rule(fields.last, (ctx) => parent(ctx)?.last ?? ''),
    rule(fields.first, (ctx) => parent(ctx)?.first ?? ''),
    rule(fields.middle, (ctx) => parent(ctx)?.middle ?? ''),
    rule(fields.birthDate, (ctx) => parentBirthDate(parent(ctx))),
    choiceBoxes({ male: fields.male, female: fields.female }, (ctx) => parent(ctx)?.sex ?? ''),
    rule(fields.birthCountry, (ctx) => parent(ctx)?.birthCountry ?? ''),
    rule(fields.residenceCity, (ctx) => parentResidence(parent(ctx), 'city')),
    rule(fields.residenceCountry, (ctx) => parentResidence(parent(ctx), 'country')),
  );
}

// Parent 1 is the parent the wizard calls the father, Parent 2 the mother; each has its own sex.
const parents = section(
  parentBoxes('Father', {
    last: p3('Pt2Line24_FamilyName[0]'),
    first: p3('Pt2Line24_GivenName[0]'),
    middle: p3('Pt2Line24_MiddleName[0]'),
    birthDate: p3('Pt2Line25_DateofBirth[0]'),
    male: p3('Pt2Line26_Male[0]'),
    female: p3('Pt2Line26_Female[0]'),
    birthCountry: p3('Pt2Line27_CountryofBirth[0]'),
    residenceCity: p3('Pt2Line28_CityTownOrVillageOfResidence[0]'),
    residenceCountry: p3('Pt2Line29_CountryOfResidence[0]'),
  }),
  parentBoxes('Mother', {
    last: p3('Pt2Line30a_FamilyName[0]'),
    first: p3('Pt2Line30b_GivenName[0]'),
    middle: p3('Pt2Line30c_MiddleName[0]'),
    birthDate: p3('Pt2Line31_DateofBirth[0]'),
    male: p3('Pt2Line32_Male[0]'),
    female: p3('Pt2Line32_Female[0]'),
    birthCountry: p3('Pt2Line33_CountryofBirth[0]'),
    residenceCity: p3('Pt2Line34_CityTownOrVillageOfResidence[0]'),
    residenceCountry: p3('Pt2Line35_CountryOfResidence[0]'),
  }),
);

const status = section(
  choiceBoxes({ citizen: p3('Pt2Line36_USCitizen[0]'), pr: p3('Pt2Line36_LPR[0]') }, (ctx) => petitioner(ctx, 'usStatus')),
  choiceBoxes(
    {
      by_birth: p3('Pt2Line23a_checkbox[0]'),
      by_naturalization: p3('Pt2Line23b_checkbox[0]'),
      by_parent: p3('Pt2Line23c_checkbox[0]'),
    },
    (ctx) => petitioner(ctx, 'usCitizenshipGotBy'),
  ),
  yesNoBoxes(p3('Pt2Line36_Yes[0]'), p3('Pt2Line36_No[0]'), (ctx) => yesNo(personAnswers(ctx, 'p')['usHasCertOfNaturalOrCitizenship'])),
  rule(p3('Pt2Line37a_CertificateNumber[0]'), (ctx) => petitioner(ctx, 'usCertificateNumber')),
  rule(p3('Pt2Line37b_PlaceOfIssuance[0]'), (ctx) => petitioner(ctx, 'usCertificateIssuedPlace')),
  dateBox(p3('Pt2Line37c_DateOfIssuance[0]'), (ctx) => petitioner(ctx, 'usCertificateIssuedDate')),
  rule(p4('Pt2Line40a_ClassOfAdmission[0]'), (ctx) => petitioner(ctx, 'usPrAdmissionClass').toUpperCase()),
  dateBox(p4('Pt2Line40b_DateOfAdmission[0]'), (ctx) => petitioner(ctx, 'usPrAdmissionDate')),
  rule(p4('Pt2Line40d_CityOrTown[0]'), (ctx) => petitioner(ctx, 'usPrAdmissionCity')),
  rule(p4('Pt2Line40e_State[0]'), (ctx) => stateCode(petitioner(ctx, 'usPrAdmissionState'))),
  yesNoBoxes(p4('Pt2Line41_Yes[0]'), p4('Pt2Line41_No[0]'), (ctx) => yesNo(personAnswers(ctx, 'p')['usPrByMarriage'])),
);

export const petitionerFamilyAndStatus: Section = section(marital, spouses, parents, status);
