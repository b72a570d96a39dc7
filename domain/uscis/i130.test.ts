import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConsistency } from '../rules/cross-form.ts';
import { validate } from '../rules/validate.ts';
import { fillForm } from './fill.ts';
import { SEE_ADDITIONAL_INFO } from './blocks/index.ts';
import { I130_CLASS_OF_ADMISSION_OPTIONS } from './blocks/class-of-admission.ts';
import { I130_04_01_24, i130Mapping as mappingOf } from './i130.ts';
import { COUPLE_TODAY, coupleAnswers, coupleContext } from '../../testing/couple.ts';
import { LONG_CITY, LONG_STREET, crowdedCouple, longAnswersCouple } from '../../testing/i130-answers.ts';
import { coverageOf, fixtureCouples, invalidValues, loadInventory, yesNoPairs } from '../../testing/i130-inventory.ts';
import { laidOut, rejoined } from '../../testing/laid-out.ts';
import type { FilledForm, MappingContext } from './types.ts';

const i130Mapping = mappingOf(I130_04_01_24);

const inventory = loadInventory('i-130');
const FORMS_DIR = path.resolve(import.meta.dirname, '../../../shared/uscis-forms');

/** Full field name of the I-130 field named `name` on page `page`. */
const f = (page: number, name: string): string => `form1[0].#subform[${page - 1}].${name}`;

const I94_FIELD = f(7, '#area[8].Pt4Line21b_ArrivalDeparture[0]');
const DATE_WORDS = ['PRESENT', 'D/S', 'Unknown'];

const fill = (ctx: MappingContext): FilledForm => fillForm(i130Mapping, ctx);
const problemsOf = (filled: FilledForm): string[] =>
  invalidValues(filled, inventory, { alphanumericCombs: [I94_FIELD], dateWords: DATE_WORDS });
const entriesOf = (ctx: MappingContext) => i130Mapping.continuations(ctx);

describe('Form I-130 mapping: coverage of the 04/01/24 edition', () => {
  const coverage = coverageOf(i130Mapping, inventory);

  it('names only fields of the form, with one rule per field', () => {
    expect(coverage.unknown).toEqual([]);
    expect(coverage.duplicateRules).toEqual([]);
  });

  it('covers every field exactly once, by a rule, a blank rule or the Additional Information part', () => {
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.coveredTwice).toEqual([]);
    expect(coverage.counts.total).toBe(438);
  });

  it('has no blank rule that matches no field', () => {
    const unused = i130Mapping.blank.filter((blank) =>
      inventory.every((field) => (typeof blank.match === 'string' ? blank.match !== field.name : !blank.match.test(field.name))),
    );
    expect(unused).toEqual([]);
  });

  it('is written for the edition printed in the footer', () => {
    const formText = fs.readFileSync(path.join(FORMS_DIR, 'text', 'i-130.txt'), 'utf8');
    expect(formText).toContain(`Form I-130 Edition ${i130Mapping.edition}`);
  });

  it('knows the class-of-admission options of item 46.a exactly as the form lists them', () => {
    const field = inventory.find((candidate) => candidate.name === f(7, 'Pt4Line21a_ClassOfAdmission[0]'));
    expect(field?.options?.slice(1)).toEqual(I130_CLASS_OF_ADMISSION_OPTIONS);
  });

  it('always applies: the beneficiary is the spouse', () => {
    expect(i130Mapping.applies(coupleContext())).toBe(true);
  });
});

