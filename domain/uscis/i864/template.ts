import { formTemplate } from '../blocks/template.ts';
import { I864_10_17_24_BOXES } from './boxes-10-17-24.ts';

/** Form I-864, edition 10/17/24: every field of page n sits in the subform n-1 of form1. */
export const I864 = formTemplate('10/17/24', (page, name) => `form1[0].#subform[${page - 1}].${name}`, I864_10_17_24_BOXES);
