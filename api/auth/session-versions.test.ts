import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { PROJECTIONS } from '../runtime.ts';
import { EventStore } from '../store/event-store.ts';
import { SessionVersions } from './session-versions.ts';

let first: TestApp;
beforeAll(async () => {
  first = await startTestApp();
});
afterAll(() => first.close());

const me = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('remembered token versions', () => {
  it('refuse a token at once after a logout in this process, though it was remembered', async () => {
    const { token } = await register(first.app, `logout.${randomUUID()}@example.com`);
    expect((await me(first, token)).statusCode).toBe(200);
    expect((await me(first, token)).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await me(first, token)).statusCode).toBe(401);
  });

  it('refuse a token revoked through another API instance, as soon as the database announces it', async () => {
    const { token } = await register(first.app, `elsewhere.${randomUUID()}@example.com`);
    expect((await me(first, token)).statusCode).toBe(200);
    // Give the listening connection a moment, then let this instance remember the version.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await me(first, token)).statusCode).toBe(200);
    const second = await secondInstance();
    try {
      expect((await second.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
    expect(await eventually(async () => (await me(first, token)).statusCode === 401)).toBe(true);
  });

  it('refuse the tokens of an account deleted through another API instance, and only those', async () => {
    const deleted = await register(first.app, `deleted.${randomUUID()}@example.com`);
    const kept = await register(first.app, `kept.${randomUUID()}@example.com`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await me(first, deleted.token)).statusCode).toBe(200);
    expect((await me(first, kept.token)).statusCode).toBe(200);
    const second = await secondInstance();
    try {
      const removed = await second.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(deleted.token), payload: { password: 'correct horse battery' } });
      expect(removed.statusCode).toBe(200);
    } finally {
      await second.close();
    }
    expect(await eventually(async () => (await me(first, deleted.token)).statusCode === 401)).toBe(true);
    expect((await me(first, kept.token)).statusCode).toBe(200);
  });

  it('remember nothing while the announcements connection is lost, so a revocation made meanwhile is refused at once', async () => {
    const { token } = await register(first.app, `lost.${randomUUID()}@example.com`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await me(first, token)).statusCode).toBe(200);
    expect((await me(first, token)).statusCode).toBe(200);
    // The database drops this process's LISTEN connection (a restart, a failover, an idle timeout).
    const dropped = await sql<{ pid: number }>`
      SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN token_versions%'`.execute(first.deps.db);
    expect(dropped.rows).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await secondInstance();
    try {
      expect((await second.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
    // No announcement reached this process, yet it refuses the token on the next request,
    expect((await me(first, token)).statusCode).toBe(401);
    // and once it listens again, what it remembered before the loss does not come back.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await me(first, token)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await me(first, token)).statusCode).toBe(401);
  });
});

/** Another API instance on the same database: its own store and its own remembered versions. */
async function secondInstance(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const store = new EventStore(first.deps.db, first.deps.keyring, PROJECTIONS);
  const sessions = new SessionVersions(first.deps.db, first.databaseUrl, store);
  const app = await buildApp({ ...first.deps, store, sessions }, { logger: false, webClient: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await sessions.close();
    },
  };
}