describe('Form I-130 mapping: the couple', () => {
  const ctx = coupleContext();
  const filled = fill(ctx);
  const values = filled.values;

  it('starts from answers the wizards accept', () => {
    const answers = coupleAnswers();
    for (const formType of ['PETITIONER_INFO', 'BENEFICIARY_INFO', 'MARRIAGE_INFO', 'ONBOARDING']) {
      expect(validate(formType, answers[formType], COUPLE_TODAY), formType).toEqual([]);
    }
    expect(checkConsistency(answers, COUPLE_TODAY)).toEqual([]);
  });

  it('puts only values the fields accept', () => {
    expect(problemsOf(filled)).toEqual([]);
  });

  it('sets exactly one box of each answered Yes/No question and never both', () => {
    for (const [yes, no] of yesNoPairs(inventory)) expect(values[yes] && values[no], yes).toBeFalsy();
    const answered = [
      ['Pt1Line4_Yes[0]', 'Pt1Line4_No[0]', 1],
      ['Pt2Line11_Yes[0]', 'Pt2Line11_No[0]', 2],
      ['Pt2Line36_Yes[0]', 'Pt2Line36_No[0]', 3],
      ['Pt4Line20_Yes[0]', 'Pt4Line20_No[0]', 7],
      ['Pt4Line28_Yes[0]', 'Pt4Line28_No[0]', 7],
      ['Part4Line1_Yes[0]', 'Part4Line1_No[0]', 8],
    ] as const;
    for (const [yes, no, page] of answered) {
      expect([values[f(page, yes)], values[f(page, no)]].filter(Boolean), yes).toHaveLength(1);
    }
    // Item 41 is asked of permanent residents only; this petitioner is a citizen.
    expect(values[f(4, 'Pt2Line41_Yes[0]')] ?? values[f(4, 'Pt2Line41_No[0]')]).toBeUndefined();
  });

  it('fills Part 1 and the petitioner in Part 2', () => {
    expect(values[f(1, 'Pt1Line1_Spouse[0]')]).toBe(true);
    expect(values[f(1, 'Pt1Line4_No[0]')]).toBe(true);
    expect(values[f(1, '#area[4].Pt2Line1_AlienNumber[0]')]).toBe('098765432');
    expect(values[f(1, 'Pt2Line11_SSN[0]')]).toBe('123456789');
    expect(values[f(1, 'Pt2Line4a_FamilyName[0]')]).toBe('Whitaker');
    expect(values[f(2, 'Pt2Line8_DateofBirth[0]')]).toBe('03/09/1988');
    expect(values[f(2, 'Pt2Line9_Male[0]')]).toBe(true);
    expect(values[f(2, 'Pt2Line10_Unit[0]')]).toBe(true);
    expect(values[f(2, 'Pt2Line10_AptSteFlrNumber[0]')]).toBe('1204');
  });

  it('lists the current home first with PRESENT, then the earlier one', () => {
    expect(values[f(2, 'Pt2Line12_StreetNumberName[0]')]).toBe('1450 N Lake Shore Dr');
    expect(values[f(2, 'Pt2Line13a_DateFrom[0]')]).toBe('08/01/2022');
    expect(values[f(2, 'Pt2Line13b_DateTo[0]')]).toBe('PRESENT');
    expect(values[f(2, 'Pt2Line14_CityOrTown[0]')]).toBe('Evanston');
    expect(values[f(2, 'Pt2Line15b_DateTo[0]')]).toBe('07/31/2022');
  });

  it('counts the marriages and lists the current spouse before the former one', () => {
    expect(values[f(2, 'Pt2Line16_NumberofMarriages[0]')]).toBe('2');
    expect(values[f(2, 'Pt2Line17_Married[0]')]).toBe(true);
    expect(values[f(3, 'Pt2Line18_DateOfMarriage[0]')]).toBe('10/14/2023');
    expect(values[f(3, 'Pt2Line19b_State[0]')]).toBe('IL');
    expect(values[f(3, 'PtLine20a_FamilyName[0]')]).toBe('Kovalenko');
    expect(values[f(3, 'Pt2Line21_DateMarriageEnded[0]')]).toBeUndefined();
    expect(values[f(3, 'Pt2Line22a_FamilyName[0]')]).toBe('Mitchell');
    expect(values[f(3, 'Pt2Line23_DateMarriageEnded[0]')]).toBe('11/02/2018');
  });

  it('fills the parents, a deceased father as Deceased', () => {
    expect(values[f(3, 'Pt2Line24_GivenName[0]')]).toBe('Robert');
    expect(values[f(3, 'Pt2Line28_CityTownOrVillageOfResidence[0]')]).toBe('Deceased');
    expect(values[f(3, 'Pt2Line29_CountryOfResidence[0]')]).toBe('Deceased');
    expect(values[f(3, 'Pt2Line32_Female[0]')]).toBe(true);
    expect(values[f(3, 'Pt2Line34_CityTownOrVillageOfResidence[0]')]).toBe('Naperville');
  });

  it('fills the citizenship by naturalization and its certificate', () => {
    expect(values[f(3, 'Pt2Line36_USCitizen[0]')]).toBe(true);
    expect(values[f(3, 'Pt2Line36_LPR[0]')]).toBeUndefined();
    expect(values[f(3, 'Pt2Line23b_checkbox[0]')]).toBe(true);
    expect(values[f(3, 'Pt2Line37a_CertificateNumber[0]')]).toBe('31415926');
    expect(values[f(3, 'Pt2Line37c_DateOfIssuance[0]')]).toBe('09/17/2015');
    expect(values[f(4, 'Pt2Line40a_ClassOfAdmission[0]')]).toBeUndefined();
  });

  it('lists the current employer first with PRESENT', () => {
    expect(values[f(4, 'Pt2Line40_EmployerOrCompName[0]')]).toBe('Lakeshore Analytics LLC');
    expect(values[f(4, 'Pt2Line41_Unit[1]')]).toBe(true);
    expect(values[f(4, 'Pt2Line42_Occupation[0]')]).toBe('Data Engineer');
    expect(values[f(4, 'Pt2Line43b_DateTo[0]')]).toBe('PRESENT');
    expect(values[f(4, 'Pt2Line44_EmployerOrOrgName[0]')]).toBe('Midwest Freight Co.');
    expect(values[f(4, 'Pt2Line47b_DateTo[0]')]).toBe('12/31/2020');
  });

  it('fills the biographic information', () => {
    expect(values[f(4, 'Pt3Line1_Ethnicity[0]')]).toBe(true);
    expect(values[f(4, 'Pt3Line3_HeightFeet[0]')]).toBe('6');
    expect(values[f(4, 'Pt3Line3_HeightInches[0]')]).toBe('1');
    expect([1, 2, 3].map((n) => values[f(4, `Pt3Line4_Pound${n}[0]`)]).join('')).toBe('185');
    expect(values[f(4, 'Pt3Line5_EyeColor[0]')]).toBe(true);
    expect(values[f(5, 'Pt3Line6_HairColor[3]')]).toBe(true);
  });

  it('puts the beneficiary in Part 4', () => {
    expect(values[f(5, 'Pt4Line4a_FamilyName[0]')]).toBe('Kovalenko');
    expect(values[f(5, 'Pt4Line4b_GivenName[0]')]).toBe('Olena');
    expect(values[f(5, 'Pt4Line3_SSN[0]')]).toBe('654321098');
    expect(values[f(5, '#area[6].Pt4Line1_AlienNumber[0]')]).toBeUndefined();
    expect(values[f(5, 'Pt4Line10_No[0]')]).toBe(true);
    expect(values[f(5, 'Pt4Line11_StreetNumberName[0]')]).toBe('1450 N Lake Shore Dr');
    expect(values[f(5, 'Pt4Line12a_StreetNumberName[0]')]).toBe('SAME');
    expect(values[f(5, 'Pt4Line13_StreetNumberName[0]')]).toBeUndefined();
    expect(values[f(5, 'Pt4Line14_DaytimePhoneNumber[0]')]).toBe('3125550177');
  });

  it("fills the beneficiary's marriage and lists the petitioner as spouse and family member", () => {
    expect(values[f(6, 'Pt4Line17_NumberofMarriages[0]')]).toBe('1');
    expect(values[f(6, 'Pt4Line18_MaritalStatus[4]')]).toBe(true);
    expect(values[f(6, 'Pt4Line16a_FamilyName[0]')]).toBe('Whitaker');
    expect(values[f(6, 'Pt4Line18a_FamilyName[0]')]).toBeUndefined();
    expect(values[f(6, 'Pt4Line30a_FamilyName[0]')]).toBe('Whitaker');
    expect(values[f(6, 'Pt4Line31_Relationship[0]')]).toBe('Spouse');
    expect(values[f(6, 'Pt4Line49_CountryOfBirth[0]')]).toBe('Canada');
    expect(values[f(6, 'Pt4Line34a_FamilyName[0]')]).toBeUndefined();
  });

  it('fills the last arrival from the I-94, the passport and the current employer', () => {
    expect(values[f(7, 'Pt4Line20_Yes[0]')]).toBe(true);
    expect(values[f(7, 'Pt4Line21a_ClassOfAdmission[0]')]).toBe('F1 - STUDENT - ACADEMIC');
    expect(values[I94_FIELD]).toBe('123456789A1');
    expect(values[f(7, 'Pt4Line21c_DateOfArrival[0]')]).toBe('08/15/2019');
    expect(values[f(7, 'Pt4Line21d_DateExpired[0]')]).toBe('D/S');
    expect(values[f(7, 'Pt4Line22_PassportNumber[0]')]).toBe('FX123456');
    expect(values[f(7, 'Pt4Line25_ExpDate[0]')]).toBe('03/01/2029');
    expect(values[f(7, 'Pt4Line26_NameOfCompany[0]')]).toBe('Brightline Data Inc.');
    expect(values[f(7, 'Pt4Line26_Unit[2]')]).toBe(true);
    expect(values[f(7, 'Pt4Line27_DateEmploymentBegan[0]')]).toBe('06/03/2024');
    expect(values[f(7, 'Pt4Line28_No[0]')]).toBe(true);
  });

  it('fills the native-script name and address, the home together and the USCIS office', () => {
    expect(values[f(8, 'Pt4Line55a_FamilyName[0]')]).toBe('Коваленко');
    expect(values[f(8, 'Pt4Line56_CityOrTown[0]')]).toBe('Харків');
    expect(values[f(8, 'Pt4Line56_AptSteFlrNumber[0]')]).toBe('12');
    expect(values[f(8, 'Pt4Line57_StreetNumberName[0]')]).toBe('1450 N Lake Shore Dr');
    expect(values[f(8, 'Pt4Line58a_DateFrom[0]')]).toBe('08/01/2022');
    expect(values[f(8, 'Pt4Line58b_DateTo[0]')]).toBe('PRESENT');
    expect(values[f(8, 'Pt4Line60a_CityOrTown[0]')]).toBe('Chicago');
    expect(values[f(8, 'Pt4Line60b_State[0]')]).toBe('IL');
    expect(values[f(8, 'Pt4Line61a_CityOrTown[0]')]).toBeUndefined();
  });

  it("fills Part 5 and the petitioner's contact information in Part 6, not the signature", () => {
    expect(values[f(8, 'Part4Line1_No[0]')]).toBe(true);
    expect(values[f(8, 'Pt5Line2a_FamilyName[0]')]).toBeUndefined();
    expect(values[f(9, 'Pt6Line3_DaytimePhoneNumber[0]')]).toBe('3125550142');
    expect(values[f(9, 'Pt6Line4_MobileNumber[0]')]).toBe('3125550199');
    expect(values[f(9, 'Pt6Line5_Email[0]')]).toBe('daniel.whitaker@example.com');
    expect(values[f(9, 'P5_Line6a_SignatureofApplicant[0]')]).toBeUndefined();
    expect(values[f(9, 'Pt6Line6b_DateofSignature[0]')]).toBeUndefined();
  });

  it('needs no Additional Information', () => {
    expect(entriesOf(ctx)).toEqual([]);
    expect(values[f(12, 'Pt2Line4a_FamilyName[1]')]).toBeUndefined();
  });
});

