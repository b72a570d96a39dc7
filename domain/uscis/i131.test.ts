import { describe, expect, it } from 'vitest';
import { fillForm } from './fill.ts';
import { SEE_ADDITIONAL_INFO } from './blocks/index.ts';
import { I131_01_20_25, i131Mapping as mappingOf } from './i131.ts';
import { countriesToVisit } from './i131/travel.ts';
import { coupleAnswers } from '../../testing/couple.ts';
import { eadApContext } from '../../testing/ead-ap-answers.ts';
import { coverageOf, invalidValues, loadInventory } from '../../testing/i130-inventory.ts';

const i131Mapping = mappingOf(I131_01_20_25);

const inventory = loadInventory('i-131');
const P1 = 'form1[0].P1[0].';
const P2 = 'form1[0].P2[0].';
const P4 = 'form1[0].P4[0].';
const P5 = 'form1[0].P5[0].';
const P6 = 'form1[0].P6[0].';
const P7 = 'form1[0].P7[0].';
const PAGE8 = 'form1[0].#subform[7].';
const PAGE10 = 'form1[0].#subform[9].';
const PAGE11 = 'form1[0].#subform[10].';
const PAGE14 = 'form1[0].#subform[13].';

/** The couple's SSN as the comb takes it, whatever number the shared fixture gives. */
const coupleSsn = String(coupleAnswers()['BENEFICIARY_INFO']?.['bSsn']).replace(/\D/g, '');

const fill = (changes: Parameters<typeof eadApContext>[0] = {}) => fillForm(i131Mapping, eadApContext(changes));
const problemsOf = (filled: ReturnType<typeof fill>) => invalidValues(filled, inventory, { dateWords: ['D/S'] });

/** Yes/No pairs and one-of-several boxes: never two of a group checked. */
const BOX_GROUPS: readonly (readonly string[])[] = [
  [`${P4}P1_Line13_YesNo[0]`, `${P4}P1_Line13_YesNo[1]`],
  [`${P5}Part2_Line8_Gender[0]`, `${P5}Part2_Line8_Gender[1]`],
  [`${P5}Part2_Line3_Unit[0]`, `${P5}Part2_Line3_Unit[1]`, `${P5}Part2_Line3_Unit[2]`],
  [`${P5}Part2_Line4_Unit[0]`, `${P5}Part2_Line4_Unit[1]`, `${P5}Part2_Line4_Unit[2]`],
  [`${P7}P3_Line1_Ethnicity[0]`, `${P7}P3_Line1_Ethnicity[1]`],
  Array.from({ length: 9 }, (_, index) => `${P7}P3_Line5_EyeColor[${index}]`),
  Array.from({ length: 9 }, (_, index) => `${P7}P3_Line6_HairColor[${index}]`),
  [`${P7}P4_Line1_YesNo[0]`, `${P7}P4_Line1_YesNo[1]`],
  [`${P7}P4_Line2a_YesNo[0]`, `${P7}P4_Line2a_YesNo[1]`],
  [`${P7}P4_Line3a_YesNo[0]`, `${P7}P4_Line3a_YesNo[1]`],
  [`${P7}P4_Line4_YesNo[0]`, `${P7}P4_Line4_YesNo[1]`],
  Array.from({ length: 4 }, (_, index) => `${PAGE8}P4_Line5[${index}]`),
  [`${PAGE10}P7_Line4_CB[0]`, `${PAGE10}P7_Line4_CB[1]`],
];

describe('Form I-131 mapping: coverage of the 01/20/25 template', () => {
  it('names the edition and form it was written for', () => {
    expect(i131Mapping.form).toBe('i-131');
    expect(i131Mapping.edition).toBe('01/20/25');
    expect(inventory).toHaveLength(325);
  });

  it('covers every field exactly once with a rule, a blank rule or an Additional Information field', () => {
    const coverage = coverageOf(i131Mapping, inventory);
    expect(coverage.unknown).toEqual([]);
    expect(coverage.duplicateRules).toEqual([]);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.coveredTwice).toEqual([]);
    const { rules, blank, slots, total } = coverage.counts;
    expect(rules + blank + slots).toBe(total);
  });

  it('lists the five rich-text Additional Information boxes of Part 13 as its slots', () => {
    expect(i131Mapping.additionalInfo.slots.map((slot) => slot.textField)).toEqual(
      [3, 4, 5, 6, 7].map((item) => `${PAGE14}Part13_Line${item}_AdditionalInfo[0]`),
    );
  });
});

