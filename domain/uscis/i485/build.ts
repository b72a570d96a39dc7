import { fitText } from '../fit.ts';
import { usDate } from '../format.ts';
import { joinSameItem, rule, section, continued, type Read, type Section, type Where } from '../sections.ts';
import type { ContinuationEntry, MappingContext } from '../types.ts';

/** The builders of the I-485 mapping: the shared ones (../sections.ts) and its own. */
export { checkBox, choiceBoxes, continued, dateBox, listRows, multiChoiceBoxes, rule, section, yesNoBoxes, type Continue, type Read, type Section, type Where } from '../sections.ts';

/** The subform of the template that holds page `page`: page-1 up to page 19, then page (there is no subform 19). */
export const subformOf = (page: number): number => (page <= 19 ? page - 1 : page);

/** The full name of a field printed on `page`. */
export const onPage = (page: number, name: string): string => `form1[0].#subform[${subformOf(page)}].${name}`;

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
/**
 * The Part 14 entries of the whole form in the order of its pages; entries that continue the same
 * page, part and item are joined into one, so each item takes one Additional Information space.
 */
export function joinByItem(entries: readonly ContinuationEntry[]): ContinuationEntry[] {
  // A stable sort: items of one page keep the order the form asks them in.
  return joinSameItem(entries).sort((a, b) => a.page - b.page);
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
