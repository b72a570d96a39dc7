import { formTemplate } from '../blocks/template.ts';
import { I765_08_21_25_BOXES } from './boxes-08-21-25.ts';

/** Form I-765, edition 08/21/25: the fields of page n sit in form1's Page n. */
export const I765 = formTemplate('08/21/25', (page, name) => `form1[0].Page${page}[0].${name}`, I765_08_21_25_BOXES);
