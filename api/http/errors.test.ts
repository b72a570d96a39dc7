import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { conflict, invalid, notFound, sessionEnded, tooSoon } from '../../domain/errors.ts';
import { ConcurrencyConflict } from '../store/vocabulary.ts';
import { installErrorHandler } from './errors.ts';

describe('the one mapping of domain refusals to HTTP statuses', () => {
  it('answers each kind of refusal with its status and message, never a 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    const thrown = {
      'not-found': notFound('api.applicationNotFound'),
      conflict: conflict('api.accountExists'),
      invalid: invalid('api.invalidLink.reset'),
      'too-soon': tooSoon('api.waitBeforeMail', { seconds: 15 }, 15),
      'session-ended': sessionEnded('api.sessionExpired'),
      moved: new ConcurrencyConflict('user-1', 3),
      bug: new Error('a bug'),
    };
    for (const [name, error] of Object.entries(thrown)) app.get(`/${name}`, async () => { throw error; });
    const answer = async (name: string) => {
      const response = await app.inject({ method: 'GET', url: `/${name}` });
      return [response.statusCode, response.json().error, response.headers['retry-after']];
    };
    expect(await answer('not-found')).toEqual([404, 'Application not found.', undefined]);
    expect(await answer('conflict')).toEqual([409, 'This account already exists.', undefined]);
    expect(await answer('invalid')).toEqual([400, 'This password reset link is invalid or has expired. Please ask for a new one.', undefined]);
    expect(await answer('too-soon')).toEqual([429, 'Please wait 15 seconds before asking for another e-mail.', '15']);
    expect(await answer('session-ended')).toEqual([401, 'Your session has expired. Please sign in again.', undefined]);
    expect(await answer('moved')).toEqual([409, 'Someone changed this at the same moment. Please try again.', undefined]);
    expect(await answer('bug')).toEqual([500, 'Internal Server Error', undefined]);
    // Issue 22: the same refusals in the request's language.
    const inSpanish = async (name: string) => (await app.inject({ method: 'GET', url: `/${name}`, headers: { 'accept-language': 'es-MX,es;q=0.9' } })).json().error;
    expect(await inSpanish('too-soon')).toBe('Espere 15 segundos antes de pedir otro correo.');
    expect(await inSpanish('moved')).toBe('Alguien cambió esto en el mismo momento. Vuelva a intentarlo.');
    expect(await inSpanish('bug')).toBe('Internal Server Error');
    await app.close();
  });
});
