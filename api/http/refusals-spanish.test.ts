import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
const refusal = async (response: { statusCode: number; json: () => { error: string } }) => [response.statusCode, response.json().error];

/** Issue 22: a refusal reads in the request's language, the page's, whichever part of the API refuses. */
describe('the API refuses in Spanish when the page is Spanish', () => {
  it('a mailed link that is not valid, from the account routes', async () => {
    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'no-such-link' }, headers: SPANISH });
    expect(await refusal(verify)).toEqual([400, 'El enlace para verificar el correo electrónico no es válido o ya venció. Vuelva a intentarlo.']);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'no-such-link', password: 'a long new secret phrase' }, headers: SPANISH });
    expect(await refusal(reset)).toEqual([400, 'Este enlace para restablecer la contraseña no es válido o ya venció. Pida uno nuevo.']);
    // The same link in English when the page is English.
    const english = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'no-such-link' }, headers: { 'accept-language': 'en-US' } });
    expect(await refusal(english)).toEqual([400, 'The email verification link is invalid or has expired. Please try again.']);
  });

  it("the applications routes' refusals, and the domain's", async () => {
    const { token } = await register(t.app, `es.${randomUUID().slice(0, 8)}@example.com`);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...SPANISH } });
    expect(await refusal(await get('/api/applications/type/I-999'))).toEqual([400, 'Tipo de formulario desconocido: I-999']);
    expect(await refusal(await get('/api/applications/type/marriage-info'))).toEqual([404, 'Todavía no hay una solicitud MARRIAGE_INFO.']);
    const missing = await t.app.inject({ method: 'GET', url: `/api/applications/${randomUUID()}`, headers: { ...bearer(token), ...SPANISH } });
    expect(await refusal(missing)).toEqual([404, 'No se encontró la solicitud.']);
  });

  it('a page of the API that does not exist', async () => {
    const lost = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: SPANISH });
    expect(await refusal(lost)).toEqual([404, 'No se encontró: GET /api/nowhere']);
  });
});
