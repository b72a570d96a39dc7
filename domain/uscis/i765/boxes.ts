import { fitText } from '../fit.ts';
import type { ContinuationEntry, FieldRule, MappingContext } from '../types.ts';

/**
 * Boxes of limited room, shared by the I-765 and I-131 mappings: what fits goes in the box, a
 * longer answer is replaced there by a pointer and continued in the Additional Information part.
 */

/** Where an item is printed, as a continuation names it. */
export interface ItemPlace {
  readonly page: number;
  readonly part: number;
  /** As printed, e.g. '5.b'. */
  readonly item: string;
}

export interface BoxedText {
  readonly field: string;
  /** The characters the box shows: its maxLength, or roomOf(its rectangle). */
  readonly room: number;
  readonly place: ItemPlace;
  readonly text: (ctx: MappingContext) => string;
}

export const boxedRule = (box: BoxedText): FieldRule => ({
  field: box.field,
  value: (ctx) => fitText(box.text(ctx), box.room, box.place).box,
});

export function boxedContinuations(boxes: readonly BoxedText[], ctx: MappingContext): ContinuationEntry[] {
  return boxes.flatMap((box) => {
    const { continuation } = fitText(box.text(ctx), box.room, box.place);
    return continuation ? [continuation] : [];
  });
}

/**
 * The characters a box without a maxLength shows, from its rectangle in points. The forms print
 * in Courier 10 pt (6 pt a character); a multi-line box gets a line per 14 pt of height, and word
 * wrapping is allowed a sixth of the room.
 */
export function roomOf(width: number, height: number): number {
  const perLine = Math.floor((width - 4) / 6);
  const lines = Math.max(1, Math.floor(height / 14));
  return lines === 1 ? perLine : Math.floor((perLine * lines * 5) / 6);
}

/**
 * A comb shows a number only whole: one longer than its boxes (a format the wizard refuses) is
 * left out rather than cut.
 */
export const comb = (value: string, boxes: number): string => (value.length <= boxes ? value : '');

/**
 * Continuation text longer than the smallest Additional Information box, cut into entries for
 * the same item, so each fits whichever box it lands in; entries beyond the boxes go to
 * continuation sheets. A list is cut between its entries ('; ', then ', '), other text between words.
 */
export function splitForSlots(entries: readonly ContinuationEntry[], room: number): ContinuationEntry[] {
  return entries.flatMap((entry) => piecesOf(entry.text, room).map((text) => ({ ...entry, text })));
}

const BREAKS = ['; ', ', ', ' '] as const;

function piecesOf(text: string, room: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > room) {
    // The piece keeps the break's punctuation; a break in the first half of the room is not worth it.
    const ends = BREAKS.map((mark) => rest.lastIndexOf(mark, room - mark.length + 1) + mark.trimEnd().length);
    const cut = ends.find((end) => end > room / 2) ?? room;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}
