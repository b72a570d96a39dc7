import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument as DecryptingPDFDocument, PDFInvalidObject, PDFRef } from '@cantoo/pdf-lib';
import { MAPPINGS, USCIS_FORMS, type FormMapping, type UscisForm } from '../../domain/uscis/index.ts';
import { readPrintedEdition } from './edition.ts';
import { parseFieldInventory, readFieldInventory, type InventoryField } from './field-inventory.ts';

/** Where USCIS publishes its forms: `<base>/i-485.pdf`. */
export const DEFAULT_FORMS_SOURCE = 'https://www.uscis.gov/sites/default/files/document/forms';

/** The form's number as USCIS prints it: 'I-485', 'I-130A'. */
export const printedFormName = (form: UscisForm): string => form.toUpperCase();

export class TemplateMissingError extends Error {
  override name = 'TemplateMissingError';
  readonly form: UscisForm;
  constructor(form: UscisForm) {
    super(`the official form ${printedFormName(form)} is not installed; run greencard forms sync`);
    this.form = form;
  }
}

/** A template replaced since the sync that recorded it: as unusable as a missing one, and fixed the same way. */
export class TemplateChangedError extends TemplateMissingError {
  override name = 'TemplateChangedError';
  constructor(form: UscisForm) {
    super(form);
    this.message = `the installed official form ${printedFormName(form)} changed since it was synced; run greencard forms sync`;
  }
}

/** A source file that is not the form it should be, or could not be fetched or read. */
export class TemplateSyncError extends Error {
  override name = 'TemplateSyncError';
}

export interface ManifestEntry {
  readonly form: UscisForm;
  /** As printed in the footer: 'mm/dd/yy'. */
  readonly edition: string;
  /** SHA-256 (hex) of the installed, decrypted template. */
  readonly sha256: string;
  /** SHA-256 (hex) of the file as published, before decryption. */
  readonly publishedSha256: string;
  readonly fieldCount: number;
  readonly pageCount: number;
}

export interface TemplateManifest {
  readonly source: string;
  readonly syncedAt: string;
  readonly forms: readonly ManifestEntry[];
}

const MANIFEST = 'manifest.json';
export const templateFile = (formsDir: string, form: UscisForm): string => path.join(formsDir, `${form}.pdf`);
export const inventoryFile = (formsDir: string, form: UscisForm): string => path.join(formsDir, `${form}.fields.json`);

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Removes the owner-password encryption of a published form in plain JavaScript. @cantoo/pdf-lib
 * decrypts every object, but it cannot decrypt the cross-reference streams the file carries as
 * ordinary objects (their dictionaries still name the /Encrypt dictionary, which makes pdf-lib
 * call the saved copy encrypted): those and the /Encrypt dictionary are dropped.
 */
export async function decryptPublishedForm(published: Uint8Array): Promise<Uint8Array> {
  const doc = await DecryptingPDFDocument.load(published, { password: '', updateMetadata: false });
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFInvalidObject)) continue;
    const raw = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(raw, 0);
    const source = Buffer.from(raw).toString('latin1');
    if (!/\/Type\s*\/XRef\b/.test(source)) continue;
    const encrypt = /\/Encrypt\s+(\d+)\s+(\d+)\s+R/.exec(source);
    if (encrypt) doc.context.delete(PDFRef.of(Number(encrypt[1]), Number(encrypt[2])));
    doc.context.delete(ref);
  }
  // Regenerating appearances here would replace the agency's own with pdf-lib's.
  return doc.save({ updateFieldAppearances: false });
}

