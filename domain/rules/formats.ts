import type { FormatRule } from '../catalogue/types.ts';
import { translate } from '../i18n/messages.ts';
import type { Language } from '../i18n/languages.ts';
import { said, type Said } from '../i18n/said.ts';
import { isCalendarDate, parseIsoDate } from './dates.ts';
import { amountProblem } from './numbers.ts';
import { datePartsProblem } from './typed-date.ts';

/**
 * One checker per format rule of the catalogue. Each takes the answer as text (trimmed) and
 * today's date, and returns a message a person can act on (domain/i18n, said in the reader's
 * language), or null when the answer is fine.
 */
export type FormatChecker = (value: string, today: string) => Said | null;

/** No identifier, number or name we check is anywhere near this long; longer text fails at once. */
const LONGEST_FORMATTED_ANSWER = 320;

const tooLong = (answer: string): Said => said('check.tooLong', { count: String(answer.length) });

const withoutSpacesAndDashes = (value: string): string => value.replace(/[\s-]/g, '');

export const NON_LATIN_NAME_MESSAGE = translate('en', 'check.nonLatinName');

function checkName(value: string): Said | null {
  if (/[^\P{L}\p{Script=Latin}]/u.test(value)) return said('check.nonLatinName');
  // Latin letters (accented ones precomposed or with combining marks), spaces, hyphens, apostrophes, periods.
  const allowed = /^(?:(?=\p{L})\p{Script=Latin}|\p{M}|[ '’.-])+$/u.test(value);
  return allowed && /\p{L}/u.test(value) ? null : said('check.nameCharacters');
}

/** The digits of an A-Number written with or without "A", "A-", spaces or dashes; null when it is not one. */
export function aNumberDigits(value: string): string | null {
  const compact = withoutSpacesAndDashes(value).replace(/^a/i, '');
  return /^\d{7,9}$/.test(compact) ? compact : null;
}

function checkANumber(value: string): Said | null {
  const digits = aNumberDigits(value);
  if (digits === null) return said('check.aNumber');
  return /^0+$/.test(digits) ? said('check.aNumberZeros') : null;
}

function checkSsn(value: string): Said | null {
  const digits = withoutSpacesAndDashes(value);
  if (!/^\d{9}$/.test(digits)) return said('check.ssn');
  const area = Number(digits.slice(0, 3));
  if (area === 0 || area === 666 || area >= 900) return said('check.ssnArea');
  if (digits.slice(3, 5) === '00') return said('check.ssnGroup');
  if (digits.slice(5) === '0000') return said('check.ssnSerial');
  return null;
}

function checkUsZip(value: string): Said | null {
  return /^\d{5}(-?\d{4})?$/.test(value) ? null : said('check.zip');
}

function checkEmail(value: string): Said | null {
  const valid =
    value.length <= 254 &&
    /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(value) &&
    !value.split('@')[0]?.includes('..');
  return valid ? null : said('check.email');
}

/** The 10 digits of a U.S. phone number written with punctuation and an optional leading 1; null otherwise. */
export function usPhoneDigits(value: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : null;
}

function checkUsPhone(value: string): Said | null {
  const digits = usPhoneDigits(value);
  if (digits === null) return said('check.usPhone');
  if (/^[01]/.test(digits) || /^[01]/.test(digits.slice(3))) return said('check.usPhoneStart');
  return null;
}

export const NOT_A_DATE_MESSAGE = translate('en', 'inputs.date.notADate');

function checkPastDate(value: string, today: string): Said | null {
  if (!isCalendarDate(value)) return said('inputs.date.notADate');
  // Without a valid today we cannot say a date is in the future; the date itself is fine.
  if (parseIsoDate(today) && value > today) return said('check.pastDate');
  return null;
}

export const NOT_IN_THE_FUTURE_MESSAGE = translate('en', 'check.futureDate');

function checkFutureDate(value: string, today: string): Said | null {
  if (!isCalendarDate(value)) return said('inputs.date.notADate');
  // As for past dates: without a valid today nothing can be said about when the date falls.
  if (parseIsoDate(today) && value <= today) return said('check.futureDate');
  return null;
}

const wholeNumberBetween =
  (min: number, max: number, id: 'check.heightFeet' | 'check.heightInches' | 'check.weightLbs'): FormatChecker =>
  (value) => {
    const inRange = /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max;
    return inRange ? null : said(id, { min, max });
  };

/** The amount rule of the money inputs (numbers.ts). */
const checkMoney = (value: string): Said | null => amountProblem(value);

function checkUscisAccountNumber(value: string): Said | null {
  return /^\d{12}$/.test(withoutSpacesAndDashes(value)) ? null : said('check.uscisAccount');
}

function checkReceiptNumber(value: string): Said | null {
  return /^[A-Za-z]{3}\d{10}$/.test(withoutSpacesAndDashes(value)) ? null : said('check.receiptNumber');
}

function checkI94Number(value: string): Said | null {
  return /^[A-Za-z0-9]{11}$/.test(withoutSpacesAndDashes(value)) ? null : said('check.i94');
}

function checkDigits(value: string): Said | null {
  return /^\d+$/.test(value) ? null : said('check.digits');
}

function checkConsentGiven(value: string): Said | null {
  return value === 'yes' ? null : said('check.consent');
}

/** Every format rule has its checker; a rule added to types.ts without one does not compile. */
export const FORMAT_CHECKERS: Readonly<Record<FormatRule, FormatChecker>> = {
  name: checkName,
  aNumber: checkANumber,
  ssn: checkSsn,
  usZip: checkUsZip,
  email: checkEmail,
  usPhone: checkUsPhone,
  pastDate: checkPastDate,
  futureDate: checkFutureDate,
  heightFeet: wholeNumberBetween(3, 8, 'check.heightFeet'),
  heightInches: wholeNumberBetween(0, 11, 'check.heightInches'),
  weightLbs: wholeNumberBetween(30, 700, 'check.weightLbs'),
  nonNegativeMoney: checkMoney,
  uscisAccountNumber: checkUscisAccountNumber,
  receiptNumber: checkReceiptNumber,
  i94Number: checkI94Number,
  digits: checkDigits,
  consentGiven: checkConsentGiven,
};

/** The problem of an answer that breaks its format rule, or null. Empty answers are not checked here. */
export function formatProblem(rule: FormatRule, value: string, today: string): Said | null {
  const answer = value.trim();
  if (answer === '') return null;
  if (answer.length > LONGEST_FORMATTED_ANSWER) return tooLong(answer);
  return FORMAT_CHECKERS[rule](answer, today);
}

/** The message for an answer that breaks its format rule in `language`, or null. */
export function checkFormat(rule: FormatRule, value: string, today: string, language: Language = 'en'): string | null {
  const problem = formatProblem(rule, value, today);
  return problem && translate(language, problem.id, problem.values);
}

/** Every date answer must be a whole day on the calendar in a plausible year, whatever its format rule. */
export function checkCalendarDate(value: string): Said | null {
  return datePartsProblem(value);
}

/** Money answers are whole non-negative dollars, read as the money input reads them, whatever their format rule. */
export function checkMoneyAmount(value: string): Said | null {
  const answer = value.trim();
  if (answer === '') return null;
  return answer.length > LONGEST_FORMATTED_ANSWER ? tooLong(answer) : amountProblem(answer);
}

/** E-mail answers are addresses, whatever their format rule. */
export function checkEmailAddress(value: string): Said | null {
  const answer = value.trim();
  return answer === '' ? null : checkEmail(answer);
}
