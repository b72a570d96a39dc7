import { describe, expect, it } from 'vitest';
import { incomePrediction, weightedIncomePrediction } from './income-prediction.ts';

describe('incomePrediction', () => {
  it.each([
    ['three equal years', { income1stMostRecentIncome: '50000', income2ndMostRecentIncome: '50000', income3rdMostRecentIncome: '50000' }, 50000],
    ['a rising income', { income1stMostRecentIncome: '60000', income2ndMostRecentIncome: '50000', income3rdMostRecentIncome: '40000' }, 55000],
    ['amounts typed with commas and a dollar sign', { income1stMostRecentIncome: '$60,000', income2ndMostRecentIncome: '50,000', income3rdMostRecentIncome: 40000 }, 55000],
    ['a half dollar, rounded up', { income1stMostRecentIncome: '0', income2ndMostRecentIncome: '0', income3rdMostRecentIncome: '5' }, 1],
    ['less than half a dollar, rounded down', { income1stMostRecentIncome: '0', income2ndMostRecentIncome: '0', income3rdMostRecentIncome: '4' }, 0],
    ['only the most recent year', { income1stMostRecentIncome: '45000' }, 27000],
    ['nothing entered', {}, 0],
    ['the prediction confirmed', { incomeCurrentYearUserOverrideYesNo: 'yes', incomeCurrentYearUserOverrideValue: '99000', income1stMostRecentIncome: '10000' }, 6000],
    ['the prediction overridden', { incomeCurrentYearUserOverrideYesNo: 'no', incomeCurrentYearUserOverrideValue: '72,500', income1stMostRecentIncome: '10000' }, 72500],
    ['an override without a figure yet', { incomeCurrentYearUserOverrideYesNo: 'no', income1stMostRecentIncome: '10000' }, 0],
  ])('predicts %s', (_case, answers, prediction) => {
    expect(incomePrediction(answers)).toBe(prediction);
  });

  it('rounds exactly at the half dollar, where floating-point weights would slip', () => {
    // 0.3 × 18 + 0.1 × 1 is 5.499999999999999 in floating point; the true value is 5.5.
    expect(weightedIncomePrediction(0, 18, 1)).toBe(6);
    expect(weightedIncomePrediction(0, 41, 2)).toBe(13);
  });
});
