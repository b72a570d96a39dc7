import type { AnswerText } from '../../catalogue/keys.ts';
import { answer } from '../../catalogue/shown.ts';
import { addressBlock, addressLayout, checkBox, choiceBoxes, combBox, dateBox, listRows, nameBoxes, section, textBox, yesNoBoxes, type Section } from '../blocks/index.ts';
import { digitsOnly } from '../format.ts';
import { mailingAddress } from '../../people/address.ts';
import { nameLine, otherNames, personName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 1 (relationship) and Part 2 items 1-11: the petitioner's identity and mailing address. */

export function petitionerIdentity(I130: FormTemplate): Section {
  const { at, box } = I130;

  const relationship = section(
    // Item 1: the beneficiary is the petitioner's spouse (the wizard's petitionFor offers only 'spouse').
    checkBox(at(1, 'Pt1Line1_Spouse[0]'), () => true),
    // Item 4.
    yesNoBoxes(at(1, 'Pt1Line4_Yes[0]'), at(1, 'Pt1Line4_No[0]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'usAdoptionStatus')),
  );

  const item = (page: number, number: string) => ({ page, part: 2, item: number });

  const identifiers = section(
    combBox(at(1, '#area[4].Pt2Line1_AlienNumber[0]'), 9, (ctx) => aNumberDigits(answer(ctx, 'PETITIONER_INFO', 'pANumber'))),
    combBox(at(1, '#area[5].Pt2Line2_USCISOnlineActNumber[0]'), 12, (ctx) => digitsOnly(answer(ctx, 'PETITIONER_INFO', 'pUscisAccountNumber'))),
    combBox(at(1, 'Pt2Line11_SSN[0]'), 9, (ctx) => digitsOnly(answer(ctx, 'PETITIONER_INFO', 'pSsn'))),
    nameBoxes(I130, 1, ['Pt2Line4a_FamilyName[0]', 'Pt2Line4b_GivenName[0]', 'Pt2Line4c_MiddleName[0]'], { part: 2, number: '4' }, (ctx) => personName(ctx, 'p')),
  );

  const otherNameRows = listRows(
    (ctx) => otherNames(ctx, 'p'),
    [
      (row) => nameBoxes(I130, 2, ['Pt2Line5a_FamilyName[0]', 'Pt2Line5b_GivenName[0]', 'Pt2Line5c_MiddleName[0]'], { part: 2, number: '5' }, row),
    ],
    (name, index) => ({ ...item(2, '5.a'), text: `Other name ${index + 1}: ${nameLine(name)}` }),
  );

  const birth = section(
    textBox(box(2, 'Pt2Line6_CityTownOfBirth[0]'), item(2, '6'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'pBirthCity')),
    textBox(box(2, 'Pt2Line7_CountryofBirth[0]'), item(2, '7'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'pBirthCountry')),
    dateBox(at(2, 'Pt2Line8_DateofBirth[0]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'pBirthDate')),
    choiceBoxes({ male: at(2, 'Pt2Line9_Male[0]'), female: at(2, 'Pt2Line9_Female[0]') }, (ctx) => answer(ctx, 'PETITIONER_INFO', 'pSex')),
  );

  const mailing = section(
    addressBlock(
      addressLayout(I130, item(2, '10.a'), 'value', {
        text: {
          inCareOf: ['Pt2Line10_InCareofName[0]', '10.a'],
          street: ['Pt2Line10_StreetNumberName[0]', '10.b'],
          unitNumber: ['Pt2Line10_AptSteFlrNumber[0]', '10.c'],
          city: ['Pt2Line10_CityOrTown[0]', '10.d'],
          province: ['Pt2Line10_Province[0]', '10.g'],
          postalCode: ['Pt2Line10_PostalCode[0]', '10.h'],
          country: ['Pt2Line10_Country[0]', '10.i'],
        },
        units: ['Pt2Line10_Unit[0]', 'Pt2Line10_Unit[1]', 'Pt2Line10_Unit[2]'],
        state: 'Pt2Line10_State[0]',
        zip: 'Pt2Line10_ZipCode[0]',
      }),
      (ctx) => mailingAddress(ctx, 'p'),
    ),
    yesNoBoxes(at(2, 'Pt2Line11_Yes[0]'), at(2, 'Pt2Line11_No[0]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'pMailingSameAsPhysical')),
  );

  return section(relationship, identifiers, otherNameRows, birth, mailing);
}
