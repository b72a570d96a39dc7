import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { FIRST_ROWS_A_MINUTE } from './refusal-summary.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: 'a metrics token long enough to be a secret' });
});
afterAll(() => t.close());

/** The rows written and the refusals they stand for, once the answers' hooks (which write after the answer) are done. */
async function rowsAndRefusals(expected: number): Promise<{ rows: number; refusals: number }> {
  const read = async () => {
    await t.app.flushRefusalCounts();
    const { rows } = await sql<{ rows: string; refusals: string }>`SELECT count(*) AS rows, coalesce(sum(refusals), 0) AS refusals FROM security_events`.execute(t.deps.db);
    return { rows: Number(rows[0]!.rows), refusals: Number(rows[0]!.refusals) };
  };
  let counted = await read();
  for (let i = 0; i < 50 && counted.refusals < expected; i++) {
    await new Promise((r) => setTimeout(r, 100));
    counted = await read();
  }
  await sql`DELETE FROM security_events`.execute(t.deps.db);
  return counted;
}

async function inBatches(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => send(i + j)));
    statuses.push(...batch.map((r) => r.statusCode));
  }
  return statuses;
}

describe('a flood of unauthenticated 401s does not become a flood of rows (issue 21 item 10)', () => {
  it('writes a handful of rows for 400 refusals from one client on /metrics and /api/auth/me, counting every one', async () => {
    const statuses = await inBatches(400, (i) => t.app.inject({ method: 'GET', url: i % 2 === 0 ? '/metrics' : '/api/auth/me' }));
    expect(new Set(statuses)).toEqual(new Set([401]));
    // Two routes, one client: the first of each as it happened, then one count each.
    expect(await rowsAndRefusals(400)).toEqual({ rows: 4, refusals: 400 });
  });

  it('stays bounded when every request comes from another address', async () => {
    const statuses = await inBatches(400, (i) => t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: `10.0.${Math.floor(i / 200)}.${i % 200}` }));
    expect(new Set(statuses)).toEqual(new Set([401]));
    // The first clients each a row, the rest one count with no client.
    expect(await rowsAndRefusals(400)).toEqual({ rows: FIRST_ROWS_A_MINUTE + 1, refusals: 400 });
  });

  it('still writes each refusal of a known account as it happens', async () => {
    const { register } = await import('../testing/harness.ts');
    const { token } = await register(t.app, `flood.${Date.now()}@example.com`);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    await rowsAndRefusals(1);
    const statuses = await inBatches(5, () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }));
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect(await rowsAndRefusals(5)).toEqual({ rows: 5, refusals: 5 });
  });
});
