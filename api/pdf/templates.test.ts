import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAPPINGS, USCIS_FORMS, type FormMapping } from '../../domain/uscis/index.ts';
import { fieldTooltip } from './field-inventory.ts';
import { fieldsByName } from './fill.ts';
import { PUBLISHED_FORMS, SHARED_INVENTORIES } from './test-templates.ts';
import {
  checkTemplates,
  loadFieldInventory,
  loadTemplate,
  readManifest,
  syncOnFirstStart,
  syncTemplates,
  templateFile,
  TemplateMissingError,
  TemplateSyncError,
} from './templates.ts';

const EXPECTED = [
  { form: 'i-130', edition: '04/01/24', fieldCount: 450, pageCount: 12 },
  { form: 'i-130a', edition: '04/01/24', fieldCount: 194, pageCount: 6 },
  { form: 'i-485', edition: '01/20/25', fieldCount: 760, pageCount: 24 },
  { form: 'i-864', edition: '10/17/24', fieldCount: 219, pageCount: 12 },
  { form: 'i-765', edition: '08/21/25', fieldCount: 161, pageCount: 7 },
  { form: 'i-131', edition: '01/20/25', fieldCount: 339, pageCount: 14 },
];

let root: string;
let formsDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'greencard-templates-test-'));
  formsDir = path.join(root, 'forms');
  await syncTemplates({ from: PUBLISHED_FORMS, formsDir, now: new Date('2026-01-05T10:00:00Z') });
}, 120_000);
afterAll(() => rm(root, { recursive: true, force: true }));

const mapping = (form: string): FormMapping => {
  const found = MAPPINGS.find((candidate) => candidate.form === form);
  if (!found) throw new Error(`no mapping for ${form}`);
  return found;
};

/** A copy of the installed forms, to break one way or another. */
async function copyOfForms(): Promise<string> {
  const dir = await mkdtemp(path.join(root, 'copy-'));
  for (const file of await readdir(formsDir)) await copyFile(path.join(formsDir, file), path.join(dir, file));
  return dir;
}

