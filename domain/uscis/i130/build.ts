import { noBox, usDate, yesBox } from '../format.ts';
import { fitText } from '../fit.ts';
import { EMPTY_ADDRESS, zip5, type Address } from '../people/address.ts';
import type { ContinuationEntry, FieldRule, FieldValue, MappingContext } from '../types.ts';

/**
 * Builders the I-130 and I-130A mappings are written with: each yields a Section, the field rules
 * of some boxes together with the continuation entries their answers may need (an answer longer
 * than its box, rows beyond the form's rows), so a box and its continuation never disagree.
 */

/** Where a box is on the printed form, for its continuation in the Additional Information part. */
export interface Where {
  readonly page: number;
  readonly part: number;
  /** The item number as printed ('12.a'). */
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

/**
 * A text box of at most `max` characters (unlimited when undefined). A longer answer shows
 * "See Additional Info" and goes in full to the Additional Information part.
 */
export function textBox(field: string, max: number | undefined, where: Where, value: Read<string>): Section {
  if (max === undefined) return rule(field, value);
  return {
    fields: [{ field, value: (ctx) => fitText(value(ctx), max, where).box }],
    continuations: [
      (ctx) => {
        const { continuation } = fitText(value(ctx), max, where);
        return continuation ? [continuation] : [];
      },
    ],
  };
}

/** A date box: an ISO answer printed mm/dd/yyyy. */
export const dateBox = (field: string, value: Read<string>): Section => rule(field, (ctx) => usDate(value(ctx)));

/** A check box with a single on-value, checked when `when` holds. */
export const checkBox = (field: string, when: Read<boolean>): Section => rule(field, when);

/** A Yes/No pair of boxes: exactly one checked for a 'yes' or 'no' answer, neither otherwise. */
export const yesNoBoxes = (yesField: string, noField: string, answer: Read<string>): Section =>
  section(rule(yesField, (ctx) => yesBox(answer(ctx))), rule(noField, (ctx) => noBox(answer(ctx))));

/** Boxes of one choice, one box per stored value: the box of the answer is checked. */
export function choiceBoxes(boxes: Readonly<Record<string, string>>, answer: Read<string>): Section {
  return section(...Object.entries(boxes).map(([value, field]) => checkBox(field, (ctx) => answer(ctx) === value)));
}

/** A text box and its maximum length, with the item number printed beside it. */
export interface Box {
  readonly field: string;
  readonly item: string;
  readonly max?: number;
}

/** The boxes of one address block of a form; parts the block does not have are left out. */
export interface AddressBoxes {
  readonly page: number;
  readonly part: number;
  readonly street?: Box;
  readonly apt?: string;
  readonly ste?: string;
  readonly flr?: string;
  readonly unitNumber?: Box;
  readonly city?: Box;
  /** A State drop-down, filled only with a two-letter code. */
  readonly state?: string;
  /** A five-box ZIP code field. */
  readonly zip?: string;
  readonly province?: Box;
  readonly postalCode?: Box;
  readonly country?: Box;
}

export function addressBoxes(boxes: AddressBoxes, read: Read<Address | null>): Section {
  const { page, part } = boxes;
  const address = (ctx: MappingContext): Address => read(ctx) ?? EMPTY_ADDRESS;
  const text = (box: Box | undefined, value: (a: Address) => string): Section =>
    box ? textBox(box.field, box.max, { page, part, item: box.item }, (ctx) => value(address(ctx))) : section();
  const unit = (field: string | undefined, type: Address['unitType']): Section =>
    field ? checkBox(field, (ctx) => address(ctx).unitType === type) : section();
  return section(
    text(boxes.street, (a) => a.street),
    unit(boxes.apt, 'APT'),
    unit(boxes.ste, 'STE'),
    unit(boxes.flr, 'FLR'),
    text(boxes.unitNumber, (a) => a.unitNumber),
    text(boxes.city, (a) => a.city),
    boxes.state ? rule(boxes.state, (ctx) => address(ctx).state) : section(),
    boxes.zip ? rule(boxes.zip, (ctx) => zip5(address(ctx).zip)) : section(),
    text(boxes.province, (a) => a.province),
    text(boxes.postalCode, (a) => a.postalCode),
    text(boxes.country, (a) => a.country),
  );
}

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
 * The continuation entries of a mapping, with entries that continue the same item joined into
 * one, in the order of their first entry, so each item takes one slot of the Additional
 * Information part.
 */
export function continuationsOf(sections: Section): Continue {
  return (ctx) => {
    const merged: ContinuationEntry[] = [];
    for (const entry of sections.continuations.flatMap((produce) => produce(ctx))) {
      const index = merged.findIndex((e) => e.page === entry.page && e.part === entry.part && e.item === entry.item);
      const same = merged[index];
      if (same) merged[index] = { ...same, text: `${same.text}\n${entry.text}` };
      else merged.push(entry);
    }
    return merged;
  };
}

/** "from mm/dd/yyyy to mm/dd/yyyy" for continuation text; PRESENT for a period that goes on. */
export function periodWords(from: string, to: string, current: boolean): string {
  const start = usDate(from) || 'unknown date';
  const end = current ? 'PRESENT' : usDate(to) || 'unknown date';
  return `from ${start} to ${end}`;
}
