import { describe, expect, it } from 'vitest';
import { HOUSEHOLD_SIZE_KEY, PREDICTION_KEY, withDerivedAnswers, withDerivedCreatedAnswers, withTaxYearsRecorded } from './derived-answers.ts';
import { TAX_YEAR_KEY } from './income-tax-years.ts';

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

  it('works out the prediction from the tax years, or takes the person’s own figure', () => {
    const years = { [TAX_YEAR_KEY]: '2025', income1stMostRecentIncome: '100000', income2ndMostRecentIncome: '90000', income3rdMostRecentIncome: '80000' };
    expect(withDerivedAnswers('INCOME', years, '2026-06-01')[PREDICTION_KEY]).toBe('95000');
    const overridden = { ...years, incomeCurrentYearUserOverrideYesNo: 'no', incomeCurrentYearUserOverrideValue: '120000' };
    expect(withDerivedAnswers('INCOME', overridden, '2026-06-01')[PREDICTION_KEY]).toBe('120000');
    expect(withDerivedAnswers('INCOME', { [TAX_YEAR_KEY]: '2025', [PREDICTION_KEY]: '1' }, '2026-06-01')).not.toHaveProperty(PREDICTION_KEY);
  });

  it('adds up the household size of Form I-864 Part 5 from the people answered, never from a typed figure (issue 24 item 7)', () => {
    const household = {
      incomeBeneficiaryIsSoleGcApplicant: 'no',
      incomeSponsoredFamilyMembers: [{ nameFirst: 'Ana', nameLast: 'Ruiz' }],
      incomeNumberOfDependentChildren: '1',
      incomeNumberOfOtherDependents: '0',
      incomeNumberOfPreviouslySponsored: '0',
      incomeHouseholdMembersSignI864A: 'yes',
      incomeHouseholdMembers: [
        { nameFirst: 'Rosa', nameLast: 'Ruiz', relationship: 'parent', currentIncome: '20000' },
        // A dependent already counted in item 4 or 5 is not counted again in item 7.
        { nameFirst: 'Luis', nameLast: 'Ruiz', relationship: 'dependent', currentIncome: '5000' },
      ],
      [HOUSEHOLD_SIZE_KEY]: '9',
    };
    // Spouse and Ana (item 1), the sponsor (2), one child (4), Rosa (7).
    expect(withDerivedAnswers('INCOME', household, '2026-06-01')[HOUSEHOLD_SIZE_KEY]).toBe('5');
    const { incomeNumberOfDependentChildren: _unanswered, ...withoutChildren } = household;
    expect(withDerivedAnswers('INCOME', withoutChildren, '2026-06-01')).not.toHaveProperty(HOUSEHOLD_SIZE_KEY);
  });

  it('moves the tax years alone for the wizard, leaving the prediction to the server', () => {
    expect(withTaxYearsRecorded('INCOME', kept, '2026-05-01')).toEqual({
      [TAX_YEAR_KEY]: '2025',
      income2ndMostRecentIncome: '100000',
      income3rdMostRecentIncome: '90000',
      [PREDICTION_KEY]: '95000',
    });
  });

  it('reads a new application’s incomes as about the years asked today, unless they record other years', () => {
    expect(withDerivedCreatedAnswers('INCOME', { income1stMostRecentIncome: '50000' }, '2026-06-01')).toEqual({
      [TAX_YEAR_KEY]: '2025',
      income1stMostRecentIncome: '50000',
      [PREDICTION_KEY]: '30000',
    });
    expect(withDerivedCreatedAnswers('INCOME', { [TAX_YEAR_KEY]: '2024', income1stMostRecentIncome: '50000' }, '2026-06-01')).toMatchObject({
      [TAX_YEAR_KEY]: '2025',
      income2ndMostRecentIncome: '50000',
    });
    expect(withDerivedCreatedAnswers('INCOME', {}, '2026-06-01')).toEqual({});
  });
});