describe('Form I-131 mapping: the couple of the fixtures', () => {
  const filled = fill();
  const values = filled.values;

  it('applies only when the beneficiary asked for advance parole at onboarding', () => {
    expect(i131Mapping.applies(eadApContext())).toBe(true);
    expect(i131Mapping.applies(eadApContext({ ONBOARDING: { onboardingBWantsAP: 'No' } }))).toBe(false);
  });

  it('fills only values the fields accept', () => {
    expect(problemsOf(filled)).toEqual([]);
  });

  it('checks Part 1 item 5.A on page 1 (a pending Form I-485), and no other application type', () => {
    expect(values[`${P1}CB_AppType[4]`]).toBe(true);
    const checkedTypes = Object.keys(values).filter((name) => /CB_AppType\[\d+\]$/.test(name));
    expect(checkedTypes).toEqual([`${P1}CB_AppType[4]`]);
    expect(values[`${P2}CB_AppType[4]`]).toBeUndefined();
    expect(values[`${P1}P1_Line5A[0]`]).toBeUndefined();
  });

  it('fills Part 2 about the applicant', () => {
    expect(coupleSsn).toMatch(/^\d{9}$/);
    expect(values).toMatchObject({
      [`${P4}P1_Line13_YesNo[1]`]: true,
      [`${P4}Part2_Line1_FamilyName[0]`]: 'Kovalenko',
      [`${P4}Part2_Line1_GivenName[0]`]: 'Olena',
      [`${P5}Part2_Line3_StreetNumberName[0]`]: '1450 N Lake Shore Dr',
      [`${P5}Part2_Line3_Unit[1]`]: true,
      [`${P5}Part2_Line3_AptSteFlrNumber[0]`]: '1204',
      [`${P5}Part2_Line3_CityTown[0]`]: 'Chicago',
      [`${P5}Part2_Line3_State[0]`]: 'IL',
      [`${P5}Part2_Line3_ZipCode[0]`]: '60610',
      [`${P5}Part2_Line3_Country[0]`]: 'United States',
      [`${P5}Part2_Line6_CountryOfBirth[0]`]: 'Ukraine',
      [`${P5}Part2_Line7_CountryOfCitizenshiporNationality[0]`]: 'Ukraine',
      [`${P5}Part2_Line8_Gender[0]`]: true,
      [`${P5}Part2_Line9_DateOfBirth[0]`]: '04/12/1995',
      [`${P5}#area[1].Part2_Line10_SSN[0]`]: coupleSsn,
      [`${P5}Part2_Line12_ClassofAdmission[0]`]: 'F1',
      [`${P5}Part2_Line13_I94RecordNo[0]`]: '123456789A1',
      [`${P6}Part2_Line14_I94ExpDate[0]`]: 'D/S',
    });
    expect(values[`${P5}Part2_Line4_StreetNumberName[0]`]).toBeUndefined();
    expect(values[`${P5}#area[0].Part2_Line5_AlienNumber[0]`]).toBeUndefined();
  });

  it('fills the biographic information of Part 3', () => {
    expect(values).toMatchObject({
      [`${P7}P3_Line1_Ethnicity[0]`]: true,
      [`${P7}P3_Line2_Race_White[0]`]: true,
      [`${P7}P3_Line3_HeightFeet[0]`]: '5',
      [`${P7}P3_Line3_HeightInches[0]`]: '6',
      [`${P7}P3_Line4_Pound1[0]`]: '1',
      [`${P7}P3_Line4_Pound2[0]`]: '2',
      [`${P7}P3_Line4_Pound3[0]`]: '8',
      [`${P7}P3_Line5_EyeColor[6]`]: true,
      [`${P7}P3_Line6_HairColor[1]`]: true,
    });
  });

  it('answers Part 4 items 1-4 and Part 7, and fills the contact information of Part 10', () => {
    expect(values).toMatchObject({
      [`${P7}P4_Line1_YesNo[1]`]: true,
      [`${P7}P4_Line2a_YesNo[1]`]: true,
      [`${P7}P4_Line3a_YesNo[1]`]: true,
      [`${P7}P4_Line4_YesNo[1]`]: true,
      [`${PAGE10}P7_Line1_DateOfDeparture[0]`]: '12/20/2025',
      [`${PAGE10}P7_Line2_Purpose[0]`]: 'To spend the winter holidays with my parents, who live in Kharkiv.',
      [`${PAGE10}P7_Line3_ListCountries[0]`]: 'Poland, Ukraine',
      [`${PAGE10}P7_Line4_CB[0]`]: true,
      [`${PAGE10}P7_Line5_ExpectedLengthTrip[0]`]: '21',
      [`${PAGE11}Part10_Line1_DayPhone[0]`]: '3125550177',
      [`${PAGE11}Part10_Line2_MobilePhone[0]`]: '3125550177',
      [`${PAGE11}Part10_Line3_Email[0]`]: 'olena.kovalenko@example.com',
    });
    expect(values[`${PAGE11}Part10_Line4_ApplicantSignature[0]`]).toBeUndefined();
    expect(values[`${PAGE11}Part10_Line4_DateofSignature[0]`]).toBeUndefined();
    expect(filled.overflow).toEqual([]);
  });

  it('checks at most one box of each group', () => {
    for (const group of BOX_GROUPS) expect(group.filter((field) => values[field] === true).length).toBeLessThanOrEqual(1);
  });
});

