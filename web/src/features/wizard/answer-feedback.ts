import type { FieldError } from '@domain/rules/validate.ts';
import type { FormDef } from '@domain/catalogue/types.ts';
import { rootKeyOf, type FieldPath } from './field-paths.ts';

/** The messages of each answer, in the order the rules gave them. */
export function messagesByPath(errors: readonly FieldError[]): ReadonlyMap<FieldPath, readonly string[]> {
  const map = new Map<FieldPath, string[]>();
  for (const { field, message } of errors) {
    const list = map.get(field);
    if (list) list.push(message);
    else map.set(field, [message]);
  }
  return map;
}

/** The index of the step that asks a path's question, or -1. */
export function stepIndexOf(form: FormDef, path: FieldPath): number {
  const key = rootKeyOf(path);
  return form.steps.findIndex((step) => step.fields.some((field) => field.key === key));
}

/** The problems of one step, in the order its questions are asked. */
export function stepProblems(form: FormDef, stepIndex: number, errors: readonly FieldError[]): FieldError[] {
  const keys = form.steps[stepIndex]?.fields.map((field) => field.key) ?? [];
  const order = (error: FieldError) => keys.indexOf(rootKeyOf(error.field));
  return errors.filter((error) => order(error) >= 0).sort((a, b) => order(a) - order(b));
}
