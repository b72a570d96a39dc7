import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KnownForm } from '../../domain/uscis/index.ts';
import type { InventoryField } from './field-inventory.ts';
import { prepareTemplate, TemplateSyncError } from './sync.ts';

/** One edition of a form read from a PDF file (as published, or a template): which it is, and its fields. */
export interface EditionFile {
  readonly file: string;
  readonly form: KnownForm;
  readonly edition: string;
  readonly pageCount: number;
  readonly fields: readonly InventoryField[];
  /** The file as a template: decrypted, as the sync installs it. */
  readonly template: Uint8Array;
}

/** Reads a form's edition and fields from its own footer and AcroForm; TemplateSyncError when it is not a form the product follows. */
export async function readEditionFile(file: string): Promise<EditionFile> {
  const absolute = path.resolve(file);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(absolute));
  } catch {
    throw new TemplateSyncError(`${absolute} cannot be read`);
  }
  const { entry, inventory, template } = await prepareTemplate(bytes, absolute, new Date(0).toISOString());
  return { file: absolute, form: entry.form, edition: entry.edition, pageCount: entry.pageCount, fields: inventory, template };
}
