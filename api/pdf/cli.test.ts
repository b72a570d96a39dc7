import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formsCommands } from '../../cli/forms.ts';
import { pdfCommands } from '../../cli/pdf.ts';
import { carryMapping } from '../../domain/uscis/carry-forward.ts';
import { mappingFor } from '../../domain/uscis/index.ts';
import { BUNDLED_FORMS } from './sync.ts';
import { PREVIOUS_EDITIONS } from '../testing/templates.ts';
import { pdfText } from '../../web/e2e/pdf-text.ts';

class Exit extends Error {}

/** Runs `greencard …` in this process with the given forms directory; what it printed and its exit code. */
async function greencard(args: string[], formsDir: string, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const program = new Command('greencard').exitOverride();
  formsCommands(program);
  pdfCommands(program);
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Exit(String(code));
  });
  const settings: Record<string, string> = { USCIS_FORMS_DIR: formsDir, DATA_DIR: path.join(root, 'data'), ...env };
  const environment = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  Object.assign(process.env, settings);
  process.exitCode = 0;
  let code = 0;
  try {
    await program.parseAsync(['node', 'greencard', ...args]);
    code = Number(process.exitCode ?? 0);
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
    code = Number(error.message);
  } finally {
    out.mockRestore();
    err.mockRestore();
    exit.mockRestore();
    process.exitCode = 0;
    for (const [key, value] of Object.entries(environment)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  return { code, stdout, stderr };
}

let root: string;
let formsDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'greencard-cli-pdf-'));
  formsDir = path.join(root, 'forms');
});
afterAll(() => rm(root, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

describe('greencard forms', () => {
  it('check fails, naming each form and edition, before any sync', async () => {
    const result = await greencard(['forms', 'check'], formsDir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('the official form I-130A (edition 04/01/24) is not installed; run greencard forms sync');
  });

  it('sync imports the forms from a folder and check then passes', async () => {
    const synced = await greencard(['forms', 'sync', '--from', BUNDLED_FORMS, '--json'], formsDir);
    expect(synced.code).toBe(0);
    const report = JSON.parse(synced.stdout);
    expect(report.editions.map((entry: { form: string; edition: string }) => `${entry.form} ${entry.edition}`)).toEqual([
      'i-130 04/01/24', 'i-130a 04/01/24', 'i-485 01/20/25', 'i-485 02/21/23', 'i-864 10/17/24', 'i-864 12/08/21', 'i-765 08/21/25', 'i-765 10/31/22', 'i-131 01/20/25',
    ]);
    expect(report.problems).toEqual([]);
    const checked = await greencard(['forms', 'check'], formsDir);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('All 9 mappings have their template');
  }, 120_000);

  it('status names the I-485 and I-864 USCIS no longer accepts today and exits 1; on a day it accepted them, exits 0', async () => {
    const today = await greencard(['forms', 'status'], formsDir, { FILING_DATE: '2026-11-25' });
    expect(today.code).toBe(1);
    expect(today.stdout).toMatch(/Form I-485 +installed 01\/20\/25, 02\/21\/23 +mapped 01\/20\/25, 02\/21\/23 +USCIS accepts 09\/18\/26 +NOT FILEABLE: map the 09\/18\/26 edition/);
    expect(today.stdout).toMatch(/Form I-864 +installed 10\/17\/24, 12\/08\/21 +mapped 10\/17\/24, 12\/08\/21 +USCIS accepts 08\/24\/26 +NOT FILEABLE: map the 08\/24\/26 edition/);
    expect(today.stdout).toMatch(/Form I-864A +installed — +mapped — +USCIS accepts 08\/24\/26 +not in packages yet/);
    expect(today.stdout).toContain('2 forms of the package are not fileable');
    const json = JSON.parse((await greencard(['forms', 'status', '--json'], formsDir, { FILING_DATE: '2026-11-25' })).stdout);
    expect(json.forms.filter((form: { status: string }) => form.status !== 'fileable').map((form: { form: string }) => form.form)).toEqual(['i-485', 'i-864', 'i-864a']);
    const before = await greencard(['forms', 'status'], formsDir, { FILING_DATE: '2026-09-17' });
    expect(before.code).toBe(0);
    expect(before.stdout).toContain('Every form of the package is fileable.');
  });

  it('sync says what to do when the source cannot be read', async () => {
    const result = await greencard(['forms', 'sync', '--from', path.join(root, 'nowhere')], path.join(root, 'other-forms'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The forms could not be imported');
    expect(result.stderr).toContain('greencard forms sync --from <folder>');
  });

  it('coverage counts a field as filled only when an answer reaches it, and gives every other field its reason', async () => {
    const result = await greencard(['forms', 'coverage', '--json'], formsDir);
    expect(result.code).toBe(0);
    const coverage: {
      form: string;
      edition: string;
      fields: number;
      filled: number;
      blank: Record<string, number>;
      blankFields: unknown[];
      unreached: { name: string }[];
      unmapped: unknown[];
      conflicts: unknown[];
    }[] = JSON.parse(result.stdout);
    expect(coverage.map((entry) => `${entry.form} ${entry.edition}`)).toEqual([
      'i-130 04/01/24', 'i-130a 04/01/24', 'i-485 01/20/25', 'i-485 02/21/23', 'i-864 10/17/24', 'i-864 12/08/21', 'i-765 08/21/25', 'i-765 10/31/22', 'i-131 01/20/25',
    ]);
    for (const entry of coverage) {
      const blank = Object.values(entry.blank).reduce((sum, count) => sum + count, 0);
      expect(blank).toBe(entry.blankFields.length);
      expect(entry.filled + blank + entry.unreached.length + entry.unmapped.length).toBe(entry.fields);
      expect(entry.filled).toBeGreaterThan(0);
      // Every field a couple has to answer is reached by some answer; the rest are blank for a stated reason.
      expect(entry.unmapped, entry.form).toEqual([]);
      expect(entry.unreached.map((field) => field.name), entry.form).toEqual([]);
      expect(entry.conflicts, entry.form).toEqual([]);
    }
    const human = await greencard(['forms', 'coverage'], formsDir);
    expect(human.stdout).toContain('Form I-485 (edition 01/20/25): 760 fields');
    expect(human.stdout).toContain('named by a rule, but no answer reaches them and no reason is written: 0');
    // Two runs over every made-up couple of every form: minutes on a loaded two-core machine.
  }, 480_000);

  it('diff names what changed between the I-765 of 10/31/22 and of 08/21/25, field by field', async () => {
    const result = await greencard(['forms', 'diff', path.join(PREVIOUS_EDITIONS, 'i-765-10-31-22.pdf'), path.join(BUNDLED_FORMS, 'i-765-08-21-25.pdf'), '--json'], formsDir);
    expect(result.code).toBe(0);
    const diff = JSON.parse(result.stdout);
    expect([diff.form, diff.old.edition, diff.new.edition]).toEqual(['i-765', '10/31/22', '08/21/25']);
    expect(diff.counts).toEqual({ unchanged: 134, renamed: 2, moved: 8, changed: 16, added: 1, removed: 10 });
    const human = await greencard(['forms', 'diff', path.join(PREVIOUS_EDITIONS, 'i-765-10-31-22.pdf'), path.join(BUNDLED_FORMS, 'i-765-08-21-25.pdf')], formsDir);
    expect(human.stdout).toContain('unchanged 134 · renamed 2 · moved 8 · changed 16 · added 1 · removed 10');
    expect(human.stdout).toContain('  form1[0].Page1[0].CheckBox1[0] → form1[0].Page1[0].Attorney-Rep[0].CheckBox1[0]');
    expect(human.stdout).toContain('      was: Part 2.  Information About You. Other Information. 10. Gender. Select Female.');
    expect(human.stdout).toContain('      now: Part 2.  Information About You. Other Information. 10. Sex. Select Female.');
  }, 60_000);

  it('boxes writes the box table of an edition from its own text fields, as the kept ones are written', async () => {
    const out = path.join(root, 'boxes');
    const result = await greencard(['forms', 'boxes', path.join(PREVIOUS_EDITIONS, 'i-485-02-21-23.pdf'), path.join(BUNDLED_FORMS, 'i-131-01-20-25.pdf'), '--out', out], formsDir);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Form I-485 edition 02/21/23: ');
    const earlier = await readFile(path.join(out, 'i485', 'boxes-02-21-23.ts'), 'utf8');
    expect(earlier).toContain('export const I485_02_21_23_BOXES: BoxTable = {');
    expect(earlier).toContain("'form1[0].#subform[0].Pt1Line1a_FamilyName[0]': [");
    // The table of a mapped edition is the very file kept in domain/.
    expect(await readFile(path.join(out, 'i131', 'boxes-01-20-25.ts'), 'utf8')).toBe(await readFile(path.resolve(import.meta.dirname, '../../domain/uscis/i131/boxes-01-20-25.ts'), 'utf8'));
    const again = await greencard(['forms', 'boxes', path.join(BUNDLED_FORMS, 'i-131-01-20-25.pdf'), '--out', out], formsDir);
    expect(again.stdout).toContain('already up to date');
  });

  it('diff refuses two different forms, and a file that is not a form', async () => {
    const different = await greencard(['forms', 'diff', path.join(PREVIOUS_EDITIONS, 'i-765-10-31-22.pdf'), path.join(BUNDLED_FORMS, 'i-131-01-20-25.pdf')], formsDir);
    expect(different.code).toBe(1);
    expect(different.stderr).toContain('compare two editions of one form');
    const notAForm = await greencard(['forms', 'diff', path.join(root, 'nothing.pdf'), path.join(BUNDLED_FORMS, 'i-131-01-20-25.pdf')], formsDir);
    expect(notAForm.code).toBe(1);
    expect(notAForm.stderr).toContain('cannot be read');
  }, 60_000);

  it('coverage --carry-to lists what the I-765 mapping leaves to map in another edition', async () => {
    const result = await greencard(['forms', 'coverage', '--carry-to', path.join(PREVIOUS_EDITIONS, 'i-765-10-31-22.pdf'), '--json'], formsDir);
    expect(result.code).toBe(0);
    const carried = JSON.parse(result.stdout);
    expect([carried.form, carried.from, carried.to]).toEqual(['i-765', '08/21/25', '10/31/22']);
    expect(carried.dropped.map((field: { field: string }) => field.field)).toContain('form1[0].Page2[0].Line9_Checkbox[0]');
    expect(carried.coverage.unmapped.map((field: { name: string }) => field.name)).toContain('form1[0].Page2[0].Line9_Checkbox[0]');
    // The diff's JSON, kept beside a new edition's mapping, carries it the same way.
    const diff = JSON.parse((await greencard(['forms', 'diff', path.join(BUNDLED_FORMS, 'i-765-08-21-25.pdf'), path.join(PREVIOUS_EDITIONS, 'i-765-10-31-22.pdf'), '--json'], formsDir)).stdout);
    const mapping = mappingFor('i-765', '08/21/25');
    if (!mapping) throw new Error('no I-765 mapping');
    const fromJson = carryMapping(mapping, diff.changes, '10/31/22');
    expect(fromJson.dropped).toEqual(carried.dropped);
    expect(fromJson.carried).toBe(carried.carried);
    const human = await greencard(['forms', 'coverage', '--carry-to', path.join(PREVIOUS_EDITIONS, 'i-765-10-31-22.pdf')], formsDir);
    expect(human.stdout).toContain('Form I-765: the mapping of the edition of 08/21/25 carried to the edition of 10/31/22');
    expect(human.stdout).toContain(`  to map: ${carried.coverage.unmapped.length} fields of the new edition`);
  }, 60_000);
});

describe('greencard pdf generate', () => {
  it('writes the package of a fixture and a preview of every page', async () => {
    const output = path.join(root, 'package.pdf');
    const previews = path.join(root, 'previews');
    const fixture = path.resolve(import.meta.dirname, '../../fixtures/couples/multi-country-history.json');
    const result = await greencard(['pdf', 'generate', fixture, '-o', output, '--previews', previews, '--json'], formsDir);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    const doc = await PDFDocument.load(await readFile(output));
    expect(doc.getPageCount()).toBe(summary.pageCount);
    const images = (await readdir(previews)).sort();
    expect(images).toHaveLength(summary.pageCount);
    expect(images[0]).toBe('page-001.png');
  }, 180_000);

  it('fails with the message a person can act on when a template is missing', async () => {
    const fixture = path.resolve(import.meta.dirname, '../../fixtures/couples/multi-country-history.json');
    const result = await greencard(['pdf', 'generate', fixture, '-o', path.join(root, 'never.pdf')], path.join(root, 'empty-forms'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('the official form I-130 is not installed; run greencard forms sync\n');
  });

  it('answers and files the fixture on the filing date it is given: the cover and the I-864 year boxes', async () => {
    const output = path.join(root, 'april.pdf');
    const fixture = path.resolve(import.meta.dirname, '../../fixtures/couples/multi-country-history.json');
    const result = await greencard(['pdf', 'generate', fixture, '-o', output, '--filing-date', '2026-04-15', '--json'], formsDir);
    expect(result.code).toBe(0);
    const text = (await pdfText(await readFile(output))).replace(/\s+/g, ' ');
    expect(text).toContain('Prepared on 04/15/2026.');
    // On the deadline day a fixture's sponsor has filed the 2025 return: 2025 is the most recent tax year.
    // The flattened year boxes of Part 6 items 16.a to 16.c, as a reader copies them.
    expect(text).toContain('2025 58,900 2024 46,200 2023 41,800');
    expect(text).toContain('for 2025 (required: the most recent tax year)');
    const refused = await greencard(['pdf', 'generate', fixture, '-o', output, '--filing-date', '2026-02-30'], formsDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('--filing-date must be a date written YYYY-MM-DD (it is "2026-02-30").\n');
  }, 180_000);

  it('refuses a file that is not a fixture', async () => {
    const result = await greencard(['pdf', 'generate', path.join(BUNDLED_FORMS, 'i-130-04-01-24.pdf'), '-o', path.join(root, 'never.pdf')], formsDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not JSON');
  });
});
