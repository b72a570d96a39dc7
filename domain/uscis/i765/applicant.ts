import { text } from '../../answers.ts';
import { digitsOnly, noBox, yesBox } from '../format.ts';
import { addressAt, isInUnitedStates, mailingAddress, zip5, type Address } from '../people/address.ts';
import { nameLine, otherNames, personName, type PersonName } from '../people/names.ts';
import { aNumberDigits, phoneDigits } from '../people/numbers.ts';
import { personAnswers, shownAnswers, yesNo } from '../people/shown.ts';
import type { ContinuationEntry, FieldRule, MappingContext } from '../types.ts';
import { boxedRule, comb, type BoxedText } from './boxes.ts';

/**
 * Form I-765 (08/21/25), pages 1, 2 and 4: Part 1 (reason for applying), Part 2 items 1-14 (names,
 * addresses, identifiers, sex, marital status, citizenship) and Part 3 items 3-6 (contact). The
 * applicant is the beneficiary.
 */

const PAGE1 = 'form1[0].Page1[0].';
const PAGE2 = 'form1[0].Page2[0].';
const PAGE4 = 'form1[0].Page4[0].';

const specific = (ctx: MappingContext) => shownAnswers(ctx, 'I_765_SPECIFIC');
const beneficiary = (ctx: MappingContext) => personAnswers(ctx, 'b');

/** Part 1, items 1.a-1.c: one box, from the wizard's application type. */
const applicationType = (ctx: MappingContext): string => text(specific(ctx)['i765ApplicationType']);

const reasonForApplying: FieldRule[] = [
  { field: `${PAGE1}Part1_Checkbox[0]`, value: (ctx) => applicationType(ctx) === 'initial' },
  { field: `${PAGE1}Part1_Checkbox[1]`, value: (ctx) => applicationType(ctx) === 'replacement' },
  { field: `${PAGE1}Part1_Checkbox[2]`, value: (ctx) => applicationType(ctx) === 'renewal' },
];

const fullName: FieldRule[] = [
  { field: `${PAGE1}Line1a_FamilyName[0]`, value: (ctx) => personName(ctx, 'b').last },
  { field: `${PAGE1}Line1b_GivenName[0]`, value: (ctx) => personName(ctx, 'b').first },
  { field: `${PAGE1}Line1c_MiddleName[0]`, value: (ctx) => personName(ctx, 'b').middle },
];

/** Items 2-4, top to bottom; the field names do not follow the item numbers. */
const OTHER_NAME_ROWS = [
  { last: 'Line2a_FamilyName[0]', first: 'Line2b_GivenName[0]', middle: 'Line2c_MiddleName[0]' },
  { last: 'Line3a_FamilyName[1]', first: 'Line3b_GivenName[1]', middle: 'Line3c_MiddleName[1]' },
  { last: 'Line3a_FamilyName[0]', first: 'Line3b_GivenName[0]', middle: 'Line3c_MiddleName[0]' },
] as const;

const otherName = (row: number, part: keyof PersonName) => (ctx: MappingContext) =>
  otherNames(ctx, 'b')[row]?.[part] ?? '';

const otherNameRules: FieldRule[] = OTHER_NAME_ROWS.flatMap((row, index) => [
  { field: `${PAGE1}${row.last}`, value: otherName(index, 'last') },
  { field: `${PAGE1}${row.first}`, value: otherName(index, 'first') },
  { field: `${PAGE1}${row.middle}`, value: otherName(index, 'middle') },
]);

/** Other names beyond the three rows, continued for items 2-4 of page 1. */
export function otherNamesBeyondRows(ctx: MappingContext): ContinuationEntry[] {
  const beyond = otherNames(ctx, 'b').slice(OTHER_NAME_ROWS.length);
  if (beyond.length === 0) return [];
  return [{ page: 1, part: 2, item: '2-4', text: `Other names used: ${beyond.map(nameLine).join('; ')}` }];
}

