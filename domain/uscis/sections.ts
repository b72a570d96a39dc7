import { noBox, usDate, yesBox } from './format.ts';
import type { ContinuationEntry, FieldRule, FieldValue, MappingContext } from './types.ts';

/**
 * The builders mappings are written with: each yields a Section, the field rules of some boxes
 * together with the continuation entries their answers may need (an answer longer than its box,
 * rows beyond the form's rows), so a box and its continuation are computed by the same reader and
 * never disagree.
 */

/** Where a box is printed, as a continuation entry names it. */
export interface Where {
  readonly page: number;
  readonly part: number;
  /** The item number as printed ('12.a', '35.a'). */
  readonly item: string;
}

/** What a box shows, read from the couple's answers. */
export type Read<T> = (ctx: MappingContext) => T;
export type Continue = Read<readonly ContinuationEntry[]>;

export interface Section {
  readonly fields: readonly FieldRule[];
  readonly continuations: readonly Continue[];
}

export const section = (...parts: readonly Section[]): Section => ({
  fields: parts.flatMap((part) => part.fields),
  continuations: parts.flatMap((part) => part.continuations),
});

export const rule = (field: string, value: Read<FieldValue>): Section => ({ fields: [{ field, value }], continuations: [] });

export const continued = (entries: Continue): Section => ({ fields: [], continuations: [entries] });

export const dateBox = (field: string, value: Read<string>): Section => rule(field, (ctx) => usDate(value(ctx)));

/** A check box with a single on-value, checked when `when` holds. */
export const checkBox = (field: string, when: Read<boolean>): Section => rule(field, when);

/** A Yes/No pair of boxes: exactly one checked for a 'yes' or 'no' answer, neither otherwise. */
export const yesNoBoxes = (yesField: string, noField: string, answer: Read<string>): Section =>
  section(rule(yesField, (ctx) => yesBox(answer(ctx))), rule(noField, (ctx) => noBox(answer(ctx))));

/** The boxes of one choice, keyed by the stored value that checks each: the answer's box is checked. */
export const choiceBoxes = (boxes: Readonly<Record<string, string>>, answer: Read<string>): Section =>
  section(...Object.entries(boxes).map(([value, field]) => checkBox(field, (ctx) => answer(ctx) === value)));

/** The boxes of a "select all that apply" question, keyed by the stored value that checks each: every box chosen is checked. */
export const multiChoiceBoxes = (boxes: Readonly<Record<string, string>>, chosen: Read<readonly string[]>): Section =>
  section(...Object.entries(boxes).map(([value, field]) => checkBox(field, (ctx) => chosen(ctx).includes(value))));

/**
 * A list printed in the form's rows: row i of the list fills slot i; the rows beyond the form's
 * slots continue in the Additional Information part, one entry each.
 */
export function listRows<T>(
  rows: Read<readonly T[]>,
  slots: readonly ((row: Read<T | undefined>) => Section)[],
  beyond: (row: T, index: number) => ContinuationEntry,
): Section {
  return section(
    ...slots.map((slot, index) => slot((ctx) => rows(ctx)[index])),
    continued((ctx) => rows(ctx).slice(slots.length).map((row, index) => beyond(row, slots.length + index))),
  );
}

/**
 * Entries that continue the same page, part and item joined into one (a line each), in the order
 * of their first entry, so each item takes one space of the Additional Information part.
 */
export function joinSameItem(entries: readonly ContinuationEntry[]): ContinuationEntry[] {
  const joined: ContinuationEntry[] = [];
  for (const entry of entries) {
    const index = joined.findIndex((e) => e.page === entry.page && e.part === entry.part && e.item === entry.item);
    const same = joined[index];
    if (same) joined[index] = { ...same, text: `${same.text}\n${entry.text}` };
    else joined.push(entry);
  }
  return joined;
}
