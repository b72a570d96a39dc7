import fs from 'node:fs';
import path from 'node:path';
import type { Answers, AnswersByForm, GroupItem, Scalar } from '../domain/answers.ts';
import type { FilledForm, FormMapping, MappingContext, UscisForm } from '../domain/uscis/types.ts';

/**
 * Test helpers over the field inventories of the official forms
 * (../shared/uscis-forms/fields/<form>.fields.json, beside the repository): does a mapping cover
 * every field exactly once, and are the values it fills ones the fields accept?
 */

export interface InventoryField {
  readonly name: string;
  readonly page: number;
  readonly type: 'text' | 'checkbox' | 'dropdown';
  readonly tooltip?: string;
  readonly maxLength?: number;
  readonly comb?: boolean;
  readonly onValues?: readonly string[];
  readonly options?: readonly string[];
}

const FORMS_DIR = path.resolve(import.meta.dirname, '../../shared/uscis-forms');

function isInventoryField(value: unknown): value is InventoryField {
  if (typeof value !== 'object' || value === null) return false;
  const name: unknown = Reflect.get(value, 'name');
  const type: unknown = Reflect.get(value, 'type');
  return typeof name === 'string' && (type === 'text' || type === 'checkbox' || type === 'dropdown');
}

export function loadInventory(form: UscisForm): InventoryField[] {
  const parsed: unknown = JSON.parse(fs.readFileSync(path.join(FORMS_DIR, 'fields', `${form}.fields.json`), 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isInventoryField)) throw new Error(`Unreadable inventory of ${form}`);
  return parsed;
}

export interface Coverage {
  /** Rule, header or slot fields the inventory does not have. */
  readonly unknown: string[];
  /** Fields with more than one rule. */
  readonly duplicateRules: string[];
  /** Inventory fields covered by no rule, blank rule or Additional Information field. */
  readonly uncovered: string[];
  /** Inventory fields covered more than once (a rule and a blank rule, two blank rules …). */
  readonly coveredTwice: string[];
  readonly counts: { readonly rules: number; readonly blank: number; readonly slots: number; readonly total: number };
}

export function coverageOf(mapping: FormMapping, inventory: readonly InventoryField[]): Coverage {
  const names = new Set(inventory.map((field) => field.name));
  const ruleFields = mapping.fields.map((rule) => rule.field);
  const slotFields = [
    ...mapping.additionalInfo.slots.flatMap((slot) => [slot.pageField, slot.partField, slot.itemField, slot.textField]),
    ...mapping.additionalInfo.header.map((rule) => rule.field),
  ];
  const matchesBlank = (name: string): number =>
    mapping.blank.filter((blank) => (typeof blank.match === 'string' ? blank.match === name : blank.match.test(name))).length;
  const times = (name: string): number =>
    ruleFields.filter((field) => field === name).length + slotFields.filter((field) => field === name).length + matchesBlank(name);
  const blankCount = inventory.filter((field) => matchesBlank(field.name) > 0).length;
  return {
    unknown: [...ruleFields, ...slotFields].filter((field) => !names.has(field)),
    duplicateRules: ruleFields.filter((field, index) => ruleFields.indexOf(field) !== index),
    uncovered: inventory.filter((field) => times(field.name) === 0).map((field) => field.name),
    coveredTwice: inventory.filter((field) => times(field.name) > 1).map((field) => field.name),
    counts: {
      rules: new Set(ruleFields).size,
      blank: blankCount,
      slots: new Set(slotFields).size,
      total: inventory.length,
    },
  };
}

const US_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

/** Whether a field's tooltip says it takes a date. */
const isDateField = (field: InventoryField): boolean => /2 ?-?digit month/i.test(field.tooltip ?? '');

/**
 * Every value the filled form puts in a field the field cannot take: a check box value that is
 * not `true` for a single-on-value box, nor one of its on-values; a drop-down value not among its
 * options; text over its maxLength; a comb field that is not digits (except `alphanumericCombs`);
 * a date field that holds neither mm/dd/yyyy nor one of `dateWords`.
 */
