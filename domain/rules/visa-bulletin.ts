import { isCalendarDate } from './dates.ts';

/**
 * The Visa Bulletin's dates for category F2A (spouses of permanent residents), as a dated table:
 * one row per month, each with its source. The rows known when this release was made are here;
 * an operator adds each new month with `greencard bulletin set` (recorded as an event, read with
 * these rows, a later row for the same month replacing an earlier one). A month without a row is
 * not known: the product says so instead of guessing.
 *
 * Every month the Department of State prints two charts, "Final Action Dates" and "Dates for
 * Filing", and USCIS names the one family-based applicants in the United States use to file Form
 * I-485 (uscis.gov/visabulletininfo). A category is current for a priority date when the chart
 * says "C", or when the priority date is earlier than the date it lists ("Numbers are authorized
 * ... only for applicants whose priority date is earlier than the final action date listed").
 * The bulletin lists applicants born in Mexico apart; for F2A, China, India and the Philippines
 * share the worldwide date in every month recorded here.
 */

/** 'C' (current), 'U' (unauthorized: no number at all), or the cut-off date (ISO). */
export type ChartEntry = 'C' | 'U' | string;

export interface ChartDates {
  /** All chargeability areas except those listed. */
  readonly all: ChartEntry;
  /** Applicants born in Mexico; null where the source at hand does not give it. */
  readonly mexico: ChartEntry | null;
}

/** The chart USCIS names for family-sponsored adjustment of status that month. */
export type BulletinChart = 'final' | 'filing';

export interface F2aBulletinRow {
  /** 'YYYY-MM': the bulletin's month. */
  readonly month: string;
  readonly finalAction: ChartDates;
  readonly datesForFiling: ChartDates;
  readonly chart: BulletinChart;
  readonly source: string;
}

/** Oldest first. */
export const F2A_BULLETIN: readonly F2aBulletinRow[] = [
  {
    month: '2025-10',
    finalAction: { all: '2024-02-01', mexico: '2023-02-01' },
    datesForFiling: { all: '2025-09-22', mexico: '2025-09-22' },
    chart: 'filing',
    source:
      'Visa Bulletin for October 2025 (travel.state.gov): final action dates 01FEB24, Mexico 01FEB23, as compared with September 2025 by visaverge.com ' +
      '("October 2025 Visa Bulletin vs September"); dates for filing "September 22, 2025 (all countries)" and USCIS naming the Dates for Filing chart ' +
      'for family-sponsored applicants, theimmiquest.com and lawfirm4immigrants.com ("Visa Bulletin October 2025").',
  },
  {
    month: '2025-11',
    finalAction: { all: '2024-02-01', mexico: '2023-02-01' },
    datesForFiling: { all: '2025-10-22', mexico: '2025-10-22' },
    chart: 'filing',
    source:
      'Visa Bulletin for November 2025, Number 8, Volume XI (travel.state.gov): both family charts as tabulated by lawfirm4immigrants.com and bjd.org.au, ' +
      'the F2A date for filing "moving to October 22, 2025" (nepyork.com, 2025-10-15); USCIS naming the Dates for Filing chart for family-based applicants (the same sources).',
  },
  {
    month: '2026-07',
    finalAction: { all: '2025-01-01', mexico: '2024-01-01' },
    datesForFiling: { all: 'C', mexico: 'C' },
    chart: 'filing',
    source:
      'Visa Bulletin for July 2026 (travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin/2026/visa-bulletin-for-july-2026.html), both family charts as ' +
      'reformatted by greencard.fob.fyi; USCIS, "Adjustment of Status Filing Charts from the Visa Bulletin": "For all family-sponsored preference categories, ' +
      'you must use the Dates for Filing chart in the Department of State Visa Bulletin for July 2026."',
  },
  {
    month: '2026-10',
    finalAction: { all: '2026-09-22', mexico: '2026-03-22' },
    datesForFiling: { all: 'C', mexico: 'C' },
    chart: 'filing',
    source:
      'Visa Bulletin for October 2026 (travel.state.gov): F2A final action 22SEP26 for all chargeability areas except Mexico 22MAR26; dates for filing "C" ' +
      'for all, Mexico included; USCIS named the Dates for Filing chart for family-sponsored filings that month (copy of the official page saved 2026-10-04 in ' +
      'the public repository jt-wang/visa-bulletin-push, test/fixtures/pages.ts).',
  },
];

