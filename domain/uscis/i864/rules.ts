import { fitText } from '../fit.ts';
import type { ContinuationEntry, FieldRule, FieldValue, MappingContext } from '../types.ts';

/** The full name of an I-864 field: every fillable field sits in one numbered subform of `form1[0]`. */
export const fieldName = (subform: number, name: string): string => `form1[0].#subform[${subform}].${name}`;

/** Where an answer sits on the printed form, as a Part 11 entry names it. */
export interface FormPlace {
  readonly page: number;
  readonly part: number;
  readonly item: string;
}

/** A rule whose answer may be too long for its box, and the Part 11 entry that then carries it. */
export interface FittedRule extends FieldRule {
  readonly continuation: (ctx: MappingContext) => ContinuationEntry | null;
}

/** The rules of one part of the form, and the Additional Information entries its answers need. */
export interface MappedPart {
  readonly fields: readonly FieldRule[];
  readonly continuations: (ctx: MappingContext) => readonly ContinuationEntry[];
}

type Reader<T> = (ctx: MappingContext) => T;

export const rule = (field: string, value: Reader<FieldValue>): FieldRule => ({ field, value });

/**
 * A text box of `maxLength` characters: the answer when it fits, else a pointer to Part 11, where
 * the entry names what the box asks (`label`) so the officer can tell which box of the item it is.
 */
export function fitted(field: string, maxLength: number, place: FormPlace, label: string, read: Reader<string>): FittedRule {
  const fit = (ctx: MappingContext) => fitText(read(ctx), maxLength, place);
  return {
    field,
    value: (ctx) => fit(ctx).box,
    continuation: (ctx) => {
      const { continuation } = fit(ctx);
      return continuation ? { ...continuation, text: `${label}: ${continuation.text}` } : null;
    },
  };
}

const isFitted = (piece: FieldRule | FittedRule): piece is FittedRule => 'continuation' in piece;

/**
 * A part from its rules in form order; the entries of long answers come in that order, then
 * `more` (rows beyond the form's rows).
 */
export function mappedPart(pieces: readonly (FieldRule | FittedRule)[], more?: Reader<readonly ContinuationEntry[]>): MappedPart {
  const fitting = pieces.filter(isFitted);
  return {
    fields: pieces.map(({ field, value }) => ({ field, value })),
    continuations: (ctx) => [
      ...fitting.flatMap((piece) => {
        const entry = piece.continuation(ctx);
        return entry ? [entry] : [];
      }),
      ...(more ? more(ctx) : []),
    ],
  };
}

/**
 * An amount in the form's dollar boxes: whole dollars as digits, no "$" (printed beside the box)
 * and no grouping commas, which the form's own number boxes refuse ("Enter only numbers and
 * period"); '' when unknown.
 */
export const dollars = (amount: number | null): string => (amount === null ? '' : String(amount));

/** A count in the household-size boxes ("0" is written: the form asks for it); '' when unknown. */
export const count = (value: number | null): string => (value === null ? '' : String(value));

/** The sum of amounts, or null when one of them is unknown. */
export function sum(amounts: readonly (number | null)[]): number | null {
  let total = 0;
  for (const amount of amounts) {
    if (amount === null) return null;
    total += amount;
  }
  return total;
}
