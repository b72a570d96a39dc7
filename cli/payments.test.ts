import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../fixtures/load.ts';
import { userStreamId } from '../domain/events.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../api/testing/harness.ts';
import { runCli } from '../api/testing/processes.ts';

const consular = loadFixture(path.resolve(import.meta.dirname, '../fixtures/couples/consular-spouse-in-india-mumbai.json'));

let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({}, { today: consular.today });
  env = {
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: t.deps.config.jwtSecret,
    DATA_ENCRYPTION_KEY: t.deps.config.dataEncryptionKey.toString('base64'),
    NODE_ENV: 'test',
  };
}, 120_000);
afterAll(() => t.close());

describe('greencard payments refund', () => {
  it('refunds a payment under the terms’ rule, records who and why, and the account has not paid any more', async () => {
    const { token, userId } = await registerVerified(t.app, t.smtp, 'refund@example.com', 'correct horse battery');
    const none = await runCli(['payments', 'refund', 'refund@example.com', '--reason', 'asked before any download', '--operator', 'ops'], env);
    expect(none.code).not.toBe(0);
    expect(none.stderr).toContain('This account has no payment to refund.');
    await seedCouple(t.app, token, consular.answers);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) })).statusCode).toBe(200);
    const refunded = await runCli(['payments', 'refund', 'refund@example.com', '--reason', 'asked before any download', '--operator', 'ops', '--json'], env);
    expect(refunded.code, refunded.stderr).toBe(0);
    expect(JSON.parse(refunded.stdout)).toMatchObject({ userId, provider: 'development', amountCents: 29_900, currency: 'usd' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().data.hasPaid).toBe(false);
    const events = (await t.deps.store.readStream(userStreamId(userId))).map((recorded) => recorded.event);
    expect(events.at(-1)).toMatchObject({ type: 'PaymentRefunded', data: { operator: 'ops', reason: 'asked before any download', amountCents: 29_900 } });
  }, 180_000);
});
