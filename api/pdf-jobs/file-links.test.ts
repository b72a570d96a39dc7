import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SessionVersions } from '../auth/session-versions.ts';
import { buildApp } from '../app.ts';
import { PROJECTIONS } from '../runtime.ts';
import { EventStore } from '../store/event-store.ts';
import { Keyring } from '../store/keyring.ts';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

let first: TestApp;
beforeAll(async () => {
  first = await startTestApp();
});
afterAll(() => first.close());

/** Another API process on the same database: its own keyring, store and remembered versions. */
async function secondInstance(): Promise<{ app: FastifyInstance; keyring: Keyring; close: () => Promise<void> }> {
  const keyring = new Keyring(first.deps.config.dataEncryptionKey);
  const store = new EventStore(first.deps.db, keyring, PROJECTIONS);
  const sessions = new SessionVersions(first.deps.db, first.databaseUrl, store, keyring);
  sessions.start();
  const app = await buildApp({ ...first.deps, keyring, store, sessions }, { logger: false, webClient: false });
  await app.ready();
  return { app, keyring, close: async () => { await app.close(); await sessions.close(); } };
}

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** A stored page preview of the user's, and a link to it signed for the session version `version`. */
async function storedPreview(userId: string, version: number): Promise<{ url: string; sealed: Buffer }> {
  const jobId = randomUUID();
  const sealed = await first.deps.keyring.sealBytes(first.deps.db, userId, Buffer.from('\x89PNG preview of a page'));
  await first.deps.db.insertInto('pdf_previews').values({ job_id: jobId, page: 1, user_id: userId, png_sealed: sealed }).execute();
  return { url: first.deps.fileLinks.link(`previews/${jobId}/1`, first.deps.clock(), 3600, version), sealed };
}

describe('signed file links', () => {
  it('stop serving a deleted account\'s files at once in another API process, which forgets the destroyed key', async () => {
    const { token, userId } = await register(first.app, `deleted.files.${randomUUID()}@example.com`);
    const { url, sealed } = await storedPreview(userId, 0);
    const second = await secondInstance();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await second.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      const deleted = await first.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(token), payload: { password: 'correct horse battery' } });
      expect(deleted.statusCode).toBe(200);
      expect(await eventually(async () => (await second.app.inject({ method: 'GET', url })).statusCode === 403)).toBe(true);
      expect(await eventually(async () => (await second.keyring.openBytes(first.deps.db, userId, sealed)) === null)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('serve page previews no-store, so no browser cache keeps them past a logout (issue 21 item 13)', async () => {
    const { userId } = await register(first.app, `preview.cache.${randomUUID()}@example.com`);
    const { url } = await storedPreview(userId, 0);
    const response = await first.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('end with the session that made them: a logout ends them', async () => {
    const { token, userId } = await register(first.app, `logout.files.${randomUUID()}@example.com`);
    const { url } = await storedPreview(userId, 0);
    expect((await first.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });
});
