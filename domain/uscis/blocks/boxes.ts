import { usDate } from '../format.ts';
import { rule, section, type Read, type Section } from './section.ts';

/** The boxes that take no free text: dates, combs, check boxes, yes/no pairs and choices. */

/** A date box: an ISO answer printed mm/dd/yyyy. */
export const dateBox = (field: string, value: Read<string>): Section => rule(field, (ctx) => usDate(value(ctx)));

/**
 * A comb (A-Number, SSN, receipt number) shows a number only whole: one longer than its cells (a
 * format the wizard refuses) is left out rather than cut.
 */
export const inCells = (value: string, cells: number): string => (value.length <= cells ? value : '');
export const combBox = (field: string, cells: number, value: Read<string>): Section => rule(field, (ctx) => inCells(value(ctx), cells));

/** A check box with a single on-value, checked when `when` holds. */
export const checkBox = (field: string, when: Read<boolean>): Section => rule(field, when);

/** A Yes/No pair of boxes: exactly one checked for a 'yes' or 'no' answer, neither otherwise. */
export const yesNoBoxes = (yesField: string, noField: string, answer: Read<string>): Section =>
  section(
    checkBox(yesField, (ctx) => answer(ctx) === 'yes'),
    checkBox(noField, (ctx) => answer(ctx) === 'no'),
  );

/**
 * The boxes of one choice, keyed by the value that checks each: the answer's box is checked. The
 * keys are the values the answer can take (a choice question's values), so a box keyed by a value
 * the question does not offer does not compile.
 */
export function choiceBoxes<V extends string>(boxes: { readonly [K in NoInfer<V>]?: string }, answer: Read<V | ''>): Section {
  const entries: [string, string | undefined][] = Object.entries(boxes);
  return section(...entries.flatMap(([value, field]) => (field ? [checkBox(field, (ctx) => answer(ctx) === value)] : [])));
}

/**
 * The boxes of a "select all that apply" question, keyed by the values its choices offer (so a
 * box keyed by another value does not compile): every box chosen is checked.
 */
export function multiChoiceBoxes<V extends string>(boxes: { readonly [K in NoInfer<V>]?: string }, chosen: Read<readonly V[]>): Section {
  const entries: [string, string | undefined][] = Object.entries(boxes);
  return section(...entries.flatMap(([value, field]) => (field ? [checkBox(field, (ctx) => chosen(ctx).some((one) => one === value))] : [])));
}

/** A whole number within a drop-down's range, as the drop-down lists it ('05' is '5'); '' otherwise. */
export function wholeNumberIn(value: string, min: number, max: number): string {
  if (!/^\d+$/.test(value)) return '';
  const number = Number(value);
  return number >= min && number <= max ? String(number) : '';
}

/** A number in one-digit boxes (the weight in pounds), zero-padded so its last digit sits in the last box. */
export const digitBoxes = (fields: readonly string[], number: Read<string>): Section =>
  section(
    ...fields.map((field, index) =>
      rule(field, (ctx) => {
        const digits = number(ctx);
        return digits === '' ? '' : (digits.padStart(fields.length, '0')[index] ?? '');
      }),
    ),
  );
