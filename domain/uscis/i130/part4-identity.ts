import { answer, shownAnswers } from '../../catalogue/shown.ts';
import { addressBlock, addressLayout, choiceBoxes, combBox, dateBox, listRows, nameBoxes, rule, section, textBox, type Place, type Section } from '../blocks/index.ts';
import { digitsOnly } from '../format.ts';
import { EMPTY_ADDRESS, addressAt, currentHome, isInUnitedStates, type Address } from '../../people/address.ts';
import { nameLine, otherNames, personName } from '../../people/names.ts';
import { aNumberDigits, phoneDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 4 items 1-16: the beneficiary's identity, addresses and contact. */

export function beneficiaryIdentity(I130: FormTemplate): Section {
  const { at, box } = I130;
  const item = (page: number, number: string): Place => ({ page, part: 4, item: number });

  /** What the form asks to write in the first box of an address block that repeats item 11. */
  const SAME = 'SAME';
  const sameAddress: Address = { ...EMPTY_ADDRESS, street: SAME };

  const identifiers = section(
    combBox(at(5, '#area[6].Pt4Line1_AlienNumber[0]'), 9, (ctx) => aNumberDigits(answer(ctx, 'BENEFICIARY_INFO', 'bANumber'))),
    combBox(at(5, '#area[7].Pt4Line2_USCISOnlineActNumber[0]'), 12, (ctx) => digitsOnly(answer(ctx, 'BENEFICIARY_INFO', 'bUscisAccountNumber'))),
    combBox(at(5, 'Pt4Line3_SSN[0]'), 9, (ctx) => digitsOnly(answer(ctx, 'BENEFICIARY_INFO', 'bSsn'))),
    nameBoxes(I130, 5, ['Pt4Line4a_FamilyName[0]', 'Pt4Line4b_GivenName[0]', 'Pt4Line4c_MiddleName[0]'], { part: 4, number: '4' }, (ctx) => personName(ctx, 'b')),
  );

  const otherNameRows = listRows(
    (ctx: MappingContext) => otherNames(ctx, 'b'),
    [(row) => nameBoxes(I130, 5, ['P4Line5a_FamilyName[0]', 'Pt4Line5b_GivenName[0]', 'Pt4Line5c_MiddleName[0]'], { part: 4, number: '5' }, row)],
    (name, index) => ({ ...item(5, '5.a'), text: `Other name ${index + 1}: ${nameLine(name)}` }),
  );

  const birth = section(
    textBox(box(5, 'Pt4Line7_CityTownOfBirth[0]'), item(5, '6'), (ctx) => answer(ctx, 'BENEFICIARY_INFO', 'bBirthCity')),
    textBox(box(5, 'Pt4Line8_CountryOfBirth[0]'), item(5, '7'), (ctx) => answer(ctx, 'BENEFICIARY_INFO', 'bBirthCountry')),
    dateBox(at(5, 'Pt4Line9_DateOfBirth[0]'), (ctx) => answer(ctx, 'BENEFICIARY_INFO', 'bBirthDate')),
    choiceBoxes({ male: at(5, 'Pt4Line9_Male[0]'), female: at(5, 'Pt4Line9_Female[0]') }, (ctx) => answer(ctx, 'BENEFICIARY_INFO', 'bSex')),
    // Item 10: the wizard's yes / no / unknown answer, "Unknown" only when neither spouse knows.
    choiceBoxes(
      { yes: at(5, 'Pt4Line10_Yes[0]'), no: at(5, 'Pt4Line10_No[0]'), unknown: at(5, 'Pt4Line10_Unknown[0]') },
      (ctx) => answer(ctx, 'BENEFICIARY_INFO', 'immiOtherPetitionEverFiled'),
    ),
  );

  const physicalAddress = addressBlock(
    addressLayout(I130, item(5, '11.a'), 'value', {
      text: {
        street: ['Pt4Line11_StreetNumberName[0]', '11.a'],
        unitNumber: ['Pt4Line11_AptSteFlrNumber[0]', '11.b'],
        city: ['Pt4Line11_CityOrTown[0]', '11.c'],
        province: ['Pt4Line11_Province[0]', '11.f'],
        postalCode: ['Pt4Line11_PostalCode[0]', '11.g'],
        country: ['Pt4Line11_Country[0]', '11.h'],
      },
      units: ['Pt4Line11_Unit[0]', 'Pt4Line11_Unit[1]', 'Pt4Line11_Unit[2]'],
      state: 'Pt4Line11_State[0]',
      zip: 'Pt4Line11_ZipCode[0]',
    }),
    (ctx) => currentHome(ctx, 'b'),
  );

  /**
   * Item 12, the U.S. address where the beneficiary intends to live: the home in item 11 when it is
   * in the United States ("SAME", as the form instructs). Item 13, an address outside the United
   * States: "SAME" when the home in item 11 is abroad, else the address abroad the beneficiary keeps
   * beside a home here, when they gave one.
   */
  const homeIn = (where: 'us' | 'abroad') => (ctx: MappingContext): Address | null => {
    const home = currentHome(ctx, 'b');
    if (!home || home.country === '') return null;
    if (isInUnitedStates(home) === (where === 'us')) return sameAddress;
    return where === 'abroad' ? addressAt(shownAnswers(ctx, 'BENEFICIARY_INFO'), 'bAddressAbroad') : null;
  };

  const otherAddresses = section(
    // Item 12.a alone: "SAME" (the rest of item 12 is blank on purpose).
    rule(at(5, 'Pt4Line12a_StreetNumberName[0]'), (ctx) => homeIn('us')(ctx)?.street ?? ''),
    addressBlock(
      addressLayout(I130, item(5, '13.a'), 'value', {
        text: {
          street: ['Pt4Line13_StreetNumberName[0]', '13.a'],
          unitNumber: ['Pt4Line13_AptSteFlrNumber[0]', '13.b'],
          city: ['Pt4Line13_CityOrTown[0]', '13.c'],
          province: ['Pt4Line13_Province[0]', '13.d'],
          postalCode: ['Pt4Line13_PostalCode[0]', '13.e'],
          country: ['Pt4Line13_Country[0]', '13.f'],
        },
        units: ['Pt4Line13_Unit[0]', 'Pt4Line13_Unit[1]', 'Pt4Line13_Unit[2]'],
      }),
      homeIn('abroad'),
    ),
  );

  const contact = section(
    textBox(box(5, 'Pt4Line14_DaytimePhoneNumber[0]'), item(5, '14'), (ctx) => phoneDigits(answer(ctx, 'BENEFICIARY_INFO', 'bPhone'))),
    textBox(box(6, 'Pt4Line15_MobilePhoneNumber[0]'), item(6, '15'), (ctx) => phoneDigits(answer(ctx, 'BENEFICIARY_INFO', 'bMobilePhone'))),
    textBox(box(6, 'Pt4Line16_EmailAddress[0]'), item(6, '16'), (ctx) => answer(ctx, 'BENEFICIARY_INFO', 'bEmail')),
  );

  return section(identifiers, otherNameRows, birth, physicalAddress, otherAddresses, contact);
}
