import { describe, expect, it } from 'vitest';
import { fillForm } from './fill.ts';
import { I765_08_21_25, i765Mapping as mappingOf } from './i765.ts';
import { categoryParts } from './i765/arrival.ts';
import { SEE_ADDITIONAL_INFO } from './blocks/index.ts';
import { coupleAnswers } from '../../testing/couple.ts';
import { eadApContext } from '../../testing/ead-ap-answers.ts';
import { coverageOf, invalidValues, loadInventory } from '../../testing/i130-inventory.ts';

const i765Mapping = mappingOf(I765_08_21_25);
const inventory = loadInventory('i-765');
const P1 = 'form1[0].Page1[0].';
const P2 = 'form1[0].Page2[0].';
const P3 = 'form1[0].Page3[0].';
const P4 = 'form1[0].Page4[0].';
const P7 = 'form1[0].Page7[0].';
const I94 = `${P3}Line20a_I94Number[0]`;

/** The couple's SSN as the comb takes it, whatever number the shared fixture gives. */
const coupleSsn = String(coupleAnswers()['BENEFICIARY_INFO']?.['bSsn']).replace(/\D/g, '');

const fill = (changes: Parameters<typeof eadApContext>[0] = {}) => fillForm(i765Mapping, eadApContext(changes));
const problemsOf = (filled: ReturnType<typeof fill>) => invalidValues(filled, inventory, { alphanumericCombs: [I94] });

/** The Yes/No pairs and one-of-several boxes of the form: never two of a group checked. */
const BOX_GROUPS: readonly (readonly string[])[] = [
  [`${P1}Part1_Checkbox[0]`, `${P1}Part1_Checkbox[1]`, `${P1}Part1_Checkbox[2]`],
  [`${P2}Line9_Checkbox[0]`, `${P2}Line9_Checkbox[1]`],
  [`${P2}Line10_Checkbox[0]`, `${P2}Line10_Checkbox[1]`, `${P2}Line10_Checkbox[2]`, `${P2}Line10_Checkbox[3]`],
  [`${P2}Line19_Checkbox[0]`, `${P2}Line19_Checkbox[1]`],
  [`${P2}Part2Line5_Checkbox[0]`, `${P2}Part2Line5_Checkbox[1]`],
  [`${P2}Pt2Line5_Unit[0]`, `${P2}Pt2Line5_Unit[1]`, `${P2}Pt2Line5_Unit[2]`],
  [`${P2}Pt2Line7_Unit[0]`, `${P2}Pt2Line7_Unit[1]`, `${P2}Pt2Line7_Unit[2]`],
];

describe('Form I-765 mapping: coverage of the 08/21/25 template', () => {
  it('names the edition and form it was written for', () => {
    expect(i765Mapping.form).toBe('i-765');
    expect(i765Mapping.edition).toBe('08/21/25');
    expect(inventory).toHaveLength(154);
  });

  it('covers every field exactly once with a rule, a blank rule or an Additional Information field', () => {
    const coverage = coverageOf(i765Mapping, inventory);
    expect(coverage.unknown).toEqual([]);
    expect(coverage.duplicateRules).toEqual([]);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.coveredTwice).toEqual([]);
    const { rules, blank, slots, total } = coverage.counts;
    expect(rules + blank + slots).toBe(total);
  });
});

