import { text } from '../../answers.ts';
import { ADVANCE_PAROLE_PENDING_I485 } from '../../catalogue/forms/i131-specific.ts';
import { digitsOnly, noBox, receipt, usDate, yesBox } from '../format.ts';
import { authorizedStayEnds } from '../i130/part4-entry.ts';
import { classAsGiven } from '../i130/class-of-admission.ts';
import { boxedRule, comb, roomOf, type BoxedText } from '../i765/boxes.ts';
import { classOfAdmissionCode } from '../i765/status.ts';
import { addressAt, currentHomeInCareOf, mailingAddress, zip5, type Address } from '../people/address.ts';
import { lastArrival, mostRecentI94 } from '../people/immigration.ts';
import { nameLine, otherNames, personName, type PersonName } from '../people/names.ts';
import { aNumberDigits, i94Characters, phoneDigits } from '../people/numbers.ts';
import { personAnswers, shownAnswers, yesNo } from '../people/shown.ts';
import type { ContinuationEntry, FieldRule, MappingContext } from '../types.ts';

/**
 * Form I-131 (01/20/25), pages 1 and 4-6 and 11: Part 1 item 5.A (advance parole on a pending
 * Form I-485) and item 13, Part 2 items 1-15 (the applicant, who is the beneficiary) and Part 10
 * items 1-3 (contact). The I-131 repeats field names such as CB_AppType[4] on several pages with
 * other meanings: every name here is the full one.
 */

const P1 = 'form1[0].P1[0].';
const P4 = 'form1[0].P4[0].';
const P5 = 'form1[0].P5[0].';
const P6 = 'form1[0].P6[0].';
const CONTACT = 'form1[0].#subform[10].';

const specific = (ctx: MappingContext) => shownAnswers(ctx, 'I_131_SPECIFIC');
const beneficiary = (ctx: MappingContext) => personAnswers(ctx, 'b');

const appliesOnPendingI485 = (ctx: MappingContext): boolean =>
  text(specific(ctx)['i131ApplicationType']) === ADVANCE_PAROLE_PENDING_I485;

const applicationType: FieldRule[] = [
  // Part 1 item 5.A on page 1: "A pending Form I-485 …". Page 2's CB_AppType[4] is item 5.K.
  { field: `${P1}CB_AppType[4]`, value: appliesOnPendingI485 },
  {
    field: `${P1}P1_Line5A[0]`,
    value: (ctx) => (appliesOnPendingI485(ctx) ? comb(receipt(specific(ctx)['i131I485ReceiptNumber']), 34) : ''),
  },
  { field: `${P4}P1_Line13_YesNo[0]`, value: (ctx) => yesBox(specific(ctx)['i131RefugeeStatus']) },
  { field: `${P4}P1_Line13_YesNo[1]`, value: (ctx) => noBox(specific(ctx)['i131RefugeeStatus']) },
];

const fullName: FieldRule[] = [
  { field: `${P4}Part2_Line1_FamilyName[0]`, value: (ctx) => personName(ctx, 'b').last },
  { field: `${P4}Part2_Line1_GivenName[0]`, value: (ctx) => personName(ctx, 'b').first },
  { field: `${P4}Part2_Line1_MiddleName[0]`, value: (ctx) => personName(ctx, 'b').middle },
];

const OTHER_NAME_ROWS = 3;

const otherName = (row: number, part: keyof PersonName) => (ctx: MappingContext) =>
  otherNames(ctx, 'b')[row]?.[part] ?? '';

const otherNameRules: FieldRule[] = Array.from({ length: OTHER_NAME_ROWS }, (_, index) => [
  { field: `${P5}Part2_Line2_FamilyName${index + 1}[0]`, value: otherName(index, 'last') },
  { field: `${P5}Part2_Line2_GivenName${index + 1}[0]`, value: otherName(index, 'first') },
  { field: `${P5}Part2_Line2_MiddleName${index + 1}[0]`, value: otherName(index, 'middle') },
]).flat();

/** Part 2 item 2 has three rows; further names continue in Part 13. */
export function otherNamesBeyondRows(ctx: MappingContext): ContinuationEntry[] {
  const beyond = otherNames(ctx, 'b').slice(OTHER_NAME_ROWS);
  if (beyond.length === 0) return [];
  return [{ page: 5, part: 2, item: '2', text: `Other names used: ${beyond.map(nameLine).join('; ')}` }];
}

/** Item 4: the home, only when it is not the mailing address ("if different from the above address"). */
function home(ctx: MappingContext): Address | null {
  const answers = beneficiary(ctx);
  return yesNo(answers['bMailingSameAsPhysical']) === 'no' ? addressAt(answers, 'bPhysical') : null;
}

const mailing = (ctx: MappingContext) => mailingAddress(ctx, 'b');

/** The free-text parts of an address of Part 2 (items 3 and 4 have no lettered sub-items). */
function addressTextBoxes(line: string, item: string, address: (ctx: MappingContext) => Address | null): BoxedText[] {
  const place = { page: 5, part: 2, item };
  const part = (name: 'street' | 'unitNumber' | 'city' | 'province' | 'postalCode') => (ctx: MappingContext) =>
    address(ctx)?.[name] ?? '';
  return [
    { field: `${P5}${line}_StreetNumberName[0]`, room: 34, place, text: part('street') },
    { field: `${P5}${line}_AptSteFlrNumber[0]`, room: 6, place, text: part('unitNumber') },
    { field: `${P5}${line}_CityTown[0]`, room: 20, place, text: part('city') },
    { field: `${P5}${line}_Province[0]`, room: 20, place, text: part('province') },
    { field: `${P5}${line}_PostalCode[0]`, room: 9, place, text: part('postalCode') },
  ];
}

