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

  it('refuses a taken address, a wrong password and a wrong current password in the page\'s language', async () => {
    const email = uniqueEmail('rechazos');
    const { token } = await register(t.app, email);
    const spanish = { 'accept-language': 'es-MX' };
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: spanish, payload: { email, password: 'otra clave larga' } });
    expect([again.statusCode, again.json().error]).toEqual([409, 'Ya existe una cuenta con esta dirección de correo electrónico. Inicie sesión.']);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: spanish, payload: { email, password: 'no es la clave' } });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, 'Correo electrónico o contraseña incorrectos']);
    const change = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: { ...bearer(token), ...headers }, payload: { currentPassword: 'no es la clave', newPassword: 'una clave nueva y larga' } });
    const refused = await change(spanish);
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'La contraseña actual es incorrecta']);
    expect((await change({})).json().error).toBe('Current password is incorrect');
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