describe('Form I-765 mapping: the couple of the fixtures', () => {
  const filled = fill();
  const values = filled.values;

  it('applies only when the beneficiary asked for a work permit at onboarding', () => {
    expect(i765Mapping.applies(eadApContext())).toBe(true);
    expect(i765Mapping.applies(eadApContext({ ONBOARDING: { onboardingBWantsEAD: 'No' } }))).toBe(false);
  });

  it('fills only values the fields accept', () => {
    expect(problemsOf(filled)).toEqual([]);
  });

  it('writes category (c)(9) in the boxes between the printed parentheses', () => {
    expect(values[`${P3}#area[1].section_1[0]`]).toBe('c');
    expect(values[`${P3}#area[1].section_2[0]`]).toBe('9');
    expect(values[`${P3}#area[1].section_3[0]`]).toBeUndefined();
    expect(categoryParts('(c)(17)(iii)')).toEqual(['c', '17', 'iii']);
    expect(categoryParts('(a)(8)')).toEqual(['a', '8', '']);
  });

  it('fills Parts 1 and 2 as the form asks', () => {
    expect(coupleSsn).toMatch(/^\d{9}$/);
    expect(values).toMatchObject({
      [`${P1}Part1_Checkbox[0]`]: true,
      [`${P1}Line1a_FamilyName[0]`]: 'Kovalenko',
      [`${P1}Line1b_GivenName[0]`]: 'Olena',
      [`${P2}Line4b_StreetNumberName[0]`]: '1450 N Lake Shore Dr',
      [`${P2}Pt2Line5_Unit[2]`]: true,
      [`${P2}Pt2Line5_AptSteFlrNumber[0]`]: '1204',
      [`${P2}Pt2Line5_CityOrTown[0]`]: 'Chicago',
      [`${P2}Pt2Line5_State[0]`]: 'IL',
      [`${P2}Pt2Line5_ZipCode[0]`]: '60610',
      [`${P2}Part2Line5_Checkbox[1]`]: true,
      [`${P2}Line9_Checkbox[0]`]: true,
      [`${P2}Line10_Checkbox[3]`]: true,
      [`${P2}Line19_Checkbox[1]`]: true,
      [`${P2}Line12b_SSN[0]`]: coupleSsn,
      [`${P2}Line17a_CountryOfBirth[0]`]: 'Ukraine',
      [`${P3}Line18a_CityTownOfBirth[0]`]: 'Kharkiv',
      [`${P3}Line18b_CityTownOfBirth[0]`]: 'Kharkiv Oblast',
      [`${P3}Line18c_CountryOfBirth[0]`]: 'Ukraine',
      [`${P3}Line19_DOB[0]`]: '04/12/1995',
      [I94]: '123456789A1',
      [`${P3}Line20b_Passport[0]`]: 'FX123456',
      [`${P3}Line20d_CountryOfIssuance[0]`]: 'Ukraine',
      [`${P3}Line20e_ExpDate[0]`]: '03/01/2029',
      [`${P3}Line21_DateOfLastEntry[0]`]: '08/15/2019',
      [`${P3}place_entry[0]`]: 'Chicago, IL',
      [`${P3}Line23_StatusLastEntry[0]`]: 'F1 - STUDENT - ACADEMIC',
      [`${P3}Line24_CurrentStatus[0]`]: 'F1 - STUDENT - ACADEMIC',
      [`${P3}Line26_SEVISnumber[0]`]: '0012345678',
    });
  });

  it('fills the contact information of Part 3 and leaves the signature to the applicant', () => {
    expect(values[`${P4}Pt3Line3_DaytimePhoneNumber1[0]`]).toBe('3125550177');
    expect(values[`${P4}Pt3Line4_MobileNumber1[0]`]).toBe('3125550177');
    expect(values[`${P4}Pt3Line5_Email[0]`]).toBe('olena.kovalenko@example.com');
    expect(values[`${P4}Pt4Line6_Checkbox[0]`]).toBeUndefined();
    expect(values[`${P4}Pt3Line7a_Signature[0]`]).toBeUndefined();
    expect(values[`${P4}Pt3Line7b_DateofSignature[0]`]).toBeUndefined();
  });

  it('leaves unanswered identifiers, other names and the physical address blank', () => {
    expect(values[`${P2}Line7_AlienNumber[0]`]).toBeUndefined();
    expect(values[`${P2}Line8_ElisAccountNumber[0]`]).toBeUndefined();
    expect(values[`${P1}Line2a_FamilyName[0]`]).toBeUndefined();
    expect(values[`${P2}Pt2Line7_StreetNumberName[0]`]).toBeUndefined();
    expect(values[`${P3}Line20c_TravelDoc[0]`]).toBeUndefined();
    expect(filled.overflow).toEqual([]);
    expect(values[`${P7}Line1a_FamilyName[0]`]).toBeUndefined();
  });

  it('checks at most one box of each group', () => {
    for (const group of BOX_GROUPS) expect(group.filter((field) => values[field] === true).length).toBeLessThanOrEqual(1);
  });
});

