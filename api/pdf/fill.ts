import { PDFCheckBox, PDFDocument, PDFDropdown, PDFName, PDFTextField, ParseSpeeds, type PDFField, type PDFFont } from 'pdf-lib';
import { holdsALine } from '../../domain/uscis/blocks/measure.ts';
import type { FilledForm, UscisForm } from '../../domain/uscis/index.ts';
import { dropUnreachableObjects, keepOnlyPages } from './compact.ts';
import { acroForm, fieldTooltip } from './field-inventory.ts';
import { flattenForm } from './flatten.ts';
import { defaultFontSize, drawShapedFieldAppearance, SMALLEST_FONT_SIZE, TooLongError } from './field-appearance.ts';
import { embedNotoSans, printableCodePoints, printsAsTyped } from './fonts.ts';
import { printedFormName } from './templates.ts';
import { MissingGlyphsError } from './typeset.ts';

/** A FilledForm that does not fit its template: a mapping error, never the couple's. */
export class FillError extends Error {
  override name = 'FillError';
}

/**
 * Why an answer was left blank for the signer to write by hand: no font we ship has its letters,
 * it does not fit its box in legible print, or printing it failed (a fault of ours, logged).
 */
export type UnprintedReason = 'no-font' | 'too-long' | 'error';

/** A text answer that could not be printed: its box is left blank, and the cover asks for it by hand. */
export interface HandwrittenAnswer {
  readonly field: string;
  /** The template's description of the field. */
  readonly tooltip: string;
  readonly text: string;
  readonly reason: UnprintedReason;
  /** The type of the error when the reason is 'error' (never its message, which may quote the answer). */
  readonly error?: string;
}

function unprintedReason(error: unknown): UnprintedReason {
  if (error instanceof MissingGlyphsError) return 'no-font';
  if (error instanceof TooLongError) return 'too-long';
  return 'error';
}

/**
 * Prints an answer in a script other than Latin, Greek or Cyrillic (or with a character Noto Sans
 * lacks) with the fonts of its scripts. Whatever goes wrong stays with this answer: its box is
 * left blank and the answer is reported, so the rest of the package is still made.
 */
async function fillShaped(doc: PDFDocument, field: PDFTextField, value: string, form: UscisForm): Promise<HandwrittenAnswer | null> {
  try {
    // The form's own limit of characters holds in every script.
    const maxLength = field.getMaxLength();
    if (maxLength !== undefined && [...value].length > maxLength) throw new TooLongError(`longer than the ${maxLength} characters of the box`);
    setText(field, value, form);
    await drawShapedFieldAppearance(doc, field, value);
    return null;
  } catch (error) {
    field.setText(undefined);
    for (const widget of field.acroField.getWidgets()) widget.dict.delete(PDFName.of('AP'));
    const reason = unprintedReason(error);
    return { field: field.getName(), tooltip: fieldTooltip(field), text: value, reason, ...(reason === 'error' ? { error: error instanceof Error ? error.name : typeof error } : {}) };
  }
}

export interface FilledPdf {
  readonly form: UscisForm;
  /** The filled document with its fields still live (for read-back tests), appearances generated. */
  readonly doc: PDFDocument;
  readonly handwritten: readonly HandwrittenAnswer[];
  /** Burns every field into its page and keeps only the pages: the document is then print-only. */
  flatten(): void;
}

/** Every field of the document by full name, built once: pdf-lib's getField scans all fields per call. */
export function fieldsByName(doc: PDFDocument): Map<string, PDFField> {
  return new Map(acroForm(doc).getFields().map((field) => [field.getName(), field]));
}

/**
 * Checks exactly one box: the one whose export value is `value` (true: the field's only export
 * value). /V names the value and every widget's /AS shows it or Off, so boxes that share a name
 * never show two ticks.
 */
export function selectCheckBox(field: PDFCheckBox, value: string | true, form: UscisForm): void {
  const widgets = field.acroField.getWidgets();
  const onValues = [...new Set(widgets.map((widget) => widget.getOnValue()).filter((name) => name !== undefined))];
  const describe = () => onValues.map((name) => name.decodeText()).join(', ');
  let on: PDFName | undefined;
  if (value === true) {
    if (onValues.length !== 1) {
      throw new FillError(`Form ${printedFormName(form)}: check box ${field.getName()} has the boxes ${describe()}; the mapping must name one`);
    }
    on = onValues[0];
  } else {
    on = onValues.find((name) => name.decodeText() === value);
  }
  if (!on) throw new FillError(`Form ${printedFormName(form)}: check box ${field.getName()} has no box "${String(value)}" (it has ${describe()})`);
  field.acroField.dict.set(PDFName.of('V'), on);
  for (const widget of widgets) widget.setAppearanceState(widget.getOnValue() === on ? on : PDFName.of('Off'));
}

