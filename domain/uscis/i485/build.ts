import { fitText } from '../fit.ts';
import { noBox, usDate, yesBox } from '../format.ts';
import type { ContinuationEntry, FieldRule, FieldValue, MappingContext } from '../types.ts';

/**
 * How the I-485 mapping is written: each piece is a Section, the rules of some boxes together with
 * the Part 14 entries their answers may need (an answer longer than its box, rows beyond the
 * form's rows), so a box and its continuation are computed by the same reader and never disagree.
 */

/** Where a box is printed, as a Part 14 entry names it. */
export interface Where {
  readonly page: number;
  readonly part: number;
  /** The item number as printed ('18', '35.a'). */
  readonly item: string;
}

export type Read<T> = (ctx: MappingContext) => T;
export type Continue = Read<readonly ContinuationEntry[]>;

export interface Section {
  readonly fields: readonly FieldRule[];
  readonly continuations: readonly Continue[];
}

/** The subform of the template that holds page `page`: page-1 up to page 19, then page (there is no subform 19). */
export const subformOf = (page: number): number => (page <= 19 ? page - 1 : page);

/** The full name of a field printed on `page`. */
export const onPage = (page: number, name: string): string => `form1[0].#subform[${subformOf(page)}].${name}`;

export const section = (...parts: readonly Section[]): Section => ({
  fields: parts.flatMap((part) => part.fields),
  continuations: parts.flatMap((part) => part.continuations),
});

export const rule = (field: string, value: Read<FieldValue>): Section => ({ fields: [{ field, value }], continuations: [] });

export const continued = (entries: Continue): Section => ({ fields: [], continuations: [entries] });

/**
 * A text box that holds `max` characters: the answer when it fits; otherwise "See Additional Info"
 * and the whole answer, named by `label`, in Part 14.
 */
export function fitted(field: string, max: number, where: Where, label: string, value: Read<string>): Section {
  const fit = (ctx: MappingContext) => fitText(value(ctx), max, where);
  return {
    fields: [{ field, value: (ctx) => fit(ctx).box }],
    continuations: [
      (ctx) => {
        const { continuation } = fit(ctx);
        return continuation ? [{ ...continuation, text: `${label}: ${continuation.text}` }] : [];
      },
    ],
  };
}

/**
 * Free-text boxes without a maxLength still print on one line of fixed width: about one character
 * per 5.5 points at the forms' 10-point font. A longer answer would run out of the box unseen.
 */
export const charactersFitting = (widthPoints: number): number => Math.floor(widthPoints / 5.5);

/** A date box: an ISO answer printed mm/dd/yyyy. */
export const dateBox = (field: string, value: Read<string>): Section => rule(field, (ctx) => usDate(value(ctx)));

/** A check box with a single on-value, checked when `when` holds. */
export const checkBox = (field: string, when: Read<boolean>): Section => rule(field, when);

/** A Yes/No pair: exactly one box for a 'yes' or 'no' answer, neither while unanswered. */
export const yesNoBoxes = (yesField: string, noField: string, answer: Read<string>): Section =>
  section(rule(yesField, (ctx) => yesBox(answer(ctx))), rule(noField, (ctx) => noBox(answer(ctx))));

/** The boxes of one choice, keyed by the answer that checks each: the answer's box is checked. */
export const choiceBoxes = (boxes: Readonly<Record<string, string>>, answer: Read<string>): Section =>
  section(...Object.entries(boxes).map(([value, field]) => checkBox(field, (ctx) => answer(ctx) === value)));

/**
 * A list printed in the form's rows: row i fills slot i, and the rows beyond the slots continue in
 * Part 14, one entry each (entries of one item are joined later by `joinByItem`).
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
 * The Part 14 entries of the whole form in the order of its pages; entries that continue the same
 * page, part and item are joined into one, so each item takes one Additional Information space.
 */
export function joinByItem(entries: readonly ContinuationEntry[]): ContinuationEntry[] {
  const joined: ContinuationEntry[] = [];
  for (const entry of entries) {
    const index = joined.findIndex((e) => e.page === entry.page && e.part === entry.part && e.item === entry.item);
    const same = joined[index];
    if (same) joined[index] = { ...same, text: `${same.text}\n${entry.text}` };
    else joined.push(entry);
  }
  // A stable sort: items of one page keep the order the form asks them in.
  return joined.sort((a, b) => a.page - b.page);
}

/** "mm/dd/yyyy to mm/dd/yyyy", PRESENT for what goes on, for continuation text. */
export function periodWords(from: string, to: string, current: boolean): string {
  const start = usDate(from) || 'date not given';
  const end = current ? PRESENT : usDate(to) || 'date not given';
  return `${start} to ${end}`;
}

/** What a "To" date box says of a period, a membership or a benefit that goes on today. */
export const PRESENT = 'PRESENT';

/** The To box of a period: PRESENT while it goes on, else its end date. */
export const toDate = (to: string, current: boolean): string => (current ? PRESENT : usDate(to));

/** Parts of a line of continuation text, the empty ones left out. */
export const joinParts = (parts: readonly string[], separator = '; '): string =>
  parts.filter((part) => part.trim() !== '').join(separator);
