import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { affidavitErrors } from './affidavit.ts';
import { checkApplications } from './check.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));
const withIncome = (changes: Record<string, string>) => ({ ...couple.answers, INCOME: { ...couple.answers.INCOME, ...changes } });

describe('the Affidavit of Support check', () => {
  it('finds nothing to say about a couple whose household adds up and whose income reaches the minimum', () => {
    expect(affidavitErrors(couple.answers, couple.today)).toEqual([]);
  });

  it('names the stated and the counted household size when they differ', () => {
    const [error] = affidavitErrors(withIncome({ incomeNumberOfHouseholdMembers: '5' }), couple.today);
    expect(error).toMatchObject({ formType: 'INCOME', field: 'incomeNumberOfHouseholdMembers' });
    expect(error?.message).toMatch(/^You said your household has 5 people, but the people you listed add up to 2 /);
  });

  it('says by how much the income falls short of the Form I-864 minimum', () => {
    const low = withIncome({ incomeCurrentYearUserOverrideYesNo: 'no', incomeCurrentYearUserOverrideValue: '15000' });
    const errors = affidavitErrors(low, couple.today);
    expect(errors).toEqual([
      expect.objectContaining({
        field: 'incomeCurrentYearPrediction',
        message: expect.stringMatching(/^The household income you expect this year \(\$15,000\) is below \$27,050, the least Form I-864 accepts for a household of 2\./),
      }),
    ]);
  });

  it('is part of the check, which then refuses to call the answers complete', () => {
    const low = withIncome({ incomeCurrentYearUserOverrideYesNo: 'no', incomeCurrentYearUserOverrideValue: '15000' });
    const applications = Object.entries(low).map(([formType, data]) => ({ formType, status: 'draft', data }));
    const result = checkApplications(applications, couple.today);
    expect(result.isValid).toBe(false);
    expect(result.errors.map((e) => e.field)).toContain('incomeCurrentYearPrediction');
  });
});
