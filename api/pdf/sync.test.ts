import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAPPINGS, mappingsOf, type KnownForm } from '../../domain/uscis/index.ts';
import { fieldTooltip } from './field-inventory.ts';
import { fieldsByName } from './fill.ts';
import { BUNDLED_FORMS, installBundledForms, syncTemplates, TemplateSyncError } from './sync.ts';
import { footerOnlyPdf, PREVIOUS_EDITIONS, SHARED_INVENTORIES } from '../testing/templates.ts';
import { checkTemplates, loadFieldInventory, loadTemplate, readManifest, templateFile } from './templates.ts';

const EXPECTED: readonly { form: KnownForm; edition: string; fieldCount: number; pageCount: number }[] = [
  { form: 'i-130', edition: '04/01/24', fieldCount: 450, pageCount: 12 },
  { form: 'i-130a', edition: '04/01/24', fieldCount: 194, pageCount: 6 },
  { form: 'i-485', edition: '01/20/25', fieldCount: 760, pageCount: 24 },
  // A replaced edition mapped beside the current one (issue 23).
  { form: 'i-485', edition: '02/21/23', fieldCount: 723, pageCount: 20 },
  { form: 'i-864', edition: '10/17/24', fieldCount: 219, pageCount: 12 },
  // A replaced edition mapped beside the current one (issue 23).
  { form: 'i-864', edition: '12/08/21', fieldCount: 260, pageCount: 10 },
  { form: 'i-765', edition: '08/21/25', fieldCount: 161, pageCount: 7 },
  // A replaced edition mapped beside the current one (issue 23).
  { form: 'i-765', edition: '10/31/22', fieldCount: 170, pageCount: 7 },
  { form: 'i-131', edition: '01/20/25', fieldCount: 339, pageCount: 14 },
];

/** Whether an edition is the newest mapped of its form: the one the agency serves and the shared inventories describe. */
const isNewest = (entry: { form: KnownForm; edition: string }): boolean => mappingsOf(entry.form)[0]?.edition === entry.edition;

let root: string;
let formsDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'greencard-sync-test-'));
  formsDir = path.join(root, 'forms');
  await syncTemplates({ from: BUNDLED_FORMS, formsDir, now: new Date('2026-01-05T10:00:00Z') });
}, 120_000);
afterAll(() => rm(root, { recursive: true, force: true }));

