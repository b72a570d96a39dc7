import { describe, expect, it } from 'vitest';
import type { Answers } from '../answers.ts';
import { incomePrediction, weightedIncomePrediction } from './income-prediction.ts';

/** The INCOME answers with their tax years recorded, as the server keeps them (the income questions are asked about a known year). */
const income = (answers: Answers) => ({ answers: { INCOME: { incomeTaxYear: '2025', ...answers } } });

describe('incomePrediction', () => {
  it.each([
    ['three equal years', { income1stMostRecentIncome: '50000', income2ndMostRecentIncome: '50000', income3rdMostRecentIncome: '50000' }, 50000],
    ['a rising income', { income1stMostRecentIncome: '60000', income2ndMostRecentIncome: '50000', income3rdMostRecentIncome: '40000' }, 55000],
    ['amounts typed with commas and a dollar sign', { income1stMostRecentIncome: '$60,000', income2ndMostRecentIncome: '50,000', income3rdMostRecentIncome: 40000 }, 55000],
    ['a half dollar, rounded up', { income1stMostRecentIncome: '0', income2ndMostRecentIncome: '0', income3rdMostRecentIncome: '5' }, 1],
    ['less than half a dollar, rounded down', { income1stMostRecentIncome: '0', income2ndMostRecentIncome: '0', income3rdMostRecentIncome: '4' }, 0],
    ['only the most recent year', { income1stMostRecentIncome: '45000' }, 27000],
    ['nothing entered', {}, null],
    ['the prediction confirmed', { incomeCurrentYearUserOverrideYesNo: 'yes', incomeCurrentYearUserOverrideValue: '99000', income1stMostRecentIncome: '10000' }, 6000],
    ['the prediction overridden', { incomeCurrentYearUserOverrideYesNo: 'no', incomeCurrentYearUserOverrideValue: '72,500', income1stMostRecentIncome: '10000' }, 72500],
    ['an override without a figure yet', { incomeCurrentYearUserOverrideYesNo: 'no', income1stMostRecentIncome: '10000' }, null],
  ])('predicts %s', (_case, answers: Answers, prediction) => {
    expect(incomePrediction(income(answers), 'some year')).toBe(prediction);
  });

  it('states the figure Form I-864 prints only once every tax year is answered', () => {
    const twoYears: Answers = { income1stMostRecentIncome: '60000', income2ndMostRecentIncome: '50000' };
    expect(incomePrediction(income(twoYears), 'some year')).toBe(51000);
    expect(incomePrediction(income(twoYears), 'every year')).toBeNull();
    expect(incomePrediction(income({ ...twoYears, income3rdMostRecentIncome: '40000' }), 'every year')).toBe(55000);
  });

  it('rounds exactly at the half dollar, where floating-point weights would slip', () => {
    // 0.3 × 18 + 0.1 × 1 is 5.499999999999999 in floating point; the true value is 5.5.
    expect(weightedIncomePrediction(0, 18, 1)).toBe(6);
    expect(weightedIncomePrediction(0, 41, 2)).toBe(13);
  });
});
