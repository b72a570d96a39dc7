import { text } from '../../answers.ts';
import { digitsOnly } from '../format.ts';
import { mailingAddress } from '../people/address.ts';
import { nameLine, otherNames, personName } from '../people/names.ts';
import { aNumberDigits } from '../people/numbers.ts';
import { personAnswers, yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes, checkBox, choiceBoxes, dateBox, listRows, rule, section, textBox, yesNoBoxes, type Section } from './build.ts';
import { onPage } from './field-names.ts';

/** Form I-130 Part 1 (relationship) and Part 2 items 1-11: the petitioner's identity and mailing address. */

const p1 = (name: string): string => onPage(1, name);
const p2 = (name: string): string => onPage(2, name);
const petitioner = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'p')[key]);

const relationship = section(
  // Item 1: the beneficiary is the petitioner's spouse (the wizard's petitionFor offers only 'spouse').
  checkBox(p1('Pt1Line1_Spouse[0]'), () => true),
  // Item 4.
  yesNoBoxes(p1('Pt1Line4_Yes[0]'), p1('Pt1Line4_No[0]'), (ctx) => yesNo(personAnswers(ctx, 'p')['usAdoptionStatus'])),
);

const identifiers = section(
  rule(p1('#area[4].Pt2Line1_AlienNumber[0]'), (ctx) => aNumberDigits(petitioner(ctx, 'pANumber'))),
  rule(p1('#area[5].Pt2Line2_USCISOnlineActNumber[0]'), (ctx) => digitsOnly(petitioner(ctx, 'pUscisAccountNumber'))),
  rule(p1('Pt2Line11_SSN[0]'), (ctx) => digitsOnly(petitioner(ctx, 'pSsn'))),
  rule(p1('Pt2Line4a_FamilyName[0]'), (ctx) => personName(ctx, 'p').last),
  rule(p1('Pt2Line4b_GivenName[0]'), (ctx) => personName(ctx, 'p').first),
  rule(p1('Pt2Line4c_MiddleName[0]'), (ctx) => personName(ctx, 'p').middle),
);

const otherNameRows = listRows(
  (ctx) => otherNames(ctx, 'p'),
  [
    (row) =>
      section(
        rule(p2('Pt2Line5a_FamilyName[0]'), (ctx) => row(ctx)?.last ?? ''),
        rule(p2('Pt2Line5b_GivenName[0]'), (ctx) => row(ctx)?.first ?? ''),
        rule(p2('Pt2Line5c_MiddleName[0]'), (ctx) => row(ctx)?.middle ?? ''),
      ),
  ],
  (name, index) => ({ page: 2, part: 2, item: '5.a', text: `Other name ${index + 1}: ${nameLine(name)}` }),
);

const birth = section(
  rule(p2('Pt2Line6_CityTownOfBirth[0]'), (ctx) => petitioner(ctx, 'pBirthCity')),
  rule(p2('Pt2Line7_CountryofBirth[0]'), (ctx) => petitioner(ctx, 'pBirthCountry')),
  dateBox(p2('Pt2Line8_DateofBirth[0]'), (ctx) => petitioner(ctx, 'pBirthDate')),
  choiceBoxes({ male: p2('Pt2Line9_Male[0]'), female: p2('Pt2Line9_Female[0]') }, (ctx) => petitioner(ctx, 'pSex')),
);

const mailing = section(
  textBox(p2('Pt2Line10_InCareofName[0]'), 34, { page: 2, part: 2, item: '10.a' }, (ctx) => mailingAddress(ctx, 'p')?.inCareOf ?? ''),
  addressBoxes(
    {
      page: 2,
      part: 2,
      street: { field: p2('Pt2Line10_StreetNumberName[0]'), item: '10.b', max: 34 },
      apt: p2('Pt2Line10_Unit[0]'),
      ste: p2('Pt2Line10_Unit[1]'),
      flr: p2('Pt2Line10_Unit[2]'),
      unitNumber: { field: p2('Pt2Line10_AptSteFlrNumber[0]'), item: '10.c', max: 6 },
      city: { field: p2('Pt2Line10_CityOrTown[0]'), item: '10.d', max: 20 },
      state: p2('Pt2Line10_State[0]'),
      zip: p2('Pt2Line10_ZipCode[0]'),
      province: { field: p2('Pt2Line10_Province[0]'), item: '10.g', max: 20 },
      postalCode: { field: p2('Pt2Line10_PostalCode[0]'), item: '10.h', max: 9 },
      country: { field: p2('Pt2Line10_Country[0]'), item: '10.i' },
    },
    (ctx) => mailingAddress(ctx, 'p'),
  ),
  yesNoBoxes(p2('Pt2Line11_Yes[0]'), p2('Pt2Line11_No[0]'), (ctx) => yesNo(personAnswers(ctx, 'p')['pMailingSameAsPhysical'])),
);

export const petitionerIdentity: Section = section(relationship, identifiers, otherNameRows, birth, mailing);
