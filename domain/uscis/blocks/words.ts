import { usDate } from '../format.ts';

/** What a box shows when its answer continues in the Additional Information part. */
export const SEE_ADDITIONAL_INFO = 'See Additional Info';

/** What a "To" box says of a period, a membership or a benefit that goes on today. */
export const PRESENT = 'PRESENT';

/** The To box of a period: PRESENT while it goes on, else its end date. */
export const toDate = (to: string, current: boolean): string => (current ? PRESENT : usDate(to));

/** A period in continuation text: "from 01/15/2019 to 06/30/2020", PRESENT for what goes on. */
export function periodWords(from: string, to: string, current: boolean): string {
  const start = usDate(from) || 'date not given';
  const end = current ? PRESENT : usDate(to) || 'date not given';
  return `from ${start} to ${end}`;
}

/** Parts of a line of continuation text, the empty ones left out. */
export const joinParts = (parts: readonly string[], separator = '; '): string => parts.filter((part) => part.trim() !== '').join(separator);
