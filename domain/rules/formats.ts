import type { FormatRule } from '../catalogue/types.ts';
import { translate } from '../i18n/messages.ts';
import type { Said } from '../i18n/said.ts';
import { isCalendarDate, parseIsoDate } from './dates.ts';
import { amountProblem } from './numbers.ts';
import { datePartsProblem } from './typed-date.ts';

/**
 * One checker per format rule of the catalogue. Each takes the answer as text (trimmed) and
 * today's date, and returns a message a person can act on, or null when the answer is fine.
 */
export type FormatChecker = (value: string, today: string) => string | null;

/** No identifier, number or name we check is anywhere near this long; longer text fails at once. */
const LONGEST_FORMATTED_ANSWER = 320;

const tooLong = (answer: string): string =>
  `This answer is far too long for this question (${answer.length} characters); check what was entered.`;

const withoutSpacesAndDashes = (value: string): string => value.replace(/[\s-]/g, '');

export const NON_LATIN_NAME_MESSAGE = 'Write this name in Latin (English) letters, exactly as in your passport.';
const NAME_CHARACTERS_MESSAGE =
  "A name can contain only letters, spaces, hyphens (-), apostrophes (') and periods (.), exactly as in your passport.";

function checkName(value: string): string | null {
  if (/[^\P{L}\p{Script=Latin}]/u.test(value)) return NON_LATIN_NAME_MESSAGE;
  // Latin letters (accented ones precomposed or with combining marks), spaces, hyphens, apostrophes, periods.
  const allowed = /^(?:(?=\p{L})\p{Script=Latin}|\p{M}|[ '’.-])+$/u.test(value);
  return allowed && /\p{L}/u.test(value) ? null : NAME_CHARACTERS_MESSAGE;
}

/** The digits of an A-Number written with or without "A", "A-", spaces or dashes; null when it is not one. */
export function aNumberDigits(value: string): string | null {
  const compact = withoutSpacesAndDashes(value).replace(/^a/i, '');
  return /^\d{7,9}$/.test(compact) ? compact : null;
}

function checkANumber(value: string): string | null {
  const digits = aNumberDigits(value);
  if (digits === null) {
    return 'An A-Number has 7 to 9 digits, written with or without the letter A in front (for example A-123456789).';
  }
  return /^0+$/.test(digits) ? 'An A-Number cannot be all zeros; check the number on your USCIS documents.' : null;
}

function checkSsn(value: string): string | null {
  const digits = withoutSpacesAndDashes(value);
  if (!/^\d{9}$/.test(digits)) return 'A Social Security number has 9 digits, for example 123-45-6789.';
  const area = Number(digits.slice(0, 3));
  if (area === 0 || area === 666 || area >= 900) {
    return 'This is not a valid Social Security number: no number starts with 000, 666 or 900 to 999. Check your Social Security card.';
  }
  if (digits.slice(3, 5) === '00') {
    return 'This is not a valid Social Security number: the middle two digits are never 00. Check your Social Security card.';
  }
  if (digits.slice(5) === '0000') {
    return 'This is not a valid Social Security number: the last four digits are never 0000. Check your Social Security card.';
  }
  return null;
}

function checkUsZip(value: string): string | null {
  return /^\d{5}(-?\d{4})?$/.test(value) ? null : 'Enter a 5-digit ZIP code, or ZIP+4 written as 12345-6789.';
}

function checkEmail(value: string): string | null {
  const valid =
    value.length <= 254 &&
    /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(value) &&
    !value.split('@')[0]?.includes('..');
  return valid ? null : 'Enter an e-mail address such as name@example.com.';
}

/** The 10 digits of a U.S. phone number written with punctuation and an optional leading 1; null otherwise. */
export function usPhoneDigits(value: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : null;
}

function checkUsPhone(value: string): string | null {
  const digits = usPhoneDigits(value);
  if (digits === null) return 'Enter a U.S. phone number with 10 digits, for example (202) 555-0123.';
  if (/^[01]/.test(digits) || /^[01]/.test(digits.slice(3))) {
    return 'This is not a U.S. phone number: neither the area code nor the next three digits start with 0 or 1.';
  }
  return null;
}

export const NOT_A_DATE_MESSAGE = translate('en', 'inputs.date.notADate');

function checkPastDate(value: string, today: string): string | null {
  if (!isCalendarDate(value)) return NOT_A_DATE_MESSAGE;
  // Without a valid today we cannot say a date is in the future; the date itself is fine.
  if (parseIsoDate(today) && value > today) return 'This date is in the future; enter a date on or before today.';
  return null;
}

export const NOT_IN_THE_FUTURE_MESSAGE = 'This date is not after today; enter a date in the future.';

function checkFutureDate(value: string, today: string): string | null {
  if (!isCalendarDate(value)) return NOT_A_DATE_MESSAGE;
  // As for past dates: without a valid today nothing can be said about when the date falls.
  if (parseIsoDate(today) && value <= today) return NOT_IN_THE_FUTURE_MESSAGE;
  return null;
}

const wholeNumberBetween =
  (min: number, max: number, what: string): FormatChecker =>
  (value) => {
    const inRange = /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max;
    return inRange ? null : `Enter ${what} as a whole number from ${min} to ${max}.`;
  };

/** The amount rule of the money inputs (numbers.ts), in English where a format rule is read as text. */
function checkMoney(value: string): string | null {
  const problem = amountProblem(value);
  return problem && translate('en', problem.id, problem.values);
}

function checkUscisAccountNumber(value: string): string | null {
  return /^\d{12}$/.test(withoutSpacesAndDashes(value))
    ? null
    : 'A USCIS online account number has 12 digits; you find it in your USCIS online account.';
}

function checkReceiptNumber(value: string): string | null {
  return /^[A-Za-z]{3}\d{10}$/.test(withoutSpacesAndDashes(value))
    ? null
    : 'A receipt number has 3 letters followed by 10 digits, for example IOE0912345678.';
}

function checkI94Number(value: string): string | null {
  return /^[A-Za-z0-9]{11}$/.test(withoutSpacesAndDashes(value))
    ? null
    : 'An I-94 number has 11 letters and digits; find it on your I-94 record at i94.cbp.dhs.gov.';
}

function checkDigits(value: string): string | null {
  return /^\d+$/.test(value) ? null : 'Use digits only.';
}

function checkConsentGiven(value: string): string | null {
  return value === 'yes' ? null : 'What you asked for above needs this consent: answer Yes, or change your answer to the question before.';
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
  heightFeet: wholeNumberBetween(3, 8, 'feet'),
  heightInches: wholeNumberBetween(0, 11, 'inches'),
  weightLbs: wholeNumberBetween(30, 700, 'the weight in pounds'),
  nonNegativeMoney: checkMoney,
  uscisAccountNumber: checkUscisAccountNumber,
  receiptNumber: checkReceiptNumber,
  i94Number: checkI94Number,
  digits: checkDigits,
  consentGiven: checkConsentGiven,
};

/** The message for an answer that breaks its format rule, or null. Empty answers are not checked here. */
export function checkFormat(rule: FormatRule, value: string, today: string): string | null {
  const answer = value.trim();
  if (answer === '') return null;
  if (answer.length > LONGEST_FORMATTED_ANSWER) return tooLong(answer);
  return FORMAT_CHECKERS[rule](answer, today);
}

/** Every date answer must be a whole day on the calendar in a plausible year, whatever its format rule. */
export function checkCalendarDate(value: string): Said | null {
  return datePartsProblem(value);
}

/** Money answers are whole non-negative dollars, read as the money input reads them, whatever their format rule. */
export function checkMoneyAmount(value: string): string | Said | null {
  const answer = value.trim();
  if (answer === '') return null;
  return answer.length > LONGEST_FORMATTED_ANSWER ? tooLong(answer) : amountProblem(answer);
}

/** E-mail answers are addresses, whatever their format rule. */
export function checkEmailAddress(value: string): string | null {
  const answer = value.trim();
  return answer === '' ? null : checkEmail(answer);
}
