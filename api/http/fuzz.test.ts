import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../store/replay.ts';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
let token: string;
let applicationId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await register(t.app, 'fuzz@example.com'));
  const created = await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { formType: 'MARRIAGE_INFO' } });
  applicationId = created.json().data.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const routes = (): [Method, string][] => [
  ['POST', '/api/auth/register'], ['POST', '/api/auth/login'], ['POST', '/api/auth/logout'], ['GET', '/api/auth/me'],
  ['POST', '/api/auth/refresh'], ['PUT', '/api/auth/profile'], ['POST', '/api/auth/test-login'], ['POST', '/api/auth/verify-email'],
  ['GET', '/api/auth/verify-email?token=x'], ['POST', '/api/auth/resend-verification-email'], ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/reset-password'], ['GET', '/api/system-status'], ['GET', '/api/applications'], ['POST', '/api/applications'],
  ['PUT', `/api/applications/${applicationId}`], ['GET', `/api/applications/${applicationId}`], ['GET', '/api/applications/type/MARRIAGE_INFO'],
  ['GET', '/api/forms'], ['POST', '/api/forms'], ['PUT', `/api/forms/${applicationId}`], ['GET', '/api/forms/required-fields'],
  ['GET', '/api/forms/templates/INCOME'], ['POST', '/api/forms/validate'], ['POST', '/api/onboarding/check-eligibility'],
  ['POST', '/api/onboarding/update-status'], ['POST', '/api/onboarding/complete'], ['POST', '/api/users/payment'],
  ['POST', '/api/payments/checkout'], ['POST', '/api/payments/webhook'], ['POST', '/api/analytics/events'],
];

const body = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.constantFrom('email', 'password', 'token', 'formType', 'data', 'progress', 'status', 'formData', 'name', 'properties', 'newPassword', 'currentPassword'), fc.anything()),
  fc.record({ data: fc.dictionary(fc.constantFrom('marriageDate', 'marriageCity', 'marriageState', 'bogus'), fc.anything()) }, { requiredKeys: [] }),
);

describe('random bodies from fast-check against every route', () => {
  it('never get a 5xx, signed in or not, and the read models still equal the events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes()), body, fc.boolean(), async ([method, url], payload, signedIn) => {
        const response = await t.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', ...(signedIn ? bearer(token) : {}) },
          ...(method === 'GET' ? {} : { payload: JSON.stringify(payload ?? null) }),
        });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${response.body}`).toBeLessThan(500);
        expect(() => response.json()).not.toThrow();
      }),
      { numRuns: 600 },
    );
    expect((await replay(t.deps.store, { verify: true })).differences).toEqual([]);
  }, 120_000);
});

describe('the OpenAPI document', () => {
  it('is served at /api/docs and describes the routes with their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/applications/{id}', '/api/forms/validate', '/api/onboarding/update-status']));
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });
});