describe('Form I-131 mapping: other answers', () => {
  it('gives the Form I-485 receipt number when the applicant files separately', () => {
    const { values } = fill({ I_131_SPECIFIC: { i131I485ReceiptNumber: 'ioe-091-234-5678' } });
    expect(values[`${P1}P1_Line5A[0]`]).toBe('IOE0912345678');
  });

  it('gives the last advance parole document and a replacement with its corrections', () => {
    const filled = fill({
      I_131_SPECIFIC: {
        i131EverIssuedAdvanceParole: 'yes',
        i131LastAdvanceParoleIssuedDate: '2024-02-01',
        i131LastAdvanceParoleDisposition: 'in_my_possession',
        i131IsReplacement: 'yes',
        i131ReplacementReason: 'incorrect_not_my_error',
        i131CorrectName: 'yes',
        i131CorrectANumber: 'no',
        i131CorrectCountry: 'no',
        i131CorrectTerms: 'no',
        i131CorrectBirthDate: 'yes',
        i131CorrectSex: 'no',
        i131CorrectValidity: 'no',
        i131CorrectPhoto: 'no',
        i131CorrectionExplanation: 'My family name is printed Kovalenka; it is Kovalenko. My date of birth is printed 04/21/1995.',
        i131ReplacedReceiptNumber: 'MSC2490012345',
      },
    });
    const { values } = filled;
    expect(values).toMatchObject({
      [`${P7}P4_Line3a_YesNo[0]`]: true,
      [`${P7}P4_Line3b_DateIssued[0]`]: '02/01/2024',
      [`${P7}P4_Line3c_Disposition[0]`]: 'Still in my possession',
      [`${P7}P4_Line4_YesNo[0]`]: true,
      [`${PAGE8}P4_Line5[3]`]: true,
      [`${PAGE8}P4_Line6a_Name[0]`]: true,
      [`${PAGE8}P4_Line6a_DOB[0]`]: true,
      [`${PAGE8}P4_Line6b_ReceiptNumber[0]`]: 'MSC2490012345',
    });
    expect(values[`${PAGE8}P4_Line6a_Photo[0]`]).toBeUndefined();
    expect(values[`${PAGE8}P4_Line6a_Explanation[0]`]).toMatch(/^My family name/);
    expect(problemsOf(filled)).toEqual([]);
  });

  it('prints the home of item 4 when it is not the mailing address, and the class of a paroled arrival', () => {
    const { values } = fill({
      BENEFICIARY_INFO: {
        bMailingSameAsPhysical: 'no',
        bMailingInCareOfName: 'Daniel Whitaker',
        bPhysicalCountry: 'United States',
        bPhysicalStreet: '2250 W Division St',
        bPhysicalUnitType: 'ste.',
        bPhysicalUnitNumber: '5',
        bPhysicalCity: 'Chicago',
        bPhysicalState: 'IL',
        bPhysicalZip: '60622',
        immiLastEntryManner: 'paroled',
        immiLastEntryParoledAs: 'humanitarian parole',
        i94ImmigrationStatus: 'DT',
        i94AdmitUntilIsDs: 'no',
        i94AdmitUntil: '2026-08-14',
      },
    });
    expect(values[`${P5}Part2_Line3_InCareofName[0]`]).toBe('Daniel Whitaker');
    expect(values[`${P5}Part2_Line4_StreetNumberName[0]`]).toBe('2250 W Division St');
    expect(values[`${P5}Part2_Line4_Unit[0]`]).toBe(true);
    expect(values[`${P5}Part2_Line4_Country[0]`]).toBe('United States');
    expect(values[`${P5}Part2_Line4_InCareofName[0]`]).toBeUndefined();
    expect(values[`${P5}Part2_Line12_ClassofAdmission[0]`]).toBe('DT');
    expect(values[`${P6}Part2_Line14_I94ExpDate[0]`]).toBe('08/14/2026');
  });

  it('pads a weight under 100 pounds with a leading zero', () => {
    const { values } = fill({ BENEFICIARY_INFO: { bBioWeightLbs: '97' } });
    expect([1, 2, 3].map((box) => values[`${P7}P3_Line4_Pound${box}[0]`])).toEqual(['0', '9', '7']);
  });
});

