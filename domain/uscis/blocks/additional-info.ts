import type { AdditionalInfoSlot } from '../types.ts';
import type { FormTemplate } from './template.ts';

/** One space of a form's Additional Information part: its page, part, item and text boxes on `page`. */
export function additionalInfoSlot(
  template: FormTemplate,
  page: number,
  names: { readonly page: string; readonly part: string; readonly item: string; readonly text: string },
): AdditionalInfoSlot {
  const text = template.box(page, names.text);
  return {
    pageField: template.at(page, names.page),
    partField: template.at(page, names.part),
    itemField: template.at(page, names.item),
    textField: text.field,
    textSize: text.size,
  };
}
