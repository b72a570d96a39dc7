import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, uniqueEmail, type TestApp } from '../testing/harness.ts';

/** The language an account reads Greencard in: chosen at sign-up or later, kept on the account, and the language of its e-mails. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const choose = (token: string, language: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/language', payload: { language }, headers: bearer(token) });
const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data;

describe("an account's language", () => {
  it('starts as the language of the sign-up page, and the verification e-mail is written in it', async () => {
    const email = uniqueEmail('lucia');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'una clave larga', language: 'es' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.language).toBe('es');
    const mail = await t.smtp.nextMailTo(email, 15_000);
    expect(mail.subject).toBe('Verifique su correo electrónico');
    expect(mail.text).toContain('El enlace es válido por 1 hora.');
    expect(mail.text).toContain('Greencard no está afiliada con el Servicio de Ciudadanía e Inmigración de los Estados Unidos (USCIS)');
  });

  it('is none until chosen, and the e-mails are then in English', async () => {
    const email = uniqueEmail('nobody.chose');
    const { token } = await register(t.app, email);
    expect((await me(token)).language).toBeNull();
    expect((await t.smtp.nextMailTo(email, 15_000)).subject).toBe('Verify your e-mail address');
  });

  it('changes when the person switches, and the next e-mail follows it', async () => {
    const email = uniqueEmail('switches');
    const { token } = await register(t.app, email);
    await t.smtp.nextMailTo(email, 15_000);
    const chosen = await choose(token, 'es');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.language).toBe('es');
    expect((await me(token)).language).toBe('es');
    // Choosing the same language again records nothing new.
    const events = async () => Number((await t.deps.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).where('type', '=', 'LanguageChosen').executeTakeFirstOrThrow()).n);
    const before = await events();
    expect((await choose(token, 'es')).statusCode).toBe(200);
    expect(await events()).toBe(before);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect((await t.smtp.nextMailTo(email, 15_000)).subject).toBe('Restablezca su contraseña');
    expect((await choose(token, 'en')).json().data.language).toBe('en');
  });

  it('refuses a language Greencard does not speak, and a request without a session', async () => {
    const { token } = await register(t.app, uniqueEmail('french'));
    const refused = await choose(token, 'fr');
    expect(refused.statusCode).toBe(400);
    expect((await me(token)).language).toBeNull();
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'es' } })).statusCode).toBe(401);
    const badSignUp = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail('fr'), password: 'long enough', language: 'fr' } });
    expect(badSignUp.statusCode).toBe(400);
  });
});
