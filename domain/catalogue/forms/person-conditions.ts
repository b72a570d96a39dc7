import type { Condition, FieldDef } from '../types.ts';

/**
 * Fields asked of a person carry this prefix: p for the petitioner, b for the beneficiary, j for
 * the joint sponsor (asked about in the INCOME wizard, only what Form I-864 asks a sponsor).
 */
export type PersonPrefix = 'p' | 'b' | 'j';

export const isYes = (field: string): Condition => ({ field, is: 'yes' });
export const isNo = (field: string): Condition => ({ field, is: 'no' });

/** Every given condition must hold; absent ones add nothing, and none at all means always shown. */
export function allOf(...conditions: readonly (Condition | undefined)[]): Condition | undefined {
  const present = conditions.filter((condition): condition is Condition => condition !== undefined);
  if (present.length <= 1) return present[0];
  return { all: present };
}

/** The fields, each shown only when `condition` holds as well as its own condition. */
export const shownWhen = <F extends FieldDef>(condition: Condition, fields: readonly F[]): (F & { readonly visibleWhen: Condition | undefined })[] =>
  fields.map((field) => ({ ...field, visibleWhen: allOf(condition, field.visibleWhen) }));

/** Help for names and places of relatives a person may not know. */
export const UNKNOWN_ALLOWED = 'If you do not know it, write Unknown.';
