import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { PETITION_LOCKBOX_CHARTS } from '../../domain/rules/petition-lockbox.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';

/**
 * Issue 22: what the server says of the couple's filing comes in the reader's language: the page's
 * (Accept-Language, which the web client sends on every call), else the account's, else English.
 * A couple who files the petition first while the green card application is held reads it here.
 */
const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/citizen-petition-first-f1-student.json'));
const HELD_DAY = PETITION_LOCKBOX_CHARTS.at(-1)?.effective ?? couple.today;
const PASSWORD = 'correct horse battery';

type Stage = { stage: string; title: string; wait: string | null; forms: { name: string; message: string | null }[] };
type Filing = { pathSummary: string; promise: string; stages: Stage[] };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({}, { today: HELD_DAY });
  ({ token } = await registerVerified(t.app, t.smtp, 'idioma@example.com', PASSWORD));
  await seedCouple(t.app, token, couple.answers);
}, 120_000);
afterAll(() => t.close());

const status = async (headers: Record<string, string> = {}): Promise<Filing> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/filing-status', headers: { ...bearer(token), ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Filing }>().data;
};

describe('the filing status in the reader’s language', () => {
  it('is English for a reader who names no language and an account that chose none', async () => {
    const english = await status();
    expect(english.stages.map((stage) => stage.title)).toEqual(['Your petition: Forms I-130 and I-130A', 'Your green card application: Forms I-485, I-864, I-765 and I-131']);
    expect(english.pathSummary).toMatch(/^You file the petition \(Forms I-130 and I-130A\) now/);
    expect(english.stages[1]?.forms.find((form) => form.name === 'I-485')?.message).toMatch(/^USCIS changed Form I-485 on [A-Z][a-z]+ \d{1,2}, \d{4}; we are updating ours\.$/);
  });

  it('is Spanish for a page in Spanish: titles, the way they file, each held form with its date in words, the promise', async () => {
    const spanish = await status({ 'accept-language': 'es' });
    expect(spanish.stages.map((stage) => stage.title)).toEqual([
      'Su petición: Formularios I-130 e I-130A',
      'Su solicitud de residencia permanente (green card): Formularios I-485, I-864, I-765 e I-131',
    ]);
    expect(spanish.pathSummary).toMatch(/^Usted presenta ahora la petición \(Formularios I-130 e I-130A\)/);
    expect(spanish.stages[1]?.forms.find((form) => form.name === 'I-485')?.message).toMatch(/^USCIS cambió el Formulario I-485 el \d{1,2} de [a-z]+ de \d{4}; estamos actualizando el nuestro\.$/);
    expect(spanish.stages[1]?.wait).toMatch(/^Su solicitud de residencia permanente se basa en la petición/);
    expect(spanish.promise).toBe('Todas sus respuestas se conservan. Su paquete estará listo en cuanto hayamos actualizado el formulario, y le avisaremos por correo electrónico.');
  });

  it('follows the account’s language when the request names none, and the page’s over the account’s', async () => {
    const chosen = await t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: bearer(token), payload: { language: 'es' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await status()).stages[0]?.title).toBe('Su petición: Formularios I-130 e I-130A');
    expect((await status({ 'accept-language': 'en-US,en;q=0.9' })).stages[0]?.title).toBe('Your petition: Forms I-130 and I-130A');
    // A browser's other languages do not count: only one Greencard speaks.
    expect((await status({ 'accept-language': 'fr-FR' })).stages[0]?.title).toBe('Su petición: Formularios I-130 e I-130A');
  });

  it('refuses a stage the couple does not have in the reader’s language', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/forms/validate', headers: { ...bearer(token), 'accept-language': 'es-MX' }, payload: { stage: 'whole' } });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toBe('Su trámite no tiene un paquete "whole": tal como lo presenta, está formado por petition y adjustment.');
  });
});
