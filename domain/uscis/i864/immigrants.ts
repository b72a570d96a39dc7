import { text } from '../../answers.ts';
import { digitsOnly, usDate } from '../format.ts';
import { mailingAddress } from '../people/address.ts';
import { nameLine, personName } from '../people/names.ts';
import { aNumberDigits, phoneDigits } from '../people/numbers.ts';
import { personAnswers } from '../people/shown.ts';
import type { ContinuationEntry, FieldRule, MappingContext } from '../types.ts';
import { addressRules } from './address-boxes.ts';
import { sponsoredFamilyMembers, type SponsoredFamilyMember } from './household.ts';
import { fieldName, fitted, mappedPart, rule, type FittedRule, type FormPlace } from './rules.ts';

/** Part 3 (the principal immigrant: the beneficiary spouse) and Part 4 (who is sponsored), pages 3 and 4. */

const page3 = (name: string) => fieldName(2, name);
const page4 = (name: string) => fieldName(3, name);

const beneficiary = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'b')[key]);

/**
 * The wizard lists only children of the spouse (the only relatives who can immigrate with a
 * spouse on the same petition), so this is every family member's relationship to the principal immigrant.
 */
const CHILD = 'Child';

interface FamilyMemberBoxes {
  readonly place: FormPlace;
  readonly familyName: string;
  readonly givenName: string;
  readonly middleName: string;
  readonly relationship: string;
  readonly birthDate: string;
  readonly aNumber: string;
  readonly uscisAccountNumber: string;
}

/** Items 4 to 7, Family Members 1 to 4. */
const FAMILY_MEMBER_ROWS: readonly FamilyMemberBoxes[] = [
  {
    place: { page: 3, part: 4, item: '4' },
    familyName: page3('P3_Line3a_FamilyName[0]'),
    givenName: page3('P3_Line3b_GivenName[0]'),
    middleName: page3('P3_Line3c_MiddleName[0]'),
    relationship: page3('P3_Line4_Relationship[0]'),
    birthDate: page3('P3_Line_DateOfBirth[0]'),
    aNumber: page3('P2_Line5_AlienNumber[1]'),
    uscisAccountNumber: page3('P3_Line7_AcctIdentifier[0]'),
  },
  {
    place: { page: 4, part: 4, item: '5' },
    familyName: page4('P3_Line8a_FamilyName[0]'),
    givenName: page4('P3_Line8b_GivenName[0]'),
    middleName: page4('P3_Line8c_MiddleName[0]'),
    relationship: page4('P3_Line9_Relationship[0]'),
    birthDate: page4('P3_Line10_DateOfBirth[0]'),
    aNumber: page4('P3_Line11_AlienNumber[0]'),
    uscisAccountNumber: page4('P3_Line12_AcctIdentifier[0]'),
  },
  {
    place: { page: 4, part: 4, item: '6' },
    familyName: page4('P3_Line13a_FamilyName[0]'),
    givenName: page4('P3_Line13b_GivenName[0]'),
    middleName: page4('P3_Line13c_MiddleName[0]'),
    relationship: page4('P3_Line14_Relationship[0]'),
    birthDate: page4('P3_Line15_DateOfBirth[0]'),
    aNumber: page4('P2_Line5_AlienNumber[2]'),
    uscisAccountNumber: page4('P3_Line17_AcctIdentifier[0]'),
  },
  {
    place: { page: 4, part: 4, item: '7' },
    familyName: page4('P3_Line18a_FamilyName[0]'),
    givenName: page4('P3_Line18b_GivenName[0]'),
    middleName: page4('P3_Line18c_MiddleName[0]'),
    relationship: page4('P3_Line19_Relationship[0]'),
    birthDate: page4('P3_Line20_DateOfBirth[0]'),
    aNumber: page4('P3_Line21_AlienNumber[0]'),
    uscisAccountNumber: page4('P3_Line22_AcctIdentifier[0]'),
  },
];

