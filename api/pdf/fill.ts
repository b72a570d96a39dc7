import { PDFCheckBox, PDFDocument, PDFDropdown, PDFName, PDFTextField, ParseSpeeds, type PDFField } from 'pdf-lib';
import type { FilledForm, UscisForm } from '../../domain/uscis/index.ts';
import { dropUnreachableObjects } from './compact.ts';
import { fieldTooltip } from './field-inventory.ts';
import { flattenForm } from './flatten.ts';
import { embedNotoSans, printableCodePoints, unprintableCharacters } from './fonts.ts';
import { printedFormName } from './templates.ts';

/** A FilledForm that does not fit its template: a mapping error, never the couple's. */
export class FillError extends Error {
  override name = 'FillError';
}

/** A text answer the font cannot draw (a name in a non-Latin script): left blank for the signer to write by hand. */
export interface HandwrittenAnswer {
  readonly field: string;
  /** The template's description of the field. */
  readonly tooltip: string;
  readonly text: string;
}

export interface FilledPdf {
  readonly form: UscisForm;
  /** The filled document with its fields still live (for read-back tests), appearances generated. */
  readonly doc: PDFDocument;
  readonly handwritten: readonly HandwrittenAnswer[];
  /** Burns every field into its page and removes the form's fields; the document is then print-only. */
  flatten(): void;
}

/** Every field of the document by full name, built once: pdf-lib's getField scans all fields per call. */
export function fieldsByName(doc: PDFDocument): Map<string, PDFField> {
  return new Map(doc.getForm().getFields().map((field) => [field.getName(), field]));
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
  field.setText(value);
}

function selectOption(field: PDFDropdown, value: string, form: UscisForm): void {
  if (!field.getOptions().includes(value)) {
    throw new FillError(`Form ${printedFormName(form)}: drop-down ${field.getName()} has no option "${value}"`);
  }
  field.select(value);
}

/**
 * Fills one official form from its mapping's output: text, check boxes and drop-downs by full
 * name, then regenerates the appearance of every changed field in Noto Sans so accented names
 * print. Returns the live document; call flatten() before assembling the package.
 */
export async function fillTemplate(template: Uint8Array, filled: FilledForm): Promise<FilledPdf> {
  const { form } = filled;
  // Forms load in one go: yielding every 100 objects (pdf-lib's default) doubles the load time.
  const doc = await PDFDocument.load(template, { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false });
  // The XFA part describes the blank form; viewers that read it would ignore the filled fields.
  doc.catalog.getAcroForm()?.dict.delete(PDFName.of('XFA'));
  const font = await embedNotoSans(doc);
  const printable = await printableCodePoints();
  const fields = fieldsByName(doc);
  const handwritten: HandwrittenAnswer[] = [];

  for (const field of fields.values()) {
    // pdf-lib cannot lay out rich text (the Additional Information boxes of the I-485 and I-131).
    if (field instanceof PDFTextField && field.isRichFormatted()) field.disableRichFormatting();
  }
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
      if (unprintableCharacters(value, printable).length > 0) {
        handwritten.push({ field: name, tooltip: fieldTooltip(field), text: value });
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
  for (const field of changed) field.updateAppearances(font);
  return {
    form,
    doc,
    handwritten,
    flatten: () => {
      flattenForm(doc);
      dropUnreachableObjects(doc);
    },
  };
}
