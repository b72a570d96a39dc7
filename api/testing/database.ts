import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { ensureDatabase } from '../db/embedded.ts';

/**
 * The database every test database is copied from: migrated once for the run (global-setup.ts),
 * so that no test file runs the migrations again. Nothing connects to it after: PostgreSQL copies
 * only a template no session uses.
 */
export const MIGRATED_TEMPLATE = 'test_migrated_template';

/**
 * A new database on the shared test server, no two test files sharing rows: migrated (a copy of
 * the template), or `empty` for a test of what the processes do to an empty database.
 */
export async function freshDatabaseUrl(options: { empty?: boolean } = {}): Promise<string> {
  const admin = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  if (options.empty) await ensureDatabase(admin, name);
  else await copyDatabase(admin, MIGRATED_TEMPLATE, name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates `database` as a copy of `template`. */
export async function copyDatabase(adminUrl: string, template: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
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
