import { formTemplate } from '../blocks/template.ts';
import { I485_01_20_25_BOXES } from './boxes-01-20-25.ts';

/** The subform of the template that holds page `page`: page-1 up to page 19, then page (there is no subform 19). */
export const subformOf = (page: number): number => (page <= 19 ? page - 1 : page);

/** Form I-485, edition 01/20/25: its fields' names page by page and its box table. */
export const I485 = formTemplate('01/20/25', (page, name) => `form1[0].#subform[${subformOf(page)}].${name}`, I485_01_20_25_BOXES);
