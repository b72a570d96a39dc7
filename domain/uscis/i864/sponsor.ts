import { answer, shownAnswers } from '../../catalogue/shown.ts';
import { UNITED_STATES } from '../../catalogue/places.ts';
import { addressBlock, addressLayout, checkBox, combBox, dateBox, rule, section, textBox, yesNoBoxes, type AddressBoxNames, type Place, type FormTemplate, type Section } from '../blocks/index.ts';
import { digitsOnly } from '../format.ts';
import { addressAt, mailingAddress } from '../../people/address.ts';
import { personName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';

/** Part 1 (basis for filing) and Part 2 (the sponsor, who is the petitioner), pages 1 and 2. */

export function sponsorPart(I864: FormTemplate): Section {
  const { at, box } = I864;

  /** Item 4 is only for a home that is not the mailing address. */
  function physicalAddress(ctx: MappingContext) {
    return answer(ctx, 'PETITIONER_INFO', 'pMailingSameAsPhysical') === 'no' ? addressAt(shownAnswers(ctx, 'PETITIONER_INFO'), 'pPhysical') : null;
  }

  const NAME: Place = { page: 1, part: 2, item: '1' };
  const MAILING: Place = { page: 2, part: 2, item: '2' };
  const HOME: Place = { page: 2, part: 2, item: '4' };

  /** Item 2, the mailing address, with its in-care-of name; item 4, the home when it is not the mailing address. */
  const mailingBoxes: AddressBoxNames = {
    text: {
      inCareOf: 'P4_Line2a_InCareOf[0]',
      street: 'P4_Line2b_StreetNumberName[0]',
      unitNumber: 'P4_Line2d_AptSteFlrNumber[0]',
      city: 'P4_Line2e_CityOrTown[0]',
      province: 'P4_Line2h_Province[0]',
      postalCode: 'P4_Line2i_PostalCode[0]',
      country: 'P4_Line2j_Country[0]',
    },
    units: ['P4_Line2c_Unit[0]', 'P4_Line2c_Unit[1]', 'P4_Line2c_Unit[2]'],
    state: 'P4_Line2f_State[0]',
    zip: 'P4_Line2g_ZipCode[0]',
  };

  const homeBoxes: AddressBoxNames = {
    text: {
      street: 'P4_Line4a_StreetNumberName[0]',
      unitNumber: 'P4_Line4c_AptSteFlrNumber[0]',
      city: 'P4_Line4d_CityOrTown[0]',
      province: 'P4_Line4g_Province[0]',
      postalCode: 'P4_Line4h_PostalCode[0]',
      country: 'P4_Line4i_Country[0]',
    },
    units: ['P4_Line4b_Unit[0]', 'P4_Line4b_Unit[1]', 'P4_Line4b_Unit[2]'],
    state: 'P4_Line4e_State[0]',
    zip: 'P4_Line4f_ZipCode[0]',
  };

  const petitioner = (ctx: MappingContext) => personName(ctx, 'p');

  return section(
    // Item 1.a: in a marriage case the sponsor is always the petitioner who files the Form I-130.
    checkBox(at(1, 'P1_Line1a-f_CB[0]'), () => true),

    textBox(box(1, 'P4_Line1a_FamilyName[0]'), NAME, (ctx) => petitioner(ctx).last, 'Family Name (Last Name)'),
    textBox(box(1, 'P4_Line1b_GivenName[0]'), NAME, (ctx) => petitioner(ctx).first, 'Given Name (First Name)'),
    textBox(box(1, 'P4_Line1c_MiddleName[0]'), NAME, (ctx) => petitioner(ctx).middle, 'Middle Name'),

    addressBlock(addressLayout(I864, MAILING, 'part', mailingBoxes), (ctx) => mailingAddress(ctx, 'p')),
    yesNoBoxes(at(2, 'P1_Line3_Checkbox[0]'), at(2, 'P1_Line3_Checkbox[1]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'pMailingSameAsPhysical')),
    addressBlock(addressLayout(I864, HOME, 'part', homeBoxes), physicalAddress),

    // Item 5: a sponsor must be domiciled in the United States; this product serves sponsors who are.
    rule(at(2, 'P4_Line5_CountryOfDomicile[0]'), () => UNITED_STATES),
    dateBox(at(2, 'P4_Line6_DateOfBirth[0]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'pBirthDate')),
    // Named "CityofBirth" in the template, but item 7 asks the country of birth.
    textBox(box(2, 'P4_Line7_CityofBirth[0]'), { page: 2, part: 2, item: '7' }, (ctx) => answer(ctx, 'PETITIONER_INFO', 'pBirthCountry'), 'Country of Birth'),
    combBox(at(2, 'P4_Line10_SocialSecurityNumber[0]'), 9, (ctx) => digitsOnly(answer(ctx, 'PETITIONER_INFO', 'pSsn'))),
    checkBox(at(2, 'P4_Line11a_Checkbox[0]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'usStatus') === 'citizen'),
    checkBox(at(2, 'P4_Line11c_Checkbox[0]'), (ctx) => answer(ctx, 'PETITIONER_INFO', 'usStatus') === 'pr'),
    combBox(at(2, '#area[1].P4_Line12_AlienNumber[0]'), 9, (ctx) => aNumberDigits(answer(ctx, 'PETITIONER_INFO', 'pANumber'))),
    combBox(at(2, 'P4_Line13_AcctIdentifier[0]'), 12, (ctx) => digitsOnly(answer(ctx, 'PETITIONER_INFO', 'pUscisAccountNumber'))),
    yesNoBoxes(at(2, 'P4_Line14_Checkboxes[0]'), at(2, 'P4_Line14_Checkboxes[1]'), (ctx) => answer(ctx, 'INCOME', 'isOnActiveDuty')),
  );
}
