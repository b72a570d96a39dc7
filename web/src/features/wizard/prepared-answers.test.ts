import { TAX_YEAR_KEY } from '@domain/rules/income-tax-years.ts';
import { describe, expect, it } from 'vitest';
import { PREDICTION_KEY, withDerivedAnswers } from './prepared-answers.ts';

describe('withDerivedAnswers', () => {
  const kept = {
    [TAX_YEAR_KEY]: '2024',
    income1stMostRecentIncome: '100000',
    income2ndMostRecentIncome: '90000',
    income3rdMostRecentIncome: '80000',
    [PREDICTION_KEY]: '95000',
  };

  it('on opening the income wizard after the April deadline, moves answers kept for earlier years and estimates again', () => {
    expect(withDerivedAnswers('INCOME', kept, '2026-05-01')).toEqual({
      [TAX_YEAR_KEY]: '2025',
      income2ndMostRecentIncome: '100000',
      income3rdMostRecentIncome: '90000',
      // 30% of 100,000 and 10% of 90,000 until the 2025 income is entered.
      [PREDICTION_KEY]: '39000',
    });
  });

  it('moves the answers when the sponsor says last year’s return is filed, up to the deadline', () => {
    const filed = { ...kept, [TAX_YEAR_KEY]: '2025' };
    expect(withDerivedAnswers('INCOME', filed, '2026-03-01', kept)).toMatchObject({ [TAX_YEAR_KEY]: '2025', income2ndMostRecentIncome: '100000' });
    expect(withDerivedAnswers('INCOME', kept, '2026-03-01')).toBe(kept);
  });

  it('leaves other forms alone', () => {
    const answers = { pNameFirst: 'Ethan' };
    expect(withDerivedAnswers('PETITIONER_INFO', answers, '2026-05-01')).toBe(answers);
  });
});
