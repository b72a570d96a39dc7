import { answer } from '../../catalogue/shown.ts';
import { sponsoredFamilyMembers, type SponsoredFamilyMember } from '../../rules/household.ts';
import { addressBlock, addressLayout, checkBox, combBox, continued, dateBox, rule, section, textBox, type Place, type FormTemplate, type Section } from '../blocks/index.ts';
import { digitsOnly, usDate } from '../format.ts';
import { mailingAddress } from '../../people/address.ts';
import { nameLine, personName } from '../../people/names.ts';
import { aNumberDigits, phoneDigits } from '../../people/numbers.ts';
import type { ContinuationEntry, MappingContext } from '../types.ts';

/** Part 3 (the principal immigrant: the beneficiary spouse) and Part 4 (who is sponsored), pages 3 and 4. */

/** One row of Part 4 items 4 to 7, by its page, item and the names of its fields. */
export interface FamilyMemberBoxes {
  readonly place: Place;
  readonly familyName: string;
  readonly givenName: string;
  readonly middleName: string;
  readonly relationship: string;
  readonly birthDate: string;
  readonly aNumber: string;
  readonly uscisAccountNumber: string;
}

/** Part 3 and Part 4; `moreRows`, the family member rows an edition prints after the four of 10/17/24. */
export function immigrantsPart(I864: FormTemplate, moreRows: readonly FamilyMemberBoxes[] = []): Section {
  const { at, box } = I864;

  /**
   * The wizard lists only children of the spouse (the only relatives who can immigrate with a
   * spouse on the same petition), so this is every family member's relationship to the principal immigrant.
   */
  const CHILD = 'Child';

  /** Items 4 to 7, Family Members 1 to 4, and the edition's further rows. */
  const FAMILY_MEMBER_ROWS: readonly FamilyMemberBoxes[] = [
    {
      place: { page: 3, part: 4, item: '4' },
      familyName: 'P3_Line3a_FamilyName[0]',
      givenName: 'P3_Line3b_GivenName[0]',
      middleName: 'P3_Line3c_MiddleName[0]',
      relationship: 'P3_Line4_Relationship[0]',
      birthDate: 'P3_Line_DateOfBirth[0]',
      aNumber: 'P2_Line5_AlienNumber[1]',
      uscisAccountNumber: 'P3_Line7_AcctIdentifier[0]',
    },
    {
      place: { page: 4, part: 4, item: '5' },
      familyName: 'P3_Line8a_FamilyName[0]',
      givenName: 'P3_Line8b_GivenName[0]',
      middleName: 'P3_Line8c_MiddleName[0]',
      relationship: 'P3_Line9_Relationship[0]',
      birthDate: 'P3_Line10_DateOfBirth[0]',
      aNumber: 'P3_Line11_AlienNumber[0]',
      uscisAccountNumber: 'P3_Line12_AcctIdentifier[0]',
    },
    {
      place: { page: 4, part: 4, item: '6' },
      familyName: 'P3_Line13a_FamilyName[0]',
      givenName: 'P3_Line13b_GivenName[0]',
      middleName: 'P3_Line13c_MiddleName[0]',
      relationship: 'P3_Line14_Relationship[0]',
      birthDate: 'P3_Line15_DateOfBirth[0]',
      aNumber: 'P2_Line5_AlienNumber[2]',
      uscisAccountNumber: 'P3_Line17_AcctIdentifier[0]',
    },
    {
      place: { page: 4, part: 4, item: '7' },
      familyName: 'P3_Line18a_FamilyName[0]',
      givenName: 'P3_Line18b_GivenName[0]',
      middleName: 'P3_Line18c_MiddleName[0]',
      relationship: 'P3_Line19_Relationship[0]',
      birthDate: 'P3_Line20_DateOfBirth[0]',
      aNumber: 'P3_Line21_AlienNumber[0]',
      uscisAccountNumber: 'P3_Line22_AcctIdentifier[0]',
    },
    ...moreRows,
  ];
  const lastRow = FAMILY_MEMBER_ROWS[FAMILY_MEMBER_ROWS.length - 1]!.place;

  function familyMemberBoxes(boxes: FamilyMemberBoxes, index: number): Section {
    const member = (ctx: MappingContext): SponsoredFamilyMember | undefined => sponsoredFamilyMembers(ctx)[index];
    const { place } = boxes;
    const { page } = place;
    return section(
      textBox(box(page, boxes.familyName), place, (ctx) => member(ctx)?.name.last ?? '', 'Family Name (Last Name)'),
      textBox(box(page, boxes.givenName), place, (ctx) => member(ctx)?.name.first ?? '', 'Given Name (First Name)'),
      textBox(box(page, boxes.middleName), place, (ctx) => member(ctx)?.name.middle ?? '', 'Middle Name'),
      rule(at(page, boxes.relationship), (ctx) => (member(ctx) ? CHILD : '')),
      dateBox(at(page, boxes.birthDate), (ctx) => member(ctx)?.birthDate ?? ''),
      combBox(at(page, boxes.aNumber), 9, (ctx) => aNumberDigits(member(ctx)?.aNumber)),
      combBox(at(page, boxes.uscisAccountNumber), 12, (ctx) => digitsOnly(member(ctx)?.uscisAccountNumber)),
    );
  }

  /** Family members beyond the form's rows, each continued after the last row, where the edition prints it. */
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
        return { ...I864.cite(lastRow), text: facts.filter((fact) => fact !== '').join('; ') };
      });
  }

  const NAME: Place = { page: 3, part: 3, item: '1' };
  const MAILING: Place = { page: 3, part: 3, item: '2' };

  const beneficiary = (ctx: MappingContext) => personName(ctx, 'b');

  return section(
    textBox(box(3, 'P2_Line1a_FamilyName[0]'), NAME, (ctx) => beneficiary(ctx).last, 'Family Name (Last Name)'),
    textBox(box(3, 'P2_Line1b_GivenName[0]'), NAME, (ctx) => beneficiary(ctx).first, 'Given Name (First Name)'),
    textBox(box(3, 'P2_Line1c_MiddleName[0]'), NAME, (ctx) => beneficiary(ctx).middle, 'Middle Name'),
    addressBlock(
      addressLayout(I864, MAILING, 'part', {
        text: {
          inCareOf: 'P2_Line2_InCareOf[0]',
          street: 'P2_Line2_StreetNumberName[0]',
          unitNumber: 'P2_Line2_AptSteFlrNumber[0]',
          city: 'P2_Line2_CityOrTown[0]',
          province: 'P2_Line2_Province[0]',
          postalCode: 'P2_Line2_PostalCode[0]',
          country: 'P2_Line2_Country[0]',
        },
        units: ['P2_Line2_Unit[0]', 'P2_Line2_Unit[1]', 'P2_Line2_Unit[2]'],
        state: 'P2_Line2_State[0]',
        zip: 'P2_Line2_ZipCode[0]',
      }),
      (ctx) => mailingAddress(ctx, 'b'),
    ),
    textBox(box(3, 'P2_Line3_CountryCitizenship[0]'), { page: 3, part: 3, item: '3' }, (ctx) => answer(ctx, 'BENEFICIARY_INFO', 'bCitizenshipCountry'), 'Country of Citizenship'),
    dateBox(at(3, 'P2_Line4_DateOfBirth[0]'), (ctx) => answer(ctx, 'BENEFICIARY_INFO', 'bBirthDate')),
    combBox(at(3, '#area[2].P2_Line5_AlienNumber[0]'), 9, (ctx) => aNumberDigits(answer(ctx, 'BENEFICIARY_INFO', 'bANumber'))),
    combBox(at(3, 'Pt2_Line6_USCISOnlineAcctNumber[0]'), 12, (ctx) => digitsOnly(answer(ctx, 'BENEFICIARY_INFO', 'bUscisAccountNumber'))),
    rule(at(3, 'P2_Line7_DaytimePhoneNumber[0]'), (ctx) => phoneDigits(answer(ctx, 'BENEFICIARY_INFO', 'bPhone'))),

    // Part 4 item 1: the petitioner always sponsors the spouse named in Part 3.
    checkBox(at(3, 'P3_Line1_Checkbox[0]'), () => true),
    // Item 2: family members immigrating with the spouse, listed in items 4 to 7.
    checkBox(at(3, 'P3_Line2_SponsoringFamily[0]'), (ctx) => sponsoredFamilyMembers(ctx).length > 0),
    ...FAMILY_MEMBER_ROWS.map(familyMemberBoxes),
    continued(moreFamilyMembers),
  );
}
