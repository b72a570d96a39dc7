import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { bearer, register, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';
import { NOT_ELIGIBLE, ONBOARDING_FIRST, VERIFY_EMAIL_FIRST } from './journey-gate.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { jobs: true, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
});
afterAll(() => t.close());

const generate = (token: string) => t.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) });
const pay = (token: string) => t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) });
const refusal = (response: { statusCode: number; json(): unknown }) => [response.statusCode, response.json()];

describe('the journey, held on the server', () => {
  it('refuses generation and payment to an address never verified, even with every answer given', async () => {
    const { token } = await register(t.app, 'unverified.gate@example.com');
    await seedCouple(t.app, token, couple.answers);
    expect(refusal(await generate(token))).toEqual([403, { error: VERIFY_EMAIL_FIRST }]);
    expect(refusal(await pay(token))).toEqual([403, { error: VERIFY_EMAIL_FIRST }]);
  });

  it('refuses them before the onboarding, and when the onboarding found the couple ineligible', async () => {
    const { token } = await registerVerified(t.app, t.smtp, 'unonboarded.gate@example.com');
    expect(refusal(await generate(token))).toEqual([403, { error: ONBOARDING_FIRST }]);
    expect(refusal(await pay(token))).toEqual([403, { error: ONBOARDING_FIRST }]);
    await seedCouple(t.app, token, couple.answers);
    // Children applying too: a case this service does not prepare.
    await seedCouple(t.app, token, { ONBOARDING: { ...couple.answers.ONBOARDING, onboardingBOnlyGcApplicant: 'No' } });
    expect(refusal(await generate(token))).toEqual([403, { error: NOT_ELIGIBLE }]);
    expect(refusal(await pay(token))).toEqual([403, { error: NOT_ELIGIBLE }]);
  });

  it('judges eligibility from the onboarding answers of now, not the stored outcome (issue 21 item 4)', async () => {
    // The issue's own edits (an unwaived 212(e), applying from abroad) now lead to other filing paths
    // (issue 20); children applying too still makes the couple ineligible, by the onboarding's rule.
    const edits = [{ onboardingBOnlyGcApplicant: 'No' }];
    for (const [i, edit] of edits.entries()) {
      const { token } = await registerVerified(t.app, t.smtp, `edited.onboarding.${i}@example.com`);
      await seedCouple(t.app, token, couple.answers);
      const list = (await t.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(token) })).json().data as { id: string; formType: string }[];
      const onboarding = list.find((a) => a.formType === 'ONBOARDING');
      const saved = await t.app.inject({ method: 'PUT', url: `/api/applications/${onboarding?.id}`, headers: bearer(token), payload: { data: edit } });
      expect(saved.statusCode).toBe(200);
      expect(refusal(await generate(token))).toEqual([403, { error: NOT_ELIGIBLE }]);
      expect(refusal(await pay(token))).toEqual([403, { error: NOT_ELIGIBLE }]);
    }
  });

  it('lets a verified, eligible couple generate and pay', async () => {
    const { token } = await registerVerified(t.app, t.smtp, 'ready.gate@example.com');
    await seedCouple(t.app, token, couple.answers);
    expect((await generate(token)).statusCode).toBe(200);
    expect((await pay(token)).statusCode).toBe(200);
  });
});