export const addressBoxes: readonly BoxedText[] = [
  {
    field: `${P5}Part2_Line3_InCareofName[0]`,
    room: 34,
    place: { page: 5, part: 2, item: '3' },
    text: (ctx) => mailing(ctx)?.inCareOf ?? '',
  },
  ...addressTextBoxes('Part2_Line3', '3', mailing),
  {
    field: `${P5}Part2_Line4_InCareofName[0]`,
    room: 34,
    place: { page: 5, part: 2, item: '4' },
    text: (ctx) => (home(ctx) ? currentHomeInCareOf(ctx, 'b') : ''),
  },
  ...addressTextBoxes('Part2_Line4', '4', home),
];

/** The Apt./Ste./Flr. boxes, the State list, ZIP code and country of one address: [0] Suite, [1] Apartment, [2] Floor. */
function addressChoiceRules(line: string, address: (ctx: MappingContext) => Address | null): FieldRule[] {
  return [
    { field: `${P5}${line}_Unit[1]`, value: (ctx) => address(ctx)?.unitType === 'APT' },
    { field: `${P5}${line}_Unit[0]`, value: (ctx) => address(ctx)?.unitType === 'STE' },
    { field: `${P5}${line}_Unit[2]`, value: (ctx) => address(ctx)?.unitType === 'FLR' },
    { field: `${P5}${line}_State[0]`, value: (ctx) => address(ctx)?.state ?? '' },
    { field: `${P5}${line}_ZipCode[0]`, value: (ctx) => zip5(address(ctx)?.zip ?? '') },
    { field: `${P5}${line}_Country[0]`, value: (ctx) => address(ctx)?.country ?? '' },
  ];
}

const addressRules: FieldRule[] = [
  ...addressBoxes.map(boxedRule),
  ...addressChoiceRules('Part2_Line3', mailing),
  ...addressChoiceRules('Part2_Line4', home),
];

const answer = (key: string) => (ctx: MappingContext) => text(beneficiary(ctx)[key]);

/**
 * Item 12, a free-text box: the class of admission exactly as the person gave it, as the most
 * recent I-94 shows it (a parole class such as UHP, never the generic PAR); EWI, the code of an
 * entry without inspection, only when there is no class to give.
 */
function classOfAdmissionGiven(ctx: MappingContext): string {
  const arrival = lastArrival(ctx);
  return mostRecentI94(arrival)?.status || classAsGiven(arrival) || classOfAdmissionCode(ctx);
}

const otherInformation: FieldRule[] = [
  { field: `${P5}#area[0].Part2_Line5_AlienNumber[0]`, value: (ctx) => comb(aNumberDigits(beneficiary(ctx)['bANumber']), 9) },
  { field: `${P5}Part2_Line6_CountryOfBirth[0]`, value: answer('bBirthCountry') },
  { field: `${P5}Part2_Line7_CountryOfCitizenshiporNationality[0]`, value: answer('bCitizenshipCountry') },
  { field: `${P5}Part2_Line8_Gender[1]`, value: (ctx) => answer('bSex')(ctx) === 'male' },
  { field: `${P5}Part2_Line8_Gender[0]`, value: (ctx) => answer('bSex')(ctx) === 'female' },
  { field: `${P5}Part2_Line9_DateOfBirth[0]`, value: (ctx) => usDate(beneficiary(ctx)['bBirthDate']) },
  { field: `${P5}#area[1].Part2_Line10_SSN[0]`, value: (ctx) => comb(digitsOnly(beneficiary(ctx)['bSsn']), 9) },
  {
    field: `${P5}Part2_Line11_USCISOnlineAcctNumber[0]`,
    value: (ctx) => comb(digitsOnly(beneficiary(ctx)['bUscisAccountNumber']), 12),
  },
  { field: `${P5}Part2_Line12_ClassofAdmission[0]`, value: classOfAdmissionGiven },
  { field: `${P5}Part2_Line13_I94RecordNo[0]`, value: (ctx) => i94Characters(mostRecentI94(lastArrival(ctx))?.number) },
  // Item 14: the date shown on the most recent I-94 (after a change of status that came with one, the new one), or D/S.
  { field: `${P6}Part2_Line14_I94ExpDate[0]`, value: (ctx) => authorizedStayEnds(lastArrival(ctx)) },
  { field: `${P6}Par2_Line15_eMedicalParoleeID[0]`, value: (ctx) => text(specific(ctx)['i131ParoleeId']) },
];

/** Part 10 items 1-3 (page 11): phone boxes of ten digits; the e-mail line is 234 points wide. */
export const contactBoxes: readonly BoxedText[] = [
  {
    field: `${CONTACT}Part10_Line1_DayPhone[0]`,
    room: 10,
    place: { page: 11, part: 10, item: '1' },
    text: (ctx) => phoneDigits(beneficiary(ctx)['bPhone']),
  },
  {
    field: `${CONTACT}Part10_Line2_MobilePhone[0]`,
    room: 10,
    place: { page: 11, part: 10, item: '2' },
    text: (ctx) => phoneDigits(beneficiary(ctx)['bMobilePhone']),
  },
  {
    field: `${CONTACT}Part10_Line3_Email[0]`,
    room: roomOf(234, 18),
    place: { page: 11, part: 10, item: '3' },
    text: (ctx) => text(beneficiary(ctx)['bEmail']),
  },
];

export const applicantRules: readonly FieldRule[] = [
  ...applicationType,
  ...fullName,
  ...otherNameRules,
  ...addressRules,
  ...otherInformation,
  ...contactBoxes.map(boxedRule),
];
