import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../store/replay.ts';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';

/** After the April deadline of 2026: the income answers are about 2025, 2024 and 2023. */
const FILING_DATE = '2026-06-01';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ FILING_DATE });
  ({ token } = await register(t.app, 'derived.answers@example.com'));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('answers the server derives', () => {
  it('works out the income prediction for a client that never sends it, and keeps it when the incomes change', async () => {
    const created = await call('POST', '/applications', { formType: 'INCOME', data: { income1stMostRecentIncome: '100000' } });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().data.id;
    expect(created.json().data.data).toMatchObject({ incomeTaxYear: '2025', income1stMostRecentIncome: '100000', incomeCurrentYearPrediction: '60000' });

    const saved = await call('PUT', `/applications/${id}`, { data: { income2ndMostRecentIncome: '90000', income3rdMostRecentIncome: '80000' } });
    expect(saved.json().data.data.incomeCurrentYearPrediction).toBe('95000');

    // The person says the estimate is not right: the forms take their own figure.
    const overridden = await call('PUT', `/applications/${id}`, { data: { incomeCurrentYearUserOverrideYesNo: 'no', incomeCurrentYearUserOverrideValue: '120000' } });
    expect(overridden.json().data.data.incomeCurrentYearPrediction).toBe('120000');
  });

  it('replaces a prediction a client sends with the one the rule gives, so every client gets the same', async () => {
    const { token: other } = await register(t.app, 'derived.other@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(other),
      payload: { formType: 'INCOME', data: { income1stMostRecentIncome: '50000', incomeCurrentYearPrediction: '999999' } },
    });
    expect(created.json().data.data.incomeCurrentYearPrediction).toBe('30000');
    const id: string = created.json().data.id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: bearer(other),
      payload: { data: { incomeCurrentYearPrediction: '1' } },
    });
    expect(saved.json().data.data.incomeCurrentYearPrediction).toBe('30000');
    // Clearing every income leaves nothing to work it out from.
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/applications/${id}`, headers: bearer(other), payload: { data: { income1stMostRecentIncome: null } } });
    expect(cleared.json().data.data).not.toHaveProperty('incomeCurrentYearPrediction');
  });

  it('records the derived answers in the events, so a rebuild gives the same rows', async () => {
    const result = await replay(t.deps.store, { verify: true });
    expect(result.differences).toEqual([]);
  });
});