/** A local stand-in for the agency's site, serving `<form>.pdf` from `files` (404 for the rest). */
async function formsServer(files: Record<string, Uint8Array>): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const bytes = files[path.basename(request.url ?? '')];
    if (!request.url?.startsWith('/forms/') || !bytes) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the test server has no port');
  return { url: `http://127.0.0.1:${address.port}/forms/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The repository's published forms by the names the agency serves them under. */
async function publishedByFormName(): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for (const name of await readdir(BUNDLED_FORMS)) {
    const form = /^(i-\d+a?)-\d{2}-\d{2}-\d{2}\.pdf$/.exec(name)?.[1];
    // The agency serves the current edition of each form only.
    const current = MAPPINGS.some((mapping) => isNewest(mapping) && `${mapping.form}-${mapping.edition.replaceAll('/', '-')}.pdf` === name);
    if (form && current) files[`${form}.pdf`] = new Uint8Array(await readFile(path.join(BUNDLED_FORMS, name)));
  }
  return files;
}

describe("forms sync from the repository's own copies", () => {
  it('installs every edition a mapping is written for, reading each edition from its file', async () => {
    const manifest = await readManifest(formsDir);
    expect(manifest?.editions.map(({ form, edition, fieldCount, pageCount }) => ({ form, edition, fieldCount, pageCount }))).toEqual(EXPECTED);
    for (const entry of manifest?.editions ?? []) {
      expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.source.startsWith(BUNDLED_FORMS)).toBe(true);
      expect(entry.installedAt).toBe('2026-01-05T10:00:00.000Z');
    }
    expect(MAPPINGS.map(({ form, edition }) => ({ form, edition }))).toEqual(expect.arrayContaining(EXPECTED.map(({ form, edition }) => ({ form, edition }))));
    await expect(checkTemplates(formsDir)).resolves.toEqual([]);
  });

  it('writes templates plain pdf-lib opens without ignoring encryption, with the agency tooltips intact', async () => {
    for (const { form, edition } of EXPECTED.filter(isNewest)) {
      const doc = await PDFDocument.load(await loadTemplate(formsDir, form, edition));
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

  it('writes each field inventory with the pages and places of the shared inventories', async () => {
    const inventory = await loadFieldInventory(formsDir, 'i-485', '01/20/25');
    const byName = new Map(inventory.map((field) => [field.name, field]));
    const shared: { name: string; page: number; type: string; rect: number[] }[] = JSON.parse(await readFile(path.join(SHARED_INVENTORIES, 'i-485.fields.json'), 'utf8'));
    for (const field of shared) {
      expect(byName.get(field.name), field.name).toMatchObject({ page: field.page, type: field.type });
      byName.get(field.name)?.rect?.forEach((value, index) => expect(Math.abs(value - (field.rect[index] ?? Number.NaN))).toBeLessThan(1));
    }
  });

  it('keeps an edition it imports beside the one installed, never in its place, and leaves unchanged files alone', async () => {
    const dir = path.join(root, 'side-by-side');
    // Every bundled form but the I-485 of 02/21/23 installed first: the bundled forms hold it too.
    const current = path.join(root, 'current-editions');
    await mkdir(current);
    for (const file of await readdir(BUNDLED_FORMS)) {
      if (file.endsWith('.pdf') && file !== 'i-485-02-21-23.pdf') await copyFile(path.join(BUNDLED_FORMS, file), path.join(current, file));
    }
    await syncTemplates({ from: current, formsDir: dir });
    const older = path.join(root, 'older');
    await mkdir(older);
    await copyFile(path.join(PREVIOUS_EDITIONS, 'i-485-02-21-23.pdf'), path.join(older, 'downloaded.pdf'));
    const result = await syncTemplates({ from: older, formsDir: dir });
    expect(result.added.map(({ form, edition }) => ({ form, edition }))).toEqual([{ form: 'i-485', edition: '02/21/23' }]);
    const manifest = await readManifest(dir);
    expect(manifest?.editions.filter((entry) => entry.form === 'i-485').map((entry) => entry.edition)).toEqual(['01/20/25', '02/21/23']);
    await expect(loadTemplate(dir, 'i-485', '02/21/23')).resolves.toBeInstanceOf(Uint8Array);
    const again = await syncTemplates({ from: BUNDLED_FORMS, formsDir: dir });
    expect(again.added).toEqual([]);
    expect(again.unchanged).toHaveLength(EXPECTED.length);
    await expect(checkTemplates(dir)).resolves.toEqual([]);
  }, 120_000);

  it('installs again an edition whose template went missing', async () => {
    const dir = path.join(root, 'repaired');
    await syncTemplates({ from: BUNDLED_FORMS, formsDir: dir });
    await rm(templateFile(dir, 'i-130a', '04/01/24'));
    const result = await syncTemplates({ from: BUNDLED_FORMS, formsDir: dir });
    expect(result.replaced.map((entry) => entry.form)).toEqual(['i-130a']);
    await expect(checkTemplates(dir)).resolves.toEqual([]);
  }, 120_000);

  it('refuses a folder that leaves a form of the package without any edition, and writes nothing', async () => {
    const partial = path.join(root, 'partial');
    await mkdir(partial);
    await copyFile(path.join(BUNDLED_FORMS, 'i-130-04-01-24.pdf'), path.join(partial, 'i-130a.pdf'));
    const target = path.join(root, 'not-written');
    await expect(syncTemplates({ from: partial, formsDir: target })).rejects.toThrow(
      new TemplateSyncError(`${partial} holds no Form I-130A, Form I-485, Form I-864, Form I-765, Form I-131, and none is installed`),
    );
    await expect(readManifest(target)).resolves.toBeNull();
  }, 60_000);

  it('names a file that is not a PDF, and a PDF of a form the product does not fill', async () => {
    const odd = path.join(root, 'odd');
    await mkdir(odd);
    await writeFile(path.join(odd, 'i-130.pdf'), 'not a pdf');
    await expect(syncTemplates({ from: odd, formsDir: path.join(root, 'never') })).rejects.toThrow(`${path.join(odd, 'i-130.pdf')} is not a PDF`);
    await rm(path.join(odd, 'i-130.pdf'));
    await writeFile(path.join(odd, 'medical.pdf'), await footerOnlyPdf('I-693', '01/20/25'));
    await expect(syncTemplates({ from: odd, formsDir: path.join(root, 'never') })).rejects.toThrow(`${path.join(odd, 'medical.pdf')} is Form I-693, which the product does not fill`);
  });
});

describe('forms sync from a URL base', () => {
  it('downloads the same bytes as the folder holds, and only looks for the I-864A it has no mapping of', async () => {
    const server = await formsServer(await publishedByFormName());
    try {
      const dir = path.join(root, 'from-url');
      const result = await syncTemplates({ from: server.url, formsDir: dir });
      const fromFolder = await readManifest(formsDir);
      expect(result.manifest.editions.map((entry) => entry.sha256)).toEqual(fromFolder?.editions.filter(isNewest).map((entry) => entry.sha256));
      expect(result.skipped).toEqual([{ origin: `${server.url}i-864a.pdf`, reason: `could not download ${server.url}i-864a.pdf: HTTP 404` }]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses a site where a form of the package is missing, or is another form than its name says', async () => {
    const files = await publishedByFormName();
    const server = await formsServer({ ...files, 'i-130a.pdf': files['i-130.pdf'] ?? new Uint8Array() });
    try {
      await expect(syncTemplates({ from: server.url, formsDir: path.join(root, 'wrong') })).rejects.toThrow(`${server.url}i-130a.pdf is Form I-130, not Form I-130A`);
      await expect(syncTemplates({ from: `${server.url}../elsewhere`, formsDir: path.join(root, 'never2') })).rejects.toThrow('HTTP 404');
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('installBundledForms', () => {
  it('installs the forms into an empty directory, then leaves them alone', async () => {
    const dir = path.join(root, 'first-start');
    const first = await installBundledForms(dir);
    expect(first.added).toHaveLength(EXPECTED.length);
    expect(first.message).toContain('I-485 01/20/25');
    await expect(checkTemplates(dir)).resolves.toEqual([]);
    const second = await installBundledForms(dir);
    expect(second.added).toEqual([]);
    expect(second.message).toContain(`The official USCIS forms are installed in ${dir}`);
  }, 120_000);

  it('says what to do when they cannot be installed, without failing the start', async () => {
    const result = await installBundledForms(path.join(root, 'nowhere-forms'), path.join(root, 'no-such-folder'));
    expect(result.added).toEqual([]);
    expect(result.message).toContain('run "greencard forms sync"');
  });
});
