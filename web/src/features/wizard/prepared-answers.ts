import { isFilled, type Answers, type GroupItem } from '@domain/answers.ts';
import type { FieldDef, FormDef } from '@domain/catalogue/types.ts';

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
