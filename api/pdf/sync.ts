import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument as DecryptingPDFDocument, PDFInvalidObject, PDFRef } from '@cantoo/pdf-lib';
import { byNewestEdition } from '../../domain/uscis/editions.ts';
import { KNOWN_FORMS, mappingsOf, printedFormName, USCIS_FORMS, type KnownForm } from '../../domain/uscis/index.ts';
import { readPrintedEdition } from './edition.ts';
import { readFieldInventory, type InventoryField } from './field-inventory.ts';
import { USCIS_FORMS_URL } from '../config.ts';
import { pinnedSha256 } from './pinned-editions.ts';
import { inventoryFile, manifestFile, manifestJson, readManifest, sha256, templateFile, type ManifestEntry, type TemplateManifest } from './templates.ts';

/**
 * The blank official forms of the editions this release maps, as USCIS published them (U.S.
 * government works, public domain), kept in the repository so a start without internet has them.
 */
export const BUNDLED_FORMS = path.join(import.meta.dirname, 'official-forms');

/** A source file that is not a form the product follows, or could not be fetched or read. */
export class TemplateSyncError extends Error {
  override name = 'TemplateSyncError';
}

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

export interface PreparedTemplate {
  readonly entry: ManifestEntry;
  readonly template: Uint8Array;
  readonly inventory: readonly InventoryField[];
}

/**
 * Decrypts one published form and reads which form and edition it is from its own footer, its
 * fields and pages. `origin` names the file or URL in messages and the manifest.
 */
