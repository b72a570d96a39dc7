/**
 * A form's template as the mappings know it: how its fields are named page by page, and the size
 * of each text box (a table written from the template by `greencard forms boxes`, api/pdf/print-metrics.ts), so
 * that a text box measures what fits it.
 */

/** How a text box lays its text out: one line (shrunk to fit down to the smallest print), wrapped lines, or a character per cell. */
export type BoxLayout = 'line' | 'lines' | 'comb';

/** Per full field name: width and height in points, print size (0: fit), layout, maxLength (0: none). */
export type BoxTable = Readonly<Record<string, readonly [width: number, height: number, size: number, layout: BoxLayout, maxLength: number]>>;

export interface BoxSize {
  readonly width: number;
  readonly height: number;
  /** The print size the template asks for, in points; 0 means "fit the box". */
  readonly size: number;
  readonly layout: BoxLayout;
  readonly maxLength: number | undefined;
}

/** A text field of a template, with its size. */
export interface TextBox {
  readonly field: string;
  readonly size: BoxSize;
}

export interface FormTemplate {
  /** The full name of a field printed on `page` ('Pt1Line18_State[0]' on page 3). */
  at(page: number, name: string): string;
  /** A text field printed on `page`, with its size; a name the template's text boxes lack is a mapping error, found on load. */
  box(page: number, name: string): TextBox;
}

export function formTemplate(fieldName: (page: number, name: string) => string, boxes: BoxTable): FormTemplate {
  const boxOf = (field: string): TextBox => {
    const row = boxes[field];
    if (!row) throw new Error(`${field} is not a text box of the template`);
    const [width, height, size, layout, maxLength] = row;
    return { field, size: { width, height, size, layout, maxLength: maxLength > 0 ? maxLength : undefined } };
  };
  return { at: fieldName, box: (page, name) => boxOf(fieldName(page, name)) };
}
