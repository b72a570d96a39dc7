import type { Place } from './place.ts';

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
  /** Where an answer continued from this box is cited in the Additional Information part, given where the rules place it. */
  readonly cite: (place: Place) => Place;
}

/**
 * One edition of a form as its mapping's rules read it. The rules are written once, against the
 * names and places of the edition they were first written for; a template answers with the
 * edition's own field names, box sizes and citations (a carried template, carry-forward.ts, with
 * another edition's).
 */
export interface FormTemplate {
  /** The edition, as printed in the footer ('01/20/25'). */
  readonly edition: string;
  /** The full name of a field printed on `page` ('Pt1Line18_State[0]' on page 3). */
  at(page: number, name: string): string;
  /** A text field printed on `page`, with its size; a name the template's text boxes lack is a mapping error, found on load. */
  box(page: number, name: string): TextBox;
  /** Where this edition prints what the rules place at `place`, for an entry no box cites (rows beyond the form's, explanations). */
  cite(place: Place): Place;
  /** The size of the text box of full name `field`, or undefined when the template has no such text box. */
  sizeOf(field: string): BoxSize | undefined;
}

/** A row of a box table as a size. */
export function boxSize([width, height, size, layout, maxLength]: BoxTable[string]): BoxSize {
  return { width, height, size, layout, maxLength: maxLength > 0 ? maxLength : undefined };
}

const asWritten = (place: Place): Place => place;

/**
 * A template from an edition's data: how it names its fields, its box table and, for an edition
 * that numbers its items otherwise than the one the rules were written against, where it prints
 * what the rules place (its citations, read from the edition's text; given the box's own field
 * where an edition numbers separately what the rules place under one item).
 */
export function formTemplate(
  edition: string,
  fieldName: (page: number, name: string) => string,
  boxes: BoxTable,
  renumber: (place: Place, field?: string) => Place = asWritten,
): FormTemplate {
  const boxOf = (field: string): TextBox => {
    const row = boxes[field];
    if (!row) throw new Error(`${field} is not a text box of the template`);
    return { field, size: boxSize(row), cite: (place) => renumber(place, field) };
  };
  return {
    edition,
    at: fieldName,
    box: (page, name) => boxOf(fieldName(page, name)),
    cite: renumber,
    sizeOf: (field) => {
      const row = boxes[field];
      return row ? boxSize(row) : undefined;
    },
  };
}