describe('Form I-130 mapping: more rows than the form has', () => {
  const ctx = crowdedCouple();
  const entries = entriesOf(ctx);
  const entry = (page: number, part: number, item: string) =>
    entries.find((candidate) => candidate.page === page && candidate.part === part && candidate.item === item);

  it('puts the most recent earlier home in Physical Address 2 and the other five in Part 9', () => {
    const values = fill(ctx).values;
    expect(values[f(2, 'Pt2Line14_StreetNumberName[0]')]).toBe('822 Hinman Ave');
    const lines = entry(2, 2, '14.a')?.text.split('\n') ?? [];
    expect(lines).toEqual([
      'Physical Address 3: 55 E Erie St, Chicago, IL 60611, United States, from 07/01/2020 to 04/30/2021',
      'Physical Address 4: 3300 N Broadway, Chicago, IL 60657, United States, from 01/01/2020 to 06/30/2020',
      'Physical Address 5: 1010 Church St, Evanston, IL 60201, United States, from 06/01/2019 to 12/31/2019',
      'Physical Address 6: 12 Bloor St W, Apt. 804, Toronto, Ontario, M4W 3E2, Canada, from 09/01/2018 to 05/31/2019',
      'Physical Address 7: 400 W Madison St, Chicago, IL 60606, United States, from 01/01/2018 to 08/31/2018',
    ]);
  });

  it('continues employers, spouses, other names, family members and relatives at their items', () => {
    expect(entry(4, 2, '46')?.text.split('\n')).toEqual([
      'Employer 3: Unemployed, occupation Unemployed, from 09/01/2018 to 12/31/2018',
      'Employer 4: Great Lakes Shipping, 1 N State St, Chicago, IL 60602, United States, occupation Clerk, from 03/01/2015 to 08/31/2018',
    ]);
    expect(entry(3, 2, '22.a')?.text.split('\n')).toEqual([
      'Spouse 3: Doyle, Karen, date marriage ended 02/01/2011',
      'Spouse 4: Ortiz, Megan, date marriage ended 09/09/2008',
    ]);
    expect(entry(2, 2, '5.a')?.text).toBe('Other name 2: Whittaker, Daniel J');
    expect(entry(5, 4, '5.a')?.text).toBe('Other name 2: Kovalenko, Lena');
    expect(entry(7, 4, '41.a')?.text.split('\n')).toEqual([
      'Person 6: Kovalenko, Ivan, relationship Stepchild, date of birth 05/09/2016, country of birth Ukraine',
      'Person 7: Kovalenko, Oksana, relationship Child, date of birth 06/10/2017, country of birth Ukraine',
    ]);
    expect(entry(9, 5, '8.a')?.text).toBe('Relative 3: Kovalenko, Mark, relationship Stepson');
  });

  it('fills the rows the form has', () => {
    const values = fill(ctx).values;
    expect(values[f(2, 'Pt2Line16_NumberofMarriages[0]')]).toBe('4');
    expect(values[f(2, 'Pt2Line5a_FamilyName[0]')]).toBe('Whitaker');
    expect(values[f(2, 'Pt2Line5b_GivenName[0]')]).toBe('Dan');
    expect(values[f(6, 'Pt4Line34b_GivenName[0]')]).toBe('Taras');
    expect(values[f(6, 'Pt4Line35_Relationship[0]')]).toBe('Child');
    expect(values[f(7, 'Pt4Line46b_GivenName[0]')]).toBe('Anna');
    expect(values[f(8, 'Pt4Line7_Relationship[0]')]).toBe('Stepson');
    expect(values[f(9, 'Pt4Line9_Relationship[0]')]).toBe('Stepdaughter');
  });

  it('lays the entries into Part 9 with the header, continues a long one in the next space, and returns the rest as overflow', () => {
    const filled = fill(ctx);
    expect(problemsOf(filled)).toEqual([]);
    expect(entries).toHaveLength(7);
    expect(filled.values[f(12, 'Pt2Line4a_FamilyName[1]')]).toBe('Whitaker');
    expect(filled.values[f(12, 'Pt2Line1_AlienNumber[1]')]).toBe('098765432');
    expect(filled.values[f(12, 'Pt9Line3a_PageNumber[0]')]).toBe(String(entries[0]?.page));
    expect(filled.values[f(12, 'Pt9Line3c_ItemNumber[0]')]).toBe(entries[0]?.item);
    expect(rejoined(laidOut(i130Mapping, filled))).toEqual(rejoined(entries));
    expect(filled.overflow.length).toBeGreaterThan(0);
  });
});

