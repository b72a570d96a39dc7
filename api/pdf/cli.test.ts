import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formsCommands } from '../../cli/forms.ts';
import { pdfCommands } from '../../cli/pdf.ts';
import { PUBLISHED_FORMS } from './test-templates.ts';
import { pdfText } from '../../web/e2e/pdf-text.ts';

class Exit extends Error {}

/** Runs `greencard …` in this process with the given forms directory; what it printed and its exit code. */
async function greencard(args: string[], formsDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
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
  const environment = { USCIS_FORMS_DIR: process.env.USCIS_FORMS_DIR, DATA_DIR: process.env.DATA_DIR };
  process.env.USCIS_FORMS_DIR = formsDir;
  process.env.DATA_DIR = path.join(root, 'data');
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
  it('check fails, naming each form, before any sync', async () => {
    const result = await greencard(['forms', 'check'], formsDir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('the official form I-130A is not installed; run greencard forms sync');
  });

  it('sync imports the six forms from a folder and check then passes', async () => {
    const synced = await greencard(['forms', 'sync', '--from', PUBLISHED_FORMS, '--json'], formsDir);
    expect(synced.code).toBe(0);
    const report = JSON.parse(synced.stdout);
    expect(report.forms.map((entry: { edition: string }) => entry.edition)).toEqual(['04/01/24', '04/01/24', '01/20/25', '10/17/24', '08/21/25', '01/20/25']);
    expect(report.problems).toEqual([]);
    const checked = await greencard(['forms', 'check'], formsDir);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('are installed, in the editions the mappings were written for');
  }, 120_000);

  it('sync says what to do when the source cannot be read', async () => {
    const result = await greencard(['forms', 'sync', '--from', path.join(root, 'nowhere')], path.join(root, 'other-forms'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The forms could not be imported');
    expect(result.stderr).toContain('greencard forms sync --from <folder>');
  });

  it('coverage accounts for every field of every form', async () => {
    const result = await greencard(['forms', 'coverage', '--json'], formsDir);
    expect(result.code).toBe(0);
    const coverage: { form: string; fields: number; filled: number; blank: Record<string, number>; unmapped: unknown[] }[] = JSON.parse(result.stdout);
    expect(coverage.map((entry) => entry.form)).toEqual(['i-130', 'i-130a', 'i-485', 'i-864', 'i-765', 'i-131']);
    for (const entry of coverage) {
      const blank = Object.values(entry.blank).reduce((sum, count) => sum + count, 0);
      expect(entry.filled + blank + entry.unmapped.length).toBe(entry.fields);
      expect(entry.filled).toBeGreaterThan(0);
      // Every field a couple has to answer is mapped; the rest are blank for a stated reason.
      expect(entry.unmapped, entry.form).toEqual([]);
    }
    const human = await greencard(['forms', 'coverage'], formsDir);
    expect(human.stdout).toContain('Form I-485 (edition 01/20/25): 760 fields');
  });
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
    expect(text).toContain('2025 58900 2024 46200 2023 41800');
    expect(text).toContain('for 2025 (required: the most recent tax year)');
    const refused = await greencard(['pdf', 'generate', fixture, '-o', output, '--filing-date', '2026-02-30'], formsDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('--filing-date must be a date written YYYY-MM-DD (it is "2026-02-30").\n');
  }, 180_000);

  it('refuses a file that is not a fixture', async () => {
    const result = await greencard(['pdf', 'generate', path.join(PUBLISHED_FORMS, 'i-130.pdf'), '-o', path.join(root, 'never.pdf')], formsDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not JSON');
  });
});
