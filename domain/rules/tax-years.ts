import { addDays, parseIsoDate, weekdayOf } from './dates.ts';

/**
 * The tax years Form I-864 asks about, worked out from the filing date. Part 6 items 16.a to 16.c
 * ask for the total income of the three most recent tax years, and the sponsor attaches the return
 * (or its IRS transcript) of the most recent one: the last year whose federal return the sponsor
 * has filed or had to file, counted from the day the affidavit is signed (8 CFR 213a.2(c)(2)(i)).
 */

/** Three tax years, the most recent first. */
export type TaxYears = readonly [number, number, number];

export const taxYearsFrom = (mostRecent: number): TaxYears => [mostRecent, mostRecent - 1, mostRecent - 2];

/** "2022–2024": the three years of a most recent tax year, oldest first, as a person reads a span. */
export const taxYearSpan = (mostRecent: number): string => `${mostRecent - 2}–${mostRecent}`;

/** D.C. Emancipation Day, April 16, as it is kept: on Friday the 15th for a Saturday, Monday the 17th for a Sunday (D.C. Code 1-612.02). */
function emancipationDayKept(year: number): string {
  const day = `${year}-04-16`;
  const weekday = weekdayOf(day);
  if (weekday === 6) return `${year}-04-15`;
  if (weekday === 0) return `${year}-04-17`;
  return day;
}

/**
 * The day the individual federal income tax return for `taxYear` is due: April 15 of the next
 * year, or when that is a Saturday, a Sunday or a legal holiday, the next day that is none of
 * these (26 U.S.C. 7503). The one legal holiday that can meet it is D.C. Emancipation Day: the
 * returns for 2021 and 2022 were due on April 18. A postponement the IRS grants to a disaster area
 * is not counted: it moves the deadline for some sponsors only, and they are asked the same way.
 */
export function federalReturnDueDate(taxYear: number): string {
  const holiday = emancipationDayKept(taxYear + 1);
  let due = `${taxYear + 1}-04-15`;
  for (;;) {
    const weekday = weekdayOf(due);
    if (weekday !== 0 && weekday !== 6 && due !== holiday) return due;
    due = addDays(due, 1) ?? due;
  }
}

/** What the filing date leaves open about the most recent tax year. */
export interface TaxYearOptions {
  /** The year before the filing date's year: the latest tax year whose return can have been filed. */
  readonly latestDue: number;
  /** The day that year's return is due. */
  readonly dueDate: string;
  /**
   * True up to and on the due date: that year's return may not be filed yet, so the sponsor is
   * asked, and the most recent tax year is `latestDue` once it is filed, the year before until then.
   * After the due date it had to be filed, and `latestDue` is the most recent tax year.
   */
  readonly ask: boolean;
}

/** Null for a filing date that is not a calendar date. */
export function taxYearOptions(filingDate: string): TaxYearOptions | null {
  const date = parseIsoDate(filingDate);
  if (!date) return null;
  const latestDue = date.year - 1;
  const dueDate = federalReturnDueDate(latestDue);
  return { latestDue, dueDate, ask: filingDate <= dueDate };
}

/** The years the most recent tax year can be on the filing date: one after the deadline, two up to it. */
export const possibleMostRecent = (options: TaxYearOptions): readonly number[] =>
  options.ask ? [options.latestDue, options.latestDue - 1] : [options.latestDue];

/** The most recent tax year: after the deadline the latest due, before it as the sponsor's answer says (null while unanswered). */
export function mostRecentTaxYear(options: TaxYearOptions, latestFiled: boolean | null): number | null {
  if (!options.ask) return options.latestDue;
  if (latestFiled === null) return null;
  return latestFiled ? options.latestDue : options.latestDue - 1;
}

/** mostRecentTaxYear on a filing date; null for a date that is not a calendar date or an unanswered question. */
export function mostRecentTaxYearOn(filingDate: string, latestFiled: boolean | null): number | null {
  const options = taxYearOptions(filingDate);
  return options ? mostRecentTaxYear(options, latestFiled) : null;
}
