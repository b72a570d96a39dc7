import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { anonymousPath } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('analytics', () => {
  it('stores the spec events without personal data', async () => {
    const events = [
      { name: 'sign_up', properties: { method: 'email' } },
      { name: 'form_submit', properties: { form_type: 'PETITIONER_INFO' } },
      { name: 'onboarding_complete', properties: { eligible: true } },
      { name: 'purchase', properties: { currency: 'USD', value: 299 } },
      { name: 'page_view', properties: { path: '/forms/PETITIONER_INFO/5b0c3c2e-9d0e-4d7a-9a53-0d6f1c3c2a11?token=secret123' } },
    ];
    for (const payload of events) expect((await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload })).statusCode).toBe(202);
    const rows = await t.deps.db.selectFrom('analytics_events').select(['name', 'properties']).orderBy('id').execute();
    expect(rows.map((r) => r.name)).toEqual(['sign_up', 'form_submit', 'onboarding_complete', 'purchase', 'page_view']);
    expect(rows[4]?.properties).toEqual({ path: '/forms/PETITIONER_INFO/:id' });
    expect(JSON.stringify(rows)).not.toContain('secret123');
  });

  it('answers 400, not 500, to a path with a NUL or half a surrogate pair, and stores nothing', async () => {
    const send = (payload: string) => t.app.inject({ method: 'POST', url: '/api/analytics/events', headers: { 'content-type': 'application/json' }, payload });
    const before = (await t.deps.db.selectFrom('analytics_events').select('id').execute()).length;
    for (const path of ['/a\\u0000b', '/a\\ud800b', '/a\\udc00']) {
      const response = await send(`{"name":"page_view","properties":{"path":"${path}"}}`);
      expect([response.statusCode, response.json()]).toEqual([400, { error: 'The page path is not valid text.' }]);
    }
    expect((await t.deps.db.selectFrom('analytics_events').select('id').execute()).length).toBe(before);
  });

  it('refuses properties that could carry personal data', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: { name: 'sign_up', properties: { email: 'ana@example.com' } } });
    expect(response.statusCode).toBe(400);
  });

  it('drops ids from paths', () => {
    expect(anonymousPath('/reset-password?token=abc')).toBe('/reset-password');
    expect(anonymousPath('/forms/INCOME/new')).toBe('/forms/INCOME/new');
  });
});