describe('Form I-765 mapping: other answers', () => {
  it('writes the A-Number on nine boxes and the USCIS account number on twelve, digits only', () => {
    const { values } = fill({ BENEFICIARY_INFO: { bANumber: 'A-21345678', bUscisAccountNumber: '1234 5678 9012' } });
    expect(values[`${P2}Line7_AlienNumber[0]`]).toBe('021345678');
    expect(values[`${P2}Line8_ElisAccountNumber[0]`]).toBe('123456789012');
  });

  it('checks the box of a replacement or a renewal, and Male for a man', () => {
    expect(fill({ I_765_SPECIFIC: { i765ApplicationType: 'renewal' } }).values[`${P1}Part1_Checkbox[2]`]).toBe(true);
    const replacement = fill({ I_765_SPECIFIC: { i765ApplicationType: 'replacement' }, BENEFICIARY_INFO: { bSex: 'male' } });
    expect(replacement.values[`${P1}Part1_Checkbox[1]`]).toBe(true);
    expect(replacement.values[`${P1}Part1_Checkbox[0]`]).toBeUndefined();
    expect(replacement.values[`${P2}Line9_Checkbox[1]`]).toBe(true);
    expect(replacement.values[`${P2}Line9_Checkbox[0]`]).toBeUndefined();
  });

  it('uses the newest passport when the applicant has one, all three items from it', () => {
    const { values } = fill({
      I_765_SPECIFIC: {
        i765HasNewerPassport: 'yes',
        i765NewestPassportNumber: 'GK765432',
        i765NewestPassportCountry: 'Ukraine',
        i765NewestPassportExpirationDate: '2035-01-09',
      },
    });
    expect(values[`${P3}Line20b_Passport[0]`]).toBe('GK765432');
    expect(values[`${P3}Line20e_ExpDate[0]`]).toBe('01/09/2035');
  });

  it('lists a second citizenship and checks the ABC settlement box when answered so', () => {
    const { values } = fill({
      I_765_SPECIFIC: { i765HasOtherCitizenship: 'yes', i765OtherCitizenshipCountry: 'Poland', i765AbcSettlement: 'yes' },
    });
    expect(values[`${P2}Line17a_CountryOfBirth[0]`]).toBe('Ukraine');
    expect(values[`${P2}Line17b_CountryOfBirth[0]`]).toBe('Poland');
    expect(values[`${P4}Pt4Line6_Checkbox[0]`]).toBe(true);
  });

  it('prints the home address of item 7 when the applicant does not live at the mailing address', () => {
    const { values } = fill({
      BENEFICIARY_INFO: {
        bMailingSameAsPhysical: 'no',
        bPhysicalCountry: 'United States',
        bPhysicalStreet: '2250 W Division St',
        bPhysicalUnitType: 'flr.',
        bPhysicalUnitNumber: '2',
        bPhysicalCity: 'Chicago',
        bPhysicalState: 'IL',
        bPhysicalZip: '60622-3011',
      },
    });
    expect(values[`${P2}Part2Line5_Checkbox[0]`]).toBe(true);
    expect(values[`${P2}Part2Line5_Checkbox[1]`]).toBeUndefined();
    expect(values[`${P2}Pt2Line7_StreetNumberName[0]`]).toBe('2250 W Division St');
    expect(values[`${P2}Pt2Line7_Unit[1]`]).toBe(true);
    expect(values[`${P2}Pt2Line7_ZipCode[0]`]).toBe('60622');
  });

  it('states an expired stay in the current status, and "No status" after an entry without inspection', () => {
    const expired = fill({
      BENEFICIARY_INFO: { i94ImmigrationStatus: 'B2', immiCurrentVisaStatus: 'B2', i94AdmitUntilIsDs: 'no', i94AdmitUntil: '2023-01-10' },
    });
    expect(expired.values[`${P3}Line23_StatusLastEntry[0]`]).toBe('B2 - TEMPORARY VISITOR FOR PLEASURE');
    expect(expired.values[`${P3}Line24_CurrentStatus[0]`]).toBe('B2 (expired 01/10/2023)');
    const changed = fill({
      BENEFICIARY_INFO: { i94StatusChanged: 'yes', i94StatusAfterChange: 'H1B', i94StatusAfterChangeIsDs: 'no', i94StatusAfterChangeUntil: '2027-09-30' },
    });
    expect(changed.values[`${P3}Line24_CurrentStatus[0]`]).toBe('H1B');
    const withoutInspection = fill({ BENEFICIARY_INFO: { immiLastEntryManner: 'without_admission', i94WasIssued: 'no' } });
    expect(withoutInspection.values[`${P3}Line23_StatusLastEntry[0]`]).toBe('No status');
    expect(withoutInspection.values[`${P3}Line24_CurrentStatus[0]`]).toBe('No status');
    expect(withoutInspection.values[I94]).toBeUndefined();
  });
});

