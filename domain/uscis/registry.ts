import { byNewestEdition } from './editions.ts';
import { I130_04_01_24, i130Mapping } from './i130.ts';
import { I130A_04_01_24, i130aMapping } from './i130a.ts';
import { I131_01_20_25, i131Mapping } from './i131.ts';
import { I485_01_20_25, I485_02_21_23, i485Mapping } from './i485.ts';
import { I765_08_21_25, I765_10_31_22, i765Mapping } from './i765.ts';
import { I864_10_17_24, I864_12_08_21, i864Mapping } from './i864.ts';
import type { FormMapping, KnownForm } from './types.ts';

/**
 * Every mapping the product has, one per form and edition: a new edition's mapping sits beside
 * the one it follows (couples who paid before the switch keep theirs), sharing what did not change.
 */
export const MAPPINGS: readonly FormMapping[] = [
  i130Mapping(I130_04_01_24),
  i130aMapping(I130A_04_01_24),
  i485Mapping(I485_01_20_25),
  i485Mapping(I485_02_21_23),
  i864Mapping(I864_10_17_24),
  i864Mapping(I864_12_08_21),
  i765Mapping(I765_08_21_25),
  i765Mapping(I765_10_31_22),
  i131Mapping(I131_01_20_25),
];

/** The mappings of one form, newest edition first. */
export function mappingsOf(form: KnownForm, mappings: readonly FormMapping[] = MAPPINGS): FormMapping[] {
  return mappings.filter((mapping) => mapping.form === form).sort(byNewestEdition);
}

export function mappingFor(form: KnownForm, edition: string, mappings: readonly FormMapping[] = MAPPINGS): FormMapping | undefined {
  return mappings.find((mapping) => mapping.form === form && mapping.edition === edition);
}

/** The newest mapped edition of each form, in the order of MAPPINGS (the filing order). */
export function newestMappings(mappings: readonly FormMapping[] = MAPPINGS): FormMapping[] {
  return mappings.filter((mapping) => mappingsOf(mapping.form, mappings)[0] === mapping);
}