export function invalidValues(
  filled: FilledForm,
  inventory: readonly InventoryField[],
  options: { readonly alphanumericCombs?: readonly string[]; readonly dateWords?: readonly string[] } = {},
): string[] {
  const byName = new Map(inventory.map((field) => [field.name, field]));
  const problems: string[] = [];
  for (const [name, value] of Object.entries(filled.values)) {
    const field = byName.get(name);
    if (!field) {
      problems.push(`${name}: not in the inventory`);
      continue;
    }
    if (field.type === 'checkbox') {
      const on = field.onValues ?? [];
      const ok = value === true ? on.length === 1 : typeof value === 'string' && on.includes(value);
      if (!ok) problems.push(`${name}: check box value ${JSON.stringify(value)} (on-values ${on.join(', ')})`);
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(`${name}: ${field.type} given ${JSON.stringify(value)}`);
      continue;
    }
    if (field.type === 'dropdown') {
      if (!(field.options ?? []).includes(value)) problems.push(`${name}: ${JSON.stringify(value)} is not an option`);
      continue;
    }
    if (field.maxLength !== undefined && value.length > field.maxLength) {
      problems.push(`${name}: ${JSON.stringify(value)} is longer than ${field.maxLength}`);
    }
    const alphanumeric = options.alphanumericCombs?.includes(name) ?? false;
    if (field.comb && !(alphanumeric ? /^[A-Z0-9]+$/ : /^\d+$/).test(value)) {
      problems.push(`${name}: comb field given ${JSON.stringify(value)}`);
    }
    if (isDateField(field) && !US_DATE.test(value) && !(options.dateWords ?? []).includes(value)) {
      problems.push(`${name}: date field given ${JSON.stringify(value)}`);
    }
  }
  return problems;
}

/** The pairs of Yes/No boxes of a form: fields named …_Yes[n] / …_No[n] (or Yes/No indexes of one name). */
export function yesNoPairs(inventory: readonly InventoryField[]): [string, string][] {
  const names = new Set(inventory.map((field) => field.name));
  return inventory
    .map((field) => field.name)
    .filter((name) => /_Yes\[\d+\]$/.test(name))
    .map((name): [string, string] => [name, name.replace(/_Yes(\[\d+\])$/, '_No$1')])
    .filter(([, no]) => names.has(no));
}

const COUPLES_DIR = path.resolve(import.meta.dirname, '../fixtures/couples');

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): value is Scalar =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The answers of one form of a fixture: scalars, and lists of rows of scalars. */
function answersOf(value: unknown): Answers | null {
  if (!isRecord(value)) return null;
  const answers: Answers = {};
  for (const [key, answer] of Object.entries(value)) {
    if (isScalar(answer)) answers[key] = answer;
    else if (Array.isArray(answer)) {
      answers[key] = answer.filter(isRecord).map((row) => {
        const item: GroupItem = {};
        for (const [itemKey, itemValue] of Object.entries(row)) if (isScalar(itemValue)) item[itemKey] = itemValue;
        return item;
      });
    }
  }
  return answers;
}

/** The valid couples of the repository's fixtures (fixtures/couples/*.json), as mapping contexts. */
export function fixtureCouples(): { readonly name: string; readonly ctx: MappingContext }[] {
  if (!fs.existsSync(COUPLES_DIR)) return [];
  return fs
    .readdirSync(COUPLES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed: unknown = JSON.parse(fs.readFileSync(path.join(COUPLES_DIR, file), 'utf8'));
      const today = isRecord(parsed) ? parsed['today'] : undefined;
      const byForm = isRecord(parsed) ? parsed['answers'] : undefined;
      if (typeof today !== 'string' || !isRecord(byForm)) throw new Error(`Unreadable fixture ${file}`);
      const answers: AnswersByForm = {};
      for (const [formType, formAnswers] of Object.entries(byForm)) {
        const read = answersOf(formAnswers);
        if (read) answers[formType] = read;
      }
      return { name: file, ctx: { answers, today } };
    });
}