describe('Form I-765 mapping: answers that do not fit', () => {
  it('prints three other names in items 2-4 and continues the fourth in Part 6', () => {
    const filled = fill({
      BENEFICIARY_INFO: {
        bHasOtherNames: 'yes',
        bOtherNamesList: [
          { otherNameFirst: 'Olena', otherNameMiddle: 'Petrivna', otherNameLast: 'Kovalenko' },
          { otherNameFirst: 'Helen', otherNameMiddle: '', otherNameLast: 'Kovalenko' },
          { otherNameFirst: 'Lena', otherNameMiddle: '', otherNameLast: 'Koval' },
          { otherNameFirst: 'Alena', otherNameMiddle: '', otherNameLast: 'Kowalenko' },
        ],
      },
    });
    const { values } = filled;
    expect(values[`${P1}Line2a_FamilyName[0]`]).toBe('Kovalenko');
    expect(values[`${P1}Line2c_MiddleName[0]`]).toBe('Petrivna');
    expect(values[`${P1}Line3b_GivenName[1]`]).toBe('Helen');
    expect(values[`${P1}Line3a_FamilyName[0]`]).toBe('Koval');
    expect(values[`${P7}Pt6Line3a_PageNumber[0]`]).toBe('1');
    expect(values[`${P7}Pt6Line3b_PartNumber[0]`]).toBe('2');
    expect(values[`${P7}Pt6Line3c_ItemNumber[0]`]).toBe('2-4');
    expect(values[`${P7}Pt6Line4d_AdditionalInfo[1]`]).toBe('Other names used: Kowalenko, Alena');
    expect(values[`${P7}Line1a_FamilyName[0]`]).toBe('Kovalenko');
    expect(values[`${P7}Line1b_GivenName[0]`]).toBe('Olena');
    expect(problemsOf(filled)).toEqual([]);
  });

  it('points a long city and e-mail address to Part 6 and continues them there', () => {
    const filled = fill({
      BENEFICIARY_INFO: { bMailingCity: 'Rancho Santa Margarita', bMailingState: 'CA', bEmail: 'olena.kovalenko.chicago.office@example-mail.com' },
    });
    const { values } = filled;
    expect(values[`${P2}Pt2Line5_CityOrTown[0]`]).toBe(SEE_ADDITIONAL_INFO);
    expect(values[`${P4}Pt3Line5_Email[0]`]).toBe(SEE_ADDITIONAL_INFO.slice(0, 38));
    expect(values[`${P7}Pt6Line3c_ItemNumber[0]`]).toBe('5.d');
    expect(values[`${P7}Pt6Line4d_AdditionalInfo[1]`]).toBe('Rancho Santa Margarita');
    expect(values[`${P7}Pt6Line4a_PageNumber[0]`]).toBe('4');
    expect(values[`${P7}Pt6Line4c_ItemNumber[0]`]).toBe('5');
    // The address is one word wider than the box: it is cut where the box ends, and continues.
    expect(values[`${P7}Pt6Line4d_AdditionalInfo[0]`]).toBe('olena.kovalenko.chicago.office@example-mail.');
    expect(values[`${P7}Pt6Line5c_ItemNumber[0]`]).toBe('5');
    expect(values[`${P7}Pt6Line5d_AdditionalInfo[0]`]).toBe('com');
    expect(problemsOf(filled)).toEqual([]);
  });

  it('carries other names beyond the five Part 6 boxes to continuation sheets', () => {
    const names = Array.from({ length: 80 }, (_, index) => ({
      otherNameFirst: `Given${index}`,
      otherNameMiddle: 'Middlename',
      otherNameLast: `Familyname${index}`,
    }));
    const filled = fill({ BENEFICIARY_INFO: { bHasOtherNames: 'yes', bOtherNamesList: names } });
    expect(filled.values[`${P7}Pt6Line7d_AdditionalInfo[0]`]).toBeDefined();
    expect(filled.overflow.length).toBeGreaterThan(0);
    expect(filled.overflow.every((entry) => entry.page === 1 && entry.item === '2-4')).toBe(true);
  });
});

