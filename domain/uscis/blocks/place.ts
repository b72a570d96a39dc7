import type { ContinuationEntry } from '../types.ts';

/** Where a box is printed, as an Additional Information entry names it: the page, part and item ('12.a'). */
export interface Place {
  readonly page: number;
  readonly part: number;
  /** The item number as printed ('4.a', '12', '2-9'). */
  readonly item: string;
}

/** An Additional Information entry for `place`. */
export const entryAt = (place: Place, text: string): ContinuationEntry => ({ page: place.page, part: place.part, item: place.item, text });
