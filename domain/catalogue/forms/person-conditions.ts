import type { Condition } from '../types.ts';

/** Fields asked of both persons carry this prefix: p for the petitioner, b for the beneficiary. */
export type PersonPrefix = 'p' | 'b';

export const isYes = (field: string): Condition => ({ field, is: 'yes' });
export const isNo = (field: string): Condition => ({ field, is: 'no' });

/** Every given condition must hold; absent ones add nothing, and none at all means always shown. */
export function allOf(...conditions: readonly (Condition | undefined)[]): Condition | undefined {
  const present = conditions.filter((condition): condition is Condition => condition !== undefined);
  if (present.length <= 1) return present[0];
  return { all: present };
}

/** Help for names and places of relatives a person may not know. */
export const UNKNOWN_ALLOWED = 'If you do not know it, write Unknown.';
