import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const eligibleAnswers = {
  onboardingUserIs: 'petitioner',
  onboardingPStatus: 'citizen',
  onboardingPNameFirst: 'Maria',
  onboardingBNameFirst: 'Arjun',
  onboardingBIsInUs: 'Yes',
  onboardingBWillApplyFromUs: 'Yes',
  onboardingBLastEntry: 'admitted',
  onboardingBEverJ: 'No',
  onboardingBOnlyGcApplicant: 'Yes',
  onboardingPCurrentIncome: '85000',
  onboardingIncomeFromW2: 'Yes',
  onboardingNumberOfHouseholdMembers: '2',
  onboardingPOnActiveDuty: 'No',
  onboardingSupportBeyondIncome: 'No',
  onboardingBWantsEAD: 'Yes',
  onboardingBWantsAP: 'No',
};

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const formTypes = async (token: string) =>
  (await call(token, 'GET', '/applications')).json().data.map((a: { formType: string; status: string }) => `${a.formType}:${a.status}`).sort();

describe('onboarding', () => {
  it('checks eligibility and lists every unmet condition in plain words', async () => {
    const { token } = await register(t.app, 'eligibility@example.com');
    const eligible = (await call(token, 'POST', '/onboarding/check-eligibility', eligibleAnswers)).json().data;
    expect(eligible).toMatchObject({ eligible: true, unmetConditions: [] });
    const ineligible = (await call(token, 'POST', '/onboarding/check-eligibility', { ...eligibleAnswers, onboardingIncomeFromW2: 'No', onboardingBOnlyGcApplicant: 'No' })).json().data;
    expect(ineligible.eligible).toBe(false);
    expect(ineligible.unmetConditions.length).toBeGreaterThanOrEqual(2);
    // A spouse abroad is served: the petition for consular processing.
    const abroad = (await call(token, 'POST', '/onboarding/check-eligibility', { ...eligibleAnswers, onboardingBIsInUs: 'No' })).json().data;
    expect(abroad).toMatchObject({ eligible: true, filing: 'consular', stages: ['petition'] });
    // A low income turns no one away: the eligible answer gives, apart from its message, by how much it falls short and the figures of what closes it.
    const short = (await call(token, 'POST', '/onboarding/check-eligibility', { ...eligibleAnswers, onboardingPCurrentIncome: '12000' })).json().data;
    expect(short).toMatchObject({ eligible: true, unmetConditions: [], shortfall: { householdIncome: 12000, jointSponsorChosen: false } });
    expect(short.shortfall.shortfall).toBe(short.shortfall.minimum - 12000);
    expect(short.message).not.toMatch(/below/);
  });

  it('records an eligible outcome, creates the set of applications once, pre-filled, and keeps answers when options change', async () => {
    const { token } = await register(t.app, 'set@example.com');
    const response = await call(token, 'POST', '/onboarding/update-status', { formData: eligibleAnswers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ user: { onboardingStatus: 'COMPLETED_ELIGIBLE' }, eligibility: { eligible: true } });
    expect(await formTypes(token)).toEqual([
      'BENEFICIARY_INFO:draft', 'I_485_SPECIFIC:draft', 'I_765_SPECIFIC:draft', 'INCOME:draft', 'MARRIAGE_INFO:draft', 'ONBOARDING:draft', 'PETITIONER_INFO:draft',
    ].sort());
    const list = (await call(token, 'GET', '/applications')).json().data;
    const find = (type: string) => list.find((a: { formType: string }) => a.formType === type);
    expect(find('PETITIONER_INFO').data).toEqual({ pNameFirst: 'Maria', usStatus: 'citizen' });
    expect(find('BENEFICIARY_INFO').data).toEqual({ bNameFirst: 'Arjun' });
    expect(find('INCOME').data).toMatchObject({ isOnActiveDuty: 'no', incomeComesFromW2: 'yes' });
    // The I-864 household size is added up from the income answers, not copied from onboarding's estimate (issue 24 item 7).
    expect(find('INCOME').data).not.toHaveProperty('incomeNumberOfHouseholdMembers');

    const ead = find('I_765_SPECIFIC');
    await call(token, 'PUT', `/applications/${ead.id}`, { data: { i765FiledBefore: 'no' } });
    await call(token, 'POST', '/onboarding/update-status', { formData: { ...eligibleAnswers, onboardingBWantsEAD: 'No', onboardingBWantsAP: 'Yes' } });
    expect(await formTypes(token)).toEqual(expect.arrayContaining(['I_765_SPECIFIC:archived', 'I_131_SPECIFIC:draft']));
    await call(token, 'POST', '/onboarding/update-status', { formData: eligibleAnswers });
    const back = (await call(token, 'GET', `/applications/${ead.id}`)).json().data;
    expect(back).toMatchObject({ status: 'draft', data: { i765FiledBefore: 'no' } });
    expect((await call(token, 'GET', '/applications')).json().data.filter((a: { formType: string }) => a.formType === 'PETITIONER_INFO')).toHaveLength(1);

    const complete = await call(token, 'POST', '/onboarding/complete');
    expect(complete.json().data.user.onboardingStatus).toBe('COMPLETED_ELIGIBLE');
  });

  it('records an ineligible outcome without creating forms', async () => {
    const { token } = await register(t.app, 'ineligible@example.com');
    const response = await call(token, 'POST', '/onboarding/update-status', { formData: { ...eligibleAnswers, onboardingBOnlyGcApplicant: 'No' } });
    expect(response.json().data.user.onboardingStatus).toBe('COMPLETED_INELIGIBLE');
    expect(await formTypes(token)).toEqual(['ONBOARDING:draft']);
  });

  it('refuses to complete onboarding before the questions are answered', async () => {
    const { token } = await register(t.app, 'early@example.com');
    expect((await call(token, 'POST', '/onboarding/complete')).statusCode).toBe(409);
  });
});

describe('the check and reset', () => {
  it('says No active forms found when every form is archived or none exists', async () => {
    const { token } = await register(t.app, 'noforms@example.com');
    const check = (await call(token, 'POST', '/forms/validate')).json().data;
    expect(check).toEqual({ isValid: false, errors: [{ field: 'forms', message: 'No active forms found' }] });
  });

  it('resets every application to a new empty set, keeping the onboarding answers', async () => {
    const { token } = await register(t.app, 'reset@example.com');
    await call(token, 'POST', '/onboarding/update-status', { formData: eligibleAnswers });
    const before = (await call(token, 'GET', '/applications')).json().data;
    const marriage = before.find((a: { formType: string }) => a.formType === 'MARRIAGE_INFO');
    await call(token, 'PUT', `/applications/${marriage.id}`, { data: { marriageCity: 'Denver' } });
    const reset = (await call(token, 'POST', '/applications/reset')).json().data;
    const ids = new Set(before.map((a: { id: string }) => a.id));
    const onboarding = reset.find((a: { formType: string }) => a.formType === 'ONBOARDING');
    expect(ids.has(onboarding.id)).toBe(true);
    expect(reset.filter((a: { formType: string; id: string }) => a.formType !== 'ONBOARDING' && ids.has(a.id))).toEqual([]);
    expect(reset.find((a: { formType: string }) => a.formType === 'MARRIAGE_INFO').data).toEqual({});
  });
});
