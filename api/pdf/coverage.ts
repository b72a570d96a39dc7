import { fillForm, type BlankReason, type FormMapping } from '../../domain/uscis/index.ts';
import { coverageCouples } from './coverage-couples.ts';
import type { InventoryField } from './field-inventory.ts';

export interface UnmappedField {
  readonly name: string;
  readonly tooltip: string;
}

/** A field no answer fills, with the reason it stays blank. */
export interface BlankField {
  readonly name: string;
  readonly reason: BlankReason;
}

/**
 * How completely a mapping covers its template. A field is filled only when some couple's answers
 * put a value in it; every other field is blank on purpose (with the form's reason), or a field
 * some rule names that no answer reaches, or unmapped.
 */
export interface FormCoverage {
  readonly form: FormMapping['form'];
  readonly edition: string;
  readonly fields: number;
  readonly filled: number;
  readonly blank: Readonly<Partial<Record<BlankReason, number>>>;
  /** Every field no answer reaches that is blank on purpose, by name. */
  readonly blankFields: readonly BlankField[];
  /** Fields a rule names but no answer ever reaches, and no blank rule explains: a question to ask, or a rule to fix. */
  readonly unreached: readonly UnmappedField[];
  readonly unmapped: readonly UnmappedField[];
  /** Fields an answer fills although a blank rule says they stay blank: one of the two is wrong. */
  readonly conflicts: readonly string[];
}

const matches = (match: string | RegExp, name: string): boolean => (typeof match === 'string' ? match === name : match.test(name));

/**
 * Every form's PDF417 barcodes, drawn by the form's own script from the other fields. The field
 * inventories the mappings are written against leave them out, so the rule lives here, where the
 * real template's fields are read.
 */
const BARCODES = { match: /PDF417BarCode/, reason: 'barcode or form control' } as const;

/** The fields some rule of the mapping names: its own, and its Additional Information page's. */
function namedFields(mapping: FormMapping): Set<string> {
  return new Set([
    ...mapping.fields.map((rule) => rule.field),
    ...mapping.additionalInfo.header.map((rule) => rule.field),
    ...mapping.additionalInfo.slots.flatMap((slot) => [slot.pageField, slot.partField, slot.itemField, slot.textField]),
  ]);
}

/**
 * What reachedFields found, by filing date and mapping. Filling every made-up couple takes seconds
 * of CPU per mapping, and the answer depends only on the mapping and the date: a process that asks
 * again (`forms coverage` in JSON, then as text, in one test run) fills the couples once.
 */
const REACHED = new Map<string, WeakMap<FormMapping, ReadonlySet<string>>>();

/**
 * The fields each mapping puts a value in for at least one of the couples made up from the
 * catalogue (every question answered, each choice taken in turn), filled on `today`.
 */
export function reachedFields(mappings: readonly FormMapping[], today: string): ReadonlyMap<FormMapping, ReadonlySet<string>> {
  const known = REACHED.get(today) ?? new WeakMap<FormMapping, ReadonlySet<string>>();
  REACHED.set(today, known);
  const missing = new Map(mappings.filter((mapping) => !known.has(mapping)).map((mapping) => [mapping, new Set<string>()]));
  if (missing.size > 0) {
    for (const answers of coverageCouples(today)) {
      const ctx = { answers, today };
      for (const [mapping, fields] of missing) {
        if (!mapping.applies(ctx)) continue;
        for (const field of Object.keys(fillForm(mapping, ctx).values)) fields.add(field);
      }
    }
    for (const [mapping, fields] of missing) known.set(mapping, fields);
  }
  return new Map(mappings.map((mapping) => [mapping, known.get(mapping) ?? new Set<string>()]));
}

export function formCoverage(mapping: FormMapping, inventory: readonly InventoryField[], reached: ReadonlySet<string>): FormCoverage {
  const named = namedFields(mapping);
  const blank: Partial<Record<BlankReason, number>> = {};
  const blankFields: BlankField[] = [];
  const unreached: UnmappedField[] = [];
  const unmapped: UnmappedField[] = [];
  const conflicts: string[] = [];
  let filled = 0;
  for (const field of inventory) {
    const blankRule = [...mapping.blank, BARCODES].find((rule) => matches(rule.match, field.name));
    if (reached.has(field.name)) {
      filled++;
      if (blankRule) conflicts.push(field.name);
    } else if (blankRule) {
      blank[blankRule.reason] = (blank[blankRule.reason] ?? 0) + 1;
      blankFields.push({ name: field.name, reason: blankRule.reason });
    } else if (named.has(field.name)) {
      unreached.push({ name: field.name, tooltip: field.tooltip });
    } else {
      unmapped.push({ name: field.name, tooltip: field.tooltip });
    }
  }
  return { form: mapping.form, edition: mapping.edition, fields: inventory.length, filled, blank, blankFields, unreached, unmapped, conflicts };
}