function familyMemberRules(boxes: FamilyMemberBoxes, index: number): (FieldRule | FittedRule)[] {
  const member = (ctx: MappingContext): SponsoredFamilyMember | undefined => sponsoredFamilyMembers(ctx)[index];
  const { place } = boxes;
  return [
    fitted(boxes.familyName, 30, place, 'Family Name (Last Name)', (ctx) => member(ctx)?.name.last ?? ''),
    fitted(boxes.givenName, 18, place, 'Given Name (First Name)', (ctx) => member(ctx)?.name.first ?? ''),
    fitted(boxes.middleName, 18, place, 'Middle Name', (ctx) => member(ctx)?.name.middle ?? ''),
    rule(boxes.relationship, (ctx) => (member(ctx) ? CHILD : '')),
    rule(boxes.birthDate, (ctx) => usDate(member(ctx)?.birthDate)),
    rule(boxes.aNumber, (ctx) => aNumberDigits(member(ctx)?.aNumber)),
    rule(boxes.uscisAccountNumber, (ctx) => digitsOnly(member(ctx)?.uscisAccountNumber)),
  ];
}

/** Family members beyond the form's four rows, each continued after item 7. */
function moreFamilyMembers(ctx: MappingContext): ContinuationEntry[] {
  return sponsoredFamilyMembers(ctx)
    .slice(FAMILY_MEMBER_ROWS.length)
    .map((member, index) => {
      const aNumber = aNumberDigits(member.aNumber);
      const account = digitsOnly(member.uscisAccountNumber);
      const facts = [
        `Family Member ${FAMILY_MEMBER_ROWS.length + index + 1}: ${nameLine(member.name)}`,
        `Relationship to Principal Immigrant: ${CHILD}`,
        member.birthDate ? `Date of Birth: ${usDate(member.birthDate)}` : '',
        aNumber ? `A-Number: A-${aNumber}` : '',
        account ? `USCIS Online Account Number: ${account}` : '',
      ];
      return { page: 4, part: 4, item: '7', text: facts.filter((fact) => fact !== '').join('; ') };
    });
}

const NAME = { page: 3, part: 3, item: '1' };
const MAILING = { page: 3, part: 3, item: '2' };

export const immigrantsPart = mappedPart(
  [
    fitted(page3('P2_Line1a_FamilyName[0]'), 30, NAME, 'Family Name (Last Name)', (ctx) => personName(ctx, 'b').last),
    fitted(page3('P2_Line1b_GivenName[0]'), 18, NAME, 'Given Name (First Name)', (ctx) => personName(ctx, 'b').first),
    fitted(page3('P2_Line1c_MiddleName[0]'), 18, NAME, 'Middle Name', (ctx) => personName(ctx, 'b').middle),
    fitted(page3('P2_Line2_InCareOf[0]'), 34, MAILING, 'In Care Of Name', (ctx) => mailingAddress(ctx, 'b')?.inCareOf ?? ''),
    ...addressRules(
      {
        street: page3('P2_Line2_StreetNumberName[0]'),
        unit: { APT: page3('P2_Line2_Unit[0]'), STE: page3('P2_Line2_Unit[1]'), FLR: page3('P2_Line2_Unit[2]') },
        unitNumber: page3('P2_Line2_AptSteFlrNumber[0]'),
        city: page3('P2_Line2_CityOrTown[0]'),
        state: page3('P2_Line2_State[0]'),
        zip: page3('P2_Line2_ZipCode[0]'),
        province: page3('P2_Line2_Province[0]'),
        postalCode: page3('P2_Line2_PostalCode[0]'),
        country: page3('P2_Line2_Country[0]'),
      },
      MAILING,
      (ctx) => mailingAddress(ctx, 'b'),
    ),
    rule(page3('P2_Line3_CountryCitizenship[0]'), (ctx) => beneficiary(ctx, 'bCitizenshipCountry')),
    rule(page3('P2_Line4_DateOfBirth[0]'), (ctx) => usDate(beneficiary(ctx, 'bBirthDate'))),
    rule(page3('#area[2].P2_Line5_AlienNumber[0]'), (ctx) => aNumberDigits(beneficiary(ctx, 'bANumber'))),
    rule(page3('Pt2_Line6_USCISOnlineAcctNumber[0]'), (ctx) => digitsOnly(beneficiary(ctx, 'bUscisAccountNumber'))),
    rule(page3('P2_Line7_DaytimePhoneNumber[0]'), (ctx) => phoneDigits(beneficiary(ctx, 'bPhone'))),

    // Part 4 item 1: the petitioner always sponsors the spouse named in Part 3.
    rule(page3('P3_Line1_Checkbox[0]'), () => true),
    // Item 2: family members immigrating with the spouse, listed in items 4 to 7.
    rule(page3('P3_Line2_SponsoringFamily[0]'), (ctx) => sponsoredFamilyMembers(ctx).length > 0),
    ...FAMILY_MEMBER_ROWS.flatMap(familyMemberRules),
  ],
  moreFamilyMembers,
);
