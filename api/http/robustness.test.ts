import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const countUsers = async () => (await t.deps.db.selectFrom('users').select('id').execute()).length;
const raw = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });

describe('bad input gets a clear 4xx and stores nothing', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  it.each([
    ['malformed JSON', '{"email": "a@b.co", "password": ', undefined, 400, 'The request body is not valid JSON.'],
    ['a wrong type', JSON.stringify({ email: 'x@example.com', password: 12345678 }), undefined, 400, 'Invalid body.password: must be string.'],
    ['an unknown field', JSON.stringify({ email: 'x@example.com', password: 'long enough', isAdmin: true }), undefined, 400, 'Unknown field "isAdmin" in body.'],
    ['a missing field', JSON.stringify({ email: 'x@example.com' }), undefined, 400, 'Missing field "password" in body.'],
    ['a body over 1 MB', JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(1_100_000) }), undefined, 413, 'The request body is larger than 1 MB.'],
    ['a body that is not JSON', 'email=x', form, 415, 'Send the request body as application/json.'],
  ])('refuses %s', async (_name, payload, headers, status, message) => {
    const before = await countUsers();
    const response = await raw(payload, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message });
    expect(await countUsers()).toBe(before);
  });

  it('refuses in the language the request names (issue 22), and stores nothing', async () => {
    const before = await countUsers();
    const spanish = { 'content-type': 'application/json', 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
    const missing = await raw(JSON.stringify({ email: 'x@example.com' }), spanish);
    expect(missing.json()).toEqual({ error: 'Falta el campo "password" en body.' });
    const malformed = await raw('{"email": ', spanish);
    expect(malformed.json()).toEqual({ error: 'El cuerpo de la solicitud no es un JSON válido.' });
    expect(await countUsers()).toBe(before);
  });

  it('answers an unknown API path with 404 and a plain message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/Not found/);
  });

  it('refuses a 10,000-character e-mail by its length limit', async () => {
    const response = await raw(JSON.stringify({ email: `${'a'.repeat(10_000)}@example.com`, password: 'long enough' }));
    expect(response.statusCode).toBe(400);
  });

  it('keeps quotes, SQL fragments and emoji verbatim', async () => {
    const email = `o'brien";drop.table.users--${randomUUID().slice(0, 6)}@example.com`;
    const password = `pässwörd'); DROP TABLE users; -- 🦄${'x'.repeat(900)}`;
    const response = await raw(JSON.stringify({ email, password }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.email).toBe(email);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    expect(await countUsers()).toBeGreaterThan(0);
  });

  it('never answers 5xx to a protected route with a garbage authorization header', async () => {
    for (const authorization of ['Bearer', 'Bearer ...', 'Basic abc', '💥', `Bearer ${'a'.repeat(5000)}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('per-client sign-in limit', () => {
  it('answers 429 with a clear message once a client exceeds its sign-in attempts', async () => {
    const limited = await startTestApp({ SIGN_IN_LIMIT_PER_CLIENT: '3' });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `${randomUUID()}@example.com`, password: 'whatever1' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    } finally {
      await limited.close();
    }
  });
});

describe('account deletion', () => {
  it('leaves nothing personal of the user readable anywhere in the database', async () => {
    const email = `deleted.person.${randomUUID().slice(0, 8)}@example.com`;
    const password = 'a very personal password';
    const { token, userId } = await register(t.app, email, password);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(token), payload: { password } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.message).toBe('Your account has been deleted.');

    const tables = await t.deps.db.introspection.getTables();
    let dump = '';
    for (const table of tables) {
      const rows = await t.deps.db.selectFrom(table.name as 'events').selectAll().execute();
      dump += JSON.stringify(rows);
    }
    expect(dump.toLowerCase()).not.toContain(email.toLowerCase());
    expect(dump).not.toContain('deleted.person');
    expect(dump).toContain(userId);

    const history = await t.deps.store.readStream(`user-${userId}`);
    expect(history.map((r) => r.event.type)).toContain('AccountDeleted');
    expect(history.find((r) => r.event.type === 'UserRegistered')?.redacted).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } })).statusCode).toBe(201);
  });
});
