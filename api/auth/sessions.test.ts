import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp, uniqueEmail } from '../testing/harness.ts';
import { linkIn } from '../testing/smtp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const login = async (email: string) => (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })).json().data.token as string;
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });

/** A token signed with the server's secret by hand, to try what the server itself never issues. */
function handSigned(header: object, claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part(header)}.${part(claims)}`;
  const algorithm = 'alg' in header && header.alg === 'HS512' ? 'sha512' : 'sha256';
  return `${body}.${createHmac(algorithm, t.deps.config.jwtSecret).update(body).digest('base64url')}`;
}

describe('session tokens', () => {
  it('are unique, even for two sign-ins in the same second', async () => {
    const email = uniqueEmail('twice');
    await register(t.app, email);
    const [first, second] = await Promise.all([login(email), login(email)]);
    expect(first).not.toBe(second);
  });

  it('a refresh ends the token it replaces, in this process and any other', async () => {
    const email = uniqueEmail('refresh');
    await register(t.app, email);
    const token = await login(email);
    expect((await me(token)).statusCode).toBe(200);
    const renewed = await refresh(token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(renewed.json().data.token)).statusCode).toBe(200);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('a session ends 7 days after its sign-in, however often it was refreshed', async () => {
    const email = uniqueEmail('forever');
    await register(t.app, email);
    let token = await login(email);
    // Refreshed every 11 hours, each token within its 12, until 165 hours after the sign-in,
    for (let refreshes = 0; refreshes < 15; refreshes++) {
      t.advanceClock(11 * 3600_000);
      const renewed = await refresh(token);
      expect(renewed.statusCode).toBe(200);
      token = renewed.json().data.token;
    }
    // then 170 hours after it, with a token still valid.
    t.advanceClock(5 * 3600_000);
    const late = await refresh(token);
    expect([late.statusCode, late.json()]).toEqual([401, { error: 'Your session has expired. Please sign in again.' }]);
  });

  it('refuses with 401 a token whose subject is not an account id, one without an expiry and one signed with another algorithm', async () => {
    const { userId } = await register(t.app, uniqueEmail('claims'));
    const exp = Math.floor(t.deps.clock().getTime() / 1000) + 600;
    expect((await me(handSigned({ alg: 'HS256', typ: 'JWT' }, { sub: 'not-a-uuid', tv: 0, exp }))).statusCode).toBe(401);
    expect((await me(handSigned({ alg: 'HS256', typ: 'JWT' }, { sub: userId, tv: 0 }))).statusCode).toBe(401);
    expect((await me(handSigned({ alg: 'HS512', typ: 'JWT' }, { sub: userId, tv: 0, exp }))).statusCode).toBe(401);
    expect((await me(handSigned({ alg: 'HS256', typ: 'JWT' }, { sub: userId, tv: 0, exp }))).statusCode).toBe(200);
  });
});

describe('reset links', () => {
  it('a used link ends every other outstanding one of the account', async () => {
    const email = uniqueEmail('links');
    await register(t.app, email);
    await t.smtp.nextMailTo(email);
    const ask = async () => {
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      t.advanceClock(61_000);
      return linkIn(await t.smtp.nextMailTo(email), 'http://app.test/reset-password?token=').searchParams.get('token');
    };
    const first = await ask();
    const second = await ask();
    const reset = (token: string | null, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    expect((await reset(second, 'a brand new password')).statusCode).toBe(200);
    expect((await reset(first, 'an attacker password')).statusCode).toBe(400);
  });
});

describe('mail', () => {
  it('forgot-password answers before any work, whether or not the address exists, and mails one link a minute', async () => {
    const email = uniqueEmail('cooldown');
    await register(t.app, email);
    await t.smtp.nextMailTo(email);
    const before = t.smtp.received.length;
    for (let i = 0; i < 5; i++) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect(answer.statusCode).toBe(200);
    }
    await t.smtp.nextMailTo(email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.smtp.received.length - before).toBe(1);
  });

  it('limits profile changes per account', async () => {
    const { token } = await register(t.app, uniqueEmail('profile.flood'));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: {} })).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
  it('lets one of ten concurrent refreshes with one token win (issue 21 item 11)', async () => {
    const email = uniqueEmail('concurrent.refresh');
    await register(t.app, email);
    const token = await login(email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(token)));
    const renewed = answers.filter((answer) => answer.statusCode === 200);
    expect([renewed.length, answers.length - renewed.length]).toEqual([1, 9]);
    expect((await me(renewed[0]?.json().data.token)).statusCode).toBe(200);
  });

  it('refuses a signed token whose claims are not of the types it is signed with (issue 21, informational)', async () => {
    const { userId } = await register(t.app, uniqueEmail('claim.types'));
    const now = Math.floor(t.deps.clock().getTime() / 1000);
    const exp = now + 3600;
    const signed = (claims: object) => me(handSigned({ alg: 'HS256', typ: 'JWT' }, claims));
    expect((await signed({ sub: [userId], tv: 0, exp })).statusCode).toBe(401);
    expect((await signed({ sub: userId, tv: 0, exp: String(exp) })).statusCode).toBe(401);
    expect((await signed({ sub: userId, tv: 0, exp, at: now + 86_400 })).statusCode).toBe(401);
    expect((await signed({ sub: userId, tv: 0, exp, at: 'yesterday' })).statusCode).toBe(401);
    expect((await signed({ sub: userId, tv: 0, exp, at: now })).statusCode).toBe(200);
  });
});
