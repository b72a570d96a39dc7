import type { FieldDef, FormDef, FormType, StepDef } from './types.ts';
import { WIZARDS } from './wizards.ts';

export * from './types.ts';
export * from './text.ts';

export type * from './keys.ts';
export { WIZARDS } from './wizards.ts';

/** Every form type that has a wizard, as plain definitions (WIZARDS keeps each one's own type). */
export const CATALOGUE: Readonly<Partial<Record<FormType, FormDef>>> = WIZARDS;

export function formDef(type: FormType): FormDef | undefined {
  return CATALOGUE[type];
}

/** Every top-level field of a form with the (1-based) number and name of its step. */
export function* fieldsOf(form: FormDef): Generator<{ field: FieldDef; step: number; stepDef: StepDef }> {
  for (const [index, stepDef] of form.steps.entries()) {
    for (const field of stepDef.fields) yield { field, step: index + 1, stepDef };
  }
}
