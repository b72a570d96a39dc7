import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp, uniqueEmail } from '../testing/harness.ts';
import { linkIn } from '../testing/smtp.ts';
import { translate } from '../../domain/i18n/messages.ts';
import { PASSWORD_TOO_SHORT, passwordLength } from '../../domain/product/account.ts';

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

  it("refuses variants of common passwords, the service's own words and the address's name part plus a digit, in the reader's language (issue 21 item 12)", async () => {
    const email = uniqueEmail('maria.lopez');
    const localPart = email.split('@')[0]!;
    const tried = ['Password1!', 'Summer2026!', 'greencard2026', 'uscis1234', `${localPart}1`, 'I-485 2026'];
    const answers = await Promise.all(tried.map(async (password) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
      return [password, response.statusCode, response.json().error] as const;
    }));
    expect(answers).toEqual(tried.map((password) => [password, 400, translate('en', 'passwords.easyToGuess')]));
    const spanish = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, payload: { email, password: 'Summer2026!' } });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().error).toBe(translate('es', 'passwords.easyToGuess'));
    expect(spanish.json().error).toMatch(/^Esta contraseña es demasiado fácil de adivinar/);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'tiempo lento azul' } })).statusCode).toBe(201);
  });

  it('counts characters as people see them: four emoji are four characters, not eight', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('emoji'), password: '🐢🦊🐙🦉' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(PASSWORD_TOO_SHORT);
    expect(passwordLength('🐢🦊🐙🦉')).toBe(4);
    expect(passwordLength('e\u0301')).toBe(1);
  });
});