describe('Form I-130 mapping: answers longer than their boxes', () => {
  const ctx = longAnswersCouple();
  const filled = fill(ctx);
  const entries = entriesOf(ctx);
  const textAt = (page: number, part: number, item: string): string | undefined =>
    entries.find((entry) => entry.page === page && entry.part === part && entry.item === item)?.text;

  it('shows "See Additional Info" in the box and the whole answer in Part 9', () => {
    expect(filled.values[f(2, 'Pt2Line10_StreetNumberName[0]')]).toBe(SEE_ADDITIONAL_INFO);
    expect(textAt(2, 2, '10.b')).toBe(LONG_STREET);
    expect(filled.values[f(2, 'Pt2Line12_StreetNumberName[0]')]).toBe(SEE_ADDITIONAL_INFO);
    expect(textAt(2, 2, '12.a')).toBe(LONG_STREET);
    expect(textAt(2, 2, '10.d')).toBe(LONG_CITY);
    expect(textAt(5, 4, '6')).toBe('Krasnohrad in the Kharkiv Oblast of Ukraine');
    expect(textAt(7, 4, '51.a')).toBe('Brightline Data and Analytics Consulting Group Incorporated');
    expect(textAt(9, 6, '5')).toBe('daniel.james.whitaker.personal.mail@example-mailbox.com');
  });

  it('never puts more in a box than it holds', () => {
    expect(problemsOf(filled)).toEqual([]);
  });
});

