import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { SessionVersions } from '../auth/session-versions.ts';
import { inTransaction } from '../db/database.ts';
import { PROJECTIONS } from '../runtime.ts';
import { EventStore } from '../store/event-store.ts';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';
import type { ApplicationRow } from './projection.ts';
import { ApplicationRowCache } from './row-cache.ts';
import { saveApplication } from './service.ts';

// Two API instances on one database: each remembers the applications it saved last.
let first: TestApp;
let second: { app: FastifyInstance; close: () => Promise<void> };
let person: { token: string; userId: string };
let people = 0;
beforeAll(async () => {
  first = await startTestApp();
  const store = new EventStore(first.deps.db, first.deps.keyring, PROJECTIONS);
  const sessions = new SessionVersions(first.deps.db, first.databaseUrl, store);
  const app = await buildApp({ ...first.deps, store, sessions }, { logger: false, webClient: false });
  await app.ready();
  second = { app, close: async () => { await app.close(); await sessions.close(); } };
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const through = (app: FastifyInstance) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(person.token), ...(payload ? { payload } : {}) });
const one = () => through(first.app);
const other = () => through(second.app);

/** A new person's application of one form type (a person has one of each). */
async function created(): Promise<string> {
  person = await register(first.app, `two.tabs.${++people}@example.com`);
  const response = await one()('POST', '/applications', { formType: 'MARRIAGE_INFO', data: {} });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

describe('saves of one application through two API instances', () => {
  it('keep what the other instance saved in between, in the answer and in the store', async () => {
    const id = await created();
    expect((await one()('PUT', `/applications/${id}`, { data: { marriageCity: 'Austin' } })).statusCode).toBe(200);
    expect((await other()('PUT', `/applications/${id}`, { data: { marriageState: 'TX' } })).statusCode).toBe(200);
    const third = await one()('PUT', `/applications/${id}`, { data: { marriageDate: '2024-05-18' }, progress: 2 });
    expect(third.statusCode).toBe(200);
    const expected = { marriageCity: 'Austin', marriageState: 'TX', marriageDate: '2024-05-18' };
    expect(third.json().data.data).toEqual(expected);
    expect(third.json().data.progress).toBe(2);
    expect((await other()('GET', `/applications/${id}`)).json().data.data).toEqual(expected);
    const versions = (await first.deps.store.readStream(`application-${id}`)).map((e) => e.streamVersion);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
  });

  it('answer 404 once the other instance deleted the application, and do not bring it back', async () => {
    const id = await created();
    expect((await one()('PUT', `/applications/${id}`, { data: { marriageCity: 'Austin' } })).statusCode).toBe(200);
    expect((await other()('DELETE', `/applications/${id}`)).statusCode).toBe(200);
    expect((await one()('PUT', `/applications/${id}`, { data: { marriageState: 'TX' } })).statusCode).toBe(404);
    expect((await one()('GET', `/applications/${id}`)).statusCode).toBe(404);
    expect((await first.deps.store.readStream(`application-${id}`)).at(-1)?.event.type).toBe('ApplicationDeleted');
  });

  it('build nothing on a save that was rolled back with the transaction it joined', async () => {
    const id = await created();
    expect((await one()('PUT', `/applications/${id}`, { data: { marriageCity: 'Austin' } })).statusCode).toBe(200);
    await expect(
      inTransaction(first.deps.db, async (tx) => {
        await saveApplication(first.deps, person.userId, id, { patch: { marriageCity: 'Rolled Back' } }, { source: 'system' }, tx);
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    // The other instance takes the version the rolled-back save had claimed.
    expect((await other()('PUT', `/applications/${id}`, { data: { marriageState: 'TX' } })).statusCode).toBe(200);
    const last = await one()('PUT', `/applications/${id}`, { data: { marriageDate: '2024-05-18' } });
    expect(last.json().data.data).toEqual({ marriageCity: 'Austin', marriageState: 'TX', marriageDate: '2024-05-18' });
  });
});

describe('ApplicationRowCache', () => {
  const row = (id: string, userId = 'owner'): ApplicationRow => ({
    id, userId, formType: 'MARRIAGE_INFO', status: 'draft', progress: 0, answers: {}, completeness: 0, answersChanged: false, unsealed: new Set(),
    version: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it("gives a row only to its owner, and forgets a row past its age, the oldest beyond its size, and an owner's rows", () => {
    let now = 0;
    const cache = new ApplicationRowCache({ limit: 2, ttlMs: 1_000, now: () => now });
    cache.remember(row('a'));
    expect(cache.get('someone else', 'a')).toBeUndefined();
    expect(cache.get('owner', 'a')).toBeUndefined();
    cache.remember(row('a'));
    cache.remember(row('b'));
    cache.remember(row('c'));
    expect(cache.get('owner', 'a')).toBeUndefined();
    expect(cache.get('owner', 'b')?.id).toBe('b');
    now = 1_001;
    expect(cache.get('owner', 'c')).toBeUndefined();
    now = 0;
    cache.remember(row('d', 'leaving'));
    cache.remember(row('e'));
    cache.forgetOwner('leaving');
    expect(cache.get('leaving', 'd')).toBeUndefined();
    expect(cache.get('owner', 'e')?.id).toBe('e');
  });
});
