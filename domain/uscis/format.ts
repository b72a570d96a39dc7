import { text, type AnswerValue } from '../answers.ts';
import { toUscisDate } from '../rules/dates.ts';

/** Dates as the forms print them: mm/dd/yyyy; '' when absent or not a date. */
export const usDate = (value: AnswerValue | undefined): string => toUscisDate(value);

/** Comb fields (A-number, SSN, receipt numbers, USCIS account number): digits only. */
export const digitsOnly = (value: AnswerValue | undefined): string => text(value).replace(/\D/g, '');

/** A receipt number: its 3 letters and 10 digits, upper case, without punctuation. */
export const receipt = (value: AnswerValue | undefined): string => text(value).replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** Yes/No box pairs: exactly one box, or neither when unanswered. */
export function yesBox(value: AnswerValue | undefined): boolean {
  return text(value).toLowerCase() === 'yes';
}
export function noBox(value: AnswerValue | undefined): boolean {
  return text(value).toLowerCase() === 'no';
}

/** Upper-case free text is not required by USCIS; answers are printed as typed, trimmed. */
export const plain = (value: AnswerValue | undefined): string => text(value);
