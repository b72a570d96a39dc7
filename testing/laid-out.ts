import type { ContinuationEntry, FilledForm, FormMapping } from '../domain/uscis/types.ts';

/** The Additional Information pieces of a filled form, in order: each slot's, then the overflow. */
export function laidOut(mapping: FormMapping, filled: FilledForm): ContinuationEntry[] {
  const placed = mapping.additionalInfo.slots.flatMap((slot): ContinuationEntry[] => {
    const text = filled.values[slot.textField];
    if (typeof text !== 'string') return [];
    return [{ page: Number(filled.values[slot.pageField]), part: Number(filled.values[slot.partField]), item: String(filled.values[slot.itemField]), text }];
  });
  return [...placed, ...filled.overflow];
}

/** Pieces of one entry cut over several spaces, joined again (words compared with single spaces). */
export function rejoined(pieces: readonly ContinuationEntry[]): ContinuationEntry[] {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  const joined: ContinuationEntry[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last && last.page === piece.page && last.part === piece.part && last.item === piece.item) joined[joined.length - 1] = { ...last, text: words(`${last.text} ${piece.text}`) };
    else joined.push({ ...piece, text: words(piece.text) });
  }
  return joined;
}
