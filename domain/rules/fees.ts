import { packageForms, type PackageChoices, type PackageForm } from '../product/package.ts';
import type { FilingStage } from './filing-path.ts';
import { rowInEffect } from './dated-table.ts';

/**
 * USCIS filing fees for the package this product prepares, as a dated table: a new fee rule is
 * one new row. Fees are for a paper filing by a spouse beneficiary aged 14 or over, with the
 * I-765 and I-131 filed together with (or while) the I-485 is pending.
 */

export interface FeeSchedule {
  /** The first day the fees apply (ISO date). */
  readonly effective: string;
  readonly fees: Readonly<Record<PackageForm, number>>;
}

/** Oldest first. */
export const FEE_SCHEDULES: readonly FeeSchedule[] = [
  {
    // USCIS fee rule, 89 FR 6194 (2024-01-31), in force 2024-04-01; Form G-1055 edition 10/01/26 keeps these fees for these forms.
    effective: '2024-04-01',
    fees: { 'I-130': 675, 'I-130A': 0, 'I-485': 1440, 'I-864': 0, 'I-765': 260, 'I-131': 630 },
  },
];

export interface FeeLine {
  readonly form: PackageForm;
  readonly fee: number;
}

export interface PackageFees {
  /** In filing order; forms without a fee are listed with 0 so the package reads complete. */
  readonly lines: readonly FeeLine[];
  readonly total: number;
}

/** The schedule in effect on `onDate`; null before the first row or for a date that is not ISO. */
export const feeScheduleOn = (onDate: string): FeeSchedule | null => rowInEffect(FEE_SCHEDULES, onDate, (row) => row.effective);

/** The fee of each of `forms` (in the order given) and the total; null when no schedule is in effect on `onDate`. */
export function feesOf(forms: readonly PackageForm[], onDate: string): PackageFees | null {
  const schedule = feeScheduleOn(onDate);
  if (!schedule) return null;
  const lines = forms.map((form) => ({ form, fee: schedule.fees[form] }));
  return { lines, total: lines.reduce((sum, line) => sum + line.fee, 0) };
}

/** The fee of every form in a package with these choices (the whole package or the petition alone), in filing order, and the total. */
export const packageFees = (choices: PackageChoices, onDate: string, stage: FilingStage = 'whole'): PackageFees | null =>
  feesOf(packageForms(choices, stage).map(({ form }) => form), onDate);