export const CHART_NAMES: Readonly<Record<BulletinChart, string>> = { final: 'Final Action Dates', filing: 'Dates for Filing' };

/** 'YYYY-MM' of an ISO date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The row for a month: the last one given for it, so an operator's correction replaces what came before. */
export function bulletinRowFor(month: string, rows: readonly F2aBulletinRow[] = F2A_BULLETIN): F2aBulletinRow | null {
  return rows.findLast((row) => row.month === month) ?? null;
}

/** Whether a chart entry is one the table can hold: 'C', 'U' or a calendar date. */
export const isChartEntry = (entry: string): boolean => entry === 'C' || entry === 'U' || isCalendarDate(entry);

const BULLETIN_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * An entry as a person copies it from the bulletin ('C', 'U', '01FEB24') or writes it
 * ('2024-02-01'), as the table keeps it; null when it is neither.
 */
export function parseChartEntry(written: string): ChartEntry | null {
  const entry = written.trim().toUpperCase();
  if (entry === 'C' || entry === 'U' || isCalendarDate(entry)) return entry;
  const printed = /^(\d{2})([A-Z]{3})(\d{2})$/.exec(entry);
  const month = printed ? BULLETIN_MONTHS.indexOf(printed[2] ?? '') + 1 : 0;
  if (!printed || month === 0) return null;
  // The bulletin prints two-digit years; its cut-off dates run from the 1990s on.
  const year = Number(printed[3]) >= 70 ? 1900 + Number(printed[3]) : 2000 + Number(printed[3]);
  const iso = `${year}-${String(month).padStart(2, '0')}-${printed[1]}`;
  return isCalendarDate(iso) ? iso : null;
}

/** Whether a visa number is available to a new petition in F2A, filed on a date. */
interface ChartReading {
  readonly month: string;
  /** The priority date the chart was read for. */
  readonly priorityDate: string;
  readonly chart: BulletinChart;
  /** What the chart lists for the beneficiary's column. */
  readonly entry: ChartEntry;
  readonly row: F2aBulletinRow;
}

export type VisaAvailability =
  | (ChartReading & { readonly status: 'current' })
  | (ChartReading & { readonly status: 'not-current' })
  /** No row for the month, or the row does not give the column the beneficiary is charged to. */
  | { readonly status: 'unknown'; readonly month: string; readonly priorityDate: string };

/**
 * A spouse of a permanent resident can file Form I-485 only when the chart USCIS uses that month is
 * current for the petition's priority date: "C", or a cut-off date after it. A new petition's
 * priority date is the day it is filed. `bornInMexico` picks the bulletin's column.
 */
export function petitionAvailability(priorityDate: string, filingDate: string, bornInMexico: boolean, rows: readonly F2aBulletinRow[] = F2A_BULLETIN): VisaAvailability {
  const month = monthOf(filingDate);
  const row = bulletinRowFor(month, rows);
  const dates = row ? (row.chart === 'final' ? row.finalAction : row.datesForFiling) : null;
  const entry = dates ? (bornInMexico ? dates.mexico : dates.all) : null;
  if (!row || entry === null || entry === undefined) return { status: 'unknown', month, priorityDate };
  const reading = { month, chart: row.chart, entry, row, priorityDate };
  return entry === 'C' || (entry !== 'U' && priorityDate < entry) ? { ...reading, status: 'current' } : { ...reading, status: 'not-current' };
}

/** A new petition, filed on the filing date: its priority date is that day. */
export const newPetitionAvailability = (filingDate: string, bornInMexico: boolean, rows: readonly F2aBulletinRow[] = F2A_BULLETIN): VisaAvailability =>
  petitionAvailability(filingDate, filingDate, bornInMexico, rows);
