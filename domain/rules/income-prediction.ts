import { PETITIONER_SPONSOR } from '../catalogue/forms/sponsor-keys.ts';
import { answer, type AnswerSource } from '../catalogue/shown.ts';
import { parseNumber } from './numbers.ts';

/**
 * The share of each tax year in the prediction, in tenths, most recent first (spec section 4,
 * step 3): 60% of the most recent tax year, 30% of the one before, 10% of the one before that.
 */
export const PREDICTION_TENTHS = [6, 3, 1] as const;

/** The current year's income as the INCOME wizard predicts it, from the three tax years' incomes. */
export function weightedIncomePrediction(mostRecent: unknown, secondMostRecent: unknown, thirdMostRecent: unknown): number {
  const [first, second, third] = PREDICTION_TENTHS;
  const tenths = first * parseNumber(mostRecent) + second * parseNumber(secondMostRecent) + third * parseNumber(thirdMostRecent);
  // Whole dollars times tenths stay exact, so .5 rounds up as a person expects.
  return Math.round(tenths / 10);
}

/**
 * The current year's income: the person's own figure when they said the prediction is not right
 * (incomeCurrentYearUserOverrideYesNo 'no'), else the weighted prediction of the three tax years;
 * null until there is something to work it out from. What it rests on is `needs`: Form I-864 Part 6
 * item 7 states it once every tax year is answered ('every year'); the wizard's derived answer
 * (derived-answers.ts) shows it as soon as one is ('some year', a year not answered counting 0).
 */
export function incomePrediction(source: AnswerSource, needs: 'every year' | 'some year'): number | null {
  if (answer(source, 'INCOME', 'incomeCurrentYearUserOverrideYesNo') === 'no') {
    const own = answer(source, 'INCOME', 'incomeCurrentYearUserOverrideValue');
    return own === '' ? null : parseNumber(own);
  }
  const [first, second, third] = PETITIONER_SPONSOR.taxYears.map((keys) => answer(source, 'INCOME', keys.income));
  const given = [first, second, third].filter((income) => income !== '').length;
  if (given === 0 || (needs === 'every year' && given < PREDICTION_TENTHS.length)) return null;
  return weightedIncomePrediction(first, second, third);
}
