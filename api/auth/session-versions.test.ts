import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';
import { createDb } from '../db/database.ts';

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

  it('refuse a token revoked by another process, as soon as the database announces it', async () => {
    const { token, userId } = await register(first.app, `elsewhere.${randomUUID()}@example.com`);
    expect((await me(first, token)).statusCode).toBe(200);
    // Give the listening connection a moment, then let this process remember the version.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await me(first, token)).statusCode).toBe(200);
    // Another API instance revoking the sessions: a change of the row this process never saw.
    const other = createDb(first.databaseUrl, 1);
    try {
      await other.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', userId).execute();
    } finally {
      await other.destroy();
    }
    expect(await eventually(async () => (await me(first, token)).statusCode === 401)).toBe(true);
  });

  it('refuse the tokens of an account deleted by another process, and only those', async () => {
    const deleted = await register(first.app, `deleted.${randomUUID()}@example.com`);
    const kept = await register(first.app, `kept.${randomUUID()}@example.com`);
    expect((await me(first, deleted.token)).statusCode).toBe(200);
    expect((await me(first, kept.token)).statusCode).toBe(200);
    const other = createDb(first.databaseUrl, 1);
    try {
      await other.updateTable('users').set({ deleted: true }).where('id', '=', deleted.userId).execute();
    } finally {
      await other.destroy();
    }
    expect(await eventually(async () => (await me(first, deleted.token)).statusCode === 401)).toBe(true);
    expect((await me(first, kept.token)).statusCode).toBe(200);
  });
});