export async function prepareTemplate(published: Uint8Array, origin: string, installedAt: string): Promise<PreparedTemplate> {
  if (Buffer.from(published.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new TemplateSyncError(`${origin} is not a PDF`);
  const template = await decryptPublishedForm(published);
  const printed = await readPrintedEdition(template);
  if (!printed) throw new TemplateSyncError(`${origin} prints no "Form … Edition mm/dd/yy" footer`);
  const form = KNOWN_FORMS.find((name) => printedFormName(name) === printed.form);
  if (!form) throw new TemplateSyncError(`${origin} is Form ${printed.form}, which the product does not fill`);
  const { fields: inventory, pageCount } = await readFieldInventory(template);
  return {
    template,
    inventory,
    entry: { form, edition: printed.edition, sha256: sha256(template), publishedSha256: sha256(published), fieldCount: inventory.length, pageCount, source: origin, installedAt },
  };
}

const isUrl = (from: string): boolean => /^https?:\/\//i.test(from);

async function download(url: string): Promise<Uint8Array> {
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

/** A published file to import, with where it came from and the form it should be (a URL names it). */
interface SourceFile {
  readonly origin: string;
  readonly expected: KnownForm | undefined;
  readonly read: () => Promise<Uint8Array>;
}

/** A URL base serves `<form>.pdf` for every form the product follows; a folder holds any PDFs. */
async function sourceFiles(from: string): Promise<SourceFile[]> {
  if (isUrl(from)) {
    const base = from.replace(/\/+$/, '');
    return KNOWN_FORMS.map((form) => ({ origin: `${base}/${form}.pdf`, expected: form, read: () => download(`${base}/${form}.pdf`) }));
  }
  const folder = path.resolve(from);
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith('.pdf')).sort();
  } catch {
    throw new TemplateSyncError(`${folder} cannot be read; give a folder holding the published forms, or a URL`);
  }
  return names.map((name) => ({ origin: path.join(folder, name), expected: undefined, read: async () => new Uint8Array(await readFile(path.join(folder, name))) }));
}

async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export interface SyncOptions {
  /** A folder holding published forms (any file names), or a URL base serving `<form>.pdf`; the agency's site by default. */
  readonly from?: string;
  readonly formsDir: string;
  readonly now?: Date;
  readonly onProgress?: (done: number, total: number) => void;
}

export interface SyncResult {
  readonly source: string;
  readonly manifest: TemplateManifest;
  /** Editions installed by this sync, beside those already there. */
  readonly added: readonly ManifestEntry[];
  /** Editions already installed whose published file changed (USCIS republished it under the same edition). */
  readonly replaced: readonly ManifestEntry[];
  /** Editions found that were already installed, unchanged. */
  readonly unchanged: readonly ManifestEntry[];
  /** Files or URLs not imported, and why (a form the product has no mapping of that could not be downloaded). */
  readonly skipped: readonly { readonly origin: string; readonly reason: string }[];
  /**
   * Files of an edition this release maps that are not the file it maps (PINNED_EDITIONS): never
   * installed, whatever the source; the operator is told.
   */
  readonly refused: readonly { readonly form: KnownForm; readonly edition: string; readonly origin: string; readonly reason: string }[];
}

/**
 * Imports published forms side by side with those installed: each file's form and edition are
 * read from the file itself; a new edition is added, never put in place of another. Nothing is
 * written unless every file is good and every form of the package then has an edition installed.
 */
export async function syncTemplates(options: SyncOptions): Promise<SyncResult> {
  const from = options.from ?? USCIS_FORMS_URL;
  const installedAt = (options.now ?? new Date()).toISOString();
  const previous = (await readManifest(options.formsDir))?.editions ?? [];
  const files = await sourceFiles(from);
  const found: { entry: ManifestEntry; prepared: PreparedTemplate | null }[] = [];
  const skipped: { origin: string; reason: string }[] = [];
  const refused: { form: KnownForm; edition: string; origin: string; reason: string }[] = [];
  let done = 0;
  for (const file of files) {
    let published: Uint8Array;
    try {
      published = await file.read();
    } catch (error) {
      // A form without a mapping (I-864A) is only looked for: its absence stops nothing.
      if (file.expected && mappingsOf(file.expected).length === 0 && error instanceof TemplateSyncError) {
        skipped.push({ origin: file.origin, reason: error.message });
        options.onProgress?.(++done, files.length);
        continue;
      }
      throw error;
    }
    const hash = sha256(published);
    const known = previous.find((entry) => entry.publishedSha256 === hash);
    // An edition whose file went missing is imported again; an intact one is not decrypted again.
    const intact = known && (await access(templateFile(options.formsDir, known.form, known.edition)).then(() => true, () => false)) ? known : undefined;
    const prepared = intact ? null : await prepareTemplate(published, file.origin, installedAt);
    const entry = intact ?? prepared?.entry;
    if (!entry) continue;
    const pinned = pinnedSha256(entry.form, entry.edition);
    if (pinned !== undefined && pinned !== hash) {
      refused.push({
        form: entry.form,
        edition: entry.edition,
        origin: file.origin,
        reason: `Form ${printedFormName(entry.form)} edition ${entry.edition} from ${file.origin} is not the file this release maps (sha256 ${hash.slice(0, 16)}…, pinned ${pinned.slice(0, 16)}…): not installed`,
      });
      options.onProgress?.(++done, files.length);
      continue;
    }
    if (file.expected && entry.form !== file.expected) throw new TemplateSyncError(`${file.origin} is Form ${printedFormName(entry.form)}, not Form ${printedFormName(file.expected)}`);
    if (!found.some((other) => other.entry.form === entry.form && other.entry.edition === entry.edition)) found.push({ entry, prepared });
    options.onProgress?.(++done, files.length);
  }
  const isSame = (a: ManifestEntry, b: ManifestEntry) => a.form === b.form && a.edition === b.edition;
  const kept = previous.filter((entry) => !found.some((other) => isSame(other.entry, entry)));
  const editions = [...kept, ...found.map((item) => item.entry)].sort(
    (a, b) => KNOWN_FORMS.indexOf(a.form) - KNOWN_FORMS.indexOf(b.form) || byNewestEdition(a, b),
  );
  const lacking = USCIS_FORMS.filter((form) => !editions.some((entry) => entry.form === form));
  if (lacking.length > 0) {
    throw new TemplateSyncError(`${isUrl(from) ? from : path.resolve(from)} holds no ${lacking.map((form) => `Form ${printedFormName(form)}`).join(', ')}, and none is installed`);
  }
  const manifest: TemplateManifest = { editions };
  const written = found.filter((item) => item.prepared !== null);
  for (const { prepared } of written) {
    if (!prepared) continue;
    const { entry, template, inventory } = prepared;
    await writeAtomically(templateFile(options.formsDir, entry.form, entry.edition), template);
    await writeAtomically(inventoryFile(options.formsDir, entry.form, entry.edition), JSON.stringify(inventory));
  }
  if (written.length > 0 || previous.length !== editions.length) await writeAtomically(manifestFile(options.formsDir), manifestJson(manifest));
  const wasInstalled = (entry: ManifestEntry) => previous.some((other) => isSame(other, entry));
  return {
    source: isUrl(from) ? from : path.resolve(from),
    manifest,
    added: written.map((item) => item.entry).filter((entry) => !wasInstalled(entry)),
    replaced: written.map((item) => item.entry).filter(wasInstalled),
    unchanged: found.filter((item) => item.prepared === null).map((item) => item.entry),
    skipped,
    refused,
  };
}

/**
 * At every start: installs the editions the repository carries that the forms directory lacks
 * (a release that maps a new edition brings its PDF), without network. Never throws: without the
 * forms the server still runs and generation says what to do.
 */
export async function installBundledForms(formsDir: string, from: string = BUNDLED_FORMS): Promise<{ added: readonly ManifestEntry[]; message: string }> {
  try {
    const result = await syncTemplates({ from, formsDir });
    const editions = (entries: readonly ManifestEntry[]) => entries.map((entry) => `${printedFormName(entry.form)} ${entry.edition}`).join(', ');
    return {
      added: result.added,
      message:
        result.added.length > 0
          ? `Installed the official USCIS forms ${editions(result.added)} in ${formsDir}.`
          : `The official USCIS forms are installed in ${formsDir} (${editions(result.manifest.editions)}).`,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { added: [], message: `The official USCIS forms could not be installed in ${formsDir} (${reason}). PDF generation is refused until they are: run "greencard forms sync".` };
  }
}
