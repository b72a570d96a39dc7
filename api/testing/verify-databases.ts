import pg from 'pg';
import { createDb } from '../db/database.ts';
import { PROJECTIONS } from '../runtime.ts';
import { EventStore } from '../store/event-store.ts';
import { Keyring } from '../store/keyring.ts';
import { replay } from '../store/replay.ts';
import { MASTER_KEYS_TABLE } from './database.ts';

/**
 * After the whole run: every test database whose master key was recorded is rebuilt from its
 * events (verify: nothing is changed) and compared with its live read models. Whatever the tests
 * did to the data — random bodies, concurrent saves, purges, crashed workers — the read models must
 * still be exactly what the events say. Returns one line per database that differs.
 */
export async function verifyTestDatabases(adminUrl: string): Promise<{ verified: number; events: number; failures: string[] }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let keys: { database: string; master_key: string }[];
  try {
    await admin.query(MASTER_KEYS_TABLE);
    keys = (await admin.query<{ database: string; master_key: string }>('SELECT database, master_key FROM test_master_keys ORDER BY database')).rows;
  } finally {
    await admin.end();
  }
  const failures: string[] = [];
  let events = 0;
  for (const { database, master_key } of keys) {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const db = createDb(url.toString(), 2);
    try {
      const keyring = new Keyring(Buffer.from(master_key, 'base64'));
      const report = await replay(new EventStore(db, keyring, PROJECTIONS), { verify: true });
      events += report.events;
      if (report.differences.length > 0) failures.push(`${database}: ${report.differences.join(', ')} differ from their rebuild`);
    } catch (error) {
      failures.push(`${database}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await db.destroy();
    }
  }
  return { verified: keys.length, events, failures };
}
