import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startTestApp, type TestApp, uniqueEmail } from '../testing/harness.ts';
import { linkIn } from '../testing/smtp.ts';


describe('the per-client sign-in limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SIGN_IN_LIMIT_PER_CLIENT: '20' });
  });
  afterAll(() => t.close());

  it('holds when every attempt claims another client in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { email: uniqueEmail('guess'), password: 'not the password' },
      });
      statuses.push(response.statusCode);
    }
    const evaluated = statuses.filter((status) => status !== 429).length;
    expect(evaluated).toBe(20);
  });

  it('records the connecting address, not the one a client claims', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': '198.51.100.7' }, payload: { email: uniqueEmail('claims'), password: 'not the password' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const claimed = await t.deps.db.selectFrom('security_events').select('id').where('client_hash', '=', t.deps.keyring.clientLookup('198.51.100.7')).execute();
    expect(claimed).toHaveLength(0);
  });
});

describe('behind a proxy the deployment names (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SIGN_IN_LIMIT_PER_CLIENT: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('counts each client the trusted proxy names on its own', async () => {
    // inject() connects from 127.0.0.1, the proxy this deployment trusts.
    const attempt = (client: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': client }, payload: { email: uniqueEmail('proxied'), password: 'not the password' } });
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.50')).statusCode).toBe(401);
    expect((await attempt('203.0.113.50')).statusCode).toBe(429);
    expect((await attempt('203.0.113.51')).statusCode).toBe(401);
  });
});

describe('the per-address lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('evaluates no more than 5 of 40 concurrent guesses, and the right password among the rest stays out', async () => {
    const email = uniqueEmail('raced');
    await register(t.app, email);
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? 'correct horse battery' : `wrong guess ${i}`));
    const statuses = await Promise.all(guesses.map((password) => login(email, password).then((r) => r.statusCode)));
    const evaluated = statuses.filter((status) => status !== 429).length;
    expect(evaluated).toBe(5);
    expect((await login(email, 'correct horse battery')).statusCode).toBe(429);
  });

  it('is lifted by a password reset, as its message says', async () => {
    const email = uniqueEmail('reset-lifts');
    await register(t.app, email);
    await t.smtp.nextMailTo(email);
    for (let i = 0; i < 5; i++) await login(email, 'wrong password');
    const locked = await login(email, 'correct horse battery');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/reset your password/);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const link = linkIn(await t.smtp.nextMailTo(email), 'http://app.test/reset-password?token=');
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link.searchParams.get('token'), password: 'a brand new password' } });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'a brand new password')).statusCode).toBe(200);
  });
});
