import { formTemplate } from '../blocks/template.ts';
import { I131_01_20_25_BOXES } from './boxes-01-20-25.ts';

/**
 * Form I-131, edition 01/20/25: the fields of pages 1 to 7 sit in form1's P1 … P7, those of the
 * later pages in the subform page-1. The template repeats names such as CB_AppType[4] on several
 * pages with other meanings, so a field is always named with its page.
 */
export const I131 = formTemplate('01/20/25', (page, name) => (page <= 7 ? `form1[0].P${page}[0].${name}` : `form1[0].#subform[${page - 1}].${name}`), I131_01_20_25_BOXES);
