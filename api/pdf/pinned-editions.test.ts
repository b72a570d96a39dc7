import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, inject, it } from 'vitest';
import { MAPPINGS } from '../../domain/uscis/index.ts';
import { PINNED_EDITIONS } from './pinned-editions.ts';
import { BUNDLED_FORMS, syncTemplates } from './sync.ts';
import { checkTemplates, manifestFile, manifestJson, readManifest, sha256, templateFile } from './templates.ts';

/** Issue 21 item 5: a source serving a changed file of a mapped edition must not replace the template. */
describe('the pinned files of the mapped editions', () => {
  it('pins every mapped edition, to the file the release carries', () => {
    for (const { form, edition } of MAPPINGS) {
      const file = readdirSync(BUNDLED_FORMS).find((name) => name === `${form}-${edition.replaceAll('/', '-')}.pdf`);
      expect(file, `${form} ${edition}`).toBeDefined();
      const pin = PINNED_EDITIONS.find((p) => p.form === form && p.edition === edition);
      expect(pin?.sha256, `${form} ${edition}`).toBe(sha256(new Uint8Array(readFileSync(path.join(BUNDLED_FORMS, file ?? '')))));
    }
  });

  it('refuses a changed file of an installed, mapped edition (same footer, one line added on page 1), and forms check finds one installed', async () => {
    const formsDir = mkdtempSync(path.join(tmpdir(), 'greencard-pinned-forms-'));
    cpSync(inject('formsDir'), formsDir, { recursive: true });
    const source = mkdtempSync(path.join(tmpdir(), 'greencard-changed-source-'));
    // The installed template (decrypted, the same footer) with one line added on page 1.
    const doc = await PDFDocument.load(readFileSync(templateFile(formsDir, 'i-130a', '04/01/24')));
    doc.getPage(0).drawText('A line the attacker added.', { x: 72, y: 20, size: 8, font: await doc.embedFont(StandardFonts.Helvetica) });
    const changedFile = await doc.save();
    writeFileSync(path.join(source, 'i-130a.pdf'), changedFile);
    const before = readFileSync(manifestFile(formsDir), 'utf8');

    const result = await syncTemplates({ from: source, formsDir });
    expect(result.refused.map(({ form, edition }) => ({ form, edition }))).toEqual([{ form: 'i-130a', edition: '04/01/24' }]);
    expect([result.added, result.replaced]).toEqual([[], []]);
    expect(readFileSync(manifestFile(formsDir), 'utf8')).toBe(before);
    expect(await checkTemplates(formsDir)).toEqual([]);

    // A forms directory where such a file was installed before this release: forms check fails.
    const manifest = await readManifest(formsDir);
    const changed = { editions: (manifest?.editions ?? []).map((e) => (e.form === 'i-130a' ? { ...e, publishedSha256: sha256(changedFile) } : e)) };
    writeFileSync(manifestFile(formsDir), manifestJson(changed));
    expect((await checkTemplates(formsDir)).map((problem) => problem.kind)).toEqual(['not-pinned']);
  }, 60_000);
});
