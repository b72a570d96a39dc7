import { BOX_LENGTHS } from './box-lengths-table.ts';
import { CATALOGUE } from './index.ts';
import type { FieldDef, FormType } from './types.ts';

/**
 * How many characters a text answer may have: the one rule the wizard says before typing, refuses
 * as it is typed, and the server's check refuses (domain/rules/validate.ts), for every text answer
 * of the catalogue (issue 24 item 16). A question's own `maxLength` comes first; then what the box
 * that prints the answer without continuing it holds (box-lengths-table.ts, derived from the
 * mappings and the box tables: an answer that continues in Additional Information may be longer
 * than its box); otherwise the cap of its kind, each with its reason.
 */

/**
 * The longest one-line field the six forms set a length on (MaxLen 100, Form I-131 edition
 * 01/20/25); api/pdf/answer-lengths.test.ts holds it to the field inventories of
 * ../shared/uscis-forms/fields. A one-line answer the forms print is never longer than USCIS lets
 * any one-line field be: a box that holds less continues it in Additional Information.
 */
export const LONGEST_FORM_LINE = 100;

/**
 * One part of a name (family, given or middle). No form sets a length on the name boxes the
 * names print into, except Form I-864 (30 for a family name, 18 for a given name), whose boxes
 * continue a longer name in Part 11; a passport's machine-readable zone holds the whole name in
 * 39 characters (ICAO Doc 9303), so 60 keeps every real name and refuses a paste of anything else.
 */
export const NAME_PART_LENGTH = 60;

/** Several lines (an explanation), continued in Additional Information and on continuation sheets. */
export const EXPLANATION_LENGTH = 4000;

/** Answers that are not free text (choices, dates, numbers) have rules of their own; this only bounds what a client may send. */
const NOT_TEXT_LENGTH = 500;

/** Per answer key, the most characters the boxes that print it without continuing it hold (box-lengths-table.ts). */
export type BoxLengths = Readonly<Record<string, number>>;

export type LengthReason = 'own' | 'box' | 'name' | 'formLine' | 'explanation' | 'notText';

const TEXT_KINDS: readonly FieldDef['kind'][] = ['text', 'textarea', 'email', 'phone'];

export interface LengthLimit {
  readonly max: number;
  readonly reason: LengthReason;
}

/** The limit of an answer to `field`. */
export function lengthLimitOf(field: FieldDef): LengthLimit {
  if (field.maxLength !== undefined) return { max: field.maxLength, reason: 'own' };
  const box = BOX_LENGTHS[field.key];
  if (box !== undefined && TEXT_KINDS.includes(field.kind)) return { max: box, reason: 'box' };
  if (!TEXT_KINDS.includes(field.kind)) return { max: NOT_TEXT_LENGTH, reason: 'notText' };
  if (field.kind === 'textarea') return { max: EXPLANATION_LENGTH, reason: 'explanation' };
  if (field.format === 'name') return { max: NAME_PART_LENGTH, reason: 'name' };
  return { max: LONGEST_FORM_LINE, reason: 'formLine' };
}

/** The question a top-level key of a form is, with its list items, or undefined. */
function questionOf(formType: FormType, key: string): FieldDef | undefined {
  const form = CATALOGUE[formType];
  if (!form) return undefined;
  for (const step of form.steps) for (const field of step.fields) if (field.key === key) return field;
  return undefined;
}

const tooLong = (field: FieldDef, value: unknown): boolean => typeof value === 'string' && value.trim().length > lengthLimitOf(field).max;

/**
 * The answers of `answers` (a save's change, or a new application's answers) longer than their
 * question allows: the key, or the list's key when a row item is; the server refuses them, the
 * wizard keeps them on screen with the message and does not send them.
 */
export function overLongAnswers(formType: FormType, answers: Readonly<Record<string, unknown>>): { readonly key: string; readonly field: FieldDef; readonly length: number }[] {
  const found: { key: string; field: FieldDef; length: number }[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const field = questionOf(formType, key);
    if (!field) continue;
    if (field.kind === 'group' && Array.isArray(value)) {
      for (const row of value) {
        if (typeof row !== 'object' || row === null) continue;
        for (const item of field.item ?? []) {
          const itemValue: unknown = (row as Readonly<Record<string, unknown>>)[item.key];
          if (tooLong(item, itemValue)) found.push({ key, field: item, length: String(itemValue).trim().length });
        }
      }
    } else if (tooLong(field, value)) {
      found.push({ key, field, length: String(value).trim().length });
    }
  }
  return found;
}
