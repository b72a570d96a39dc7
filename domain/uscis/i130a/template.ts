import { formTemplate } from '../blocks/template.ts';
import { I130A_04_01_24_BOXES } from './boxes-04-01-24.ts';

/** Form I-130A, edition 04/01/24: every field of page n sits in the subform n-1 of form1. */
export const I130A = formTemplate('04/01/24', (page, name) => `form1[0].#subform[${page - 1}].${name}`, I130A_04_01_24_BOXES);