/** Item 5: the form asks a U.S. mailing address; a mailing address abroad is not printed. */
function usMailing(ctx: MappingContext): (Address & { readonly inCareOf: string }) | null {
  const address = mailingAddress(ctx, 'b');
  return address && (address.country === '' || isInUnitedStates(address)) ? address : null;
}

/** Item 7: the U.S. home, only when it is not the mailing address (item 6 answered No). */
function usHome(ctx: MappingContext): Address | null {
  const answers = beneficiary(ctx);
  if (yesNo(answers['bMailingSameAsPhysical']) !== 'no') return null;
  const home = addressAt(answers, 'bPhysical');
  return home && isInUnitedStates(home) ? home : null;
}

/** Free-text parts of the two addresses, in boxes of 34, 20 and 6 characters. */
export const addressBoxes: readonly BoxedText[] = [
  {
    field: `${PAGE2}Line4a_InCareofName[0]`,
    room: 34,
    place: { page: 2, part: 2, item: '5.a' },
    text: (ctx) => usMailing(ctx)?.inCareOf ?? '',
  },
  {
    field: `${PAGE2}Line4b_StreetNumberName[0]`,
    room: 34,
    place: { page: 2, part: 2, item: '5.b' },
    text: (ctx) => usMailing(ctx)?.street ?? '',
  },
  {
    field: `${PAGE2}Pt2Line5_AptSteFlrNumber[0]`,
    room: 6,
    place: { page: 2, part: 2, item: '5.c' },
    text: (ctx) => usMailing(ctx)?.unitNumber ?? '',
  },
  {
    field: `${PAGE2}Pt2Line5_CityOrTown[0]`,
    room: 20,
    place: { page: 2, part: 2, item: '5.d' },
    text: (ctx) => usMailing(ctx)?.city ?? '',
  },
  {
    field: `${PAGE2}Pt2Line7_StreetNumberName[0]`,
    room: 34,
    place: { page: 2, part: 2, item: '7.a' },
    text: (ctx) => usHome(ctx)?.street ?? '',
  },
  {
    field: `${PAGE2}Pt2Line7_AptSteFlrNumber[0]`,
    room: 6,
    place: { page: 2, part: 2, item: '7.b' },
    text: (ctx) => usHome(ctx)?.unitNumber ?? '',
  },
  {
    field: `${PAGE2}Pt2Line7_CityOrTown[0]`,
    room: 20,
    place: { page: 2, part: 2, item: '7.c' },
    text: (ctx) => usHome(ctx)?.city ?? '',
  },
];

/** The Apt./Ste./Flr. boxes of one address: [0] Suite, [1] Floor, [2] Apartment on this form. */
function unitBoxes(prefix: string, address: (ctx: MappingContext) => Address | null): FieldRule[] {
  return [
    { field: `${prefix}[2]`, value: (ctx) => address(ctx)?.unitType === 'APT' },
    { field: `${prefix}[0]`, value: (ctx) => address(ctx)?.unitType === 'STE' },
    { field: `${prefix}[1]`, value: (ctx) => address(ctx)?.unitType === 'FLR' },
  ];
}

const addressRules: FieldRule[] = [
  ...addressBoxes.map(boxedRule),
  ...unitBoxes(`${PAGE2}Pt2Line5_Unit`, usMailing),
  { field: `${PAGE2}Pt2Line5_State[0]`, value: (ctx) => usMailing(ctx)?.state ?? '' },
  { field: `${PAGE2}Pt2Line5_ZipCode[0]`, value: (ctx) => zip5(usMailing(ctx)?.zip ?? '') },
  { field: `${PAGE2}Part2Line5_Checkbox[1]`, value: (ctx) => yesBox(beneficiary(ctx)['bMailingSameAsPhysical']) },
  { field: `${PAGE2}Part2Line5_Checkbox[0]`, value: (ctx) => noBox(beneficiary(ctx)['bMailingSameAsPhysical']) },
  ...unitBoxes(`${PAGE2}Pt2Line7_Unit`, usHome),
  { field: `${PAGE2}Pt2Line7_State[0]`, value: (ctx) => usHome(ctx)?.state ?? '' },
  { field: `${PAGE2}Pt2Line7_ZipCode[0]`, value: (ctx) => zip5(usHome(ctx)?.zip ?? '') },
];

