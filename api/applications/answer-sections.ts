import { sql, type RawBuilder } from 'kysely';
import type { Answers } from '../../domain/answers.ts';
import { CATALOGUE, fieldsOf } from '../../domain/catalogue/index.ts';
import { isFormType } from '../../domain/catalogue/types.ts';
import type { Executor } from '../db/database.ts';
import type { Keyring } from '../store/keyring.ts';
import { parseAnswers } from './answers-schema.ts';

/**
 * An application's answers at rest, sealed by wizard step: each step's answers are one value sealed
 * with the owner's data key. A save changes one step's answers (the wizard saves as the person types),
 * so it seals and writes that step alone, not every answer of the form again: sealing the whole
 * answer set was the largest part of an autosave's time (profiled, issue 25). The read model's column
 * holds { step: sealed }; a write carries only the steps it changed, merged into the stored ones by
 * the statement (mergeSections), or every step with ALL_SECTIONS, which replaces them.
 */

/** Sections are named by their step's number; a key no step asks (none today) has a section of its own. */
const OTHER = '0';

/** In a write: the sections given are all of them (a new row, or one moved from data_sealed). */
export const ALL_SECTIONS = '$all';

/** The column as stored after a write: a partial write merged into the stored sections, a whole one replacing them. */
export const mergeSections = (stored: RawBuilder<unknown>, written: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`CASE WHEN ${written} ? ${ALL_SECTIONS}::text THEN ${written} - ${ALL_SECTIONS}::text ELSE coalesce(${stored}, '{}'::jsonb) || ${written} END`;

interface Sections {
  byKey: ReadonlyMap<string, string>;
  /** Each step's keys, in the catalogue's order. */
  keys: ReadonlyMap<string, readonly string[]>;
}

const sectionsByForm = new Map<string, Sections>();

function sectionsOf(formType: string): Sections {
  let sections = sectionsByForm.get(formType);
  if (!sections) {
    const form = isFormType(formType) ? CATALOGUE[formType] : undefined;
    const byKey = new Map<string, string>();
    const keys = new Map<string, string[]>();
    for (const { field, step } of form ? fieldsOf(form) : []) {
      if (byKey.has(field.key)) continue;
      const section = String(step);
      byKey.set(field.key, section);
      keys.set(section, [...(keys.get(section) ?? []), field.key]);
    }
    sections = { byKey, keys };
    sectionsByForm.set(formType, sections);
  }
  return sections;
}

/** The section an answer (its top-level key) is sealed in. */
export function sectionOf(formType: string, key: string): string {
  return sectionsOf(formType).byKey.get(key) ?? OTHER;
}

/** The answers of one section: its step's keys looked up, not every answer of the form scanned. */
function answersOf(formType: string, answers: Answers, section: string): Answers {
  const group: Answers = {};
  const { byKey, keys } = sectionsOf(formType);
  if (section === OTHER) {
    for (const key in answers) if (!byKey.has(key)) group[key] = answers[key]!;
  } else {
    for (const key of keys.get(section) ?? []) if (key in answers) group[key] = answers[key]!;
  }
  return group;
}

/** The sections that changed since the row was stored: some of them, or all. */
export type UnsealedSections = ReadonlySet<string> | 'all';

/**
 * The column's value for a write: each unsealed section's answers sealed (an emptied section as an
 * empty set, so the merge replaces what it held), marked ALL_SECTIONS when every section is written.
 */
export async function sealSections(
  db: Executor,
  keyring: Keyring,
  ownerId: string,
  formType: string,
  answers: Answers | null,
  unsealed: UnsealedSections,
): Promise<Record<string, string>> {
  if (unsealed !== 'all') {
    const sealed: Record<string, string> = {};
    for (const section of unsealed) sealed[section] = await keyring.seal(db, ownerId, JSON.stringify(answersOf(formType, answers ?? {}, section)));
    return sealed;
  }
  const grouped = new Map<string, Answers>();
  for (const [key, value] of Object.entries(answers ?? {})) {
    const section = sectionOf(formType, key);
    let group = grouped.get(section);
    if (!group) {
      group = {};
      grouped.set(section, group);
    }
    group[key] = value;
  }
  const sealed: Record<string, string> = { [ALL_SECTIONS]: '' };
  for (const [section, group] of grouped) sealed[section] = await keyring.seal(db, ownerId, JSON.stringify(group));
  return sealed;
}

/**
 * The answers of a stored row: its sections, or the one value of a row not saved since migration
 * 0014. null once the owner's key is destroyed.
 */
export async function openSections(
  db: Executor,
  keyring: Keyring,
  ownerId: string,
  row: { sections_sealed: Record<string, string>; data_sealed: string | null },
): Promise<Answers | null> {
  const answers: Record<string, unknown> = {};
  const sealedValues = row.data_sealed ? [row.data_sealed, ...Object.values(row.sections_sealed)] : Object.values(row.sections_sealed);
  for (const sealed of sealedValues) {
    const opened = await keyring.open(db, ownerId, sealed);
    if (opened === null) return null;
    Object.assign(answers, JSON.parse(opened));
  }
  return parseAnswers(answers);
}
