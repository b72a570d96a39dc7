import type { ContinuationEntry, FieldRule, MappingContext } from '../types.ts';
import { fitsBox } from './measure.ts';
import { entryAt, type Place } from './place.ts';
import type { Read, Section } from './section.ts';
import type { BoxSize, TextBox } from './template.ts';
import { SEE_ADDITIONAL_INFO } from './words.ts';

/** The pointer a box shows when its answer continues: as much of "See Additional Info" as the box holds. */
export function pointerFor(box: BoxSize): string {
  for (let end = SEE_ADDITIONAL_INFO.length; end > 0; end--) {
    const pointer = SEE_ADDITIONAL_INFO.slice(0, end).trimEnd();
    if (fitsBox(box, pointer)) return pointer;
  }
  return '';
}

/** What a box shows for an answer, and the entry that continues an answer it cannot show whole. */
export function fitAnswer(box: TextBox, place: Place, value: string, label?: string): { readonly shown: string; readonly entry: ContinuationEntry | null } {
  if (value === '' || fitsBox(box.size, value)) return { shown: value, entry: null };
  return { shown: pointerFor(box.size), entry: entryAt(box.cite(place), label ? `${label}: ${value}` : value) };
}

/**
 * A text box: the answer when every character of it shows in the box at the size printed;
 * otherwise the box points to the Additional Information part, where the whole answer continues
 * under `place`, after `label` when the item has several boxes ("Prior Address, City or Town").
 */
export function textBox(box: TextBox, place: Place, read: Read<string>, label?: string): Section {
  const fit = (ctx: MappingContext) => fitAnswer(box, place, read(ctx), label);
  return {
    fields: [{ field: box.field, value: (ctx) => fit(ctx).shown }],
    continuations: [
      (ctx) => {
        const { entry } = fit(ctx);
        return entry ? [entry] : [];
      },
    ],
  };
}

/**
 * A box that repeats an answer the form asks elsewhere (the name at the top of the Additional
 * Information page): the answer when it fits, else the pointer, since the answer continues under
 * the item that asks it.
 */
export const repeatedBox = (box: TextBox, read: Read<string>): FieldRule => ({
  field: box.field,
  value: (ctx) => {
    const value = read(ctx);
    return value === '' || fitsBox(box.size, value) ? value : pointerFor(box.size);
  },
});
