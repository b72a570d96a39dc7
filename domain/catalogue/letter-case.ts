import type { AnswerValue, GroupItem } from '../answers.ts';
import { CATALOGUE } from './index.ts';
import type { FieldDef, FormatRule, FormType, LetterCase } from './types.ts';

/**
 * How the letters of an answer are written. Identity numbers and codes are stored in capitals on
 * every save, whatever the client ("z1234567" is passport Z1234567). Names, streets and cities are
 * never changed silently: typed all in lower or all in upper case, they get a suggestion the
 * person accepts or refuses ("Print as Whitaker?").
 */

/** Formats whose answers are codes printed in capitals. */
const UPPER_FORMATS: readonly FormatRule[] = ['aNumber', 'receiptNumber', 'i94Number'];

export function letterCaseOf(field: FieldDef): LetterCase | undefined {
  if (field.letterCase) return field.letterCase;
  if (field.format === 'name') return 'name';
  return field.format && UPPER_FORMATS.includes(field.format) ? 'upper' : undefined;
}

/** The answer as it is stored: text of an 'upper' field in capitals, anything else as given. */
export function storedValue(field: FieldDef, value: AnswerValue): AnswerValue {
  if (field.kind === 'group') {
    if (!Array.isArray(value)) return value;
    const items = field.item ?? [];
    return value.map((row) => storedRow(items, row));
  }
  return typeof value === 'string' && letterCaseOf(field) === 'upper' ? value.toUpperCase() : value;
}

function storedRow(items: readonly FieldDef[], row: GroupItem): GroupItem {
  let stored: GroupItem | null = null;
  for (const item of items) {
    const value = row[item.key];
    if (typeof value !== 'string' || letterCaseOf(item) !== 'upper' || value === value.toUpperCase()) continue;
    stored ??= { ...row };
    stored[item.key] = value.toUpperCase();
  }
  return stored ?? row;
}

const topLevelFields = new Map<FormType, ReadonlyMap<string, FieldDef>>();

function fieldsByKey(formType: FormType): ReadonlyMap<string, FieldDef> {
  let fields = topLevelFields.get(formType);
  if (!fields) {
    fields = new Map((CATALOGUE[formType]?.steps ?? []).flatMap((step) => step.fields.map((field) => [field.key, field] as const)));
    topLevelFields.set(formType, fields);
  }
  return fields;
}

/**
 * Answers of one form as they are stored (see storedValue): the same object when nothing changes;
 * keys the form does not ask, and nulls (a patch's removals), are left as they are.
 */
export function storedAnswers(formType: FormType, answers: Readonly<Record<string, AnswerValue>>): Readonly<Record<string, AnswerValue>> {
  const fields = fieldsByKey(formType);
  let stored: Record<string, AnswerValue> | null = null;
  for (const [key, value] of Object.entries(answers)) {
    const field = fields.get(key);
    if (!field || value === null) continue;
    const next = storedValue(field, value);
    if (next === value) continue;
    stored ??= { ...answers };
    stored[key] = next;
  }
  return stored ?? answers;
}

/** Surname particles whose case depends on the family and the country ("de la Cruz", "De La Cruz"): never guessed. */
const NAME_PARTICLES = new Set(['da', 'das', 'de', 'del', 'della', 'der', 'den', 'di', 'do', 'dos', 'du', 'la', 'le', 'lo', 'van', 'von', 'ter', 'ten', 'y', 'e', 'al', 'el', 'bin', 'ibn', 'ben', 'af', 'zu']);
/** Generational suffixes written in capitals. */
const ROMAN_SUFFIXES = new Set(['ii', 'iii', 'iv']);
/** Parts of an address written in capitals: directions and P.O. */
const ADDRESS_CAPITALS = new Set(['ne', 'nw', 'se', 'sw', 'po']);

const capitalised = (part: string): string => part.charAt(0).toUpperCase() + part.slice(1);

/** One word of a name in lower case, capitalised; null when its case cannot be guessed safely. */
function nameWord(word: string): string | null {
  if (NAME_PARTICLES.has(word)) return null;
  if (ROMAN_SUFFIXES.has(word)) return word.toUpperCase();
  // "Mack", "Macey", "Machado" and "MacMillan" all begin with mac: only the person knows.
  if (/^mac\p{L}{2,}/u.test(word)) return null;
  return word
    .split('-')
    .map((part) => {
      if (part === '') return part;
      // McDonald: Mc is always followed by a capital.
      if (/^mc\p{L}/u.test(part)) return `Mc${capitalised(part.slice(2))}`;
      // O'Brien, D'Angelo: one letter and an apostrophe.
      const elided = /^(\p{L})(['’])(\p{L}.*)$/u.exec(part);
      if (elided) return `${elided[1]?.toUpperCase()}${elided[2]}${capitalised(elided[3] ?? '')}`;
      return capitalised(part);
    })
    .join('-');
}

/** One word of a street or city in lower case, capitalised ("n.e." and "21st" as a person writes them). */
function placeWord(word: string): string {
  if (/\d/.test(word)) return word;
  if (ADDRESS_CAPITALS.has(word.replaceAll('.', ''))) return word.toUpperCase();
  return word.split('-').map(capitalised).join('-');
}

/**
 * The answer with its first letters capitalised, when it was typed all in lower or all in upper
 * case; null when the person wrote it in mixed case already, it has no letters, it would not
 * change, or a word's case cannot be guessed (particles such as "de la", names beginning "Mac").
 */
export function capitalisationSuggestion(value: string, kind: 'name' | 'place' | 'copied'): string | null {
  const hasLower = /\p{Ll}/u.test(value);
  const hasUpper = /\p{Lu}/u.test(value);
  if (hasLower === hasUpper) return null;
  // A name copied from a document in capitals is what the help asks for; only lower case is offered capitals.
  if (kind === 'copied' && hasUpper) return null;
  const words = value.trim().toLowerCase().split(/\s+/);
  const suggested: string[] = [];
  for (const word of words) {
    const next = kind === 'place' ? placeWord(word) : nameWord(word);
    if (next === null) return null;
    suggested.push(next);
  }
  const suggestion = suggested.join(' ');
  return suggestion === value.trim() ? null : suggestion;
}
