import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../api/app.ts';
import { PROJECTIONS } from '../api/runtime.ts';
import { EventStore } from '../api/store/event-store.ts';
import { Keyring } from '../api/store/keyring.ts';
import { bearer, register, seedCouple, startTestApp, type TestApp } from '../api/testing/harness.ts';
import { runCli } from '../api/testing/processes.ts';
import { rememberMasterKey } from '../api/testing/database.ts';
import { loadFixture } from '../fixtures/load.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../fixtures/couples/f1-student-us-born-citizen.json'));
const EMAIL = 'rotation@example.com';
const PASSWORD = 'password before the rotation';

let t: TestApp;
let oldKey: Buffer;
const env = (master: Buffer, extra: Record<string, string> = {}) => ({
  DATABASE_URL: t.databaseUrl,
  JWT_SECRET: t.deps.config.jwtSecret,
  DATA_ENCRYPTION_KEY: master.toString('base64'),
  NODE_ENV: 'test',
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  oldKey = t.deps.config.dataEncryptionKey;
});
afterAll(() => t.close());

/** The application as a server started with `master` as DATA_ENCRYPTION_KEY would run it. */
async function serverWith(master: Buffer): Promise<FastifyInstance> {
  const keyring = new Keyring(master);
  const app = await buildApp(
    { ...t.deps, keyring, store: new EventStore(t.deps.db, keyring, PROJECTIONS), config: { ...t.deps.config, dataEncryptionKey: master } },
    { logger: false, webClient: false },
  );
  await app.ready();
  return app;
}

const login = (app: FastifyInstance, password = PASSWORD) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password } });

async function answersSeenBy(app: FastifyInstance, token: string): Promise<Record<string, unknown>> {
  const list = (await app.inject({ method: 'GET', url: '/api/applications', headers: bearer(token) })).json<{ data: { formType: string; data: unknown }[] }>().data;
  return Object.fromEntries(list.map((a) => [a.formType, a.data]));
}

describe('greencard keys rotate', () => {
  it('moves every data key and sign-in lookup to the new master key in one go; the old key opens nothing after it', async () => {
    const { token, userId } = await register(t.app, EMAIL, PASSWORD);
    await seedCouple(t.app, token, couple.answers);
    const before = await answersSeenBy(t.app, token);
    expect(Object.keys(before).length).toBeGreaterThan(1);
    expect((await login(t.app, 'a wrong password')).statusCode).toBe(401);
    expect(await t.deps.db.selectFrom('sign_in_failures').select('email_lookup').execute()).toHaveLength(1);

    const newKey = randomBytes(32);
    const rotated = await runCli(['keys', 'rotate', '--json'], env(oldKey, { NEW_DATA_ENCRYPTION_KEY: newKey.toString('base64') }));
    expect(rotated.stderr).toBe('');
    expect(rotated.code).toBe(0);
    expect(JSON.parse(rotated.stdout)).toEqual({ dataKeys: 1, emailLookups: 1 });
    expect(rotated.stdout).not.toContain(newKey.toString('base64'));
    expect(await t.deps.db.selectFrom('sign_in_failures').select('email_lookup').execute()).toEqual([]);
    await rememberMasterKey(t.databaseUrl, newKey);

    const after = await serverWith(newKey);
    try {
      const signedIn = await login(after);
      expect(signedIn.statusCode).toBe(200);
      expect(await answersSeenBy(after, signedIn.json().data.token)).toEqual(before);
    } finally {
      await after.close();
    }
    const stale = await serverWith(oldKey);
    try {
      expect((await login(stale)).statusCode).toBe(401);
    } finally {
      await stale.close();
    }
    const { sections_sealed: sections } = await t.deps.db.selectFrom('applications').select('sections_sealed').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const sealed = Object.values(sections)[0]!;
    await expect(new Keyring(oldKey).open(t.deps.db, userId, sealed)).rejects.toThrow(/unable to authenticate/);
    expect(JSON.parse((await new Keyring(newKey).open(t.deps.db, userId, sealed))!)).toBeTypeOf('object');

    // The events were sealed with the data keys, which did not change: a rebuild under the new
    // master key equals the live tables, sign-in lookups included.
    const verified = await runCli(['events', 'replay', '--verify'], env(newKey));
    expect(verified.stdout).toContain('Every read model equals its rebuild.');
    expect(verified.code).toBe(0);

    const again = await runCli(['keys', 'rotate'], env(oldKey, { NEW_DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('A data key does not open with DATA_ENCRYPTION_KEY, so nothing was changed.');
    expect((await new Keyring(newKey).open(t.deps.db, userId, sealed))).not.toBeNull();
  });

  it('reads the new key only from the named variable and refuses one that is missing, malformed or the current key', async () => {
    const missing = await runCli(['keys', 'rotate'], env(oldKey));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('NEW_DATA_ENCRYPTION_KEY is not set.');
    const short = await runCli(['keys', 'rotate', '--new-key-env', 'NEXT_KEY'], env(oldKey, { NEXT_KEY: randomBytes(16).toString('base64') }));
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('NEXT_KEY must be 32 bytes encoded in base64');
    const same = await runCli(['keys', 'rotate'], env(oldKey, { NEW_DATA_ENCRYPTION_KEY: oldKey.toString('base64') }));
    expect(same.code).toBe(1);
    expect(same.stderr).toContain('holds the current DATA_ENCRYPTION_KEY');
  });
});
