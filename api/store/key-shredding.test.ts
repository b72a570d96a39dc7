import { createDecipheriv } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, uniqueEmail, type TestApp } from '../testing/harness.ts';
import { rotateKeyPeriod } from './key-periods.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What the attacker of issue 21 item 6 did with the master key: AES-256-GCM, IV 12 bytes, tag 16. */
function openWith(key: Buffer, sealed: Buffer): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
  } catch {
    return null;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return [];
    return stat.isDirectory() ? filesUnder(file) : [file];
  });
}

/** The files of the cluster in which `needle` appears: this database's table files, the shared ones and WAL. */
async function clusterFilesHolding(needle: Buffer): Promise<{ tables: string[]; wal: string[] }> {
  const { rows } = await sql<{ dir: string; oid: number }>`SELECT current_setting('data_directory') AS dir, (SELECT oid FROM pg_database WHERE datname = current_database()) AS oid`.execute(t.deps.db);
  const { dir, oid } = rows[0]!;
  const holding = (files: string[]) => files.filter((file) => readFileSync(file).includes(needle)).map((file) => path.relative(dir, file));
  return {
    tables: holding([...filesUnder(path.join(dir, 'base', String(oid))), ...filesUnder(path.join(dir, 'global'))]),
    wal: holding(filesUnder(path.join(dir, 'pg_wal'))),
  };
}

describe('a deletion shreds the data key against someone holding the master key and the database files (issue 21 item 6)', () => {
  it('leaves copies of the wrapped key that DATA_ENCRYPTION_KEY cannot open, and no copy of the key that wrapped it in any file of the cluster', async () => {
    const email = uniqueEmail('shredded');
    const { token, userId } = await register(t.app, email);
    const before = await t.deps.db.selectFrom('data_keys').select(['wrapped_key', 'period_id']).where('owner_id', '=', userId).executeTakeFirstOrThrow();
    const user = await t.deps.db.selectFrom('users').select('email_sealed').where('id', '=', userId).executeTakeFirstOrThrow();
    const wrapped = before.wrapped_key!;
    const periods = await t.deps.db.selectFrom('key_periods').select(['id', 'wrapped_kek']).execute();

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(token), payload: { password: 'correct horse battery' } });
    expect(deleted.statusCode).toBe(200);
    const rotation = await rotateKeyPeriod(t.deps.db, t.deps.keyring);
    expect(rotation.destroyedPeriods).toBe(periods.length);

    // The attacker's search: the wrapped key is still in the files (an UPDATE keeps the old row version)…
    const found = await clusterFilesHolding(wrapped);
    expect([...found.tables, ...found.wal].length).toBeGreaterThan(0);
    // …but it does not open with the master key, nor with any period key the master key opens now.
    const master = t.deps.config.dataEncryptionKey;
    expect(openWith(master, wrapped)).toBeNull();
    const live = await t.deps.db.selectFrom('key_periods').select('wrapped_kek').execute();
    expect(live).toHaveLength(1);
    for (const { wrapped_kek } of live) {
      const kek = openWith(master, wrapped_kek);
      expect(kek).not.toBeNull();
      expect(openWith(kek!, wrapped)).toBeNull();
    }
    // The destroyed period's key, the one that opened it, is in no file of the cluster any more.
    for (const { wrapped_kek } of periods) expect(await clusterFilesHolding(wrapped_kek)).toEqual({ tables: [], wal: [] });
    // And the couple's sealed address stays sealed for the API as well.
    expect(await t.deps.keyring.open(t.deps.db, userId, user.email_sealed!)).toBeNull();
  });

  it('keeps every live account readable across rotations, in this process and in a fresh one', async () => {
    const email = uniqueEmail('kept');
    const { userId } = await register(t.app, email);
    const user = await t.deps.db.selectFrom('users').select('email_sealed').where('id', '=', userId).executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i += 1) await rotateKeyPeriod(t.deps.db, t.deps.keyring);
    expect(await t.deps.keyring.open(t.deps.db, userId, user.email_sealed!)).toBe(email);
    const { Keyring } = await import('./keyring.ts');
    const fresh = new Keyring(t.deps.config.dataEncryptionKey);
    expect(await fresh.open(t.deps.db, userId, user.email_sealed!)).toBe(email);
    const row = await t.deps.db.selectFrom('data_keys').select('period_id').where('owner_id', '=', userId).executeTakeFirstOrThrow();
    const [period] = await t.deps.db.selectFrom('key_periods').select('id').execute();
    expect(row.period_id).toBe(period!.id);
  });
});
