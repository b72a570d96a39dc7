import { answer, shownAnswers } from '../../catalogue/shown.ts';
import { addressBlock, addressLayout, answerOf, checkBox, choiceBoxes, combBox, continued, section, textBox, yesNoBoxes, type FormTemplate, type Place, type Section } from '../blocks/index.ts';
import { digitsOnly } from '../format.ts';
import { addressAt, isInUnitedStates, mailingAddress, type Address } from '../../people/address.ts';
import { nameLine, otherNames, personName } from '../../people/names.ts';
import { aNumberDigits, phoneDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';

/**
 * Form I-765, pages 1, 2 and 4: Part 1 (reason for applying), Part 2 items 1-14 (names,
 * addresses, identifiers, sex, marital status, citizenship) and Part 3 items 3-6 (contact). The
 * applicant is the beneficiary. Written against the names and item numbers of the 08/21/25
 * edition; an edition answers with its own (i765/edition-*.ts).
 */

const item = (page: number, part: number, number: string): Place => ({ page, part, item: number });

/** Part 1, items 1.a-1.c: one box, from the wizard's application type. */
const reasonForApplying = ({ at }: FormTemplate): Section => choiceBoxes(
  { initial: at(1, 'Part1_Checkbox[0]'), replacement: at(1, 'Part1_Checkbox[1]'), renewal: at(1, 'Part1_Checkbox[2]') },
  answerOf('I_765_SPECIFIC', 'i765ApplicationType'),
);

/** Items 1-4: the name and, top to bottom, three other names; the field names do not follow the item numbers. */
const nameRow = ({ box }: FormTemplate, number: string, [last, first, middle]: readonly [string, string, string]) =>
  (name: (ctx: MappingContext) => { last: string; first: string; middle: string } | null | undefined): Section =>
    section(
      textBox(box(1, last), item(1, 2, `${number}.a`), (ctx) => name(ctx)?.last ?? ''),
      textBox(box(1, first), item(1, 2, `${number}.b`), (ctx) => name(ctx)?.first ?? ''),
      textBox(box(1, middle), item(1, 2, `${number}.c`), (ctx) => name(ctx)?.middle ?? ''),
    );

const OTHER_NAME_ROWS: readonly (readonly [string, readonly [string, string, string]])[] = [
  ['2', ['Line2a_FamilyName[0]', 'Line2b_GivenName[0]', 'Line2c_MiddleName[0]']],
  ['3', ['Line3a_FamilyName[1]', 'Line3b_GivenName[1]', 'Line3c_MiddleName[1]']],
  ['4', ['Line3a_FamilyName[0]', 'Line3b_GivenName[0]', 'Line3c_MiddleName[0]']],
];

const names = (I765: FormTemplate): Section =>
  section(
    nameRow(I765, '1', ['Line1a_FamilyName[0]', 'Line1b_GivenName[0]', 'Line1c_MiddleName[0]'])((ctx) => personName(ctx, 'b')),
    ...OTHER_NAME_ROWS.map(([number, boxes], index) => nameRow(I765, number, boxes)((ctx) => otherNames(ctx, 'b')[index])),
    // Other names beyond the three rows continue, all of them in one entry for items 2-4.
    continued((ctx) => {
      const beyond = otherNames(ctx, 'b').slice(OTHER_NAME_ROWS.length);
      return beyond.length === 0 ? [] : [{ ...I765.cite(item(1, 2, '2-4')), text: `Other names used: ${beyond.map(nameLine).join('; ')}` }];
    }),
  );

/** Item 5: the form asks a U.S. mailing address; a mailing address abroad is not printed. */
function usMailing(ctx: MappingContext): (Address & { readonly inCareOf: string }) | null {
  const address = mailingAddress(ctx, 'b');
  return address && (address.country === '' || isInUnitedStates(address)) ? address : null;
}

/** Item 7: the U.S. home, only when it is not the mailing address (item 6 answered No). */
function usHome(ctx: MappingContext): Address | null {
  if (answer(ctx, 'BENEFICIARY_INFO', 'bMailingSameAsPhysical') !== 'no') return null;
  const home = addressAt(shownAnswers(ctx, 'BENEFICIARY_INFO'), 'bPhysical');
  return home && isInUnitedStates(home) ? home : null;
}

/** Items 5-7; the Apt./Ste./Flr. boxes of an address are [2] Apartment, [0] Suite, [1] Floor on this form. */
const addresses = (I765: FormTemplate): Section => section(
  addressBlock(
    addressLayout(I765, item(2, 2, '5.a'), 'value', {
      text: {
        inCareOf: ['Line4a_InCareofName[0]', '5.a'],
        street: ['Line4b_StreetNumberName[0]', '5.b'],
        unitNumber: ['Pt2Line5_AptSteFlrNumber[0]', '5.c'],
        city: ['Pt2Line5_CityOrTown[0]', '5.d'],
      },
      units: ['Pt2Line5_Unit[2]', 'Pt2Line5_Unit[0]', 'Pt2Line5_Unit[1]'],
      state: 'Pt2Line5_State[0]',
      zip: 'Pt2Line5_ZipCode[0]',
    }),
    usMailing,
  ),
  yesNoBoxes(I765.at(2, 'Part2Line5_Checkbox[1]'), I765.at(2, 'Part2Line5_Checkbox[0]'), answerOf('BENEFICIARY_INFO', 'bMailingSameAsPhysical')),
  addressBlock(
    addressLayout(I765, item(2, 2, '7.a'), 'value', {
      text: {
        street: ['Pt2Line7_StreetNumberName[0]', '7.a'],
        unitNumber: ['Pt2Line7_AptSteFlrNumber[0]', '7.b'],
        city: ['Pt2Line7_CityOrTown[0]', '7.c'],
      },
      units: ['Pt2Line7_Unit[2]', 'Pt2Line7_Unit[0]', 'Pt2Line7_Unit[1]'],
      state: 'Pt2Line7_State[0]',
      zip: 'Pt2Line7_ZipCode[0]',
    }),
    usHome,
  ),
);

/** Item 14: every country of citizenship or nationality, the Beneficiary Information one first. */
export function citizenships(ctx: MappingContext): string[] {
  const countries = [
    answer(ctx, 'BENEFICIARY_INFO', 'bCitizenshipCountry'),
    answer(ctx, 'I_765_SPECIFIC', 'i765HasOtherCitizenship') === 'yes' ? answer(ctx, 'I_765_SPECIFIC', 'i765OtherCitizenshipCountry') : '',
  ].filter((country) => country !== '');
  return [...new Set(countries)];
}

/** Items 8-14; the Social Security items differ between editions (`socialSecurity`). */
const otherInformation = ({ at, box }: FormTemplate, socialSecurity: Section): Section => section(
  combBox(at(2, 'Line7_AlienNumber[0]'), 9, (ctx) => aNumberDigits(answer(ctx, 'BENEFICIARY_INFO', 'bANumber'))),
  combBox(at(2, 'Line8_ElisAccountNumber[0]'), 12, (ctx) => digitsOnly(answer(ctx, 'BENEFICIARY_INFO', 'bUscisAccountNumber'))),
  // Item 10: the Male box exports Y and the Female box N.
  choiceBoxes({ male: at(2, 'Line9_Checkbox[1]'), female: at(2, 'Line9_Checkbox[0]') }, answerOf('BENEFICIARY_INFO', 'bSex')),
  // Item 11: the applicant files as the spouse of the petitioner: Married.
  checkBox(at(2, 'Line10_Checkbox[3]'), () => true),
  yesNoBoxes(at(2, 'Line19_Checkbox[1]'), at(2, 'Line19_Checkbox[0]'), answerOf('I_765_SPECIFIC', 'i765FiledBefore')),
  socialSecurity,
  textBox(box(2, 'Line17a_CountryOfBirth[0]'), item(2, 2, '14.a'), (ctx) => citizenships(ctx)[0] ?? ''),
  textBox(box(2, 'Line17b_CountryOfBirth[0]'), item(2, 2, '14.b'), (ctx) => citizenships(ctx)[1] ?? ''),
);

/** Part 3, items 3-6. */
export const contactPart = ({ at, box }: FormTemplate): Section => section(
  textBox(box(4, 'Pt3Line3_DaytimePhoneNumber1[0]'), item(4, 3, '3'), (ctx) => phoneDigits(answer(ctx, 'BENEFICIARY_INFO', 'bPhone'))),
  textBox(box(4, 'Pt3Line4_MobileNumber1[0]'), item(4, 3, '4'), (ctx) => phoneDigits(answer(ctx, 'BENEFICIARY_INFO', 'bMobilePhone'))),
  textBox(box(4, 'Pt3Line5_Email[0]'), item(4, 3, '5'), answerOf('BENEFICIARY_INFO', 'bEmail')),
  checkBox(at(4, 'Pt4Line6_Checkbox[0]'), (ctx) => answer(ctx, 'I_765_SPECIFIC', 'i765AbcSettlement') === 'yes'),
);

/** Item 13 as the 08/21/25 edition asks it: the Social Security number alone. */
export const socialSecurityNumber = ({ at }: FormTemplate): Section =>
  section(combBox(at(2, 'Line12b_SSN[0]'), 9, (ctx) => digitsOnly(answer(ctx, 'BENEFICIARY_INFO', 'bSsn'))));

/** Part 1 and Part 2 items 1-14, with the edition's own Social Security items. */
export const applicantPart = (I765: FormTemplate, socialSecurity: Section): Section =>
  section(reasonForApplying(I765), names(I765), addresses(I765), otherInformation(I765, socialSecurity));
