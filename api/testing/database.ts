import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { ensureDatabase } from '../db/embedded.ts';

/** A new, empty database on the shared test server: no two test files share rows. */
export async function freshDatabaseUrl(): Promise<string> {
  const admin = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(admin, name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Records the master key a test database's data is sealed with, in the test server's own
 * `postgres` database, so that the run can verify every test database's read models against its
 * events once all tests are done (global-setup.ts). A test that rotates the key records the new one.
 */
export async function rememberMasterKey(databaseUrl: string, masterKey: Buffer): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    await admin.query(MASTER_KEYS_TABLE);
    await admin.query(
      'INSERT INTO test_master_keys (database, master_key) VALUES ($1, $2) ON CONFLICT (database) DO UPDATE SET master_key = EXCLUDED.master_key',
      [new URL(databaseUrl).pathname.slice(1), masterKey.toString('base64')],
    );
  } finally {
    await admin.end();
  }
}

export const MASTER_KEYS_TABLE = 'CREATE TABLE IF NOT EXISTS test_master_keys (database text PRIMARY KEY, master_key text NOT NULL)';
