import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../fixtures/load.ts';
import { bearer, register, startTestApp, type TestApp } from '../api/testing/harness.ts';
import { runCli } from '../api/testing/processes.ts';

/** A month the release does not know: the operator records it. */
const MONTH = '2026-12';

let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ FILING_DATE: '2026-12-10' });
  env = {
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: t.deps.config.jwtSecret,
    DATA_ENCRYPTION_KEY: t.deps.config.dataEncryptionKey.toString('base64'),
    NODE_ENV: 'test',
  };
});
afterAll(() => t.close());

/** A green card holder's spouse born in Mexico, who kept her status. */
const f2a = {
  ...(loadFixture(path.resolve(import.meta.dirname, '../fixtures/couples/f2a-not-current-b2-visitor.json')).answers.ONBOARDING ?? {}),
  onboardingBBornInMexico: 'Yes',
};

describe('greencard bulletin', () => {
  it('says a month is not known until the operator records it, and the eligibility check follows the month recorded', async () => {
    const { token } = await register(t.app, 'bulletin@example.com');
    const check = async () => (await t.app.inject({ method: 'POST', url: '/api/onboarding/check-eligibility', headers: bearer(token), payload: f2a })).json().data;
    expect((await check()).message).toContain('We do not have the Visa Bulletin for December 2026 yet');

    const unknown = await runCli(['bulletin', 'show', '--month', MONTH], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toContain('December 2026: not known. Record it with greencard bulletin set.');

    const set = await runCli(
      ['bulletin', 'set', '--month', MONTH, '--final-action', '01MAR25', '--final-action-mexico', '01MAR24', '--dates-for-filing', '01NOV26', '--chart', 'filing', '--json'],
      env,
    );
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({
      month: MONTH,
      finalAction: { all: '2025-03-01', mexico: '2024-03-01' },
      datesForFiling: { all: '2026-11-01', mexico: '2026-11-01' },
      chart: 'filing',
      source: 'Visa Bulletin for December 2026 (travel.state.gov) and uscis.gov/visabulletininfo, recorded by an operator',
    });
    expect((await check())).toMatchObject({ eligible: true, filing: 'petition-first' });

    const shown = await runCli(['bulletin', 'show', '--month', MONTH], env);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('December 2026: F2A final action 2025-03-01 (Mexico 2024-03-01), dates for filing 2026-11-01; USCIS uses the Dates for Filing chart.');
  });

  it('refuses what the table cannot hold, recording nothing', async () => {
    const refused = await runCli(['bulletin', 'set', '--month', '2027-01', '--final-action', 'soon', '--dates-for-filing', 'C', '--chart', 'filing'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--final-action must be C, U, a date as the bulletin prints it (01FEB24) or YYYY-MM-DD (it is "soon").');
    const chart = await runCli(['bulletin', 'set', '--month', '2027-01', '--final-action', 'C', '--dates-for-filing', 'C', '--chart', 'both'], env);
    expect(chart.code).toBe(1);
    expect(chart.stderr).toContain('The chart USCIS names must be "final" or "filing"');
    expect((await runCli(['bulletin', 'show', '--month', '2027-01'], env)).code).toBe(1);
  });
});
