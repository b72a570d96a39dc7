import { text } from '../../answers.ts';
import { UNITED_STATES } from '../../catalogue/places.ts';
import { digitsOnly, noBox, usDate, yesBox } from '../format.ts';
import { addressAt, mailingAddress } from '../people/address.ts';
import { personName } from '../people/names.ts';
import { aNumberDigits } from '../people/numbers.ts';
import { personAnswers, yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressRules } from './address-boxes.ts';
import { incomeAnswers } from './household.ts';
import { fieldName, fitted, mappedPart, rule } from './rules.ts';

/** Part 1 (basis for filing) and Part 2 (the sponsor, who is the petitioner), pages 1 and 2. */

const page1 = (name: string) => fieldName(0, name);
const page2 = (name: string) => fieldName(1, name);

const sponsor = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'p')[key]);

/** Item 4 is only for a home that is not the mailing address. */
function physicalAddress(ctx: MappingContext) {
  const answers = personAnswers(ctx, 'p');
  return yesNo(answers['pMailingSameAsPhysical']) === 'no' ? addressAt(answers, 'pPhysical') : null;
}

const NAME = { page: 1, part: 2, item: '1' };
const MAILING = { page: 2, part: 2, item: '2' };
const HOME = { page: 2, part: 2, item: '4' };

export const sponsorPart = mappedPart([
  // Item 1.a: in a marriage case the sponsor is always the petitioner who files the Form I-130.
  rule(page1('P1_Line1a-f_CB[0]'), () => true),

  fitted(page1('P4_Line1a_FamilyName[0]'), 30, NAME, 'Family Name (Last Name)', (ctx) => personName(ctx, 'p').last),
  fitted(page1('P4_Line1b_GivenName[0]'), 18, NAME, 'Given Name (First Name)', (ctx) => personName(ctx, 'p').first),
  fitted(page1('P4_Line1c_MiddleName[0]'), 18, NAME, 'Middle Name', (ctx) => personName(ctx, 'p').middle),

  fitted(page2('P4_Line2a_InCareOf[0]'), 34, MAILING, 'In Care Of Name', (ctx) => mailingAddress(ctx, 'p')?.inCareOf ?? ''),
  ...addressRules(
    {
      street: page2('P4_Line2b_StreetNumberName[0]'),
      unit: { APT: page2('P4_Line2c_Unit[0]'), STE: page2('P4_Line2c_Unit[1]'), FLR: page2('P4_Line2c_Unit[2]') },
      unitNumber: page2('P4_Line2d_AptSteFlrNumber[0]'),
      city: page2('P4_Line2e_CityOrTown[0]'),
      state: page2('P4_Line2f_State[0]'),
      zip: page2('P4_Line2g_ZipCode[0]'),
      province: page2('P4_Line2h_Province[0]'),
      postalCode: page2('P4_Line2i_PostalCode[0]'),
      country: page2('P4_Line2j_Country[0]'),
    },
    MAILING,
    (ctx) => mailingAddress(ctx, 'p'),
  ),
  rule(page2('P1_Line3_Checkbox[0]'), (ctx) => yesBox(sponsor(ctx, 'pMailingSameAsPhysical'))),
  rule(page2('P1_Line3_Checkbox[1]'), (ctx) => noBox(sponsor(ctx, 'pMailingSameAsPhysical'))),
  ...addressRules(
    {
      street: page2('P4_Line4a_StreetNumberName[0]'),
      unit: { APT: page2('P4_Line4b_Unit[0]'), STE: page2('P4_Line4b_Unit[1]'), FLR: page2('P4_Line4b_Unit[2]') },
      unitNumber: page2('P4_Line4c_AptSteFlrNumber[0]'),
      city: page2('P4_Line4d_CityOrTown[0]'),
      state: page2('P4_Line4e_State[0]'),
      zip: page2('P4_Line4f_ZipCode[0]'),
      province: page2('P4_Line4g_Province[0]'),
      postalCode: page2('P4_Line4h_PostalCode[0]'),
      country: page2('P4_Line4i_Country[0]'),
    },
    HOME,
    physicalAddress,
  ),

  // Item 5: a sponsor must be domiciled in the United States; this product serves sponsors who are.
  rule(page2('P4_Line5_CountryOfDomicile[0]'), () => UNITED_STATES),
  rule(page2('P4_Line6_DateOfBirth[0]'), (ctx) => usDate(sponsor(ctx, 'pBirthDate'))),
  // Named "CityofBirth" in the template, but item 7 asks the country of birth.
  rule(page2('P4_Line7_CityofBirth[0]'), (ctx) => sponsor(ctx, 'pBirthCountry')),
  rule(page2('P4_Line10_SocialSecurityNumber[0]'), (ctx) => digitsOnly(sponsor(ctx, 'pSsn'))),
  rule(page2('P4_Line11a_Checkbox[0]'), (ctx) => sponsor(ctx, 'usStatus') === 'citizen'),
  rule(page2('P4_Line11c_Checkbox[0]'), (ctx) => sponsor(ctx, 'usStatus') === 'pr'),
  rule(page2('#area[1].P4_Line12_AlienNumber[0]'), (ctx) => aNumberDigits(sponsor(ctx, 'pANumber'))),
  rule(page2('P4_Line13_AcctIdentifier[0]'), (ctx) => digitsOnly(sponsor(ctx, 'pUscisAccountNumber'))),
  rule(page2('P4_Line14_Checkboxes[0]'), (ctx) => yesBox(incomeAnswers(ctx)['isOnActiveDuty'])),
  rule(page2('P4_Line14_Checkboxes[1]'), (ctx) => noBox(incomeAnswers(ctx)['isOnActiveDuty'])),
]);
