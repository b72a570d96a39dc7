import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '../db/database.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { BUNDLED_FORMS, syncTemplates } from '../pdf/sync.ts';
import { MIGRATED_TEMPLATE } from './database.ts';
import { verifyTestDatabases } from './verify-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** The official templates, synced once for the run from the repository's own copies. */
    formsDir: string;
  }
}

/** One real PostgreSQL for the whole run, in a temporary folder on a free port; removed after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'greencard-test-'));
  // PostgreSQL runs as the 'postgres' system user when the tests run as root: it must reach the folder.
  chmodSync(root, 0o755);
  const postgres = await startEmbeddedPostgres(path.join(root, 'postgres'), { persistent: false });
  project.provide('postgresAdminUrl', postgres.connectionString('postgres'));
  // Migrated once: each test database is a copy of it (database.ts).
  await ensureDatabase(postgres.connectionString('postgres'), MIGRATED_TEMPLATE);
  const template = createDb(postgres.connectionString(MIGRATED_TEMPLATE), 1);
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
  const formsDir = path.join(root, 'forms');
  await syncTemplates({ from: BUNDLED_FORMS, formsDir });
  project.provide('formsDir', formsDir);
  return async () => {
    try {
      const { verified, events, failures } = await verifyTestDatabases(postgres.connectionString('postgres'));
      if (failures.length > 0) throw new Error(`After the run, read models differ from their events:\n${failures.join('\n')}`);
      console.log(`After the run: the read models of ${verified} test databases equal a rebuild from their ${events} events.`);
    } finally {
      await postgres.stop();
    }
  };
}
