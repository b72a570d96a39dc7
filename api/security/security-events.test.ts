import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/processes.ts';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIGN_IN_FAILURES_PER_ADDRESS: '2' });
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

/** The rows one request left, by the request id the answer carries; they land just after it. */
async function rowsOf(response: { headers: Record<string, unknown> }) {
  const requestId = String(response.headers['x-request-id']);
  const query = () => t.deps.db.selectFrom('security_events').selectAll().where('request_id', '=', requestId).execute();
  for (let i = 0; i < 50 && (await query()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 100));
  return (await query()).map(({ kind, outcome, reason, user_id, route, client_hash }) => ({ kind, outcome, reason, user_id, route, client_hash }));
}

describe('security events', () => {
  const email = 'Guarded.Person@example.com';
  const password = 'a long enough password';
  let userId: string;
  let client: string;
  beforeAll(async () => {
    ({ userId } = await register(t.app, email, password));
    client = t.deps.keyring.clientLookup('127.0.0.1');
  });

  it('records a failed sign-in with the user id, and nothing of the e-mail or the address', async () => {
    const response = await login(email, 'not the password');
    expect(response.statusCode).toBe(401);
    expect(await rowsOf(response)).toEqual([
      { kind: 'sign-in', outcome: 'failure', reason: 'wrong-password', user_id: userId, route: 'POST /api/auth/login', client_hash: client },
    ]);
  });

  it('records a successful sign-in', async () => {
    const response = await login(email, password);
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(response)).toEqual([
      { kind: 'sign-in', outcome: 'success', reason: null, user_id: userId, route: 'POST /api/auth/login', client_hash: client },
    ]);
  });

  it('records a sign-in with an unknown e-mail without a user', async () => {
    const response = await login('no.such.person@example.com', password);
    expect(response.statusCode).toBe(401);
    expect(await rowsOf(response)).toEqual([
      { kind: 'sign-in', outcome: 'failure', reason: 'unknown-email', user_id: null, route: 'POST /api/auth/login', client_hash: client },
    ]);
  });

  it('records the attempts refused while an address is locked out', async () => {
    const locked = 'locked.out@example.com';
    await register(t.app, locked, password);
    await login(locked, 'wrong one');
    await login(locked, 'wrong two');
    const response = await login(locked, password);
    expect(response.statusCode).toBe(429);
    expect(await rowsOf(response)).toEqual([
      { kind: 'sign-in', outcome: 'failure', reason: 'locked-out', user_id: null, route: 'POST /api/auth/login', client_hash: client },
    ]);
  });

  it('records a request without a token, a forged one and an expired one as refused', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(await rowsOf(none)).toEqual([
      { kind: 'authorization', outcome: 'refused', reason: 'no-token', user_id: null, route: 'GET /api/auth/me', client_hash: client },
    ]);

    const forged = await me(bearer(`${t.app.jwt.sign({ sub: userId, tv: 0 }).slice(0, -6)}forged`));
    expect(forged.statusCode).toBe(401);
    expect(await rowsOf(forged)).toEqual([
      { kind: 'authorization', outcome: 'refused', reason: 'invalid-token', user_id: null, route: 'GET /api/auth/me', client_hash: client },
    ]);

    const lapsed = { sub: userId, tv: 0, exp: Math.floor(Date.now() / 1000) - 60 };
    const expired = await me(bearer(t.app.jwt.sign(lapsed)));
    expect(expired.statusCode).toBe(401);
    expect(await rowsOf(expired)).toEqual([
      { kind: 'authorization', outcome: 'refused', reason: 'expired-token', user_id: userId, route: 'GET /api/auth/me', client_hash: client },
    ]);
  });

  it('records a token revoked by logout as refused, for its user', async () => {
    const token: string = (await login(email, password)).json().data.token;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(await rowsOf(response)).toEqual([
      { kind: 'authorization', outcome: 'refused', reason: 'revoked-token', user_id: userId, route: 'GET /api/auth/me', client_hash: client },
    ]);
  });

  it('records any other refusal (403) on its route, and nothing for a plain success', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/test-login' });
    expect(refused.statusCode).toBe(403);
    expect(await rowsOf(refused)).toEqual([
      { kind: 'sign-in', outcome: 'failure', reason: 'test-login-disabled', user_id: null, route: 'POST /api/auth/test-login', client_hash: client },
    ]);
    const token: string = (await login(email, password)).json().data.token;
    expect(await rowsOf(await me(bearer(token)))).toEqual([]);
  });

  it('keeps no e-mail address and no client address in any row, and refuses to change a row', async () => {
    const rows = JSON.stringify(await t.deps.db.selectFrom('security_events').selectAll().execute());
    expect(rows.length).toBeGreaterThan(500);
    expect(rows.toLowerCase()).not.toContain('guarded.person');
    expect(rows).not.toContain('@');
    expect(rows).not.toContain('127.0.0.1');
    await expect(t.deps.db.updateTable('security_events').set({ outcome: 'success' }).execute()).rejects.toThrow(/append-only/);
  });
});

describe('greencard security events', () => {
  it("lists a user's events, as text and as JSON, filtered by age, user and client address", async () => {
    const { userId } = await register(t.app, 'cli.person@example.com', 'a long enough password');
    await login('cli.person@example.com', 'wrong password');
    await login('cli.person@example.com', 'a long enough password');
    const env = {
      DATABASE_URL: t.databaseUrl,
      JWT_SECRET: t.deps.config.jwtSecret,
      DATA_ENCRYPTION_KEY: t.deps.config.dataEncryptionKey.toString('base64'),
      NODE_ENV: 'test',
    };
    // The rows land just after the answers.
    for (let i = 0; i < 50; i++) {
      const rows = await t.deps.db.selectFrom('security_events').select('id').where('user_id', '=', userId).execute();
      if (rows.length === 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const json = await runCli(['security', 'events', '--user', userId, '--since', '1h', '--json'], env);
    expect(json.code).toBe(0);
    const events = JSON.parse(json.stdout) as { kind: string; outcome: string; reason: string | null; userId: string; route: string; requestId: string }[];
    expect(events.map((e) => [e.kind, e.outcome, e.reason, e.userId, e.route])).toEqual([
      ['sign-in', 'failure', 'wrong-password', userId, 'POST /api/auth/login'],
      ['sign-in', 'success', null, userId, 'POST /api/auth/login'],
    ]);
    expect(events.every((e) => e.requestId.length > 0)).toBe(true);

    const text = await runCli(['security', 'events', '--user', userId], env);
    expect(text.stdout).toContain('sign-in failure (wrong-password)');
    expect(text.stdout).toContain(`user ${userId}`);
    expect(text.stdout).not.toContain('cli.person');

    const elsewhere = await runCli(['security', 'events', '--user', userId, '--client', '203.0.113.9', '--json'], env);
    expect(JSON.parse(elsewhere.stdout)).toEqual([]);
    const here = await runCli(['security', 'events', '--user', userId, '--client', '127.0.0.1', '--json'], env);
    expect(JSON.parse(here.stdout)).toHaveLength(2);

    const wrong = await runCli(['security', 'events', '--user', 'someone@example.com'], env);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('--user takes a user id');
  }, 120_000);
});
