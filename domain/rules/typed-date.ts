import { said, type Said } from '../i18n/said.ts';
import { ANSWER_YEARS, daysInMonth, formatIsoDate, parseIsoDate } from './dates.ts';

/**
 * A date as a person gives it: the month chosen by name, the day and the year typed apart (issue
 * 24 item 3, issue 22: never a bare numeric order to guess). The answer is stored as
 * 'YYYY-MM-DD'; while a part is missing it is stored as typed ('1988-12-', '-12-04'), so that the
 * wizard keeps it on screen and the check says what is missing, as for a number typed in words.
 */
export interface DateParts {
  /** '1' to '12', or '' while not chosen. */
  readonly month: string;
  readonly day: string;
  readonly year: string;
}

export const NO_DATE_PARTS: DateParts = { month: '', day: '', year: '' };

/** The parts of a stored answer: a date, a date being typed, or nothing. */
export function datePartsOf(value: string): DateParts {
  const match = /^(\d*)-(\d*)-(\d*)$/.exec(value.trim());
  if (!match) return NO_DATE_PARTS;
  const [, year = '', month = '', day = ''] = match;
  return { year, month: month === '' ? '' : String(Number(month)), day };
}

const twoDigits = (part: string): string => (/^\d$/.test(part) ? `0${part}` : part);

/** The answer to store for the parts: '' when all are empty. */
export function storedDate(parts: DateParts): string {
  const day = parts.day.trim();
  const year = parts.year.trim();
  if (parts.month === '' && day === '' && year === '') return '';
  return `${year}-${twoDigits(parts.month)}-${twoDigits(day)}`;
}

/**
 * What is wrong with a date answer, whatever its question: missing parts, a year not written
 * with 4 digits, a day the month does not have, a year out of ANSWER_YEARS. Null when it is a date.
 */
export function datePartsProblem(value: string): Said | null {
  const answer = value.trim();
  if (answer === '') return null;
  const match = /^(\d*)-(\d*)-(\d*)$/.exec(answer);
  if (!match) return said('inputs.date.notADate');
  const [, year = '', month = '', day = ''] = match;
  if (year === '' || month === '' || day === '') return said('inputs.date.incomplete');
  if (!/^\d{4}$/.test(year)) return said('inputs.date.yearFourDigits');
  const date = parseIsoDate(answer);
  if (!date) return said('inputs.date.notADate');
  if (date.year < ANSWER_YEARS.earliest) return said('inputs.date.tooEarly', { year: date.year });
  if (date.year > ANSWER_YEARS.latest) return said('inputs.date.tooLate', { year: date.year });
  return null;
}

/** How a whole date pasted or typed in one go reads. */
export type TypedDate =
  | { readonly kind: 'date'; readonly date: string }
  | { readonly kind: 'ambiguous'; readonly readings: readonly [string, string] }
  | { readonly kind: 'unreadable' };

/** Month names and their usual short forms, in the languages Greencard speaks. */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'jan', 'enero', 'ene'],
  ['february', 'feb', 'febrero'],
  ['march', 'mar', 'marzo'],
  ['april', 'apr', 'abril', 'abr'],
  ['may', 'mayo'],
  ['june', 'jun', 'junio'],
  ['july', 'jul', 'julio'],
  ['august', 'aug', 'agosto', 'ago'],
  ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'set'],
  ['october', 'oct', 'octubre'],
  ['november', 'nov', 'noviembre'],
  ['december', 'dec', 'diciembre', 'dic'],
];

function monthNamed(word: string): number | null {
  const index = MONTH_NAMES.findIndex((names) => names.includes(word));
  return index < 0 ? null : index + 1;
}

function dateOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return formatIsoDate({ year, month, day });
}

/** Two numbers and a year: read in the one order that makes a date, or ambiguous when both do. */
function numericDate(first: number, second: number, year: number): TypedDate {
  const monthFirst = dateOf(year, first, second);
  const dayFirst = dateOf(year, second, first);
  if (monthFirst && dayFirst && monthFirst !== dayFirst) return { kind: 'ambiguous', readings: [monthFirst, dayFirst] };
  const date = monthFirst ?? dayFirst;
  return date ? { kind: 'date', date } : { kind: 'unreadable' };
}

/**
 * A whole date as people write it: '2000-04-12' (year first is never ambiguous), '31/12/1999'
 * (31 is no month), 'December 4, 1988', '4 de diciembre de 1988'. '12/04/1988' is December 4 in
 * the United States and 12 April almost everywhere else: it is ambiguous, never guessed.
 */
export function readTypedDate(typed: string): TypedDate {
  const text = typed.trim().toLowerCase();
  const yearFirst = /^(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})$/.exec(text);
  if (yearFirst) {
    const date = dateOf(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
    return date ? { kind: 'date', date } : { kind: 'unreadable' };
  }
  const yearLast = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(text);
  if (yearLast) return numericDate(Number(yearLast[1]), Number(yearLast[2]), Number(yearLast[3]));
  const words = text.split(/[\s,./-]+/).filter((word) => word !== '' && word !== 'de' && word !== 'of' && word !== 'del');
  if (words.length !== 3) return { kind: 'unreadable' };
  const months = words.map(monthNamed);
  const monthAt = months.findIndex((month) => month !== null);
  const month = months[monthAt];
  const numbers = words.filter((_word, index) => index !== monthAt);
  if (month === undefined || month === null || !numbers.every((word) => /^\d{1,4}$/.test(word))) return { kind: 'unreadable' };
  const year = numbers.find((word) => word.length === 4);
  const day = numbers.find((word) => word.length <= 2);
  if (year === undefined || day === undefined) return { kind: 'unreadable' };
  const date = dateOf(Number(year), month, Number(day));
  return date ? { kind: 'date', date } : { kind: 'unreadable' };
}
