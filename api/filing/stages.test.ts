import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { setVisaBulletin } from './visa-bulletin.ts';
import { PETITION_LOCKBOX_CHARTS } from '../../domain/rules/petition-lockbox.ts';
import { HELD_REVIEW_QUEUE } from '../jobs/boss.ts';
import { HELD_STAMP_TEXT } from '../pdf/held-stamp.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';
import { pagesText } from '../testing/pdf-text.ts';

/**
 * Issue 20: every couple can buy what USCIS accepts today. The petition goes first while the
 * adjustment package is held; the adjustment follows on the petition's receipt number; a spouse
 * abroad gets the consular petition; a green-card holder's spouse hears once when the chart opens.
 */
const fixture = (name: string) => loadFixture(path.resolve(import.meta.dirname, `../../fixtures/couples/${name}.json`));
const petitionFirst = fixture('citizen-petition-first-f1-student');
const filed = fixture('petition-filed-h1b-receipt-notice');
const consular = fixture('consular-spouse-in-india-mumbai');
const f2a = fixture('f2a-not-current-b2-visitor');
const PASSWORD = 'correct horse battery';
/**
 * A day after USCIS stopped accepting the installed I-485 and I-864 (the adjustment package is
 * held), from which the stand-alone I-130 addresses are known: today's situation.
 */
const HELD_DAY = PETITION_LOCKBOX_CHARTS.at(-1)?.effective ?? petitionFirst.today;
const TO_HELD_DAY = Date.parse(HELD_DAY) - Date.parse(LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED);

type Stage = { stage: string; fileable: boolean; wait: string | null; forms: { form: string; status: string }[]; current: boolean };
type Filing = { path: string; payable: boolean; stages: Stage[]; nextSteps: string | null };
type Job = { status: string; stage: string; error: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { worker: true, today: HELD_DAY });
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const filing = async (token: string): Promise<Filing> => (await call('GET', '/api/filing-status', token)).json<{ data: Filing }>().data;

async function signIn(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  return response.json<{ data: { token: string } }>().data.token;
}

async function generated(token: string, stage?: string): Promise<{ jobId: string; job: Job }> {
  const started = await call('POST', '/api/pdf-jobs/generate', token, stage ? { stage } : undefined);
  expect(started.statusCode, started.body).toBe(200);
  const jobId: string = started.json().data.jobId;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const job = (await call('GET', `/api/pdf-jobs/${jobId}/status`, token)).json<{ data: Job }>().data;
    if (job.status !== 'PROCESSING') return { jobId, job };
  }
  throw new Error(`job ${jobId} did not finish`);
}

async function downloadedText(token: string, jobId: string): Promise<string[]> {
  const link = await call('GET', `/api/pdf-jobs/${jobId}/download`, token);
  expect(link.statusCode, link.body).toBe(200);
  const pdf = new Uint8Array((await t.app.inject({ method: 'GET', url: link.json().data.url })).rawPayload);
  const count = (await PDFDocument.load(pdf)).getPageCount();
  return pagesText(pdf, Array.from({ length: count }, (_, index) => index + 1));
}

describe('a citizen’s couple who files the petition first while the adjustment package is held', () => {
  const email = 'petition.first@example.com';
  let token: string;

  it('pays and downloads the petition alone, unstamped, with the stand-alone I-130 address; the green card application waits', async () => {
    ({ token } = await registerVerified(t.app, t.smtp, email, PASSWORD));
    await seedCouple(t.app, token, petitionFirst.answers);
    const status = await filing(token);
    expect(status).toMatchObject({ path: 'petition-first', payable: true });
    expect(status.stages.map((stage) => [stage.stage, stage.fileable, stage.current])).toEqual([
      ['petition', true, true],
      ['adjustment', false, false],
    ]);
    expect(status.stages[1]?.wait).toContain('receipt number');
    expect(status.stages[1]?.forms.filter((form) => form.status !== 'fileable').map((form) => form.form)).toEqual(['i-485', 'i-864']);
    // The adjustment cannot be prepared yet: the check asks for the petition's receipt.
    expect((await call('POST', '/api/pdf-jobs/generate', token, { stage: 'adjustment' })).statusCode).toBe(422);
    const { jobId, job } = await generated(token);
    expect(job).toMatchObject({ status: 'COMPLETED', stage: 'petition', error: null });
    expect((await call('POST', '/api/users/payment', token)).statusCode).toBe(200);
    const pages = await downloadedText(token, jobId);
    const text = pages.join(' ');
    expect(text).toContain('Form I-130 Edition');
    expect(text).toContain('Form I-130A Edition');
    expect(text).not.toContain('Form I-485 Edition');
    expect(text).not.toContain('Form I-864 Edition');
    expect(text).not.toContain(HELD_STAMP_TEXT);
    const cover = pages.filter((page) => page.includes('Greencard is not affiliated')).join(' ');
    expect(cover).toContain('Attn: I-130');
  }, 300_000);

  it('enters the receipt once the petition is filed: the adjustment package is prepared on it the day USCIS takes it, citing the I-797', async () => {
    const onboarding = {
      ...petitionFirst.answers.ONBOARDING,
      onboardingPetitionMailed: 'Yes',
      onboardingPetitionReceiptNumber: 'IOE0987654321',
      onboardingPetitionReceiptDate: '2026-09-01',
      onboardingPetitionPriorityDate: '2026-09-01',
      onboardingPetitionStatus: 'pending',
      onboardingPetitionHasNotice: 'Yes',
    };
    expect((await call('POST', '/api/onboarding/update-status', token, { formData: onboarding })).statusCode).toBe(200);
    // Still held on this day: the forms USCIS requires are not ours yet.
    const held = await filing(token);
    expect(held.stages.map((stage) => [stage.stage, stage.fileable, stage.current, stage.wait])).toEqual([
      ['petition', true, false, null],
      ['adjustment', false, true, null],
    ]);
    // On the last day USCIS accepted the installed editions, it is fileable. A token from a later day is refused: sign in again.
    t.advanceClock(-TO_HELD_DAY);
    try {
      token = await signIn(email);
    expect((await filing(token)).stages.find((stage) => stage.stage === 'adjustment')?.fileable).toBe(true);
    const { jobId, job } = await generated(token, 'adjustment');
    expect(job).toMatchObject({ status: 'COMPLETED', stage: 'adjustment', error: null });
    const pages = await downloadedText(token, jobId);
    const text = pages.join(' ');
    expect(text).toContain('Form I-485 Edition');
    expect(text).not.toContain('Form I-130 Edition');
    expect(text).toContain('IOE0987654321');
    expect(text).toContain('09/01/2026');
    expect(pages.filter((page) => page.includes('Greencard is not affiliated')).join(' ')).toContain('I-797');
    } finally {
      t.advanceClock(TO_HELD_DAY);
    }
  }, 300_000);
});

