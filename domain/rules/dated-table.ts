/**
 * The facts that change on a date (fees, how fees are paid, poverty guidelines, lockbox charts,
 * signature rules) are tables of rows, oldest first, each with the first day it applies.
 */

/** The newest row in effect on `onDate`; null before the first row or for a date that is not 'YYYY-MM-DD'. */
export function rowInEffect<T>(rows: readonly T[], onDate: string, effectiveOf: (row: T) => string): T | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(onDate)) return null;
  let inEffect: T | null = null;
  for (const row of rows) if (effectiveOf(row) <= onDate) inEffect = row;
  return inEffect;
}
