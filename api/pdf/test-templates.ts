import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncTemplates } from './templates.ts';

/** The published forms as USCIS serves them, kept beside the repository. */
export const PUBLISHED_FORMS = path.resolve(fileURLToPath(new URL('../..', import.meta.url)), '../shared/uscis-forms/published');
/** The same forms' field inventories, written independently of our code. */
export const SHARED_INVENTORIES = path.resolve(PUBLISHED_FORMS, '../fields');

/** The code that turns a published form into a template: a change to it must not reuse older templates. */
const SYNC_CODE = ['templates.ts', 'field-inventory.ts', 'edition.ts'].map((file) => fileURLToPath(new URL(file, import.meta.url)));

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(PUBLISHED_FORMS)).sort()) hash.update(file).update(await readFile(path.join(PUBLISHED_FORMS, file)));
  for (const file of SYNC_CODE) hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A forms directory synced from the published forms, shared by the test files of one run and of
 * later runs while neither the forms nor the sync code change (a sync takes seconds).
 */
export async function installedTemplates(): Promise<string> {
  const shared = path.join(tmpdir(), `greencard-test-forms-${await fingerprint()}`);
  if (existsSync(path.join(shared, 'manifest.json'))) return shared;
  const own = await mkdtemp(path.join(tmpdir(), 'greencard-test-forms-sync-'));
  await syncTemplates({ from: PUBLISHED_FORMS, formsDir: own });
  try {
    await rename(own, shared);
  } catch {
    // Another test file installed the same templates first.
    await rm(own, { recursive: true, force: true });
  }
  return shared;
}
