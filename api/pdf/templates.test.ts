import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mappingFor, type FormMapping } from '../../domain/uscis/index.ts';
import { decryptPublishedForm } from './sync.ts';
import { PREVIOUS_EDITIONS } from '../testing/templates.ts';
import { checkTemplates, loadTemplate, manifestFile, readManifest, templateFile, TemplateChangedError, TemplateMissingError } from './templates.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'greencard-templates-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const mapping = (form: 'i-130a' | 'i-765', edition: string): FormMapping => {
  const found = mappingFor(form, edition);
  if (!found) throw new Error(`no mapping for ${form} ${edition}`);
  return found;
};

/** A copy of the installed forms, to break one way or another. */
async function copyOfForms(): Promise<string> {
  const dir = await mkdtemp(path.join(root, 'copy-'));
  await cp(inject('formsDir'), dir, { recursive: true });
  return dir;
}

describe('loadTemplate', () => {
  it('says which form and edition is not installed, and what to run', async () => {
    const empty = await mkdtemp(path.join(root, 'empty-'));
    await expect(loadTemplate(empty, 'i-130a', '04/01/24')).rejects.toThrow(new TemplateMissingError('i-130a', '04/01/24'));
    await expect(loadTemplate(empty, 'i-485')).rejects.toThrow('the official form I-485 (edition 01/20/25) is not installed; run greencard forms sync');
    expect(new TemplateChangedError('i-765', '08/21/25')).toBeInstanceOf(TemplateMissingError);
    expect(new TemplateChangedError('i-765', '08/21/25').message).toBe('the installed official form I-765 (edition 08/21/25) changed since it was synced; run greencard forms sync');
  });
});

describe('readManifest', () => {
  it('reads none from a forms directory of the layout before editions were kept side by side', async () => {
    const dir = await mkdtemp(path.join(root, 'old-layout-'));
    await writeFile(manifestFile(dir), JSON.stringify({ source: '/x', syncedAt: '2026-01-05T10:00:00.000Z', forms: [] }));
    await expect(readManifest(dir)).resolves.toBeNull();
  });
});

describe('forms check', () => {
  it('finds nothing wrong with the installed templates and the mappings', async () => {
    await expect(checkTemplates(inject('formsDir'))).resolves.toEqual([]);
  });

  it('reports a missing template by form and edition', async () => {
    const dir = await copyOfForms();
    await rm(templateFile(dir, 'i-864', '10/17/24'));
    expect(await checkTemplates(dir)).toEqual([
      { form: 'i-864', edition: '10/17/24', kind: 'missing', message: 'the official form I-864 (edition 10/17/24) is not installed; run greencard forms sync' },
    ]);
  });

  it('reports a template that prints another edition than it is installed as', async () => {
    const dir = await copyOfForms();
    const older = await decryptPublishedForm(new Uint8Array(await readFile(path.join(PREVIOUS_EDITIONS, 'i-765-10-31-22.pdf'))));
    await writeFile(templateFile(dir, 'i-765', '08/21/25'), older);
    expect(await checkTemplates(dir, [mapping('i-765', '08/21/25')])).toEqual([
      {
        form: 'i-765',
        edition: '08/21/25',
        kind: 'edition',
        message: `${templateFile(dir, 'i-765', '08/21/25')} is the edition of 10/31/22 of Form I-765, installed as the one of 08/21/25; run greencard forms sync`,
      },
    ]);
  });

  it('reports a mapped field the template lacks', async () => {
    const base = mapping('i-130a', '04/01/24');
    const broken = { ...base, fields: [...base.fields, { field: 'form1[0].#subform[0].Pt9Line99_Gone[0]', value: () => 'x' }] };
    expect(await checkTemplates(inject('formsDir'), [broken])).toEqual([
      { form: 'i-130a', edition: '04/01/24', kind: 'field', message: 'Form I-130A (edition 04/01/24) has no field form1[0].#subform[0].Pt9Line99_Gone[0]' },
    ]);
  });

  it('reports a template replaced by another form', async () => {
    const dir = await copyOfForms();
    await copyFile(templateFile(dir, 'i-131', '01/20/25'), templateFile(dir, 'i-765', '08/21/25'));
    const problems = await checkTemplates(dir, [mapping('i-765', '08/21/25')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ form: 'i-765', kind: 'unreadable' });
  });
});
