import type { BlankReason, FormMapping } from '../../domain/uscis/index.ts';
import type { InventoryField } from './field-inventory.ts';

export interface UnmappedField {
  readonly name: string;
  readonly tooltip: string;
}

/** How completely a mapping covers its template: every field is filled by a rule, blank on purpose, or unmapped. */
export interface FormCoverage {
  readonly form: FormMapping['form'];
  readonly edition: string;
  readonly fields: number;
  readonly filled: number;
  readonly blank: Readonly<Partial<Record<BlankReason, number>>>;
  readonly unmapped: readonly UnmappedField[];
  /** Fields a rule fills although a blank rule says they stay blank: one of the two is wrong. */
  readonly conflicts: readonly string[];
}

const matches = (match: string | RegExp, name: string): boolean => (typeof match === 'string' ? match === name : match.test(name));

/**
 * Every form's PDF417 barcodes, drawn by the form's own script from the other fields. The field
 * inventories the mappings are written against leave them out, so the rule lives here, where the
 * real template's fields are read.
 */
const BARCODES = { match: /PDF417BarCode/, reason: 'barcode or form control' } as const;

export function formCoverage(mapping: FormMapping, inventory: readonly InventoryField[]): FormCoverage {
  const filledNames = new Set([
    ...mapping.fields.map((rule) => rule.field),
    ...mapping.additionalInfo.header.map((rule) => rule.field),
    ...mapping.additionalInfo.slots.flatMap((slot) => [slot.pageField, slot.partField, slot.itemField, slot.textField]),
  ]);
  const blank: Partial<Record<BlankReason, number>> = {};
  const unmapped: UnmappedField[] = [];
  const conflicts: string[] = [];
  let filled = 0;
  for (const field of inventory) {
    const blankRule = [...mapping.blank, BARCODES].find((rule) => matches(rule.match, field.name));
    if (filledNames.has(field.name)) {
      filled++;
      if (blankRule) conflicts.push(field.name);
    } else if (blankRule) {
      blank[blankRule.reason] = (blank[blankRule.reason] ?? 0) + 1;
    } else {
      unmapped.push({ name: field.name, tooltip: field.tooltip });
    }
  }
  return { form: mapping.form, edition: mapping.edition, fields: inventory.length, filled, blank, unmapped, conflicts };
}