describe('a couple whose petition is already filed', () => {
  it('goes straight to the adjustment package', async () => {
    const { token } = await registerVerified(t.app, t.smtp, 'already.filed@example.com', PASSWORD);
    await seedCouple(t.app, token, filed.answers);
    const status = await filing(token);
    expect(status.path).toBe('petition-filed');
    expect(status.stages.map((stage) => stage.stage)).toEqual(['adjustment']);
    // Nothing it would download today is fileable: no payment.
    expect(status.payable).toBe(false);
    expect((await call('POST', '/api/users/payment', token)).statusCode).toBe(409);
  });
});

describe('a spouse abroad', () => {
  it('gets the petition for consular processing, the consulate printed, and what follows named', async () => {
    const { token } = await registerVerified(t.app, t.smtp, 'abroad@example.com', PASSWORD);
    await seedCouple(t.app, token, consular.answers);
    const status = await filing(token);
    expect(status).toMatchObject({ path: 'consular', payable: true });
    expect(status.stages.map((stage) => stage.stage)).toEqual(['petition']);
    expect(status.nextSteps).toContain('National Visa Center');
    const { jobId, job } = await generated(token);
    expect(job).toMatchObject({ status: 'COMPLETED', stage: 'petition' });
    expect((await call('POST', '/api/users/payment', token)).statusCode).toBe(200);
    const text = (await downloadedText(token, jobId)).join(' ');
    expect(text).toContain('Mumbai');
    expect(text).not.toContain('Form I-485 Edition');
  }, 300_000);
});

describe('a green card holder’s spouse waiting for the Visa Bulletin', () => {
  it('gets one e-mail when an operator records a month that makes the chart current, and the adjustment opens', async () => {
    // A month whose chart is not current for a petition filed on the last day USCIS accepted every installed edition.
    t.advanceClock(-TO_HELD_DAY);
    try {
      const { token } = await registerVerified(t.app, t.smtp, 'f2a.waiting@example.com', PASSWORD);
    const month = LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED.slice(0, 7);
    const row = (entry: string) => ({
      type: 'SetVisaBulletin' as const,
      month,
      finalAction: { all: '2024-01-01', mexico: '2023-01-01' },
      datesForFiling: { all: entry, mexico: entry },
      chart: 'filing',
      source: 'this test',
      now: new Date().toISOString(),
    });
    await setVisaBulletin(t.deps.store, row('2025-01-01'), { source: 'cli' });
    await seedCouple(t.app, token, f2a.answers);
    const waiting = await filing(token);
    expect(waiting.path).toBe('petition-first');
    expect(waiting.stages.map((stage) => [stage.stage, stage.fileable])).toEqual([
      ['petition', true],
      ['adjustment', false],
    ]);
    expect(waiting.stages[1]?.wait).toContain('Visa Bulletin');
    expect((await call('POST', '/api/users/payment', token)).statusCode).toBe(200);
    // The payment's receipt comes first; the e-mail of this test is the one after it.
    expect((await t.smtp.nextMailTo('f2a.waiting@example.com', 30_000)).subject).toMatch(/^Your Greencard receipt: /);
    await setVisaBulletin(t.deps.store, row('C'), { source: 'cli' });
    await t.deps.boss?.send(HELD_REVIEW_QUEUE, null);
    const mail = await t.smtp.nextMailTo('f2a.waiting@example.com', 30_000);
    expect(mail.subject).toBe('Your green card application is ready to file');
    await t.deps.boss?.send(HELD_REVIEW_QUEUE, null);
    await expect(t.smtp.nextMailTo('f2a.waiting@example.com', 4000)).rejects.toThrow('No mail reached');
    const opened = await filing(token);
    expect(opened.path).toBe('together');
    } finally {
      t.advanceClock(TO_HELD_DAY);
    }
  }, 120_000);
});
