import { parseNumber } from './numbers.ts';

/**
 * The current year's income as the INCOME wizard predicts it (spec section 4, step 3):
 * 60% of the most recent tax year, 30% of the one before, 10% of the one before that.
 */
export function weightedIncomePrediction(mostRecent: unknown, secondMostRecent: unknown, thirdMostRecent: unknown): number {
  const tenths = 6 * parseNumber(mostRecent) + 3 * parseNumber(secondMostRecent) + parseNumber(thirdMostRecent);
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
