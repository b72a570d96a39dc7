import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp, uniqueEmail } from '../testing/harness.ts';
import { linkIn } from '../testing/smtp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const COMMON = 'This password is one of the most common passwords, which are tried first. Please choose one that is harder to guess.';

describe('passwords people guess first', () => {
  it('refuses common passwords, one character repeated and the e-mail address at registration, with a plain message', async () => {
    const email = uniqueEmail('weak');
    const refusals: Record<string, string> = {
      password1: COMMON,
      '12345678': COMMON,
      Iloveyou1: COMMON,
      qwertyuiop: COMMON,
      '        ': 'Your password must not be one character repeated. Please choose another one.',
      [email]: 'Your password must not be your e-mail address. Please choose another one.',
    };
    const answers = await Promise.all(Object.keys(refusals).map(async (password) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
      return [password, response.statusCode, response.json().error] as const;
    }));
    expect(answers).toEqual(Object.entries(refusals).map(([password, message]) => [password, 400, message]));
    const accepted = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'correct horse battery' } });
    expect(accepted.statusCode).toBe(201);
  });

  it('refuses a common password as a new password and through a reset link', async () => {
    const email = uniqueEmail('change');
    const { token } = await register(t.app, email);
    const changed = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: { currentPassword: 'correct horse battery', newPassword: 'baseball1' } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toBe(COMMON);
    await t.smtp.nextMailTo(email);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const link = linkIn(await t.smtp.nextMailTo(email), 'http://app.test/reset-password?token=');
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link.searchParams.get('token'), password: 'sunshine' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error).toBe(COMMON);
  });
});
