import { usDate } from '../format.ts';
import { DECEASED, UNKNOWN, type ParentInfo } from '../../people/family.ts';
import type { PersonName } from '../../people/names.ts';
import type { MappingContext } from '../types.ts';
import type { Place } from './place.ts';
import { section, type Section } from './section.ts';
import type { FormTemplate } from './template.ts';
import { textBox } from './text-box.ts';

/** A person's name boxes and a parent's facts, as Forms I-130 and I-130A print them. */

/**
 * The family, given and middle name boxes of one person on `page` of `template`, items
 * `${number}.a` to `${number}.c` of `part`, each continued there when it does not fit.
 */
export function nameBoxes(
  template: FormTemplate,
  page: number,
  [last, first, middle]: readonly [string, string, string],
  { part, number }: { readonly part: number; readonly number: string },
  name: (ctx: MappingContext) => PersonName | null | undefined,
): Section {
  const at = (letter: string): Place => ({ page, part, item: `${number}.${letter}` });
  return section(
    textBox(template.box(page, last), at('a'), (ctx) => name(ctx)?.last ?? ''),
    textBox(template.box(page, first), at('b'), (ctx) => name(ctx)?.first ?? ''),
    textBox(template.box(page, middle), at('c'), (ctx) => name(ctx)?.middle ?? ''),
  );
}

/** A parent's date of birth, or "Unknown" for a parent the person described without one. */
export const parentBirthDate = (parent: ParentInfo | null): string => (parent ? usDate(parent.birthDate) || UNKNOWN : '');

/** Where a parent lives, or "Deceased" for a parent who has died. */
export function parentResidence(parent: ParentInfo | null, part: 'city' | 'country'): string {
  if (!parent) return '';
  if (parent.alive === 'no') return DECEASED;
  return part === 'city' ? parent.residenceCity : parent.residenceCountry;
}
