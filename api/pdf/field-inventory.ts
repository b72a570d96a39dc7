import { PDFCheckBox, PDFDocument, PDFDropdown, PDFHexString, PDFName, PDFString, PDFTextField, ParseSpeeds, type PDFField, type PDFForm } from 'pdf-lib';

/** One AcroForm field of a template, as `forms sync` records it beside the template. */
export interface InventoryField {
  readonly name: string;
  readonly type: 'text' | 'checkbox' | 'dropdown' | 'other';
  /** 1-based page of the field's first widget; 0 when no page holds it. */
  readonly page: number;
  /** The form's own accessible description of the field ("Part 1. … 1. Family Name"). */
  readonly tooltip: string;
  /** Check boxes: the export value of each widget, in widget order. */
  readonly onValues?: readonly string[];
  readonly maxLength?: number;
  /** Where its first widget sits on its page: [x, y, width, height] in points (what `forms diff` compares). */
  readonly rect?: readonly [number, number, number, number];
}

/**
 * The document's AcroForm, without its XFA part: that part describes the blank form, viewers that
 * read it would ignore the filled fields, and pdf-lib warns on every load that it drops it.
 */
export function acroForm(doc: PDFDocument): PDFForm {
  doc.catalog.getAcroForm()?.dict.delete(PDFName.of('XFA'));
  return doc.getForm();
}

export function fieldType(field: PDFField): InventoryField['type'] {
  if (field instanceof PDFTextField) return 'text';
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFDropdown) return 'dropdown';
  return 'other';
}

export function fieldTooltip(field: PDFField): string {
  const tooltip = field.acroField.dict.lookup(PDFName.of('TU'));
  return tooltip instanceof PDFString || tooltip instanceof PDFHexString ? tooltip.decodeText().trim() : '';
}

/** Every field of a template with its page and tooltip, read once (pdf-lib's getField is quadratic), and its page count. */
export async function readFieldInventory(pdf: Uint8Array): Promise<{ fields: InventoryField[]; pageCount: number }> {
  const doc = await PDFDocument.load(pdf, { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false });
  const pageOfAnnotation = new Map<string, number>();
  doc.getPages().forEach((page, index) => {
    const annotations = page.node.Annots();
    for (let i = 0; annotations && i < annotations.size(); i++) {
      pageOfAnnotation.set(String(annotations.get(i)), index + 1);
    }
  });
  const fields = acroForm(doc).getFields().map((field): InventoryField => {
    const widgets = field.acroField.getWidgets();
    const first = widgets[0];
    const ref = first ? doc.context.getObjectRef(first.dict) : undefined;
    const page = ref ? (pageOfAnnotation.get(String(ref)) ?? 0) : 0;
    const box = first?.getRectangle();
    const round = (value: number) => Math.round(value * 100) / 100;
    const rect = box ? ([round(box.x), round(box.y), round(box.width), round(box.height)] as const) : undefined;
    const entry: InventoryField = { name: field.getName(), type: fieldType(field), page, tooltip: fieldTooltip(field), ...(rect ? { rect } : {}) };
    if (field instanceof PDFCheckBox) {
      return { ...entry, onValues: widgets.map((widget) => widget.getOnValue()?.decodeText() ?? '') };
    }
    if (field instanceof PDFTextField) {
      const maxLength = field.getMaxLength();
      return maxLength === undefined ? entry : { ...entry, maxLength };
    }
    return entry;
  });
  return { fields, pageCount: doc.getPageCount() };
}

/** A property of a parsed JSON value, unknown until checked. */
function property(value: object, key: string): unknown {
  return Object.getOwnPropertyDescriptor(value, key)?.value;
}

function strings(values: readonly unknown[]): string[] {
  return values.filter((value) => typeof value === 'string');
}

/** Parses an inventory written by `forms sync`; null when it is not one. */
export function parseFieldInventory(json: unknown): InventoryField[] | null {
  if (!Array.isArray(json)) return null;
  const items: readonly unknown[] = json;
  const fields: InventoryField[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) return null;
    const name = property(item, 'name');
    const type = property(item, 'type');
    const page = property(item, 'page');
    const tooltip = property(item, 'tooltip');
    if (typeof name !== 'string' || typeof page !== 'number' || typeof tooltip !== 'string') return null;
    if (type !== 'text' && type !== 'checkbox' && type !== 'dropdown' && type !== 'other') return null;
    const onValues = property(item, 'onValues');
    const maxLength = property(item, 'maxLength');
    const rect = property(item, 'rect');
    const corners: readonly unknown[] = Array.isArray(rect) ? rect : [];
    const [x, y, width, height] = corners;
    fields.push({
      name,
      type,
      page,
      tooltip,
      ...(Array.isArray(onValues) ? { onValues: strings(onValues) } : {}),
      ...(typeof maxLength === 'number' ? { maxLength } : {}),
      ...(typeof x === 'number' && typeof y === 'number' && typeof width === 'number' && typeof height === 'number' ? { rect: [x, y, width, height] as const } : {}),
    });
  }
  return fields;
}
