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
 * The value of incomeCurrentYearPrediction: the weighted prediction, unless the person overrode it
 * (incomeCurrentYearUserOverrideYesNo is 'no': "the prediction is not right") with their own figure.
 */
export function incomePrediction(answers: Readonly<Record<string, unknown>>): number {
  if (answers['incomeCurrentYearUserOverrideYesNo'] === 'no') {
    return parseNumber(answers['incomeCurrentYearUserOverrideValue']);
  }
  return weightedIncomePrediction(
    answers['income1stMostRecentIncome'],
    answers['income2ndMostRecentIncome'],
    answers['income3rdMostRecentIncome'],
  );
}
