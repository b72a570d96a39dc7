import type { AnswerText, ScalarKey, WizardForm } from '../../catalogue/keys.ts';
import { answer } from '../../catalogue/shown.ts';
import type { ContinuationEntry, FieldRule, FieldValue, MappingContext } from '../types.ts';

/**
 * A Section is the field rules of some boxes together with the continuation entries their answers
 * may need (an answer longer than its box, rows beyond the form's rows), so a box and its
 * continuation are computed by the same reader and never disagree.
 */

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

/** One field and the value it takes (text, a drop-down option, a check box's state). */
export const rule = (field: string, value: Read<FieldValue>): Section => ({ fields: [{ field, value }], continuations: [] });

/** Entries for the Additional Information part that no box shows (rows beyond the form's, a note the form asks for). */
export const continued = (entries: Continue): Section => ({ fields: [], continuations: [entries] });

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

/** Every entry of a section's boxes and lists, in the order of its parts. */
export const entriesOf = (parts: Section, ctx: MappingContext): ContinuationEntry[] => parts.continuations.flatMap((produce) => produce(ctx));

/**
 * Entries that continue the same page, part and item joined into one (a line each), in the order
 * of their first entry, so each item starts in a space of its own in the Additional Information part.
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

/** A reader of one answer of a wizard, as text (see domain/catalogue/shown.ts). */
export const answerOf =
  <T extends WizardForm, K extends ScalarKey<T>>(form: T, key: K): Read<AnswerText<T, K>> =>
  (ctx) =>
    answer(ctx, form, key);