describe('Form I-130 mapping: answers the person was not asked', () => {
  it('leaves out an earlier-marriage list after "no" to earlier marriages', () => {
    const ctx = coupleContext({ PETITIONER_INFO: { pHasPreviousMarriages: 'no' } });
    const values = fill(ctx).values;
    expect(values[f(2, 'Pt2Line16_NumberofMarriages[0]')]).toBe('1');
    expect(values[f(3, 'Pt2Line22a_FamilyName[0]')]).toBeUndefined();
    expect(values[f(3, 'Pt2Line23_DateMarriageEnded[0]')]).toBeUndefined();
  });

  it('leaves out other names, earlier petitions, children and proceedings closed by their opening question', () => {
    const crowded = crowdedCouple();
    const ctx: MappingContext = {
      today: crowded.today,
      answers: {
        ...crowded.answers,
        PETITIONER_INFO: {
          ...crowded.answers['PETITIONER_INFO'],
          pHasOtherNames: 'no',
          hasOtherRelativePetitions: 'no',
          hasOtherPetitions: 'no',
          prevPetitionBNameLast: 'Mitchell',
          prevPetitionCity: 'Chicago',
          prevPetitionMoreDetails: 'An old petition',
          usPrAdmissionClass: 'IR1',
          usPrByMarriage: 'yes',
        },
        BENEFICIARY_INFO: {
          ...crowded.answers['BENEFICIARY_INFO'],
          bHasChildren: 'no',
          immiProceedingsType: 'removal',
          immiProceedingsCity: 'Chicago',
          i94AdmitUntil: '2030-01-01',
        },
      },
    };
    const values = fill(ctx).values;
    expect(values[f(2, 'Pt2Line5a_FamilyName[0]')]).toBeUndefined();
    expect(values[f(8, 'Pt5Line2a_FamilyName[0]')]).toBeUndefined();
    expect(values[f(8, 'Pt5Line3a_CityOrTown[0]')]).toBeUndefined();
    expect(values[f(8, 'Pt4Line6a_FamilyName[0]')]).toBeUndefined();
    expect(values[f(4, 'Pt2Line40a_ClassOfAdmission[0]')]).toBeUndefined();
    expect(values[f(4, 'Pt2Line41_Yes[0]')]).toBeUndefined();
    expect(values[f(6, 'Pt4Line34a_FamilyName[0]')]).toBeUndefined();
    expect(values[f(7, 'Pt4Line54_Removal[0]')]).toBeUndefined();
    expect(values[f(7, 'Pt4Line55a_CityOrTown[0]')]).toBeUndefined();
    expect(values[f(7, 'Pt4Line21d_DateExpired[0]')]).toBe('D/S');
    const items = entriesOf(ctx).map((entry) => `${entry.page}/${entry.part}/${entry.item}`);
    expect(items).not.toContain('2/2/5.a');
    expect(items).not.toContain('8/5/2.a');
    expect(items).not.toContain('7/4/41.a');
    expect(items).not.toContain('9/5/8.a');
  });
});

