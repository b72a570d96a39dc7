/**
 * The product's one date format is ISO 'YYYY-MM-DD' (stored and passed around); the forms print
 * 'mm/dd/yyyy'. Pure calendar arithmetic on whole days, with no clock and no time zone.
 */

export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1 to 12
  readonly day: number; // 1 to 31
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The years a date answer can fall in. Every date the forms ask is in a living person's life or
 * ahead of it (a birth, an entry, a document's expiry): a year before 1900 or after 2100 is a typo
 * ("0412" for 2004-12), refused at once on the client and by the server.
 */
export const ANSWER_YEARS = { earliest: 1900, latest: 2100 } as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The date of an ISO 'YYYY-MM-DD' string that names a real day on the calendar, else null. */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whether the value is an ISO date of a day that exists (2024-02-29 is, 2023-02-29 and 2024-02-30 are not). */
export function isCalendarDate(value: unknown): value is string {
  return parseIsoDate(value) !== null;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** 'mm/dd/yyyy' as the USCIS forms print dates; '' when the value is not a calendar date. */
export function toUscisDate(value: unknown): string {
  const date = parseIsoDate(value);
  return date ? `${pad(date.month, 2)}/${pad(date.day, 2)}/${pad(date.year, 4)}` : '';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'November 2026' for a month written 'YYYY-MM' (or any date in it); '' when not one. */
export function toMonthYear(value: unknown): string {
  const date = typeof value === 'string' ? parseIsoDate(/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value) : null;
  return date ? `${MONTHS[date.month - 1] ?? ''} ${date.year}` : '';
}

/** 'mm/yyyy', the month a person reads in history messages; '' when not a calendar date. */
export function toMonthLabel(value: unknown): string {
  const date = parseIsoDate(value);
  return date ? `${pad(date.month, 2)}/${pad(date.year, 4)}` : '';
}

/** Days since 0001-01-01 (day 0) in the proleptic Gregorian calendar. */
function dayNumber(date: CalendarDate): number {
  const y = date.year - 1;
  const daysBeforeYear = y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
  let daysBeforeMonth = 0;
  for (let m = 1; m < date.month; m++) daysBeforeMonth += daysInMonth(date.year, m);
  return daysBeforeYear + daysBeforeMonth + date.day - 1;
}

function fromDayNumber(days: number): CalendarDate {
  // 146097 days make a full 400-year Gregorian cycle.
  let year = 1 + 400 * Math.floor(days / 146097);
  let rest = days - 146097 * Math.floor(days / 146097);
  while (rest >= (isLeapYear(year) ? 366 : 365)) {
    rest -= isLeapYear(year) ? 366 : 365;
    year++;
  }
  let month = 1;
  while (rest >= daysInMonth(year, month)) {
    rest -= daysInMonth(year, month);
    month++;
  }
  return { year, month, day: rest + 1 };
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null unless both are calendar dates. */
export function daysBetween(from: string, to: string): number | null {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  return a && b ? dayNumber(b) - dayNumber(a) : null;
}

/** The date `days` days after `date` (before, when negative); null when `date` is not a calendar date. */
export function addDays(date: string, days: number): string | null {
  const parsed = parseIsoDate(date);
  if (!parsed || !Number.isInteger(days)) return null;
  const result = dayNumber(parsed) + days;
  return result < 0 ? null : formatIsoDate(fromDayNumber(result));
}

/**
 * The same day `months` months later (earlier when negative), moved back to the month's last day
 * when that month is shorter: 2024-01-31 + 1 month is 2024-02-29, 2024-02-29 − 60 months is 2019-02-28.
 */
export function addMonths(date: string, months: number): string | null {
  const parsed = parseIsoDate(date);
  if (!parsed || !Number.isInteger(months)) return null;
  const index = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (year < 1) return null;
  return formatIsoDate({ year, month, day: Math.min(parsed.day, daysInMonth(year, month)) });
}

/** The day of the week, 0 for Sunday to 6 for Saturday; null when `date` is not a calendar date. */
export function weekdayOf(date: string): number | null {
  const parsed = parseIsoDate(date);
  // Day 0, 0001-01-01 of the proleptic Gregorian calendar, was a Monday.
  return parsed ? (dayNumber(parsed) + 1) % 7 : null;
}

/** Negative, zero or positive as `a` is before, on or after `b`; both must be calendar dates. */
export function compareIsoDates(a: string, b: string): number {
  const days = daysBetween(b, a);
  return days === null ? Number.NaN : Math.sign(days);
}