async function fetchPublished(from: string, form: UscisForm): Promise<Uint8Array> {
  if (/^https?:\/\//i.test(from)) {
    const url = `${from.replace(/\/+$/, '')}/${form}.pdf`;
    let response: Response;
    try {
      // The agency's site refuses requests without a browser-like user agent.
      response = await fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (greencard forms sync)', accept: 'application/pdf' }, signal: AbortSignal.timeout(60_000) });
    } catch (error) {
      throw new TemplateSyncError(`could not download ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new TemplateSyncError(`could not download ${url}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  const file = path.join(path.resolve(from), `${form}.pdf`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    throw new TemplateSyncError(`${file} is missing; the folder must hold the six published forms (${USCIS_FORMS.map((name) => `${name}.pdf`).join(', ')})`);
  }
}

interface PreparedTemplate {
  readonly entry: ManifestEntry;
  readonly template: Uint8Array;
  readonly inventory: readonly InventoryField[];
}

/** Decrypts one published form and reads its edition, fields and pages. */
export async function prepareTemplate(form: UscisForm, published: Uint8Array): Promise<PreparedTemplate> {
  if (Buffer.from(published.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw new TemplateSyncError(`the file given for ${printedFormName(form)} is not a PDF`);
  }
  const template = await decryptPublishedForm(published);
  const printed = await readPrintedEdition(template);
  if (!printed) throw new TemplateSyncError(`the file given for ${printedFormName(form)} prints no "Form … Edition mm/dd/yy" footer`);
  if (printed.form !== printedFormName(form)) {
    throw new TemplateSyncError(`the file given for ${printedFormName(form)} is Form ${printed.form}`);
  }
  const { fields: inventory, pageCount } = await readFieldInventory(template);
  return {
    template,
    inventory,
    entry: {
      form,
      edition: printed.edition,
      sha256: sha256(template),
      publishedSha256: sha256(published),
      fieldCount: inventory.length,
      pageCount,
    },
  };
}

async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export interface SyncOptions {
  /** A folder holding i-130.pdf … or a URL base; the agency's site by default. */
  readonly from?: string;
  readonly formsDir: string;
  readonly now?: Date;
  readonly onProgress?: (done: number, total: number, form: UscisForm) => void;
}

/**
 * Imports the six published forms: decrypts them, reads their editions and fields, then writes
 * every template, its field inventory and the manifest. Nothing is written unless all six are good.
 */
export async function syncTemplates(options: SyncOptions): Promise<TemplateManifest> {
  const from = options.from ?? DEFAULT_FORMS_SOURCE;
  const prepared: PreparedTemplate[] = [];
  for (const form of USCIS_FORMS) {
    prepared.push(await prepareTemplate(form, await fetchPublished(from, form)));
    options.onProgress?.(prepared.length, USCIS_FORMS.length, form);
  }
  await mkdir(options.formsDir, { recursive: true });
  for (const { entry, template, inventory } of prepared) {
    await writeAtomically(templateFile(options.formsDir, entry.form), template);
    await writeAtomically(inventoryFile(options.formsDir, entry.form), JSON.stringify(inventory));
  }
  const manifest: TemplateManifest = {
    source: /^https?:\/\//i.test(from) ? from : path.resolve(from),
    syncedAt: (options.now ?? new Date()).toISOString(),
    forms: prepared.map(({ entry }) => entry),
  };
  await writeAtomically(path.join(options.formsDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function parseManifestEntry(value: unknown): ManifestEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;
  const form = USCIS_FORMS.find((name) => name === field('form'));
  const [edition, hash, publishedHash, fieldCount, pageCount] = ['edition', 'sha256', 'publishedSha256', 'fieldCount', 'pageCount'].map(field);
  if (!form || typeof edition !== 'string' || typeof hash !== 'string' || typeof publishedHash !== 'string') return null;
  if (typeof fieldCount !== 'number' || typeof pageCount !== 'number') return null;
  return { form, edition, sha256: hash, publishedSha256: publishedHash, fieldCount, pageCount };
}

/** The manifest of the forms directory; null when no sync has written one (or it is unreadable). */
export async function readManifest(formsDir: string): Promise<TemplateManifest | null> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(formsDir, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const field = (key: string): unknown => Object.getOwnPropertyDescriptor(json, key)?.value;
  const source = field('source');
  const syncedAt = field('syncedAt');
  const forms = field('forms');
  if (typeof source !== 'string' || typeof syncedAt !== 'string' || !Array.isArray(forms)) return null;
  const entries: ManifestEntry[] = [];
  const items: readonly unknown[] = forms;
  for (const item of items) {
    const entry = parseManifestEntry(item);
    if (!entry) return null;
    entries.push(entry);
  }
  return { source, syncedAt, forms: entries };
}

/** The installed template of one form, ready for pdf-lib. */
export async function loadTemplate(formsDir: string, form: UscisForm): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(templateFile(formsDir, form)));
  } catch {
    throw new TemplateMissingError(form);
  }
}

/** The field inventory `forms sync` wrote beside the template. */
export async function loadFieldInventory(formsDir: string, form: UscisForm): Promise<InventoryField[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(inventoryFile(formsDir, form), 'utf8'));
  } catch {
    throw new TemplateMissingError(form);
  }
  const inventory = parseFieldInventory(json);
  if (!inventory) throw new TemplateMissingError(form);
  return inventory;
}

export interface TemplateProblem {
  readonly form: UscisForm;
  readonly kind: 'missing' | 'unreadable' | 'edition' | 'field';
  readonly message: string;
}

/** Every full field name a mapping writes or names as blank on purpose. */
export function mappedFieldNames(mapping: FormMapping): string[] {
  const names = [
    ...mapping.fields.map((rule) => rule.field),
    ...mapping.additionalInfo.header.map((rule) => rule.field),
    ...mapping.additionalInfo.slots.flatMap((slot) => [slot.pageField, slot.partField, slot.itemField, slot.textField]),
    ...mapping.blank.flatMap((rule) => (typeof rule.match === 'string' ? [rule.match] : [])),
  ];
  return [...new Set(names)];
}

/**
 * What stops the installed templates from serving the mappings: a template missing, an edition
 * other than the one a mapping was written for, a mapped field the template lacks. Read from the
 * templates themselves, not the manifest, so a file replaced by hand is caught too.
 */
export async function checkTemplates(formsDir: string, mappings: readonly FormMapping[] = MAPPINGS): Promise<TemplateProblem[]> {
  const problems: TemplateProblem[] = [];
  for (const mapping of mappings) {
    const { form } = mapping;
    const name = printedFormName(form);
    let template: Uint8Array;
    try {
      template = await loadTemplate(formsDir, form);
    } catch (error) {
      if (!(error instanceof TemplateMissingError)) throw error;
      problems.push({ form, kind: 'missing', message: error.message });
      continue;
    }
    let fieldNames: Set<string>;
    try {
      const printed = await readPrintedEdition(template);
      if (!printed || printed.form !== name) {
        problems.push({ form, kind: 'unreadable', message: `${templateFile(formsDir, form)} does not print the footer of Form ${name}; run greencard forms sync` });
        continue;
      }
      if (printed.edition !== mapping.edition) {
        problems.push({
          form,
          kind: 'edition',
          message: `Form ${name} is the edition of ${printed.edition}, but the mapping was written for the edition of ${mapping.edition}`,
        });
      }
      fieldNames = new Set((await readFieldInventory(template)).fields.map((field) => field.name));
    } catch (error) {
      problems.push({ form, kind: 'unreadable', message: `${templateFile(formsDir, form)} cannot be read (${error instanceof Error ? error.message : String(error)}); run greencard forms sync` });
      continue;
    }
    for (const field of mappedFieldNames(mapping)) {
      if (!fieldNames.has(field)) problems.push({ form, kind: 'field', message: `Form ${name} has no field ${field}` });
    }
  }
  return problems;
}

/**
 * For `npm start`: installs the forms from the agency's site when the forms directory has none.
 * Never throws: without the forms the server still runs (every PDF job then fails with the
 * TemplateMissingError message), so the result says what to do instead.
 */
export async function syncOnFirstStart(formsDir: string, from: string = DEFAULT_FORMS_SOURCE): Promise<{ synced: boolean; message: string }> {
  if (await readManifest(formsDir)) return { synced: false, message: `The official USCIS forms are installed in ${formsDir}.` };
  try {
    const manifest = await syncTemplates({ from, formsDir });
    const editions = manifest.forms.map((entry) => `${printedFormName(entry.form)} ${entry.edition}`).join(', ');
    return { synced: true, message: `Installed the official USCIS forms in ${formsDir} (${editions}).` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      synced: false,
      message:
        `The official USCIS forms are not installed and could not be downloaded (${reason}). ` +
        'PDF generation fails until they are: run "greencard forms sync", or on a machine without access to uscis.gov download the six PDFs (i-130.pdf, i-130a.pdf, i-485.pdf, i-864.pdf, i-765.pdf, i-131.pdf) elsewhere and run "greencard forms sync --from <folder>".',
    };
  }
}
