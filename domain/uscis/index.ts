import { i130Mapping } from './i130.ts';
import { i130aMapping } from './i130a.ts';
import { i485Mapping } from './i485.ts';
import { i864Mapping } from './i864.ts';
import { i765Mapping } from './i765.ts';
import { i131Mapping } from './i131.ts';
import type { FormMapping } from './types.ts';

export * from './types.ts';
export { FORM_SIGNER } from './signer.ts';
export { fillForm } from './fill.ts';

/** Every form of the package, in filing order. */
export const MAPPINGS: readonly FormMapping[] = [i130Mapping, i130aMapping, i485Mapping, i864Mapping, i765Mapping, i131Mapping];
