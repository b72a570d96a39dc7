import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InstalledEdition } from '../../domain/uscis/filing.ts';
import { KNOWN_FORMS, MAPPINGS, mappingsOf, printedFormName, type FormMapping, type KnownForm } from '../../domain/uscis/index.ts';
import { readPrintedEdition } from './edition.ts';
import { parseFieldInventory, readFieldInventory, type InventoryField } from './field-inventory.ts';
import { pinnedSha256 } from './pinned-editions.ts';

export { printedFormName };

/**
 * The forms directory keeps every edition it installed side by side: `<form>/<mm-dd-yy>.pdf` (the
 * decrypted template), `<form>/<mm-dd-yy>.fields.json` (its field inventory) and one manifest.
 */
export class TemplateMissingError extends Error {
  override name = 'TemplateMissingError';
  readonly form: KnownForm;
  readonly edition: string | undefined;
  constructor(form: KnownForm, edition?: string) {
    super(`the official form ${printedFormName(form)}${edition ? ` (edition ${edition})` : ''} is not installed; run greencard forms sync`);
    this.form = form;
    this.edition = edition;
  }
}

/** A template replaced since the sync that recorded it: as unusable as a missing one, and fixed the same way. */
export class TemplateChangedError extends TemplateMissingError {
  override name = 'TemplateChangedError';
  constructor(form: KnownForm, edition: string) {
    super(form, edition);
    this.message = `the installed official form ${printedFormName(form)} (edition ${edition}) changed since it was synced; run greencard forms sync`;
  }
}

export interface ManifestEntry {
  readonly form: KnownForm;
  /** As printed in the footer: 'mm/dd/yy'. */
  readonly edition: string;
  /** SHA-256 (hex) of the installed, decrypted template. */
  readonly sha256: string;
  /** SHA-256 (hex) of the file as published, before decryption. */
  readonly publishedSha256: string;
  readonly fieldCount: number;
  readonly pageCount: number;
  /** Where it was imported from: a URL, or a file. */
  readonly source: string;
  readonly installedAt: string;
}

export interface TemplateManifest {
  /** Every edition installed, by form in the product's order, newest edition first. */
  readonly editions: readonly ManifestEntry[];
}

const MANIFEST = 'manifest.json';
const MANIFEST_VERSION = 2;
const slug = (edition: string): string => edition.replaceAll('/', '-');
export const manifestFile = (formsDir: string): string => path.join(formsDir, MANIFEST);
export const templateFile = (formsDir: string, form: KnownForm, edition: string): string => path.join(formsDir, form, `${slug(edition)}.pdf`);
export const inventoryFile = (formsDir: string, form: KnownForm, edition: string): string => path.join(formsDir, form, `${slug(edition)}.fields.json`);

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The edition a caller means when it names none: the newest one a mapping is written for. */
function newestMapped(form: KnownForm): string {
  const mapping = mappingsOf(form)[0];
  if (!mapping) throw new TemplateMissingError(form);
  return mapping.edition;
}

function parseManifestEntry(value: unknown): ManifestEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;
  const form = KNOWN_FORMS.find((name) => name === field('form'));
  const [edition, hash, publishedHash, source, installedAt] = ['edition', 'sha256', 'publishedSha256', 'source', 'installedAt'].map(field);
  const [fieldCount, pageCount] = [field('fieldCount'), field('pageCount')];
  if (!form || typeof edition !== 'string' || typeof hash !== 'string' || typeof publishedHash !== 'string') return null;
  if (typeof source !== 'string' || typeof installedAt !== 'string' || typeof fieldCount !== 'number' || typeof pageCount !== 'number') return null;
  return { form, edition, sha256: hash, publishedSha256: publishedHash, fieldCount, pageCount, source, installedAt };
}

/**
 * The manifest of the forms directory; null when none was written, it is unreadable, or it is of
 * the layout before editions were kept side by side (the next start installs the forms again).
 */
export async function readManifest(formsDir: string): Promise<TemplateManifest | null> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(manifestFile(formsDir), 'utf8'));
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const field = (key: string): unknown => Object.getOwnPropertyDescriptor(json, key)?.value;
  const items = field('editions');
  if (field('version') !== MANIFEST_VERSION || !Array.isArray(items)) return null;
  const entries: ManifestEntry[] = [];
  const list: readonly unknown[] = items;
  for (const item of list) {
    const entry = parseManifestEntry(item);
    if (!entry) return null;
    entries.push(entry);
  }
  return { editions: entries };
}

