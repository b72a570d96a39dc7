import { joinSameItem } from '../blocks/index.ts';
import type { ContinuationEntry } from '../types.ts';

/**
 * The Part 14 entries of the whole form in the order of its pages; entries that continue the same
 * page, part and item are joined into one, so each item starts in an Additional Information space.
 */
export function joinByItem(entries: readonly ContinuationEntry[]): ContinuationEntry[] {
  // A stable sort: items of one page keep the order the form asks them in.
  return joinSameItem(entries).sort((a, b) => a.page - b.page);
}
