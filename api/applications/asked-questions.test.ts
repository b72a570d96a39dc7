import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';

/**
 * Issue 20: a couple whose Form I-130 is already filed is not asked what only Forms I-130 and
 * I-130A print: not in the check, the required fields or the progress. A couple who files
 * together is asked everything.
 */
const fixture = (name: string) => loadFixture(path.resolve(import.meta.dirname, `../../fixtures/couples/${name}.json`));
const filed = fixture('petition-filed-h1b-receipt-notice');
const together = fixture('f1-student-us-born-citizen');
/** Questions only the petition prints: the petitioner's parents and jobs. */
const PETITION_ONLY = ['pFatherNameFirst', 'pFatherNameLast', 'pMotherNameFirst', 'pMotherNameLast', 'pHasEmploymentHistory', 'pEmploymentHistory'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { today: filed.today });
});
afterAll(() => t.close());

async function coupleWithout(email: string, answers: typeof filed.answers): Promise<string> {
  const { token } = await registerVerified(t.app, t.smtp, email);
  const petitioner = Object.fromEntries(Object.entries(answers['PETITIONER_INFO'] ?? {}).filter(([key]) => !PETITION_ONLY.includes(key)));
  await seedCouple(t.app, token, { ...answers, PETITIONER_INFO: petitioner });
  return token;
}
const call = (method: 'GET' | 'POST', url: string, token: string) => t.app.inject({ method, url, headers: bearer(token) });
type CheckError = { formType: string; field: string };

describe('the questions a couple is asked', () => {
  it('for a petition already filed: the check, the required fields and the progress leave out what only the petition prints', async () => {
    const token = await coupleWithout('filed.asked@example.com', filed.answers);
    const check = (await call('POST', '/api/forms/validate', token)).json<{ data: { isValid: boolean; errors: CheckError[] } }>().data;
    expect(check.errors.filter((error) => error.formType === 'PETITIONER_INFO')).toEqual([]);
    const required = (await call('GET', '/api/forms/required-fields', token)).json<{ data: Record<string, string[]> }>().data;
    for (const key of PETITION_ONLY) expect(required['PETITIONER_INFO']).not.toContain(key);
    expect(required['PETITIONER_INFO']).toContain('pNameLast');
    const applications = (await call('GET', '/api/applications', token)).json<{ data: { formType: string; completeness: number }[] }>().data;
    expect(applications.find((application) => application.formType === 'PETITIONER_INFO')?.completeness).toBe(100);
  });

  it('for a couple who files together: the same answers left out are asked for', async () => {
    const token = await coupleWithout('together.asked@example.com', together.answers);
    const check = (await call('POST', '/api/forms/validate', token)).json<{ data: { errors: CheckError[] } }>().data;
    const flagged = check.errors.filter((error) => error.formType === 'PETITIONER_INFO').map((error) => error.field);
    expect(flagged).toEqual(expect.arrayContaining(['pFatherNameFirst', 'pMotherNameLast']));
    const required = (await call('GET', '/api/forms/required-fields', token)).json<{ data: Record<string, string[]> }>().data;
    expect(required['PETITIONER_INFO']).toContain('pFatherNameFirst');
    const applications = (await call('GET', '/api/applications', token)).json<{ data: { formType: string; completeness: number }[] }>().data;
    expect(applications.find((application) => application.formType === 'PETITIONER_INFO')?.completeness).toBeLessThan(100);
  });
});
