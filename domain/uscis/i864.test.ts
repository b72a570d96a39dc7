import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answers, AnswersByForm } from '../answers.ts';
import { fillForm } from './fill.ts';
import { I864_10_17_24, i864Mapping as mappingOf } from './i864.ts';
import { COUPLE_TODAY } from '../../testing/couple.ts';
import { TAX_YEAR_KEY } from '../rules/income-tax-years.ts';
import { taxYearsFrom } from '../rules/tax-years.ts';
import { COUPLE_TAX_YEAR, retiredSponsorAnswers, w2SponsorAnswers } from '../../testing/i864-answers.ts';
import type { FilledForm, MappingContext } from './types.ts';

const i864Mapping = mappingOf(I864_10_17_24);

interface InventoryField {
  readonly name: string;
  readonly type: string;
  readonly page: number;
  readonly tooltip: string;
  readonly maxLength?: number;
  readonly comb?: boolean;
  readonly onValues?: readonly string[];
  readonly options?: readonly string[];
}

const isInventoryField = (value: unknown): value is InventoryField =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  typeof value.name === 'string' &&
  'type' in value &&
  typeof value.type === 'string' &&
  'tooltip' in value &&
  typeof value.tooltip === 'string';

const FORMS = path.resolve(import.meta.dirname, '../../../shared/uscis-forms');
const parsed: unknown = JSON.parse(fs.readFileSync(path.join(FORMS, 'fields/i-864.fields.json'), 'utf8'));
if (!Array.isArray(parsed) || !parsed.every(isInventoryField)) throw new Error('unexpected I-864 field inventory');
const INVENTORY: readonly InventoryField[] = parsed;
const BY_NAME = new Map(INVENTORY.map((field) => [field.name, field]));

const F = (subform: number, name: string): string => `form1[0].#subform[${subform}].${name}`;
const ctxOf = (answers: AnswersByForm): MappingContext => ({ answers, today: COUPLE_TODAY });
const W2 = w2SponsorAnswers();
/** The three tax years the test couple's income answers are about, as the year boxes print them. */
const [Y1, Y2, Y3] = taxYearsFrom(COUPLE_TAX_YEAR).map(String);
const RETIRED = retiredSponsorAnswers();
const fill = (answers: AnswersByForm): FilledForm => fillForm(i864Mapping, ctxOf(answers));

/** The answers with some INCOME (or another form's) answers replaced. */
function withAnswers(base: AnswersByForm, formType: string, changes: Answers): AnswersByForm {
  return { ...base, [formType]: { ...(base[formType] ?? {}), ...changes } };
}

/** Every value is one its field can hold: on-values, options, comb digits, lengths, dates. */
function invalidValues(filled: FilledForm): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(filled.values)) {
    const field = BY_NAME.get(name);
    if (!field) {
      problems.push(`${name}: not in the inventory`);
      continue;
    }
    if (field.type === 'checkbox') {
      const ok = value === true ? field.onValues?.length === 1 : typeof value === 'string' && (field.onValues ?? []).includes(value);
      if (!ok) problems.push(`${name}: ${String(value)} is not an on-value`);
    } else if (typeof value !== 'string') {
      problems.push(`${name}: ${String(value)} in a ${field.type} field`);
    } else if (field.type === 'dropdown') {
      if (!(field.options ?? []).includes(value)) problems.push(`${name}: ${value} is not an option`);
    } else {
      if (field.maxLength !== undefined && value.length > field.maxLength) problems.push(`${name}: longer than ${field.maxLength}`);
      if (field.comb === true && !/^\d+$/.test(value)) problems.push(`${name}: comb field with ${value}`);
      if (/2.digit month/i.test(field.tooltip) && !/^\d{2}\/\d{2}\/\d{4}$/.test(value)) problems.push(`${name}: ${value} is not mm/dd/yyyy`);
    }
  }
  return problems;
}