describe('Form I-130 mapping: other situations', () => {
  it('fills a green-card holder petitioner in items 36 and 40-41', () => {
    const values = fill(
      coupleContext({
        PETITIONER_INFO: {
          usStatus: 'pr',
          usPrAdmissionClass: 'ir6',
          usPrAdmissionDate: '2016-02-03',
          usPrAdmissionCity: 'Chicago',
          usPrAdmissionState: 'IL',
          usPrByMarriage: 'no',
        },
      }),
    ).values;
    expect(values[f(3, 'Pt2Line36_LPR[0]')]).toBe(true);
    expect(values[f(3, 'Pt2Line36_USCitizen[0]')]).toBeUndefined();
    expect(values[f(3, 'Pt2Line23b_checkbox[0]')]).toBeUndefined();
    expect(values[f(3, 'Pt2Line37a_CertificateNumber[0]')]).toBeUndefined();
    expect(values[f(4, 'Pt2Line40a_ClassOfAdmission[0]')]).toBe('IR6');
    expect(values[f(4, 'Pt2Line40b_DateOfAdmission[0]')]).toBe('02/03/2016');
    expect(values[f(4, 'Pt2Line40d_CityOrTown[0]')]).toBe('Chicago');
    expect(values[f(4, 'Pt2Line40e_State[0]')]).toBe('IL');
    expect(values[f(4, 'Pt2Line41_No[0]')]).toBe(true);
  });

  it('gives the last home together of a couple living apart, and says when they never lived together', () => {
    const apart = fill(
      coupleContext({
        MARRIAGE_INFO: {
          marriageBPCurrentlyLiveTogether: 'no',
          marriageBPEverLivedTogether: 'yes',
          lastPhysicalBAndPLivedTogetherCountry: 'United States',
          lastPhysicalBAndPLivedTogetherStreet: '822 Hinman Ave',
          lastPhysicalBAndPLivedTogetherCity: 'Evanston',
          lastPhysicalBAndPLivedTogetherState: 'IL',
          lastPhysicalBAndPLivedTogetherZip: '60202',
          lastPhysicalBAndPLivedTogetherDateFrom: '2021-05-01',
          lastPhysicalBAndPLivedTogetherDateTo: '2022-07-31',
        },
      }),
    ).values;
    expect(apart[f(8, 'Pt4Line57_StreetNumberName[0]')]).toBe('822 Hinman Ave');
    expect(apart[f(8, 'Pt4Line57_ZipCode[0]')]).toBe('60202');
    expect(apart[f(8, 'Pt4Line58a_DateFrom[0]')]).toBe('05/01/2021');
    expect(apart[f(8, 'Pt4Line58b_DateTo[0]')]).toBe('07/31/2022');
    const never = fill(
      coupleContext({ MARRIAGE_INFO: { marriageBPCurrentlyLiveTogether: 'no', marriageBPEverLivedTogether: 'no' } }),
    ).values;
    expect(never[f(8, 'Pt4Line57_StreetNumberName[0]')]).toBe('Never lived together');
    expect(never[f(8, 'Pt4Line57_CityOrTown[0]')]).toBeUndefined();
    expect(never[f(8, 'Pt4Line58b_DateTo[0]')]).toBeUndefined();
  });

  it('writes Unemployed for a petitioner without work, since the day given, to PRESENT', () => {
    const values = fill(
      coupleContext({ PETITIONER_INFO: { pHasEmploymentHistory: 'no', pUnemployedSinceDate: '2019-03-01' } }),
    ).values;
    expect(values[f(4, 'Pt2Line40_EmployerOrCompName[0]')]).toBe('Unemployed');
    expect(values[f(4, 'Pt2Line42_Occupation[0]')]).toBe('Unemployed');
    expect(values[f(4, 'Pt2Line43a_DateFrom[0]')]).toBe('03/01/2019');
    expect(values[f(4, 'Pt2Line43b_DateTo[0]')]).toBe('PRESENT');
    expect(values[f(4, 'Pt2Line44_EmployerOrOrgName[0]')]).toBeUndefined();
  });

  it('writes Unemployed since the day after the last job when no job goes on', () => {
    const history = coupleAnswers()['PETITIONER_INFO']?.['pEmploymentHistory'];
    const rows = Array.isArray(history) ? history.map((row) => ({ ...row })) : [];
    const first = rows[0];
    if (first) Object.assign(first, { employerStillWorkHere: 'no', employerDateTo: '2025-05-20' });
    const values = fill(coupleContext({ PETITIONER_INFO: { pEmploymentHistory: rows } })).values;
    expect(values[f(4, 'Pt2Line40_EmployerOrCompName[0]')]).toBe('Unemployed');
    expect(values[f(4, 'Pt2Line43a_DateFrom[0]')]).toBe('05/21/2025');
    expect(values[f(4, 'Pt2Line44_EmployerOrOrgName[0]')]).toBe('Lakeshore Analytics LLC');
    expect(values[f(4, 'Pt2Line47b_DateTo[0]')]).toBe('05/20/2025');
    expect(values[f(7, 'Pt4Line26_NameOfCompany[0]')]).toBe('Brightline Data Inc.');
  });

  it('fills the arrival of a beneficiary who entered without inspection, and one whose status changed', () => {
    const ewi = fill(
      coupleContext({ BENEFICIARY_INFO: { immiLastEntryManner: 'without_admission', i94WasIssued: 'no' } }),
    ).values;
    expect(ewi[f(7, 'Pt4Line21a_ClassOfAdmission[0]')]).toBe('EWI - ENTRY WITHOUT INSPECTION');
    expect(ewi[I94_FIELD]).toBeUndefined();
    expect(ewi[f(7, 'Pt4Line21d_DateExpired[0]')]).toBeUndefined();
    const changed = fill(
      coupleContext({
        BENEFICIARY_INFO: {
          i94ImmigrationStatus: 'B-2',
          i94AdmitUntilIsDs: 'no',
          i94AdmitUntil: '2019-02-14',
          i94StatusChanged: 'yes',
          i94StatusAfterChange: 'F1',
          i94StatusAfterChangeIsDs: 'no',
          i94StatusAfterChangeUntil: '2026-05-31',
          i94StatusChangeNewI94: 'no',
        },
      }),
    ).values;
    expect(changed[f(7, 'Pt4Line21a_ClassOfAdmission[0]')]).toBe('B2 - TEMPORARY VISITOR FOR PLEASURE');
    // Item 46.d asks the date shown on the I-94: the change came with no new I-94, so the arrival's.
    expect(changed[f(7, 'Pt4Line21d_DateExpired[0]')]).toBe('02/14/2019');
  });

  it('continues a class of admission the drop-down does not list', () => {
    const ctx = coupleContext({
      BENEFICIARY_INFO: { immiCurrentVisaStatus: '', i94ImmigrationStatus: 'Z9 special', immiLastEntryAdmittedAs: 'visitor' },
    });
    expect(fill(ctx).values[f(7, 'Pt4Line21a_ClassOfAdmission[0]')]).toBeUndefined();
    // The class of admission is a code, stored and printed in capitals.
    expect(entriesOf(ctx)).toContainEqual({ page: 7, part: 4, item: '46.a', text: 'Class of admission: Z9 SPECIAL' });
  });

  it('fills immigration proceedings and an unknown date of birth of a parent', () => {
    const values = fill(
      coupleContext({
        BENEFICIARY_INFO: {
          immiInDeportationProceedingsYesNo: 'yes',
          immiProceedingsType: 'rescission',
          immiProceedingsCity: 'Chicago',
          immiProceedingsState: 'IL',
          immiProceedingsDate: '2020-02-02',
        },
        PETITIONER_INFO: { pMotherBirthDate: '' },
      }),
    ).values;
    expect(values[f(7, 'Pt4Line28_Yes[0]')]).toBe(true);
    expect(values[f(7, 'Pt4Line28_No[0]')]).toBeUndefined();
    expect(values[f(7, 'Pt4Line54_Rescission[0]')]).toBe(true);
    expect(values[f(7, 'Pt4Line55b_State[0]')]).toBe('IL');
    expect(values[f(7, 'Pt4Line56_Date[0]')]).toBe('02/02/2020');
    expect(values[f(3, 'Pt2Line31_DateofBirth[0]')]).toBe('Unknown');
  });

  it('fills a beneficiary abroad: SAME in item 13, never in the United States, no adjustment office', () => {
    const ctx = coupleContext({
      BENEFICIARY_INFO: {
        immiIsInUs: 'no',
        immiEverInUs: 'no',
        bMailingCountry: 'Ukraine',
        bMailingStreet: 'vul. Sumska 25',
        bMailingCity: 'Kharkiv',
        bMailingProvince: 'Kharkiv Oblast',
        bMailingPostalCode: '61002',
      },
      MARRIAGE_INFO: { marriageBPCurrentlyLiveTogether: 'no', marriageBPEverLivedTogether: 'no' },
    });
    const values = fill(ctx).values;
    expect(values[f(5, 'Pt4Line11_Country[0]')]).toBe('Ukraine');
    expect(values[f(5, 'Pt4Line11_State[0]')]).toBeUndefined();
    expect(values[f(5, 'Pt4Line11_Province[0]')]).toBe('Kharkiv Oblast');
    expect(values[f(5, 'Pt4Line12a_StreetNumberName[0]')]).toBeUndefined();
    expect(values[f(5, 'Pt4Line13_StreetNumberName[0]')]).toBe('SAME');
    expect(values[f(7, 'Pt4Line20_No[0]')]).toBe(true);
    expect(values[f(7, 'Pt4Line21a_ClassOfAdmission[0]')]).toBeUndefined();
    expect(values[f(8, 'Pt4Line60a_CityOrTown[0]')]).toBeUndefined();
    expect(problemsOf(fill(ctx))).toEqual([]);
  });
});

describe('Form I-130 mapping: the fixture couples', () => {
  const couples = fixtureCouples();

  it.each(couples.map(({ name, ctx }) => [name, ctx] as const))('fills %s with values the fields accept', (_name, ctx) => {
    const filled = fill(ctx);
    expect(problemsOf(filled)).toEqual([]);
    for (const [yes, no] of yesNoPairs(inventory)) expect(filled.values[yes] && filled.values[no], yes).toBeFalsy();
    expect(filled.values[f(5, 'Pt4Line4a_FamilyName[0]')]).toBe(ctx.answers['BENEFICIARY_INFO']?.['bNameLast']);
    for (const entry of entriesOf(ctx)) {
      expect(entry.text.trim(), `${entry.page}/${entry.part}/${entry.item}`).not.toBe('');
      expect(entry.item.length).toBeLessThanOrEqual(6);
    }
  });
});
