import { describe, expect, it } from 'vitest';
import type { Answers, AnswersByForm, DatedAnswers } from '../answers.ts';
import { COUPLE_TODAY } from '../../testing/couple.ts';
import { retiredSponsorAnswers, w2SponsorAnswers } from '../../testing/i864-answers.ts';
import { i864IncomeTest } from './income-test.ts';

const ctxOf = (answers: AnswersByForm): DatedAnswers => ({ answers, today: COUPLE_TODAY });
const W2 = w2SponsorAnswers();
const RETIRED = retiredSponsorAnswers();

/** The answers with some INCOME (or another form's) answers replaced. */
function withAnswers(base: AnswersByForm, formType: string, changes: Answers): AnswersByForm {
  return { ...base, [formType]: { ...(base[formType] ?? {}), ...changes } };
}

describe('the income test of a retired permanent resident, household of 4', () => {
  it('meets 125% of the 2025 guideline for 4 with the household income', () => {
    expect(i864IncomeTest(ctxOf(RETIRED))).toEqual({
      householdSize: 4,
      minimumIncome: 40187,
      sponsorIncome: 40950,
      householdIncome: 86950,
      meets: true,
    });
  });
});

/** A sponsor whose own income is `income`, for a household of 2 or 4, living in `state`. */
function incomeCase(income: number, size: 2 | 4, state: string, activeDuty = 'no'): DatedAnswers {
  const withState = withAnswers(W2, 'PETITIONER_INFO', { pMailingState: state });
  return ctxOf(
    withAnswers(withState, 'INCOME', {
      isOnActiveDuty: activeDuty,
      incomeCurrentYearUserOverrideYesNo: 'no',
      incomeCurrentYearUserOverrideValue: String(income),
      incomeNumberOfDependentChildren: String(size - 2),
    }),
  );
}

describe('i864IncomeTest', () => {
  // 2025 HHS guidelines: 48 states $15,650 + $5,500, Alaska $19,550 + $6,880, Hawaii $17,990 + $6,330 per further person.
  it.each([
    [2, 'IL', 21150],
    [4, 'IL', 32150],
    [2, 'AK', 26430],
    [4, 'AK', 40190],
    [2, 'HI', 24320],
    [4, 'HI', 36980],
  ] as const)('a household of %i in %s needs 125%% of $%i, reached at the minimum, not a dollar under', (size, state, guideline) => {
    const minimum = Math.floor(guideline * 1.25);
    expect(i864IncomeTest(incomeCase(minimum, size, state))).toEqual({
      householdSize: size,
      minimumIncome: minimum,
      sponsorIncome: minimum,
      householdIncome: minimum,
      meets: true,
    });
    expect(i864IncomeTest(incomeCase(minimum - 1, size, state)).meets).toBe(false);
    expect(i864IncomeTest(incomeCase(minimum + 1000, size, state)).meets).toBe(true);
  });

  it.each([
    [2, 21150],
    [4, 32150],
  ] as const)('a sponsor on active duty needs 100%%: household of %i, $%i', (size, guideline) => {
    expect(i864IncomeTest(incomeCase(guideline, size, 'IL', 'yes'))).toMatchObject({ minimumIncome: guideline, meets: true });
    expect(i864IncomeTest(incomeCase(guideline - 1, size, 'IL', 'yes')).meets).toBe(false);
  });

  it('takes the region from the state the sponsor lives in, not the mailing address', () => {
    const answers = withAnswers(RETIRED, 'PETITIONER_INFO', { pPhysicalState: 'HI' });
    expect(i864IncomeTest(ctxOf(answers)).minimumIncome).toBe(Math.ceil(36980 * 1.25));
  });

  it('counts household income from the spouse and Form I-864A signers toward the minimum', () => {
    const ctx = incomeCase(20000, 2, 'IL');
    const withSpouse = withAnswers(ctx.answers, 'INCOME', { incomeUsesBeneficiaryIncome: 'yes', incomeBeneficiaryCurrentIncome: '7000' });
    expect(i864IncomeTest(ctx).meets).toBe(false);
    expect(i864IncomeTest(ctxOf(withSpouse))).toMatchObject({ sponsorIncome: 20000, householdIncome: 27000, meets: true });
  });

  it('does not pass an incomplete answer set', () => {
    const answers = withAnswers(W2, 'INCOME', { incomeNumberOfDependentChildren: '' });
    expect(i864IncomeTest(ctxOf(answers))).toMatchObject({ householdSize: null, minimumIncome: null, meets: false });
  });
});
