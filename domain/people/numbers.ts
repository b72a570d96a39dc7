import { text, type AnswerValue } from '../answers.ts';

/**
 * An A-Number for the forms' nine-box comb: digits only, without the A, and with zeros before a
 * seven- or eight-digit number (A12345678 is A012345678), so it never starts in the wrong box.
 */
export function aNumberDigits(value: AnswerValue | undefined): string {
  const digits = text(value).replace(/\D/g, '');
  return digits.length >= 7 && digits.length < 9 ? digits.padStart(9, '0') : digits;
}

/** A U.S. phone number as its ten digits, without the country code 1 (the forms' phone boxes). */
export function phoneDigits(value: AnswerValue | undefined): string {
  const digits = text(value).replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** An I-94 record number: its 11 letters and digits, upper case, without spaces or dashes. */
export function i94Characters(value: AnswerValue | undefined): string {
  return text(value).replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}
