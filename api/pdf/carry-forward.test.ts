import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { carryMapping } from '../../domain/uscis/carry-forward.ts';
import { countChanges, diffEditions, type FieldChange } from '../../domain/uscis/edition-diff.ts';
import { mappingFor, type FormMapping } from '../../domain/uscis/index.ts';
import { formCoverage, reachedFields } from './coverage.ts';
import { readEditionFile, type EditionFile } from './edition-fields.ts';
import { BUNDLED_FORMS } from './sync.ts';
import { PREVIOUS_EDITIONS } from '../testing/templates.ts';

/**
 * The product has mappings of the current editions only, so the real mapping is carried to the
 * earlier real edition (01/20/25 → 02/21/23 for the I-485), and then forward again
 * (02/21/23 → 01/20/25): the forward step is the one a new edition takes, on a mapping of the
 * older edition that is real field for field, and its result is checked against the mapping a
 * person wrote for the newer edition.
 */
const edition = (file: string) => readEditionFile(file);
const mapping = (form: 'i-485' | 'i-765' | 'i-864', of: string): FormMapping => {
  const found = mappingFor(form, of);
  if (!found) throw new Error(`no mapping of ${form} ${of}`);
  return found;
};
/** Every field a mapping fills: its rules, the Additional Information header and slots. */
const filledNames = (of: FormMapping): Set<string> =>
  new Set([
    ...of.fields.map((rule) => rule.field),
    ...of.additionalInfo.header.map((rule) => rule.field),
    ...of.additionalInfo.slots.flatMap((slot) => [slot.pageField, slot.partField, slot.itemField, slot.textField]),
  ]);
/** The fields an answer reaches under a mapping, on a day every history of the made-up couples fits. */
const reached = (of: FormMapping): ReadonlySet<string> => reachedFields([of], '2026-06-01').get(of) ?? new Set<string>();
const namesOf = (changes: readonly FieldChange[], kinds: readonly FieldChange['kind'][]) =>
  new Set(changes.filter((change) => kinds.includes(change.kind)).map((change) => ('to' in change ? change.to.name : change.from.name)));

const pairs = {
  'i-485': { older: 'i-485-02-21-23.pdf', newer: 'i-485-01-20-25.pdf', edition: '01/20/25' },
  'i-765': { older: 'i-765-10-31-22.pdf', newer: 'i-765-08-21-25.pdf', edition: '08/21/25' },
  'i-864': { older: 'i-864-12-08-21.pdf', newer: 'i-864-10-17-24.pdf', edition: '10/17/24' },
} as const;

const files = new Map<string, { older: EditionFile; newer: EditionFile }>();
beforeAll(async () => {
  for (const [form, pair] of Object.entries(pairs)) {
    files.set(form, { older: await edition(path.join(PREVIOUS_EDITIONS, pair.older)), newer: await edition(path.join(BUNDLED_FORMS, pair.newer)) });
  }
}, 120_000);

const filesOf = (form: string) => {
  const found = files.get(form);
  if (!found) throw new Error(`no files for ${form}`);
  return found;
};

describe('the diff of real editions', () => {
  it('finds the I-485 of 01/20/25 a redesign of 02/21/23: its page-header A-Numbers renamed, almost every other field rewritten', () => {
    const { older, newer } = filesOf('i-485');
    const changes = diffEditions(older.fields, newer.fields);
    const counts = countChanges(changes);
    expect(counts.unchanged + counts.renamed + counts.moved + counts.changed + counts.removed).toBe(older.fields.length);
    expect(counts.unchanged + counts.renamed + counts.moved + counts.changed + counts.added).toBe(newer.fields.length);
    const renamed = changes.filter((change) => change.kind === 'renamed').map((change) => [change.from.name, change.to.name]);
    expect(renamed).toContainEqual(['form1[0].#subform[0].Pt1Line10_AlienNumber[0]', 'form1[0].#subform[0].AlienNumber[0]']);
    expect(counts.added).toBeGreaterThan(600);
    // Same name, another question: a name proves nothing without its description.
    const [ssa] = older.fields.filter((field) => field.name.endsWith('Pt1Line16_YN[0]'));
    expect(ssa?.tooltip).toContain('Social Security card');
    expect(newer.fields.find((field) => field.name.endsWith('Pt1Line16_YN[0]'))?.tooltip).toContain('crewman');
  });

  it('reads the I-864 of 12/08/21 and 10/17/24 the same way', () => {
    const { older, newer } = filesOf('i-864');
    const counts = countChanges(diffEditions(older.fields, newer.fields));
    expect(counts.unchanged + counts.renamed + counts.moved + counts.changed + counts.removed).toBe(older.fields.length);
    expect(counts.renamed).toBeGreaterThan(0);
  });
});

describe('carrying a mapping to another edition', () => {
  it.each(['i-485', 'i-765', 'i-864'] as const)('%s: carries every rule whose field kept its description, under its new name, and leaves the others to map', (form) => {
    const { older, newer } = filesOf(form);
    const current = mapping(form, pairs[form].edition);
    const backward = diffEditions(newer.fields, older.fields);
    const carried = carryMapping(current, backward, older.edition);
    expect(carried.mapping.edition).toBe(older.edition);
    const olderNames = new Set(older.fields.map((field) => field.name));
    for (const rule of carried.mapping.fields) expect(olderNames.has(rule.field), rule.field).toBe(true);
    // What a person must still map is exactly what the diff says changed or is new, and not blank on purpose.
    const coverage = formCoverage(carried.mapping, older.fields, reached(carried.mapping));
    const toMap = coverage.unmapped.map((field) => field.name);
    const changedOrNew = namesOf(backward, ['changed', 'added']);
    for (const name of toMap) expect(changedOrNew.has(name), name).toBe(true);
    // Every rule left behind had its field change meaning or disappear.
    const leftBehind = namesOf(backward, ['changed', 'removed']);
    for (const dropped of carried.dropped) expect(leftBehind.has(dropped.field), dropped.field).toBe(true);
  });

  it.each(['i-485', 'i-765', 'i-864'] as const)('%s: carried forward again, gives back the very rules written for the newer edition, and names exactly the fields it lost', (form) => {
    const { older, newer } = filesOf(form);
    const current = mapping(form, pairs[form].edition);
    const toOlder = carryMapping(current, diffEditions(newer.fields, older.fields), older.edition);
    const forward = diffEditions(older.fields, newer.fields);
    const back = carryMapping(toOlder.mapping, forward, newer.edition);
    expect(back.mapping.edition).toBe(newer.edition);
    const written = new Map(current.fields.map((rule) => [rule.field, rule]));
    for (const rule of back.mapping.fields) expect(rule.value, rule.field).toBe(written.get(rule.field)?.value);
    const coverage = formCoverage(back.mapping, newer.fields, reached(back.mapping));
    const reachedBefore = reached(current);
    const original = formCoverage(current, newer.fields, reachedBefore);
    const kept = filledNames(back.mapping);
    const lost = [...filledNames(current)].filter((field) => !kept.has(field));
    // Every field the round trip lost is one its coverage lists to map, and nothing else it fills changed.
    const toMap = new Set(coverage.unmapped.map((field) => field.name));
    for (const field of lost) expect(toMap.has(field), field).toBe(true);
    expect(coverage.filled).toBe(original.filled - lost.filter((field) => reachedBefore.has(field)).length);
    expect(lost.length).toBeGreaterThan(0);
  });
});
