import { text } from '../../answers.ts';
import { digitsOnly } from '../format.ts';
import { EMPTY_ADDRESS, addressAt, currentHome, isInUnitedStates, type Address } from '../people/address.ts';
import { nameLine, otherNames, personName } from '../people/names.ts';
import { aNumberDigits, phoneDigits } from '../people/numbers.ts';
import { personAnswers, yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes, choiceBoxes, dateBox, listRows, rule, section, textBox, type Section } from './build.ts';
import { onPage } from './field-names.ts';

/** Form I-130 Part 4 items 1-16: the beneficiary's identity, addresses and contact. */

const p5 = (name: string): string => onPage(5, name);
const p6 = (name: string): string => onPage(6, name);
const beneficiary = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'b')[key]);

/** What the form asks to write in the first box of an address block that repeats item 11. */
const SAME = 'SAME';
const sameAddress: Address = { ...EMPTY_ADDRESS, street: SAME };

const identifiers = section(
  rule(p5('#area[6].Pt4Line1_AlienNumber[0]'), (ctx) => aNumberDigits(beneficiary(ctx, 'bANumber'))),
  rule(p5('#area[7].Pt4Line2_USCISOnlineActNumber[0]'), (ctx) => digitsOnly(beneficiary(ctx, 'bUscisAccountNumber'))),
  rule(p5('Pt4Line3_SSN[0]'), (ctx) => digitsOnly(beneficiary(ctx, 'bSsn'))),
  rule(p5('Pt4Line4a_FamilyName[0]'), (ctx) => personName(ctx, 'b').last),
  rule(p5('Pt4Line4b_GivenName[0]'), (ctx) => personName(ctx, 'b').first),
  rule(p5('Pt4Line4c_MiddleName[0]'), (ctx) => personName(ctx, 'b').middle),
);

const otherNameRows = listRows(
  (ctx: MappingContext) => otherNames(ctx, 'b'),
  [
    (row) =>
      section(
        rule(p5('P4Line5a_FamilyName[0]'), (ctx) => row(ctx)?.last ?? ''),
        rule(p5('Pt4Line5b_GivenName[0]'), (ctx) => row(ctx)?.first ?? ''),
        rule(p5('Pt4Line5c_MiddleName[0]'), (ctx) => row(ctx)?.middle ?? ''),
      ),
  ],
  (name, index) => ({ page: 5, part: 4, item: '5.a', text: `Other name ${index + 1}: ${nameLine(name)}` }),
);

const birth = section(
  textBox(p5('Pt4Line7_CityTownOfBirth[0]'), 38, { page: 5, part: 4, item: '6' }, (ctx) => beneficiary(ctx, 'bBirthCity')),
  rule(p5('Pt4Line8_CountryOfBirth[0]'), (ctx) => beneficiary(ctx, 'bBirthCountry')),
  dateBox(p5('Pt4Line9_DateOfBirth[0]'), (ctx) => beneficiary(ctx, 'bBirthDate')),
  choiceBoxes({ male: p5('Pt4Line9_Male[0]'), female: p5('Pt4Line9_Female[0]') }, (ctx) => beneficiary(ctx, 'bSex')),
  // Item 10: the wizard's yes / no / unknown answer, "Unknown" only when neither spouse knows.
  choiceBoxes(
    { yes: p5('Pt4Line10_Yes[0]'), no: p5('Pt4Line10_No[0]'), unknown: p5('Pt4Line10_Unknown[0]') },
    (ctx) => yesNo(personAnswers(ctx, 'b')['immiOtherPetitionEverFiled']),
  ),
);

const physicalAddress = addressBoxes(
  {
    page: 5,
    part: 4,
    street: { field: p5('Pt4Line11_StreetNumberName[0]'), item: '11.a', max: 34 },
    apt: p5('Pt4Line11_Unit[0]'),
    ste: p5('Pt4Line11_Unit[1]'),
    flr: p5('Pt4Line11_Unit[2]'),
    unitNumber: { field: p5('Pt4Line11_AptSteFlrNumber[0]'), item: '11.b', max: 6 },
    city: { field: p5('Pt4Line11_CityOrTown[0]'), item: '11.c', max: 20 },
    state: p5('Pt4Line11_State[0]'),
    zip: p5('Pt4Line11_ZipCode[0]'),
    province: { field: p5('Pt4Line11_Province[0]'), item: '11.f', max: 20 },
    postalCode: { field: p5('Pt4Line11_PostalCode[0]'), item: '11.g', max: 9 },
    country: { field: p5('Pt4Line11_Country[0]'), item: '11.h', max: 29 },
  },
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
  return where === 'abroad' ? addressAt(personAnswers(ctx, 'b'), 'bAddressAbroad') : null;
};

const otherAddresses = section(
  // Item 12.a alone: "SAME" (the rest of item 12 is blank on purpose).
  rule(p5('Pt4Line12a_StreetNumberName[0]'), (ctx) => homeIn('us')(ctx)?.street ?? ''),
  addressBoxes(
    {
      page: 5,
      part: 4,
      street: { field: p5('Pt4Line13_StreetNumberName[0]'), item: '13.a', max: 34 },
      apt: p5('Pt4Line13_Unit[0]'),
      ste: p5('Pt4Line13_Unit[1]'),
      flr: p5('Pt4Line13_Unit[2]'),
      unitNumber: { field: p5('Pt4Line13_AptSteFlrNumber[0]'), item: '13.b', max: 6 },
      city: { field: p5('Pt4Line13_CityOrTown[0]'), item: '13.c', max: 20 },
      province: { field: p5('Pt4Line13_Province[0]'), item: '13.d', max: 20 },
      postalCode: { field: p5('Pt4Line13_PostalCode[0]'), item: '13.e', max: 9 },
      country: { field: p5('Pt4Line13_Country[0]'), item: '13.f' },
    },
    homeIn('abroad'),
  ),
);

const contact = section(
  textBox(p5('Pt4Line14_DaytimePhoneNumber[0]'), 15, { page: 5, part: 4, item: '14' }, (ctx) => phoneDigits(beneficiary(ctx, 'bPhone'))),
  textBox(p6('Pt4Line15_MobilePhoneNumber[0]'), 15, { page: 6, part: 4, item: '15' }, (ctx) =>
    phoneDigits(beneficiary(ctx, 'bMobilePhone')),
  ),
  rule(p6('Pt4Line16_EmailAddress[0]'), (ctx) => beneficiary(ctx, 'bEmail')),
);

export const beneficiaryIdentity: Section = section(identifiers, otherNameRows, birth, physicalAddress, otherAddresses, contact);