function setText(field: PDFTextField, value: string, form: UscisForm): void {
  const maxLength = field.getMaxLength();
  if (maxLength !== undefined && value.length > maxLength) {
    throw new FillError(`Form ${printedFormName(form)}: "${value}" is longer than the ${maxLength} characters of ${field.getName()}`);
  }
  // pdf-lib cannot lay out rich text (the Additional Information boxes of the I-485 and I-131): plain text it is.
  if (field.isRichFormatted()) field.disableRichFormatting();
  // A wrapped box too low for one line at its size would show none: it prints as a one-line box,
  // in any script (domain/uscis/blocks/measure.ts measures it as one).
  const height = field.acroField.getWidgets()[0]?.getRectangle().height;
  if (field.isMultiline() && height !== undefined && !holdsALine(height, defaultFontSize(field))) field.disableMultiline();
  field.setText(value);
}

function selectOption(field: PDFDropdown, value: string, form: UscisForm): void {
  if (!field.getOptions().includes(value)) {
    throw new FillError(`Form ${printedFormName(form)}: drop-down ${field.getName()} has no option "${value}"`);
  }
  field.select(value);
}

/**
 * A one-line answer wider than its box at the form's own font size is printed smaller instead of
 * being cut off at the edge of the box (pdf-lib clips it). Comb boxes hold a character per cell
 * and multi-line boxes wrap; a size of 0 already means "fit" to pdf-lib.
 */
function shrinkToFit(field: PDFTextField, font: PDFFont, form: UscisForm): void {
  const widget = field.acroField.getWidgets()[0];
  if (!widget || field.isMultiline() || field.isCombed()) return;
  const size = defaultFontSize(field);
  if (!(size > 0)) return;
  const text = field.getText() ?? '';
  // pdf-lib keeps one point of padding and the border on each side.
  const room = widget.getRectangle().width - 2 * (1 + (widget.getBorderStyle()?.getWidth() ?? 0)) - 0.5;
  const width = font.widthOfTextAtSize(text, size);
  if (width <= room) return;
  const fitted = Math.floor(((size * room) / width) * 10) / 10;
  if (fitted < SMALLEST_FONT_SIZE) {
    throw new FillError(`Form ${printedFormName(form)}: "${text}" does not fit ${field.getName()} even in ${SMALLEST_FONT_SIZE}-point print; the mapping must continue it in Additional Information`);
  }
  field.setFontSize(fitted);
}

/**
 * Fills one official form from its mapping's output: text, check boxes and drop-downs by full
 * name, then regenerates the appearance of every changed field in Noto Sans so accented names
 * print; answers in other scripts are shaped and printed in their own fonts (fillShaped). Returns
 * the live document; call flatten() before assembling the package.
 */
export async function fillTemplate(template: Uint8Array, filled: FilledForm): Promise<FilledPdf> {
  const { form } = filled;
  // Forms load in one go: yielding every 100 objects (pdf-lib's default) doubles the load time.
  const doc = await PDFDocument.load(template, { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false });
  const font = await embedNotoSans(doc);
  const printable = await printableCodePoints();
  const fields = fieldsByName(doc);
  const handwritten: HandwrittenAnswer[] = [];

  const changed: (PDFTextField | PDFDropdown)[] = [];
  for (const [name, value] of Object.entries(filled.values)) {
    const field = fields.get(name);
    if (!field) throw new FillError(`Form ${printedFormName(form)} has no field ${name}; run greencard forms check`);
    if (field instanceof PDFCheckBox) {
      if (value === false) continue;
      selectCheckBox(field, value, form);
    } else if (typeof value !== 'string') {
      throw new FillError(`Form ${printedFormName(form)}: ${name} is not a check box but was given ${String(value)}`);
    } else if (field instanceof PDFTextField) {
      if (!printsAsTyped(value, printable)) {
        const unprinted = await fillShaped(doc, field, value, form);
        if (unprinted) handwritten.push(unprinted);
      } else {
        setText(field, value, form);
        changed.push(field);
      }
    } else if (field instanceof PDFDropdown) {
      selectOption(field, value, form);
      changed.push(field);
    } else {
      throw new FillError(`Form ${printedFormName(form)}: ${name} is neither a text field, a check box nor a drop-down`);
    }
  }
  // Only what changed gets a new appearance: empty USCIS boxes have none (their outline is printed
  // on the page) and check boxes keep the agency's own cross; regenerating all 760 fields of the
  // I-485 would also cost a second of compression on save.
  for (const field of changed) {
    if (field instanceof PDFTextField) shrinkToFit(field, font, form);
    field.updateAppearances(font);
  }
  return {
    form,
    doc,
    handwritten,
    flatten: () => {
      flattenForm(doc);
      keepOnlyPages(doc);
      dropUnreachableObjects(doc);
    },
  };
}
