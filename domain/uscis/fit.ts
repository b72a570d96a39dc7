import type { ContinuationEntry } from './types.ts';

/** What a box shows when its answer continues in the Additional Information part. */
export const SEE_ADDITIONAL_INFO = 'See Additional Info';

/**
 * A text answer in a box of `maxLength` characters: the answer itself when it fits, otherwise a
 * pointer to the Additional Information part (cut to the box), and the full answer as an entry there.
 */
export function fitText(
  value: string,
  maxLength: number,
  where: { page: number; part: number; item: string },
): { box: string; continuation: ContinuationEntry | null } {
  if (value.length <= maxLength) return { box: value, continuation: null };
  return { box: SEE_ADDITIONAL_INFO.slice(0, maxLength), continuation: { ...where, text: value } };
}