/** Item 14: every country of citizenship or nationality, the Beneficiary Information one first. */
export function citizenships(ctx: MappingContext): string[] {
  const countries = [
    text(beneficiary(ctx)['bCitizenshipCountry']),
    yesNo(specific(ctx)['i765HasOtherCitizenship']) === 'yes' ? text(specific(ctx)['i765OtherCitizenshipCountry']) : '',
  ].filter((country) => country !== '');
  return [...new Set(countries)];
}

const otherInformation: FieldRule[] = [
  { field: `${PAGE2}Line7_AlienNumber[0]`, value: (ctx) => comb(aNumberDigits(beneficiary(ctx)['bANumber']), 9) },
  {
    field: `${PAGE2}Line8_ElisAccountNumber[0]`,
    value: (ctx) => comb(digitsOnly(beneficiary(ctx)['bUscisAccountNumber']), 12),
  },
  // Item 10: the Male box exports Y and the Female box N.
  { field: `${PAGE2}Line9_Checkbox[1]`, value: (ctx) => text(beneficiary(ctx)['bSex']) === 'male' },
  { field: `${PAGE2}Line9_Checkbox[0]`, value: (ctx) => text(beneficiary(ctx)['bSex']) === 'female' },
  // Item 11: the applicant files as the spouse of the petitioner: Married.
  { field: `${PAGE2}Line10_Checkbox[3]`, value: () => true },
  { field: `${PAGE2}Line19_Checkbox[1]`, value: (ctx) => yesBox(specific(ctx)['i765FiledBefore']) },
  { field: `${PAGE2}Line19_Checkbox[0]`, value: (ctx) => noBox(specific(ctx)['i765FiledBefore']) },
  { field: `${PAGE2}Line12b_SSN[0]`, value: (ctx) => comb(digitsOnly(beneficiary(ctx)['bSsn']), 9) },
  { field: `${PAGE2}Line17a_CountryOfBirth[0]`, value: (ctx) => citizenships(ctx)[0] ?? '' },
  { field: `${PAGE2}Line17b_CountryOfBirth[0]`, value: (ctx) => citizenships(ctx)[1] ?? '' },
];

/** Part 3, items 3-5: phone boxes of ten digits, an e-mail box of 38 characters. */
export const contactBoxes: readonly BoxedText[] = [
  {
    field: `${PAGE4}Pt3Line3_DaytimePhoneNumber1[0]`,
    room: 10,
    place: { page: 4, part: 3, item: '3' },
    text: (ctx) => phoneDigits(beneficiary(ctx)['bPhone']),
  },
  {
    field: `${PAGE4}Pt3Line4_MobileNumber1[0]`,
    room: 10,
    place: { page: 4, part: 3, item: '4' },
    text: (ctx) => phoneDigits(beneficiary(ctx)['bMobilePhone']),
  },
  {
    field: `${PAGE4}Pt3Line5_Email[0]`,
    room: 38,
    place: { page: 4, part: 3, item: '5' },
    text: (ctx) => text(beneficiary(ctx)['bEmail']),
  },
];

const contactRules: FieldRule[] = [
  ...contactBoxes.map(boxedRule),
  { field: `${PAGE4}Pt4Line6_Checkbox[0]`, value: (ctx) => yesBox(specific(ctx)['i765AbcSettlement']) },
];

export const applicantRules: readonly FieldRule[] = [
  ...reasonForApplying,
  ...fullName,
  ...otherNameRules,
  ...addressRules,
  ...otherInformation,
  ...contactRules,
];
