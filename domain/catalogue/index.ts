import type { FieldDef, FormDef, FormType, StepDef } from './types.ts';
import { onboarding } from './forms/onboarding.ts';
import { petitionerInfo } from './forms/petitioner-info.ts';
import { beneficiaryInfo } from './forms/beneficiary-info.ts';
import { marriageInfo } from './forms/marriage-info.ts';
import { income } from './forms/income.ts';
import { i485Specific } from './forms/i485-specific.ts';
import { i765Specific } from './forms/i765-specific.ts';
import { i131Specific } from './forms/i131-specific.ts';

export * from './types.ts';
export * from './text.ts';

/**
 * Every form type that has a wizard. I_130A has none: the I-130A asks the spouse beneficiary for
 * facts BENEFICIARY_INFO and MARRIAGE_INFO already collect (addresses, parents, employment), so
 * it is filled from those and never asked twice.
 */
export const CATALOGUE: Readonly<Partial<Record<FormType, FormDef>>> = {
  ONBOARDING: onboarding,
  PETITIONER_INFO: petitionerInfo,
  BENEFICIARY_INFO: beneficiaryInfo,
  MARRIAGE_INFO: marriageInfo,
  INCOME: income,
  I_485_SPECIFIC: i485Specific,
  I_765_SPECIFIC: i765Specific,
  I_131_SPECIFIC: i131Specific,
};

export function formDef(type: FormType): FormDef | undefined {
  return CATALOGUE[type];
}

/** Every top-level field of a form with the (1-based) number and name of its step. */
export function* fieldsOf(form: FormDef): Generator<{ field: FieldDef; step: number; stepDef: StepDef }> {
  for (const [index, stepDef] of form.steps.entries()) {
    for (const field of stepDef.fields) yield { field, step: index + 1, stepDef };
  }
}