describe('Form I-765 mapping: hidden follow-ups are never printed', () => {
  it('ignores answers left behind under an opening question answered the other way', () => {
    const { values } = fill({
      BENEFICIARY_INFO: {
        bHasOtherNames: 'no',
        bOtherNamesList: [{ otherNameFirst: 'Helen', otherNameLast: 'Kovalenko' }],
        bMailingSameAsPhysical: 'yes',
        bPhysicalCountry: 'United States',
        bPhysicalStreet: '2250 W Division St',
        bPhysicalCity: 'Chicago',
        bPhysicalState: 'IL',
        bPhysicalZip: '60622',
      },
      I_765_SPECIFIC: {
        i765HasNewerPassport: 'no',
        i765NewestPassportNumber: 'GK765432',
        i765NewestPassportCountry: 'Poland',
        i765NewestPassportExpirationDate: '2035-01-09',
        i765HasOtherCitizenship: 'no',
        i765OtherCitizenshipCountry: 'Poland',
      },
    });
    expect(values[`${P1}Line2a_FamilyName[0]`]).toBeUndefined();
    expect(values[`${P2}Pt2Line7_StreetNumberName[0]`]).toBeUndefined();
    expect(values[`${P3}Line20b_Passport[0]`]).toBe('FX123456');
    expect(values[`${P3}Line20d_CountryOfIssuance[0]`]).toBe('Ukraine');
    expect(values[`${P2}Line17b_CountryOfBirth[0]`]).toBeUndefined();
  });

  it('prints no last arrival for a beneficiary outside the United States', () => {
    const { values } = fill({ BENEFICIARY_INFO: { immiIsInUs: 'no', immiEverInUs: 'yes' } });
    for (const name of ['Line20a_I94Number[0]', 'Line21_DateOfLastEntry[0]', 'place_entry[0]', 'Line23_StatusLastEntry[0]', 'Line24_CurrentStatus[0]']) {
      expect(values[`${P3}${name}`]).toBeUndefined();
    }
  });

  it('does not print a mailing address abroad in the U.S. mailing address of item 5', () => {
    const { values } = fill({
      BENEFICIARY_INFO: {
        bMailingCountry: 'Ukraine',
        bMailingStreet: 'vul. Sumska 25',
        bMailingCity: 'Kharkiv',
        bMailingProvince: 'Kharkiv Oblast',
        bMailingPostalCode: '61002',
      },
    });
    expect(values[`${P2}Line4b_StreetNumberName[0]`]).toBeUndefined();
    expect(values[`${P2}Pt2Line5_CityOrTown[0]`]).toBeUndefined();
  });
});
