import { text, type AnswerValue } from '../answers.ts';

/**
 * A "select all that apply" answer (kind 'multiChoice') is stored as one string: the values chosen,
 * in the order of the catalogue's choices, joined by commas. An answer of one value, as a single
 * choice stores it, is the same answer with one value chosen.
 */
export const MULTI_CHOICE_SEPARATOR = ',';

/** The values chosen, as stored; [] when none. */
export function chosenValues(value: AnswerValue | undefined): string[] {
  return text(value)
    .split(MULTI_CHOICE_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The stored answer for these values, in the order of `order` (the catalogue's choices). */
export function storedChoices(values: readonly string[], order: readonly string[]): string {
  return order.filter((value) => values.includes(value)).join(MULTI_CHOICE_SEPARATOR);
}