describe('Form I-131 mapping: answers that do not fit', () => {
  it('prints three other names in item 2 and continues the fourth in Part 13', () => {
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
    expect(values[`${P5}Part2_Line2_FamilyName1[0]`]).toBe('Kovalenko');
    expect(values[`${P5}Part2_Line2_MiddleName1[0]`]).toBe('Petrivna');
    expect(values[`${P5}Part2_Line2_GivenName3[0]`]).toBe('Lena');
    expect(values).toMatchObject({
      [`${PAGE14}Part2_Line1_FamilyName[0]`]: 'Kovalenko',
      [`${PAGE14}Part13_Line3_PageNumber[0]`]: '5',
      [`${PAGE14}Part13_Line3_PartNumber[0]`]: '2',
      [`${PAGE14}Part13_Line3_ItemNumber[0]`]: '2',
      [`${PAGE14}Part13_Line3_AdditionalInfo[0]`]: 'Other names used: Kowalenko, Alena',
    });
    expect(problemsOf(filled)).toEqual([]);
  });

  it('keeps six countries in the box of item 3, in one list separated by commas', () => {
    const six = 'Poland; Ukraine\nGermany, Austria, Czechia,Slovakia';
    const { values } = fill({ I_131_SPECIFIC: { i131CountriesToVisit: six } });
    expect(values[`${PAGE10}P7_Line3_ListCountries[0]`]).toBe('Poland, Ukraine, Germany, Austria, Czechia, Slovakia');
    expect(countriesToVisit(' , Poland,, ')).toBe('Poland');
  });

  it('continues a list of countries longer than the box of item 3 in Part 13, cut to the size of its boxes', () => {
    const countries = Array.from({ length: 26 }, (_, index) => `Country Number ${index + 1}`).join(', ');
    const filled = fill({ I_131_SPECIFIC: { i131CountriesToVisit: countries } });
    const { values } = filled;
    expect(values[`${PAGE10}P7_Line3_ListCountries[0]`]).toBe(SEE_ADDITIONAL_INFO);
    const slots = [3, 4, 5, 6, 7].filter((item) => values[`${PAGE14}Part13_Line${item}_ItemNumber[0]`] === '3');
    expect(slots.length).toBeGreaterThan(1);
    const continued = slots.map((item) => String(values[`${PAGE14}Part13_Line${item}_AdditionalInfo[0]`])).join(' ');
    expect(continued).toBe(countries);
    expect(values[`${PAGE14}Part13_Line3_PageNumber[0]`]).toBe('10');
    expect(values[`${PAGE14}Part13_Line3_PartNumber[0]`]).toBe('7');
    expect(problemsOf(filled)).toEqual([]);
  });

  it('continues a long purpose of the trip in Part 13', () => {
    const purpose = `${'My father is having heart surgery in Kharkiv and I will care for him during his recovery. '.repeat(5)}`.trim();
    const { values } = fill({ I_131_SPECIFIC: { i131TripPurpose: purpose } });
    expect(values[`${PAGE10}P7_Line2_Purpose[0]`]).toBe(SEE_ADDITIONAL_INFO);
    expect(values[`${PAGE14}Part13_Line3_ItemNumber[0]`]).toBe('2');
  });
});

describe('Form I-131 mapping: hidden follow-ups are never printed', () => {
  it('ignores answers left behind under an opening question answered the other way', () => {
    const { values } = fill({
      I_131_SPECIFIC: {
        i131EverIssuedAdvanceParole: 'no',
        i131LastAdvanceParoleIssuedDate: '2024-02-01',
        i131LastAdvanceParoleDisposition: 'lost',
        i131IsReplacement: 'no',
        i131ReplacementReason: 'lost_stolen_damaged',
        i131ReplacedReceiptNumber: 'MSC2490012345',
        i131CorrectName: 'yes',
      },
      BENEFICIARY_INFO: {
        bMailingSameAsPhysical: 'yes',
        bPhysicalCountry: 'United States',
        bPhysicalStreet: '2250 W Division St',
        bHasOtherNames: 'no',
        bOtherNamesList: [{ otherNameFirst: 'Helen', otherNameLast: 'Kovalenko' }],
      },
    });
    for (const name of [
      `${P7}P4_Line3b_DateIssued[0]`,
      `${P7}P4_Line3c_Disposition[0]`,
      `${PAGE8}P4_Line5[1]`,
      `${PAGE8}P4_Line6a_Name[0]`,
      `${PAGE8}P4_Line6b_ReceiptNumber[0]`,
      `${P5}Part2_Line4_StreetNumberName[0]`,
      `${P5}Part2_Line2_FamilyName1[0]`,
    ]) {
      expect(values[name]).toBeUndefined();
    }
  });

  it('does not check the advance parole box without the application type answered', () => {
    const { values } = fill({ I_131_SPECIFIC: { i131ApplicationType: '', i131I485ReceiptNumber: 'IOE0912345678' } });
    expect(values[`${P1}CB_AppType[4]`]).toBeUndefined();
    expect(values[`${P1}P1_Line5A[0]`]).toBeUndefined();
  });
});
