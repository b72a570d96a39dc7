import type { AnswerValue, Answers, AnswersByForm, GroupItem } from '../../domain/answers.ts';
import { CATALOGUE, fieldsOf, type FieldDef, type FormatRule } from '../../domain/catalogue/index.ts';
import { storedChoices } from '../../domain/catalogue/multi-choice.ts';
import { UNITED_STATES } from '../../domain/catalogue/places.ts';

/**
 * Couples made up from the catalogue alone, to find which fields of each form some answer can
 * reach: every question answered (hidden ones too, so a follow-up is there whichever answer shows
 * it), each choice and yes/no taken in turn. `forms coverage` runs the mappings on them and counts
 * a field as filled only when one of them puts a value in it.
 */

/** A valid-looking answer for each format the rules check, so a mapping that parses it gets one. */
const BY_FORMAT: Readonly<Partial<Record<FormatRule, string>>> = {
  name: 'Alexandra',
  aNumber: 'A123456789',
  ssn: '123456789',
  usZip: '60610',
  email: 'person@example.com',
  usPhone: '3125550142',
  heightFeet: '5',
  heightInches: '7',
  weightLbs: '150',
  nonNegativeMoney: '45000',
  uscisAccountNumber: '123456789012',
  receiptNumber: 'IOE1234567890',
  i94Number: '12345678901',
  digits: '12345',
};

/** The answers one couple gives: which turn of every choice it takes, and the date it is filled on. */
interface Turn {
  /** Index into every choice list, taken modulo its length. */
  readonly turn: number;
  /** The answer to every yes/no question of the first row (later rows alternate). */
  readonly yes: boolean;
  /** Whether the first row's addresses are abroad (later rows alternate). */
  readonly abroad: boolean;
  /** When given, every yes/no, choice and country is drawn from it instead. */
  readonly draw?: () => number;
  readonly today: string;
}

/** Keys of a scope that end a date range (a move-out, an end of employment): they get the later date. */
function rangeEnds(defs: readonly FieldDef[]): Set<string> {
  const ends = new Set<string>();
  for (const def of defs) {
    for (const range of def.dateRanges ?? []) ends.add(range.to);
    if (def.history) ends.add(def.history.toKey);
  }
  return ends;
}

function rangeStarts(defs: readonly FieldDef[]): Set<string> {
  const starts = new Set<string>();
  for (const def of defs) {
    for (const range of def.dateRanges ?? []) starts.add(range.from);
    if (def.history) starts.add(def.history.fromKey);
  }
  return starts;
}

const yearsBefore = (today: string, years: number, months = 0): string => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - years, month - 1 - months, Math.min(day, 28)));
  return date.toISOString().slice(0, 10);
};

function dateAnswer(def: FieldDef, at: Turn, row: number, ends: Set<string>, starts: Set<string>): string {
  if (def.format === 'futureDate') return yearsBefore(at.today, -1);
  // Rows of a history follow each other back in time, a year each.
  if (ends.has(def.key)) return yearsBefore(at.today, row, 1);
  if (starts.has(def.key)) return yearsBefore(at.today, row + 1);
  if (def.format === 'pastDate') return yearsBefore(at.today, at.turn % 2 === 0 ? 30 : 12);
  // A date that may lie either side of today (a stay's end, a document's expiry).
  return yearsBefore(at.today, at.turn % 2 === 0 ? 3 : -2);
}

function textAnswer(def: FieldDef, at: Turn, row: number): string {
  // An answer the wizard lets a person leave empty ("if any") is left empty now and then.
  if (def.required !== true && (at.draw ? at.draw() < 0.3 : at.turn % 3 === 2)) return '';
  const byFormat = def.format ? BY_FORMAT[def.format] : undefined;
  if (byFormat !== undefined) return byFormat;
  // Every other turn writes long answers, which continue in Additional Information.
  const sample = at.turn % 2 === 0 ? `Sample ${def.key} ${row + 1}` : `Sample ${def.key} ${row + 1} `.repeat(12).trim();
  return def.maxLength ? sample.slice(0, def.maxLength) : sample;
}

/** How many rows each list gets: more than any form has rows for, so continuations are reached too. */
const ROWS = 9;