/** The manifest as written: a version, so that a later layout can tell this one. */
export const manifestJson = (manifest: TemplateManifest): string => `${JSON.stringify({ version: MANIFEST_VERSION, ...manifest }, null, 2)}\n`;

/** The editions a manifest records as installed. */
export const installedEditions = (manifest: TemplateManifest | null): InstalledEdition[] =>
  (manifest?.editions ?? []).map(({ form, edition }) => ({ form, edition }));

/** An installed template, ready for pdf-lib; the newest mapped edition when none is named. */
export async function loadTemplate(formsDir: string, form: KnownForm, edition: string = newestMapped(form)): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(templateFile(formsDir, form, edition)));
  } catch {
    throw new TemplateMissingError(form, edition);
  }
}

/** An installed template that is still the file its manifest entry describes (its page count and inventory are the sync's). */
export async function loadVerifiedTemplate(formsDir: string, entry: ManifestEntry): Promise<Uint8Array> {
  const template = await loadTemplate(formsDir, entry.form, entry.edition);
  if (sha256(template) !== entry.sha256) throw new TemplateChangedError(entry.form, entry.edition);
  return template;
}

/** The field inventory `forms sync` wrote beside the template. */
export async function loadFieldInventory(formsDir: string, form: KnownForm, edition: string = newestMapped(form)): Promise<InventoryField[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(inventoryFile(formsDir, form, edition), 'utf8'));
  } catch {
    throw new TemplateMissingError(form, edition);
  }
  const inventory = parseFieldInventory(json);
  if (!inventory) throw new TemplateMissingError(form, edition);
  return inventory;
}

export interface TemplateProblem {
  readonly form: KnownForm;
  readonly edition: string;
  readonly kind: 'missing' | 'unreadable' | 'edition' | 'field' | 'not-pinned';
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
 * What stops the installed templates from serving the mappings, one mapping (form and edition) at
 * a time: its template missing, printing another edition than it is installed as, or lacking a
 * mapped field. Read from the templates themselves, not the manifest, so a file replaced by hand
 * is caught too.
 */
export async function checkTemplates(formsDir: string, mappings: readonly FormMapping[] = MAPPINGS): Promise<TemplateProblem[]> {
  const problems: TemplateProblem[] = [];
  const installed = (await readManifest(formsDir))?.editions ?? [];
  for (const mapping of mappings) {
    const { form, edition } = mapping;
    const name = printedFormName(form);
    const problem = (kind: TemplateProblem['kind'], message: string) => problems.push({ form, edition, kind, message });
    // The file installed must be the one the mapping was checked against (issue 21 item 5).
    const pinned = pinnedSha256(form, edition);
    const entry = installed.find((other) => other.form === form && other.edition === edition);
    if (pinned !== undefined && entry !== undefined && entry.publishedSha256 !== pinned) {
      problem('not-pinned', `Form ${name} (edition ${edition}) is installed from another file than the one this release maps (sha256 ${entry.publishedSha256.slice(0, 16)}…, pinned ${pinned.slice(0, 16)}…); run greencard forms sync --from api/pdf/official-forms`);
      continue;
    }
    let template: Uint8Array;
    try {
      template = await loadTemplate(formsDir, form, edition);
    } catch (error) {
      if (!(error instanceof TemplateMissingError)) throw error;
      problem('missing', error.message);
      continue;
    }
    let fieldNames: Set<string>;
    try {
      const printed = await readPrintedEdition(template);
      if (!printed || printed.form !== name) {
        problem('unreadable', `${templateFile(formsDir, form, edition)} does not print the footer of Form ${name}; run greencard forms sync`);
        continue;
      }
      if (printed.edition !== edition) {
        problem('edition', `${templateFile(formsDir, form, edition)} is the edition of ${printed.edition} of Form ${name}, installed as the one of ${edition}; run greencard forms sync`);
        continue;
      }
      fieldNames = new Set((await readFieldInventory(template)).fields.map((field) => field.name));
    } catch (error) {
      problem('unreadable', `${templateFile(formsDir, form, edition)} cannot be read (${error instanceof Error ? error.message : String(error)}); run greencard forms sync`);
      continue;
    }
    for (const field of mappedFieldNames(mapping)) {
      if (!fieldNames.has(field)) problem('field', `Form ${name} (edition ${edition}) has no field ${field}`);
    }
  }
  return problems;
}
