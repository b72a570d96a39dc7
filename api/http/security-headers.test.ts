import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const directives = (header: unknown) =>
  new Map(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

describe('security headers', () => {
  it('send a Content-Security-Policy that runs no inline or foreign script, and keep helmet\'s other headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': expect.stringContaining('max-age='),
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('keep API answers that carry personal data or a session out of every cache', async () => {
    const { token } = await register(t.app, `cache.${Date.now()}@example.com`);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.headers['cache-control']).toBe('no-store');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'not the password' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const applications = await t.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(refreshed.json().data.token) });
    expect(applications.headers['cache-control']).toBe('no-store');
  });
});
