import { randomBytes } from 'node:crypto';
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
