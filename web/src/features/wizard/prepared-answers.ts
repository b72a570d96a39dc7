import { isFilled, type Answers, type GroupItem } from '@domain/answers.ts';
import type { FieldDef, FormDef, FormType } from '@domain/catalogue/types.ts';
import { TAX_YEAR_ANSWERS, withTaxYearRecorded } from '@domain/rules/income-tax-years.ts';
import { incomePrediction } from '@domain/rules/income-prediction.ts';

/**
 * The catalogue's defaults (parents' sex and alive, the U.S. as the country of a U.S. address …)
 * for every step nothing has been answered on yet. A step with answers keeps them as they are, so
 * an answer the person cleared on purpose does not come back.
 */
export function withDefaults(form: FormDef, answers: Answers): Answers {
  let next = answers;
  for (const step of form.steps) {
    if (step.fields.some((field) => isFilled(answers[field.key]))) continue;
    for (const field of step.fields) {
      if (field.defaultValue === undefined || field.defaultValue === '') continue;
      if (next === answers) next = { ...answers };
      next[field.key] = field.defaultValue;
    }
  }
  return next;
}

/** A new row of a list, with the defaults its items declare. */
export function newRow(group: FieldDef): GroupItem {
  const row: GroupItem = {};
  for (const item of group.item ?? []) {
    if (item.defaultValue !== undefined && item.defaultValue !== '') row[item.key] = item.defaultValue;
  }
  return row;
}

export const PREDICTION_KEY = 'incomeCurrentYearPrediction';

/**
 * Answers the wizard works out rather than asks: the tax years the income answers are about, on
 * the filing date, each year's answers moved with it when the year changes from `previous`
 * (domain/rules/income-tax-years.ts); and the current year's income (spec section 4, Income step
 * 3), 60/30/10 of the three tax years, or the person's own figure when they said the estimate is
 * not right, absent until there is something to work it out from.
 */
export function withDerivedAnswers(formType: FormType, changed: Answers, filingDate: string, previous: Answers = changed): Answers {
  if (formType !== 'INCOME') return changed;
  const answers = withTaxYearRecorded(previous, changed, filingDate);
  const overridden = answers['incomeCurrentYearUserOverrideYesNo'] === 'no';
  const known = overridden ? isFilled(answers['incomeCurrentYearUserOverrideValue']) : TAX_YEAR_ANSWERS.some((keys) => isFilled(answers[keys.income]));
  const prediction = known ? String(incomePrediction(answers)) : undefined;
  if (answers[PREDICTION_KEY] === prediction) return answers;
  const next: Answers = { ...answers };
  if (prediction === undefined) delete next[PREDICTION_KEY];
  else next[PREDICTION_KEY] = prediction;
  return next;
}