const YES_NO_PAIRS = [
  [F(1, 'P1_Line3_Checkbox[0]'), F(1, 'P1_Line3_Checkbox[1]')],
  [F(1, 'P4_Line14_Checkboxes[0]'), F(1, 'P4_Line14_Checkboxes[1]')],
  [F(5, 'P6_Line18a_Checkbox[0]'), F(5, 'P6_Line18a_Checkbox[1]')],
] as const;

describe('Form I-864 coverage', () => {
  it('maps only fields of the 10/17/24 inventory, each once', () => {
    const names = i864Mapping.fields.map((rule) => rule.field);
    expect(names.filter((name) => !BY_NAME.has(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(INVENTORY).toHaveLength(207);
    expect(i864Mapping.edition).toBe('10/17/24');
  });

  it('covers every inventory field exactly once by a rule, a blank rule or Part 11', () => {
    const { slots, header } = i864Mapping.additionalInfo;
    const partEleven = new Set([
      ...header.map((rule) => rule.field),
      ...slots.flatMap((slot) => [slot.pageField, slot.partField, slot.itemField, slot.textField]),
    ]);
    const ruled = new Set(i864Mapping.fields.map((rule) => rule.field));
    const coverage = INVENTORY.map((field) => {
      const blanks = i864Mapping.blank.filter((blank) =>
        typeof blank.match === 'string' ? blank.match === field.name : blank.match.test(field.name),
      ).length;
      return { name: field.name, times: (ruled.has(field.name) ? 1 : 0) + blanks + (partEleven.has(field.name) ? 1 : 0) };
    });
    expect(coverage.filter((field) => field.times === 0).map((field) => field.name)).toEqual([]);
    expect(coverage.filter((field) => field.times > 1).map((field) => field.name)).toEqual([]);
    for (const blank of i864Mapping.blank) {
      const matched = INVENTORY.some((field) =>
        typeof blank.match === 'string' ? blank.match === field.name : blank.match.test(field.name),
      );
      expect(matched, String(blank.match)).toBe(true);
    }
  });
});

describe('Form I-864 for a U.S. citizen on W-2 wages, household of 2', () => {
  const filled = fill(W2);
  const v = filled.values;

  it('holds only values the fields accept, one box of each Yes/No pair', () => {
    expect(invalidValues(filled)).toEqual([]);
    for (const [yes, no] of YES_NO_PAIRS) expect([v[yes], v[no]].filter((box) => box === true)).toHaveLength(1);
    expect(filled.overflow).toEqual([]);
    expect(i864Mapping.continuations(ctxOf(W2))).toEqual([]);
  });

  it('files as the petitioner and names the sponsor as Part 2 asks', () => {
    expect(v[F(0, 'P1_Line1a-f_CB[0]')]).toBe(true);
    expect(v[F(0, 'P1_Line1a-f_CB[3]')]).toBeUndefined();
    expect(v[F(0, 'P4_Line1a_FamilyName[0]')]).toBe('Whitaker');
    expect(v[F(0, 'P4_Line1b_GivenName[0]')]).toBe('Daniel');
    expect(v[F(0, 'P4_Line1c_MiddleName[0]')]).toBe('James');
    expect(v[F(1, 'P4_Line2b_StreetNumberName[0]')]).toBe('1450 N Lake Shore Dr');
    expect(v[F(1, 'P4_Line2c_Unit[0]')]).toBe(true);
    expect(v[F(1, 'P4_Line2d_AptSteFlrNumber[0]')]).toBe('1204');
    expect(v[F(1, 'P4_Line2f_State[0]')]).toBe('IL');
    expect(v[F(1, 'P4_Line2g_ZipCode[0]')]).toBe('60610');
    expect(v[F(1, 'P4_Line2j_Country[0]')]).toBe('United States');
    expect(v[F(1, 'P1_Line3_Checkbox[0]')]).toBe(true);
    expect(v[F(1, 'P4_Line4a_StreetNumberName[0]')]).toBeUndefined();
    expect(v[F(1, 'P4_Line5_CountryOfDomicile[0]')]).toBe('United States');
    expect(v[F(1, 'P4_Line6_DateOfBirth[0]')]).toBe('03/09/1988');
    expect(v[F(1, 'P4_Line7_CityofBirth[0]')]).toBe('Canada');
    expect(v[F(1, 'P4_Line10_SocialSecurityNumber[0]')]).toBe('123456789');
    expect(v[F(1, 'P4_Line11a_Checkbox[0]')]).toBe(true);
    expect(v[F(1, 'P4_Line11c_Checkbox[0]')]).toBeUndefined();
    expect(v[F(1, '#area[1].P4_Line12_AlienNumber[0]')]).toBe('098765432');
    expect(v[F(1, 'P4_Line13_AcctIdentifier[0]')]).toBeUndefined();
    expect(v[F(1, 'P4_Line14_Checkboxes[1]')]).toBe(true);
  });

  it('names the spouse as the principal immigrant and sponsors no one else', () => {
    expect(v[F(2, 'P2_Line1a_FamilyName[0]')]).toBe('Kovalenko');
    expect(v[F(2, 'P2_Line1b_GivenName[0]')]).toBe('Olena');
    expect(v[F(2, 'P2_Line1c_MiddleName[0]')]).toBeUndefined();
    expect(v[F(2, 'P2_Line3_CountryCitizenship[0]')]).toBe('Ukraine');
    expect(v[F(2, 'P2_Line4_DateOfBirth[0]')]).toBe('04/12/1995');
    expect(v[F(2, '#area[2].P2_Line5_AlienNumber[0]')]).toBe('012345678');
    expect(v[F(2, 'Pt2_Line6_USCISOnlineAcctNumber[0]')]).toBe('123456789012');
    expect(v[F(2, 'P2_Line7_DaytimePhoneNumber[0]')]).toBe('3125550177');
    expect(v[F(2, 'P3_Line1_Checkbox[0]')]).toBe(true);
    expect(v[F(2, 'P3_Line2_SponsoringFamily[0]')]).toBeUndefined();
    expect(v[F(2, 'P3_Line3a_FamilyName[0]')]).toBeUndefined();
  });

  it('counts a household of 2', () => {
    const size = ['P3_Line28_TotalNumberofImmigrants', 'P5_Line2_Yourself', 'P5_Line3_Married', 'P5_Line4_DependentChildren',
      'P5_Line5_OtherDependents', 'P5_Line6_Sponsors', 'P5_Line7_SameResidence', 'Override'].map((name) => v[F(4, `${name}[0]`)]);
    expect(size).toEqual(['1', '1', '0', '0', '0', '0', '0', '2']);
  });

  it('gives the employment, the predicted income and the three tax years', () => {
    expect(v[F(4, 'P6_Line1_Checkbox[0]')]).toBe(true);
    expect(v[F(4, 'P6_Line1a_NameofEmployer[0]')]).toBe('Data Engineer');
    expect(v[F(4, 'P6_Line1a1_NameofEmployer[0]')]).toBe('Lakeshore Analytics LLC');
    expect(v[F(4, 'P6_Line1a2_NameofEmployer[0]')]).toBeUndefined();
    expect(v[F(4, 'P6_Line6_Checkbox[0]')]).toBeUndefined();
    // 60% of 88,000 + 30% of 85,000 + 10% of 82,000.
    expect(v[F(4, 'P6_Line2_TotalIncome[0]')]).toBe('86,500');
    expect(v[F(5, 'P6_Line3_Name[0]')]).toBeUndefined();
    expect(v[F(5, 'P6_Line15_TotalHouseholdIncome[0]')]).toBe('86,500');
    expect(v[F(5, 'P6_Line16_CompletedForm[0]')]).toBeUndefined();
    expect(v[F(5, 'P6_Line18a_Checkbox[0]')]).toBe(true);
    const years = ['19a', '19b', '19c'].map((line) => [v[F(6, `P6_Line${line}_TaxYear[0]`)], v[F(6, `P6_Line${line}_TotalIncome[0]`)]]);
    expect(years).toEqual([[Y1, '88,000'], [Y2, '85,000'], [Y3, '82,000']]);
    expect(v[F(6, 'P6_Line17_IWasNotReq[0]')]).toBeUndefined();
  });

  it('leaves assets and signatures empty, gives the contact information and the statement of a sponsor who reads English', () => {
    const assets = Object.keys(v).filter((name) => /P7_Line\d+_/.test(name));
    expect(assets).toEqual([]);
    expect(v[F(9, 'P8_Line3_DaytimeTelephoneNumber[0]')]).toBe('3125550142');
    expect(v[F(9, 'P8_Line4_MobileTelephoneNumber[0]')]).toBe('3125550199');
    expect(v[F(9, 'P7Line7_EmailAddress[0]')]).toBe('daniel.whitaker@example.com');
    expect(v[F(9, 'P8_Line9a_ApplicantSignature[0]')]).toBeUndefined();
    expect(v[F(9, 'P6_Line1_Checkbox[1]')]).toBe(true);
    expect(v[F(11, 'P4_Line1a_FamilyName[1]')]).toBeUndefined();
  });
});

describe('Form I-864 for a retired permanent resident, household of 4', () => {
  const filled = fill(RETIRED);
  const v = filled.values;

  it('holds only values the fields accept, one box of each Yes/No pair', () => {
    expect(invalidValues(filled)).toEqual([]);
    for (const [yes, no] of YES_NO_PAIRS) expect([v[yes], v[no]].filter((box) => box === true)).toHaveLength(1);
  });

  it('gives the mailing P.O. box and the home address apart', () => {
    expect(v[F(1, 'P4_Line2b_StreetNumberName[0]')]).toBe('PO Box 4471');
    expect(v[F(1, 'P4_Line2g_ZipCode[0]')]).toBe('34230');
    expect(v[F(1, 'P1_Line3_Checkbox[1]')]).toBe(true);
    expect(v[F(1, 'P4_Line4a_StreetNumberName[0]')]).toBe('2875 Bayshore Dr');
    expect(v[F(1, 'P4_Line4b_Unit[1]')]).toBe(true);
    expect(v[F(1, 'P4_Line4b_Unit[0]')]).toBeUndefined();
    expect(v[F(1, 'P4_Line4c_AptSteFlrNumber[0]')]).toBe('12');
    expect(v[F(1, 'P4_Line4e_State[0]')]).toBe('FL');
    expect(v[F(1, 'P4_Line4f_ZipCode[0]')]).toBe('34234');
  });

  it('marks a permanent resident with A-Number and online account number', () => {
    expect(v[F(1, 'P4_Line11c_Checkbox[0]')]).toBe(true);
    expect(v[F(1, 'P4_Line11a_Checkbox[0]')]).toBeUndefined();
    expect(v[F(1, '#area[1].P4_Line12_AlienNumber[0]')]).toBe('098765432');
    expect(v[F(1, 'P4_Line13_AcctIdentifier[0]')]).toBe('987654321098');
    expect(v[F(1, 'P4_Line7_CityofBirth[0]')]).toBe('Nigeria');
  });

  it('counts a household of 4: sponsor, spouse, a dependent child and a sister who signs Form I-864A', () => {
    const size = ['P3_Line28_TotalNumberofImmigrants', 'P5_Line2_Yourself', 'P5_Line3_Married', 'P5_Line4_DependentChildren',
      'P5_Line5_OtherDependents', 'P5_Line6_Sponsors', 'P5_Line7_SameResidence', 'Override'].map((name) => v[F(4, `${name}[0]`)]);
    expect(size).toEqual(['1', '1', '0', '1', '0', '0', '1', '4']);
  });

  it('shows the retirement, the spouse and the sister as income rows, and the three tax years', () => {
    expect(v[F(4, 'P6_Line5_Checkbox[0]')]).toBe(true);
    expect(v[F(4, 'P6_Line5a_DateRetired[0]')]).toBe('07/01/2021');
    expect(v[F(4, 'P6_Line1_Checkbox[0]')]).toBeUndefined();
    expect(v[F(4, 'P6_Line6_Checkbox[0]')]).toBeUndefined();
    expect(v[F(4, 'P6_Line2_TotalIncome[0]')]).toBe('40,950');
    expect([v[F(5, 'P6_Line3_Name[0]')], v[F(5, 'P6_Line4_Relationship[0]')], v[F(5, 'P6_Line5_CurrentIncome[0]')]]).toEqual([
      'Samuel Chukwuemeka Okafor', 'Spouse', '18,000',
    ]);
    expect([v[F(5, 'P6_Line6_Name[0]')], v[F(5, 'P6_Line7_Relationship[0]')], v[F(5, 'P6_Line8_CurrentIncome[0]')]]).toEqual([
      'Grace Ifeoma Adeyemi', 'Sibling', '28,000',
    ]);
    expect(v[F(5, 'P6_Line9_Name[0]')]).toBeUndefined();
    expect(v[F(5, 'P6_Line15_TotalHouseholdIncome[0]')]).toBe('86,950');
    expect(v[F(5, 'P6_Line16_CompletedForm[0]')]).toBe(true);
    expect(v[F(5, 'P6_Line17_NotNeedComplete[0]')]).toBe(true);
    expect(v[F(5, 'P6_Line17_Name[0]')]).toBe('Samuel Chukwuemeka Okafor');
    const years = ['19a', '19b', '19c'].map((line) => [v[F(6, `P6_Line${line}_TaxYear[0]`)], v[F(6, `P6_Line${line}_TotalIncome[0]`)]]);
    expect(years).toEqual([[Y1, '41,200'], [Y2, '40,800'], [Y3, '39,900']]);
    expect(v[F(9, 'P8_Line4_MobileTelephoneNumber[0]')]).toBeUndefined();
  });

});

describe('Form I-864 follow-ups that were not asked', () => {
  it('prints no assets when the sponsor does not use assets, whatever was typed before', () => {
    const answers = withAnswers(W2, 'INCOME', {
      incomeUsesAssets: 'no',
      incomeAssetsBankBalance: '15000',
      incomeAssetsRealEstateNetValue: '90000',
      incomeUsesBeneficiaryAssets: 'yes',
      incomeBeneficiaryAssetsBankBalance: '3000',
    });
    expect(Object.keys(fill(answers).values).filter((name) => /P7_Line\d+_/.test(name))).toEqual([]);
  });

  it('prints the assets and their totals when the sponsor uses them', () => {
    const answers = withAnswers(W2, 'INCOME', {
      incomeUsesAssets: 'yes',
      incomeAssetsBankBalance: '12,000',
      incomeAssetsRealEstateNetValue: '0',
      incomeAssetsStocksBondsOther: '3500',
      // Not asked: no one signs Form I-864A.
      incomeHouseholdMembersAssetsTotal: '9000',
      incomeUsesBeneficiaryAssets: 'yes',
      incomeBeneficiaryAssetsBankBalance: '2000',
      incomeBeneficiaryAssetsRealEstateNetValue: '0',
      incomeBeneficiaryAssetsStocksBondsOther: '500',
    });
    const filled = fill(answers);
    const assets = [1, 2, 3, 4, 5].map((line) => Object.entries(filled.values).find(([name]) => name.includes(`P7_Line${line}_`))?.[1]);
    const principal = [6, 7, 8, 9, 10].map((line) => Object.entries(filled.values).find(([name]) => name.includes(`P7_Line${line}_`))?.[1]);
    expect(assets).toEqual(['12,000', '0', '3,500', '15,500', undefined]);
    expect(principal).toEqual(['2,000', '0', '500', '2,500', '18,000']);
    expect(invalidValues(filled)).toEqual([]);
  });

  it('ignores stale answers behind an opening question answered the other way', () => {
    const withHome = withAnswers(W2, 'PETITIONER_INFO', { pPhysicalStreet: '9 Old Road', pPhysicalCity: 'Peoria' });
    const answers = withAnswers(withHome, 'INCOME', {
      incomeSponsorIsEmployed: 'no',
      incomeSponsorIsSelfEmployed: 'yes',
      incomeSponsorSelfEmployedOccupation: 'Photographer',
      incomeCurrentYearUserOverrideValue: '1000',
      incomeSponsorNotRequiredToFile: 'yes',
      income2ndMostRecentTaxReturnFiled: 'no',
      incomeSponsoredFamilyMembers: [{ nameFirst: 'Ana', nameLast: 'Ortega', birthDate: '2012-01-01' }],
      incomeHouseholdMembers: [{ nameFirst: 'Rosa', nameLast: 'Whitaker', relationship: 'parent', currentIncome: '9000' }],
      incomeBeneficiaryCurrentIncome: '12000',
    });
    const v = fill(answers).values;
    expect(v[F(1, 'P4_Line4a_StreetNumberName[0]')]).toBeUndefined();
    expect(v[F(4, 'P6_Line1_Checkbox[0]')]).toBeUndefined();
    expect(v[F(4, 'P6_Line1a_NameofEmployer[0]')]).toBeUndefined();
    expect(v[F(4, 'P6_Line1a1_NameofEmployer[0]')]).toBeUndefined();
    expect(v[F(4, 'P6_Line4_Checkbox[0]')]).toBe(true);
    expect(v[F(4, 'P6_Line4a_SelfEmployedAs[0]')]).toBe('Photographer');
    expect(v[F(4, 'P6_Line2_TotalIncome[0]')]).toBe('86,500');
    expect(v[F(6, 'P6_Line17_IWasNotReq[0]')]).toBeUndefined();
    expect(v[F(6, 'P6_Line19b_TotalIncome[0]')]).toBe('85,000');
    expect(v[F(4, 'P3_Line28_TotalNumberofImmigrants[0]')]).toBe('1');
    expect(v[F(4, 'P5_Line7_SameResidence[0]')]).toBe('0');
    expect(v[F(4, 'Override[0]')]).toBe('2');
    expect(v[F(2, 'P3_Line3a_FamilyName[0]')]).toBeUndefined();
    expect(v[F(5, 'P6_Line3_Name[0]')]).toBeUndefined();
    expect(v[F(5, 'P6_Line15_TotalHouseholdIncome[0]')]).toBe('86,500');
  });

  it('writes N/A for years without a return and "zero" for a return with no income', () => {
    const answers = withAnswers(W2, 'INCOME', {
      incomeSponsorFiledTaxesForPrev3Years: 'no',
      income1stMostRecentTaxReturnFiled: 'yes',
      income2ndMostRecentTaxReturnFiled: 'no',
      income3rdMostRecentTaxReturnFiled: 'yes',
      incomeSponsorNotRequiredToFile: 'yes',
      income2ndMostRecentIncome: '9000',
      income3rdMostRecentIncome: '0',
    });
    const filled = fill(answers);
    const v = filled.values;
    const years = ['19a', '19b', '19c'].map((line) => [v[F(6, `P6_Line${line}_TaxYear[0]`)], v[F(6, `P6_Line${line}_TotalIncome[0]`)]]);
    expect(years).toEqual([[Y1, '88,000'], [Y2, 'N/A'], [Y3, 'zero']]);
    expect(v[F(5, 'P6_Line18a_Checkbox[1]')]).toBe(true);
    expect(v[F(5, 'P6_Line18a_Checkbox[0]')]).toBeUndefined();
    expect(v[F(6, 'P6_Line17_IWasNotReq[0]')]).toBe(true);
    expect(invalidValues(filled)).toEqual([]);
  });

  it('prints each amount under the year its answers record, never a year of its own', () => {
    const yearBoxes = (answers: AnswersByForm) => {
      const v = fill(answers).values;
      return ['19a', '19b', '19c'].map((line) => [v[F(6, `P6_Line${line}_TaxYear[0]`)], v[F(6, `P6_Line${line}_TotalIncome[0]`)]]);
    };
    expect(yearBoxes(withAnswers(W2, 'INCOME', { [TAX_YEAR_KEY]: '2031' }))).toEqual([['2031', '88,000'], ['2030', '85,000'], ['2029', '82,000']]);
    // Answers that do not say which years they are about (kept before the years were recorded) are not printed at all.
    const unrecorded = w2SponsorAnswers();
    delete unrecorded['INCOME']?.[TAX_YEAR_KEY];
    expect(yearBoxes(unrecorded)).toEqual([[undefined, undefined], [undefined, undefined], [undefined, undefined]]);
  });

  it('marks an unemployed sponsor with the date, and no other work box', () => {
    const answers = withAnswers(W2, 'INCOME', {
      incomeSponsorIsEmployed: 'no',
      incomeSponsorIsSelfEmployed: 'no',
      incomeSponsorHasRetired: 'no',
      incomeSponsorUnemployedSinceDate: '2025-01-31',
    });
    const v = fill(answers).values;
    expect(v[F(4, 'P6_Line6_Checkbox[0]')]).toBe(true);
    expect(v[F(4, 'P6_Line6a_DateofUnemployment[0]')]).toBe('01/31/2025');
    expect(['P6_Line1_Checkbox[0]', 'P6_Line4_Checkbox[0]', 'P6_Line5_Checkbox[0]'].map((name) => v[F(4, name)])).toEqual([
      undefined, undefined, undefined,
    ]);
  });
});

describe('Form I-864 answers beyond the form’s rows and boxes', () => {
  const child = (n: number) => ({ nameFirst: `Child${n}`, nameMiddle: '', nameLast: 'Whitaker', birthDate: `201${n}-05-0${n}`, aNumber: n === 5 ? 'A-201234567' : '' });
  const relative = (n: number) => ({ nameFirst: `Relative${n}`, nameLast: 'Whitaker', relationship: n === 1 ? 'dependent' : 'parent', currentIncome: String(n * 1000) });

  it('lists five or more family members: four in Part 4, the rest in Part 11', () => {
    const answers = withAnswers(W2, 'INCOME', {
      incomeBeneficiaryIsSoleGcApplicant: 'no',
      incomeSponsoredFamilyMembers: [1, 2, 3, 4, 5, 6].map(child),
    });
    const ctx = ctxOf(answers);
    const filled = fillForm(i864Mapping, ctx);
    const v = filled.values;
    expect(v[F(2, 'P3_Line2_SponsoringFamily[0]')]).toBe(true);
    expect([v[F(2, 'P3_Line3a_FamilyName[0]')], v[F(2, 'P3_Line3b_GivenName[0]')], v[F(2, 'P3_Line4_Relationship[0]')], v[F(2, 'P3_Line_DateOfBirth[0]')]])
      .toEqual(['Whitaker', 'Child1', 'Child', '05/01/2011']);
    expect(v[F(3, 'P3_Line18b_GivenName[0]')]).toBe('Child4');
    expect(v[F(4, 'P3_Line28_TotalNumberofImmigrants[0]')]).toBe('7');
    expect(v[F(4, 'Override[0]')]).toBe('8');
    expect(i864Mapping.continuations(ctx)).toEqual([
      { page: 4, part: 4, item: '7', text: 'Family Member 5: Whitaker, Child5; Relationship to Principal Immigrant: Child; Date of Birth: 05/05/2015; A-Number: A-201234567' },
      { page: 4, part: 4, item: '7', text: 'Family Member 6: Whitaker, Child6; Relationship to Principal Immigrant: Child; Date of Birth: 05/06/2016' },
    ]);
    expect(v[F(11, 'P11_Line3c_ItemNumber[0]')]).toBe('7');
    expect(v[F(11, 'P11_Line4a_PageNumber[0]')]).toBe('4');
    expect(v[F(11, 'P4_Line1a_FamilyName[1]')]).toBe('Whitaker');
    expect(v[F(5, 'P6_Line17_NotNeedComplete[0]')]).toBeUndefined();
    expect(invalidValues(filled)).toEqual([]);
  });

  it('lists more than four people whose income counts in Part 11 and adds them all up', () => {
    const answers = withAnswers(W2, 'INCOME', {
      incomeUsesBeneficiaryIncome: 'yes',
      incomeBeneficiaryCurrentIncome: '10000',
      incomeHouseholdMembersSignI864A: 'yes',
      incomeHouseholdMembers: [1, 2, 3, 4, 5].map(relative),
    });
    const ctx = ctxOf(answers);
    const v = fillForm(i864Mapping, ctx).values;
    expect([v[F(5, 'P6_Line12_Name[0]')], v[F(5, 'P6_Line13_Relationship[0]')], v[F(5, 'P6_Line14_CurrentIncome[0]')]]).toEqual([
      'Relative3 Whitaker', 'Parent', '3,000',
    ]);
    expect(v[F(5, 'P6_Line6_Name[0]')]).toBe('Relative1 Whitaker');
    expect(v[F(5, 'P6_Line7_Relationship[0]')]).toBe('Dependent');
    expect(i864Mapping.continuations(ctx)).toEqual([
      { page: 6, part: 6, item: '11', text: 'Person 5: Name: Relative4 Whitaker; Relationship: Parent; Current Income: $4,000' },
      { page: 6, part: 6, item: '11', text: 'Person 6: Name: Relative5 Whitaker; Relationship: Parent; Current Income: $5,000' },
    ]);
    // 86,500 + 10,000 + 1,000 + 2,000 + 3,000 + 4,000 + 5,000; the dependent is not counted again in item 7.
    expect(v[F(5, 'P6_Line15_TotalHouseholdIncome[0]')]).toBe('111,500');
    expect(v[F(4, 'P5_Line7_SameResidence[0]')]).toBe('4');
    expect(v[F(5, 'P6_Line16_CompletedForm[0]')]).toBe(true);
    expect(v[F(5, 'P6_Line17_Name[0]')]).toBe('Olena Kovalenko');
  });

  it('points a box too small for its answer to Part 11, and sends entries beyond four slots to continuation sheets', () => {
    const withLongNames = withAnswers(W2, 'PETITIONER_INFO', {
      pNameLast: 'Whitaker-Montgomery-Fitzwilliam',
      pNameFirst: 'Maximilian-Alexander',
      pEmail: 'daniel.james.whitaker.montgomery@example.com',
    });
    const answers = withAnswers(withLongNames, 'INCOME', { incomeSponsorEmployer1Name: 'Lakeshore Analytics Holdings Company' });
    const ctx = ctxOf(answers);
    const filled = fillForm(i864Mapping, ctx);
    expect(filled.values[F(0, 'P4_Line1a_FamilyName[0]')]).toBe('See Additional Info');
    expect(filled.values[F(0, 'P4_Line1b_GivenName[0]')]).toBe('See Additional Info'.slice(0, 18));
    expect(i864Mapping.continuations(ctx)).toEqual([
      { page: 1, part: 2, item: '1', text: 'Family Name (Last Name): Whitaker-Montgomery-Fitzwilliam' },
      { page: 1, part: 2, item: '1', text: 'Given Name (First Name): Maximilian-Alexander' },
      { page: 5, part: 6, item: '2', text: 'Name of Employer 1: Lakeshore Analytics Holdings Company' },
      { page: 10, part: 8, item: '5', text: 'Email Address: daniel.james.whitaker.montgomery@example.com' },
    ]);
    expect(filled.values[F(11, 'P4_Line1a_FamilyName[1]')]).toBe('Whitaker-Montgomery-Fitzwilliam');
    expect(filled.values[F(11, 'P11_Line6d_AdditionalInfo[0]')]).toBe('Email Address: daniel.james.whitaker.montgomery@example.com');
    expect(filled.overflow).toEqual([]);
    expect(invalidValues(filled)).toEqual([]);

    const more = withAnswers(answers, 'PETITIONER_INFO', { ...withLongNames['PETITIONER_INFO'], pMailingCity: 'Rancho Santa Margarita' });
    const overflowing = fill(more);
    expect(overflowing.overflow).toEqual([{ page: 10, part: 8, item: '5', text: 'Email Address: daniel.james.whitaker.montgomery@example.com' }]);
    expect(overflowing.values[F(11, 'P11_Line5d_AdditionalInfo[0]')]).toBe('City or Town: Rancho Santa Margarita');
  });
});
