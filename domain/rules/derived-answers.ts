import type { Answers } from '../answers.ts';
import type { FormType } from '../catalogue/types.ts';
import { petitionerHousehold } from './household.ts';
import { incomePrediction } from './income-prediction.ts';
import { TAX_YEAR_KEY, withTaxYearRecorded } from './income-tax-years.ts';

/**
 * Answers worked out rather than asked. The server derives them when it saves (the application
 * decider), so every client of the API gets the same result and none has to compute them; a
 * client shows what the server answered.
 */

/** INCOME step 3: the current year's income (spec section 4). */
export const PREDICTION_KEY = 'incomeCurrentYearPrediction';

/**
 * INCOME, Household Finances: Form I-864 Part 5 item 8, the household size, items 1 to 7 added up
 * from the answers (household.ts) rather than typed, so that it cannot disagree with the people listed.
 */
export const HOUSEHOLD_SIZE_KEY = 'incomeNumberOfHouseholdMembers';

/** `answers` with `key` set to `value`, or without it when `value` is undefined; `answers` itself when that changes nothing. */
function withValue(answers: Answers, key: string, value: string | undefined): Answers {
  if (answers[key] === value) return answers;
  const next: Answers = { ...answers };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * The tax years the income answers are about, on the filing date: each year's answers moved
 * with it when the year changes from `previous` (domain/rules/income-tax-years.ts). The wizard
 * does this as the person types too, since the questions name the years.
 */
export function withTaxYearsRecorded(formType: FormType, changed: Answers, filingDate: string, previous: Answers = changed): Answers {
  return formType === 'INCOME' ? withTaxYearRecorded(previous, changed, filingDate) : changed;
}

/**
 * Every derived answer: the tax years; the current year's income, 60/30/10 of the three tax years
 * or the person's own figure when they said the estimate is not right; and the household size of
 * Form I-864; each absent until there is something to work it out from. Returns `changed` itself
 * when nothing is derived.
 */
export function withDerivedAnswers(formType: FormType, changed: Answers, filingDate: string, previous: Answers = changed): Answers {
  if (formType !== 'INCOME') return changed;
  const answers = withTaxYearsRecorded(formType, changed, filingDate, previous);
  const prediction = incomePrediction({ answers: { INCOME: answers } }, 'some year');
  const predicted = withValue(answers, PREDICTION_KEY, prediction === null ? undefined : String(prediction));
  const size = petitionerHousehold({ answers: { INCOME: predicted } }).total;
  return withValue(predicted, HOUSEHOLD_SIZE_KEY, size === null ? undefined : String(size));
}

/**
 * A new application's answers with what they imply: answers given without their tax years are
 * about the years asked on the filing date; answers recording other years move to today's. An
 * application created empty derives nothing yet.
 */
export function withDerivedCreatedAnswers(formType: FormType, given: Answers, filingDate: string): Answers {
  if (Object.keys(given).length === 0) return given;
  return withDerivedAnswers(formType, given, filingDate, TAX_YEAR_KEY in given ? given : {});
}
