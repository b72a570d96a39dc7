import { CATALOGUE, fieldsOf, type FormType } from '../catalogue/index.ts';

interface KnownKeys {
  top: ReadonlySet<string>;
  /** Item keys of each group, by the group's key. */
  groups: ReadonlyMap<string, ReadonlySet<string>>;
}

const KNOWN = new Map<FormType, KnownKeys>();
for (const form of Object.values(CATALOGUE)) {
  const top = new Set<string>();
  const groups = new Map<string, ReadonlySet<string>>();
  for (const { field } of fieldsOf(form)) {
    top.add(field.key);
    if (field.item) groups.set(field.key, new Set(field.item.map((i) => i.key)));
  }
  KNOWN.set(form.type, { top, groups });
}

/** The first answer key (or row item key) the form does not ask, or null when all are known. */
export function unknownAnswerKey(formType: FormType, answers: Readonly<Record<string, unknown>>): string | null {
  const known = KNOWN.get(formType);
  if (!known) return Object.keys(answers)[0] ?? null;
  for (const [key, value] of Object.entries(answers)) {
    if (!known.top.has(key)) return key;
    const items = known.groups.get(key);
    if (!Array.isArray(value)) continue;
    if (!items) return key;
    for (const row of value) {
      if (typeof row !== 'object' || row === null) return key;
      const stray = Object.keys(row).find((k) => !items.has(k));
      if (stray) return `${key}.${stray}`;
    }
  }
  return null;
}

export const hasWizard = (formType: FormType): boolean => KNOWN.has(formType);