function answerFor(def: FieldDef, at: Turn, row: number, ends: Set<string>, starts: Set<string>): AnswerValue {
  const { draw } = at;
  const pick = (values: readonly string[]): string => values[draw ? Math.floor(draw() * values.length) : (at.turn + row) % values.length] ?? '';
  const yesFirst = draw ? draw() < 0.5 : at.yes === (row % 2 === 0);
  switch (def.kind) {
    case 'text':
    case 'textarea':
      return textAnswer(def, at, row);
    case 'date':
      return dateAnswer(def, at, row, ends, starts);
    case 'yesNo':
      return yesFirst ? 'yes' : 'no';
    case 'yesNoUnknown':
      return (draw ? draw() < 0.2 : at.turn % 3 === 2) ? 'unknown' : yesFirst ? 'yes' : 'no';
    case 'choice':
      return pick((def.choices ?? []).map((choice) => choice.value));
    case 'multiChoice': {
      const values = (def.choices ?? []).map((choice) => choice.value);
      const chosen = draw ? values.filter(() => draw() < 0.4) : [pick(values)];
      return storedChoices(chosen.length > 0 ? chosen : [pick(values)], values);
    }
    case 'number':
      return String(Math.max(def.min ?? 0, Math.min(def.max ?? 9, 2 + ((at.turn + row) % 4))));
    case 'money':
      return pick(['45000', '0', '120000']);
    case 'email':
      return BY_FORMAT.email ?? '';
    case 'phone':
      return BY_FORMAT.usPhone ?? '';
    case 'country':
      return (draw ? draw() < 0.5 : at.abroad === (row % 2 === 0)) ? 'Mexico' : UNITED_STATES;
    case 'usState':
      return 'IL';
    case 'taxYear':
      return at.today.slice(0, 4);
    case 'group':
      return Array.from({ length: ROWS }, (_, index) => rowFor(def.item ?? [], at, index));
  }
}

function rowFor(items: readonly FieldDef[], at: Turn, row: number): GroupItem {
  const ends = rangeEnds(items);
  const starts = rangeStarts(items);
  const answers: GroupItem = {};
  for (const item of items) {
    const value = answerFor(item, at, row, ends, starts);
    if (!Array.isArray(value)) answers[item.key] = value;
  }
  return answers;
}

/** Every question of every wizard answered, each choice at its `turn`. */
function coupleAt(at: Turn): AnswersByForm {
  const couple: AnswersByForm = {};
  for (const form of Object.values(CATALOGUE)) {
    const defs = [...fieldsOf(form)].map(({ field }) => field);
    const ends = rangeEnds(defs);
    const starts = rangeStarts(defs);
    const answers: Answers = {};
    for (const def of defs) answers[def.key] = answerFor(def, at, 0, ends, starts);
    couple[form.type] = answers;
  }
  return couple;
}

/** The values worth trying one at a time: each choice, and for "select all that apply" all of them too. */
function valuesToTry(field: FieldDef): string[] {
  const values = (field.choices ?? []).map((choice) => choice.value);
  switch (field.kind) {
    case 'yesNo':
      return ['yes', 'no'];
    case 'yesNoUnknown':
      return ['yes', 'no', 'unknown'];
    case 'choice':
      return values;
    case 'multiChoice':
      return [...values, storedChoices(values, values)];
    case 'country':
      return [UNITED_STATES, 'Mexico'];
    default:
      return [];
  }
}

/** The questions with a choice (yes/no and countries included), by form type, with the values they can take. */
function choiceQuestions(): { formType: string; key: string; values: string[] }[] {
  const questions: { formType: string; key: string; values: string[] }[] = [];
  for (const form of Object.values(CATALOGUE)) {
    for (const { field } of fieldsOf(form)) {
      const values = valuesToTry(field);
      if (values.length > 0) questions.push({ formType: form.type, key: field.key, values });
    }
  }
  return questions;
}

/** A small seeded generator (mulberry32), so the random couples are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Couples whose answers are drawn at random: combinations of three or more answers the others miss. */
const RANDOM_COUPLES = 400;

const longestChoiceList = (): number => Math.max(2, ...choiceQuestions().map((question) => question.values.length));

/**
 * The made-up couples: every choice list taken at each of its values in step with the others,
 * with every yes/no answered yes and then no; and from the first of each, each question alone set
 * to each of its values (so two questions that open a box together are also answered apart);
 * then couples drawn at random, for what only three or more answers together reach.
 */
function* makeCouples(today: string): Generator<AnswersByForm> {
  const turns = longestChoiceList();
  for (const yes of [true, false]) for (const abroad of [false, true]) for (let turn = 0; turn < turns; turn++) yield coupleAt({ turn, yes, abroad, today });
  const questions = choiceQuestions();
  for (const yes of [true, false]) {
    const base = coupleAt({ turn: 0, yes, abroad: false, today });
    for (const question of questions) {
      for (const value of question.values) {
        const answers = base[question.formType];
        if (!answers || answers[question.key] === value) continue;
        yield { ...base, [question.formType]: { ...answers, [question.key]: value } };
      }
    }
  }
  const draw = seeded(485);
  for (let turn = 0; turn < RANDOM_COUPLES; turn++) yield coupleAt({ turn, yes: true, abroad: false, today, draw });
}

/** Made once per day and kept: every mapping runs on the same couples, and reads their shown answers once. */
const made = new Map<string, readonly AnswersByForm[]>();

export function coverageCouples(today: string): readonly AnswersByForm[] {
  let couples = made.get(today);
  if (!couples) {
    couples = [...makeCouples(today)];
    made.set(today, couples);
  }
  return couples;
}
