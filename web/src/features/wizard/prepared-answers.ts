import { isFilled, type Answers, type GroupItem } from '@domain/answers.ts';
import type { FieldDef, FormDef, FormType } from '@domain/catalogue/types.ts';
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
const INCOME_KEYS = ['income1stMostRecentIncome', 'income2ndMostRecentIncome', 'income3rdMostRecentIncome'];

/**
 * Answers the wizard works out rather than asks (spec section 4, Income step 3): the current year's
 * income, 60/30/10 of the three tax years, or the person's own figure when they said the estimate
 * is not right. Absent until there is something to work it out from.
 */
export function withDerivedAnswers(formType: FormType, answers: Answers): Answers {
  if (formType !== 'INCOME') return answers;
  const overridden = answers['incomeCurrentYearUserOverrideYesNo'] === 'no';
  const known = overridden ? isFilled(answers['incomeCurrentYearUserOverrideValue']) : INCOME_KEYS.some((key) => isFilled(answers[key]));
  const prediction = known ? String(incomePrediction(answers)) : undefined;
  if (answers[PREDICTION_KEY] === prediction) return answers;
  const next: Answers = { ...answers };
  if (prediction === undefined) delete next[PREDICTION_KEY];
  else next[PREDICTION_KEY] = prediction;
  return next;
}