describe('forms sync', () => {
  it('decrypts all six published forms and records edition, field count, pages and hashes in the manifest', async () => {
    const manifest = await readManifest(formsDir);
    expect(manifest?.source).toBe(PUBLISHED_FORMS);
    expect(manifest?.syncedAt).toBe('2026-01-05T10:00:00.000Z');
    expect(manifest?.forms.map(({ form, edition, fieldCount, pageCount }) => ({ form, edition, fieldCount, pageCount }))).toEqual(EXPECTED);
    for (const entry of manifest?.forms ?? []) {
      expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.publishedSha256).not.toBe(entry.sha256);
    }
  });

  it('writes templates plain pdf-lib opens without ignoring encryption, with the agency tooltips intact', async () => {
    for (const form of USCIS_FORMS) {
      const doc = await PDFDocument.load(await loadTemplate(formsDir, form));
      expect(doc.isEncrypted).toBe(false);
      const fields = fieldsByName(doc);
      const shared: { name: string; tooltip?: string }[] = JSON.parse(await readFile(path.join(SHARED_INVENTORIES, `${form}.fields.json`), 'utf8'));
      for (const { name, tooltip } of shared) {
        const field = fields.get(name);
        expect(field, `${form} ${name}`).toBeDefined();
        if (field) expect(fieldTooltip(field)).toBe((tooltip ?? '').trim());
      }
    }
  });

  it('writes each field inventory with the pages the shared inventories give', async () => {
    const inventory = await loadFieldInventory(formsDir, 'i-485');
    const byName = new Map(inventory.map((field) => [field.name, field]));
    const shared: { name: string; page: number; type: string }[] = JSON.parse(await readFile(path.join(SHARED_INVENTORIES, 'i-485.fields.json'), 'utf8'));
    for (const field of shared) expect(byName.get(field.name), field.name).toMatchObject({ page: field.page, type: field.type });
  });

  it('syncs from a URL base the same bytes as from a folder', async () => {
    const server: Server = createServer((request, response) => {
      const url = request.url ?? '';
      if (!url.startsWith('/forms/')) return void response.writeHead(404).end();
      readFile(path.join(PUBLISHED_FORMS, path.basename(url))).then(
        (bytes) => response.writeHead(200, { 'content-type': 'application/pdf' }).end(bytes),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('the test server has no port');
    const { port } = address;
    try {
      const dir = path.join(root, 'from-url');
      const manifest = await syncTemplates({ from: `http://127.0.0.1:${port}/forms/`, formsDir: dir });
      const fromFolder = await readManifest(formsDir);
      expect(manifest.forms.map((entry) => entry.sha256)).toEqual(fromFolder?.forms.map((entry) => entry.sha256));
      await expect(syncTemplates({ from: `http://127.0.0.1:${port}/elsewhere`, formsDir: path.join(root, 'never') })).rejects.toThrow(
        `could not download http://127.0.0.1:${port}/elsewhere/i-130.pdf: HTTP 404`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);

  it('refuses a folder where a file is another form, and writes nothing', async () => {
    const wrong = path.join(root, 'wrong');
    await mkdir(wrong);
    for (const form of USCIS_FORMS) await copyFile(path.join(PUBLISHED_FORMS, `${form}.pdf`), path.join(wrong, `${form}.pdf`));
    await copyFile(path.join(PUBLISHED_FORMS, 'i-130.pdf'), path.join(wrong, 'i-130a.pdf'));
    const target = path.join(root, 'not-written');
    await expect(syncTemplates({ from: wrong, formsDir: target })).rejects.toThrow(new TemplateSyncError('the file given for I-130A is Form I-130'));
    await expect(readManifest(target)).resolves.toBeNull();
  }, 120_000);

  it('names the missing file of an incomplete folder', async () => {
    const incomplete = path.join(root, 'incomplete');
    await mkdir(incomplete);
    await writeFile(path.join(incomplete, 'i-130.pdf'), 'not a pdf');
    await expect(syncTemplates({ from: incomplete, formsDir: path.join(root, 'never2') })).rejects.toThrow('the file given for I-130 is not a PDF');
  });
});

describe('syncOnFirstStart', () => {
  it('leaves installed forms alone', async () => {
    await expect(syncOnFirstStart(formsDir, 'http://127.0.0.1:1')).resolves.toEqual({ synced: false, message: `The official USCIS forms are installed in ${formsDir}.` });
  });

  it('installs the forms into an empty directory', async () => {
    const dir = path.join(root, 'first-start');
    const result = await syncOnFirstStart(dir, PUBLISHED_FORMS);
    expect(result.synced).toBe(true);
    expect(result.message).toContain('I-485 01/20/25');
    await expect(checkTemplates(dir)).resolves.toEqual([]);
  }, 120_000);

  it('says what to do when the forms cannot be downloaded, without failing the start', async () => {
    const result = await syncOnFirstStart(path.join(root, 'offline'), 'http://127.0.0.1:1/forms');
    expect(result.synced).toBe(false);
    expect(result.message).toContain('could not download http://127.0.0.1:1/forms/i-130.pdf');
    expect(result.message).toContain('greencard forms sync --from <folder>');
  });
});

describe('loadTemplate', () => {
  it('says which form is not installed and what to run', async () => {
    const empty = await mkdtemp(path.join(root, 'empty-'));
    await expect(loadTemplate(empty, 'i-130a')).rejects.toThrow(new TemplateMissingError('i-130a'));
    await expect(loadTemplate(empty, 'i-485')).rejects.toThrow('the official form I-485 is not installed; run greencard forms sync');
    await expect(loadTemplate(empty, 'i-130a')).rejects.toThrow('the official form I-130A is not installed; run greencard forms sync');
  });
});

describe('forms check', () => {
  it('finds nothing wrong with freshly synced templates and the mappings', async () => {
    await expect(checkTemplates(formsDir)).resolves.toEqual([]);
  });

  it('reports a missing template', async () => {
    const dir = await copyOfForms();
    await rm(templateFile(dir, 'i-864'));
    expect(await checkTemplates(dir)).toEqual([{ form: 'i-864', kind: 'missing', message: 'the official form I-864 is not installed; run greencard forms sync' }]);
  });

  it('reports an edition other than the mapping was written for', async () => {
    const older = { ...mapping('i-765'), edition: '01/20/25' };
    expect(await checkTemplates(formsDir, [older])).toEqual([
      { form: 'i-765', kind: 'edition', message: 'Form I-765 is the edition of 08/21/25, but the mapping was written for the edition of 01/20/25' },
    ]);
  });

  it('reports a mapped field the template lacks', async () => {
    const base = mapping('i-130a');
    const broken = { ...base, fields: [...base.fields, { field: 'form1[0].#subform[0].Pt9Line99_Gone[0]', value: () => 'x' }] };
    expect(await checkTemplates(formsDir, [broken])).toEqual([
      { form: 'i-130a', kind: 'field', message: 'Form I-130A has no field form1[0].#subform[0].Pt9Line99_Gone[0]' },
    ]);
  });

  it('reports a template replaced by another form', async () => {
    const dir = await copyOfForms();
    await copyFile(templateFile(dir, 'i-131'), templateFile(dir, 'i-765'));
    const problems = await checkTemplates(dir, [mapping('i-765')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ form: 'i-765', kind: 'unreadable' });
  });
});
