import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { setVisaBulletin } from '../filing/visa-bulletin.ts';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

/** November 2025: USCIS named the Dates for Filing chart, whose F2A date (October 22, 2025) a new petition does not meet. */
const NOT_CURRENT = '2025-11-12';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ FILING_DATE: NOT_CURRENT });
});
afterAll(() => t.close());

/** A green card holder's spouse who came in with a visa, kept her status and worked only with permission. */
const f2aAnswers = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f2a-not-current-b2-visitor.json')).answers.ONBOARDING ?? {};

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const formTypes = async (token: string) =>
  (await call(token, 'GET', '/applications')).json().data.map((a: { formType: string; status: string }) => `${a.formType}:${a.status}`).sort();

const ALL_APPLICATIONS = [
  'BENEFICIARY_INFO:draft',
  'INCOME:draft',
  'I_485_SPECIFIC:draft',
  'I_765_SPECIFIC:draft',
  'MARRIAGE_INFO:draft',
  'ONBOARDING:draft',
  'PETITIONER_INFO:draft',
];

describe('a green card holder’s spouse (F2A) and the Visa Bulletin', () => {
  it('is offered the petition now while the chart is not current, and gets the wizards of both stages', async () => {
    const { token } = await register(t.app, 'f2a.petition@example.com');
    const eligibility = (await call(token, 'POST', '/onboarding/check-eligibility', f2aAnswers)).json().data;
    expect(eligibility).toMatchObject({ eligible: true, filing: 'petition-first', stages: ['petition', 'adjustment'], unmetConditions: [] });
    expect(eligibility.message).toContain('The Visa Bulletin for November 2025 lists October 22, 2025');
    await call(token, 'POST', '/onboarding/update-status', { formData: f2aAnswers });
    // The green card application's wizards are open too: it can be answered while it waits for the visa number.
    expect(await formTypes(token)).toEqual(ALL_APPLICATIONS);
    const petitioner = (await call(token, 'GET', '/applications')).json().data.find((a: { formType: string }) => a.formType === 'PETITIONER_INFO');
    expect(petitioner.data).toMatchObject({ usStatus: 'pr' });
  });

  it('follows the month an operator records: a correction that makes the chart current brings the whole package', async () => {
    const { token } = await register(t.app, 'f2a.current@example.com');
    await call(token, 'POST', '/onboarding/update-status', { formData: f2aAnswers });
    await setVisaBulletin(
      t.deps.store,
      {
        type: 'SetVisaBulletin',
        month: '2025-11',
        finalAction: { all: '2024-02-01', mexico: '2023-02-01' },
        datesForFiling: { all: 'C', mexico: 'C' },
        chart: 'filing',
        source: 'a correction, for this test',
        now: new Date().toISOString(),
      },
      { source: 'cli' },
    );
    const eligibility = (await call(token, 'POST', '/onboarding/update-status', { formData: f2aAnswers })).json().data.eligibility;
    expect(eligibility).toMatchObject({ eligible: true, filing: 'together', stages: ['whole'] });
    expect(await formTypes(token)).toEqual(ALL_APPLICATIONS);
  });

  it('tells a spouse who came in without inspection why they cannot adjust, and prepares the petition alone', async () => {
    const { token } = await register(t.app, 'ewi@example.com');
    const answers = { ...f2aAnswers, onboardingPStatus: 'citizen', onboardingBLastEntry: 'without_inspection', onboardingB245i: 'No' };
    const response = (await call(token, 'POST', '/onboarding/update-status', { formData: answers })).json().data;
    expect(response).toMatchObject({ user: { onboardingStatus: 'COMPLETED_ELIGIBLE' }, eligibility: { eligible: true, filing: 'petition-only', stages: ['petition'] } });
    expect(response.eligibility.unmetConditions).toEqual([expect.stringContaining('What you can do:')]);
    expect(response.eligibility.message).toContain('needs an immigration attorney');
    expect(await formTypes(token)).toEqual(['BENEFICIARY_INFO:draft', 'MARRIAGE_INFO:draft', 'ONBOARDING:draft', 'PETITIONER_INFO:draft']);
  });

  it('gives the reasons and the Visa Bulletin in Spanish to a page in Spanish (issue 22)', async () => {
    const { token } = await register(t.app, 'espanol@example.com');
    const check = (answers: object) =>
      t.app.inject({ method: 'POST', url: '/api/onboarding/check-eligibility', headers: { ...bearer(token), 'accept-language': 'es-MX' }, payload: answers });
    const barred = (await check({ ...f2aAnswers, onboardingPStatus: 'citizen', onboardingBLastEntry: 'without_inspection', onboardingB245i: 'No' })).json().data;
    expect(barred.unmetConditions).toEqual([expect.stringMatching(/^El beneficiario entró la última vez sin ser inspeccionado .* Qué puede hacer:/)]);
    const waiting = (await check(f2aAnswers)).json().data;
    // The month's row is the operator's correction the test before records: the chart is read either way.
    expect(waiting.eligible).toBe(true);
    expect(waiting.message).toContain('El Visa Bulletin de noviembre de 2025 indica');
  });
});
