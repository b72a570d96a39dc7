import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageStreamId } from '../../domain/events.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { HELD_REVIEW_QUEUE } from '../jobs/boss.ts';
import { HELD_STAMP_TEXT } from '../pdf/held-stamp.ts';
import { decodePng, reddishPixels } from '../testing/images.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';
import { pagesText } from '../testing/pdf-text.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));
const PASSWORD = 'correct horse battery';
/** From the last day USCIS accepted the installed I-485 to the fixture's own day, after the switch. */
const TO_FIXTURE_DAY = Date.parse(couple.today) - Date.parse(LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED);

type Job = { status: string; previewImagesJson: string | null; error: string | null };
type Filing = { filingDate: string; fileable: boolean; forms: { form: string; status: string; edition: string | null; requiredEdition: string | null; since: string | null; message: string | null }[]; promise: string };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { worker: true, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string) => t.app.inject({ method, url, headers: bearer(token) });
const filing = async (token: string): Promise<Filing> => (await call('GET', '/api/filing-status', token)).json<{ data: Filing }>().data;

async function signIn(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  return response.json<{ data: { token: string } }>().data.token;
}

async function generated(token: string): Promise<{ jobId: string; job: Job }> {
  const started = await call('POST', '/api/pdf-jobs/generate', token);
  expect(started.statusCode).toBe(200);
  const jobId: string = started.json().data.jobId;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const job = (await call('GET', `/api/pdf-jobs/${jobId}/status`, token)).json<{ data: Job }>().data;
    if (job.status !== 'PROCESSING') return { jobId, job };
  }
  throw new Error(`job ${jobId} did not finish`);
}

async function downloaded(token: string, jobId: string): Promise<Uint8Array> {
  const link = await call('GET', `/api/pdf-jobs/${jobId}/download`, token);
  expect(link.statusCode).toBe(200);
  return new Uint8Array((await t.app.inject({ method: 'GET', url: link.json().data.url })).rawPayload);
}

const redIn = async (url: string) => reddishPixels(await decodePng(new Uint8Array((await t.app.inject({ method: 'GET', url })).rawPayload)));

describe('a couple who paid on the last day USCIS accepted the installed editions', () => {
  const email = 'paid.before@example.com';
  let token: string;
  let paidJob: string;

  it('finds every form fileable, pays, and downloads', async () => {
    ({ token } = await registerVerified(t.app, t.smtp, email, PASSWORD));
    await seedCouple(t.app, token, couple.answers);
    expect(await filing(token)).toMatchObject({ filingDate: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED, fileable: true });
    paidJob = (await generated(token)).jobId;
    expect((await call('POST', '/api/users/payment', token)).statusCode).toBe(200);
    expect(Buffer.from((await downloaded(token, paidJob)).subarray(0, 5)).toString()).toBe('%PDF-');
  }, 180_000);

  it('after the switch is told which forms USCIS no longer accepts, keeps what it paid for, and gets each page of those forms stamped', async () => {
    t.advanceClock(TO_FIXTURE_DAY);
    token = await signIn(email);
    const status = await filing(token);
    expect(status.fileable).toBe(false);
    expect(status.forms.filter((form) => form.status !== 'fileable').map((form) => [form.form, form.edition, form.requiredEdition, form.since])).toEqual([
      ['i-485', '01/20/25', '09/18/26', '2026-09-18'],
      ['i-864', '10/17/24', '08/24/26', '2026-10-01'],
    ]);
    expect(status.promise).toContain('Every answer you gave is kept');
    // What was paid for can still be downloaded.
    expect(Buffer.from((await downloaded(token, paidJob)).subarray(0, 5)).toString()).toBe('%PDF-');
    // A new package (the answers unchanged, the plan not) is made again, the held forms stamped in it.
    const { jobId, job } = await generated(token);
    expect(jobId).not.toBe(paidJob);
    expect(job.status).toBe('COMPLETED');
    const pdf = await downloaded(token, jobId);
    const cover = (await pagesText(pdf, [1])).join(' ');
    expect(cover).toContain('Do not mail this package yet');
    const previews: string[] = JSON.parse(job.previewImagesJson ?? '[]');
    const text = await pagesText(pdf, previews.map((_, index) => index + 1));
    const i485 = text.findIndex((page) => page.includes('Form I-485 Edition 01/20/25'));
    const i130 = text.findIndex((page) => page.includes('Form I-130 Edition 04/01/24'));
    expect(text[i485]).toContain(HELD_STAMP_TEXT);
    expect(text[i130]).not.toContain(HELD_STAMP_TEXT);
    // Paid previews carry no preview stamp: the red on the I-485 page is the held stamp alone.
    expect(await redIn(previews[i485] ?? '')).toBeGreaterThan(2000);
    expect(await redIn(previews[i130] ?? '')).toBeLessThan(200);
  }, 240_000);
});

describe('a couple whose package is held', () => {
  const email = 'held.couple@example.com';
  let token: string;
  let userId: string;

  it('cannot pay: 409 with which form USCIS requires since when, nothing recorded but the hold, once', async () => {
    ({ token, userId } = await registerVerified(t.app, t.smtp, email, PASSWORD));
    await seedCouple(t.app, token, couple.answers);
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await call('POST', '/api/users/payment', token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'Your package cannot be paid for yet: USCIS would not accept it today. ' +
          'USCIS changed Form I-485 on September 18, 2026; we are updating ours. ' +
          'USCIS changed Form I-864 on October 1, 2026; we are updating ours. ' +
          'Every answer you gave is kept. Your package will be ready as soon as we have updated the form, and we will e-mail you when it is.',
      );
    }
    expect((await call('GET', '/api/auth/me', token)).json().data.hasPaid).toBe(false);
    expect(await t.deps.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
    const events = await t.deps.store.readStream(packageStreamId(userId));
    expect(events.map((recorded) => recorded.event.type)).toEqual(['PackageHeld']);
    expect(await t.deps.db.selectFrom('held_packages').select('forms').where('user_id', '=', userId).executeTakeFirst()).toEqual({
      forms: [
        { form: 'i-485', edition: '01/20/25', reason: 'edition-not-mapped' },
        { form: 'i-864', edition: '10/17/24', reason: 'edition-not-mapped' },
      ],
    });
  });

  it('gets one e-mail when its package is fileable again, however often the held packages are looked at', async () => {
    // USCIS's acceptance changing for a filing date stands in for a release that maps the edition:
    // the review decides on the same plan either way.
    t.advanceClock(-TO_FIXTURE_DAY);
    token = await signIn(email);
    await t.deps.boss?.send(HELD_REVIEW_QUEUE, null);
    const mail = await t.smtp.nextMailTo(email, 30_000);
    expect(mail.subject).toBe('Your green card forms are ready to file');
    expect(mail.text).toContain('Every answer you gave is kept');
    expect(mail.text).toContain(`${t.deps.config.appUrl}/preview`);
    await t.deps.boss?.send(HELD_REVIEW_QUEUE, null);
    await expect(t.smtp.nextMailTo(email, 4000)).rejects.toThrow('No mail reached');
    const events = await t.deps.store.readStream(packageStreamId(userId));
    expect(events.map((recorded) => recorded.event.type)).toEqual(['PackageHeld', 'PackageReleased']);
    expect(await t.deps.db.selectFrom('held_packages').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
    expect((await call('POST', '/api/users/payment', token)).statusCode).toBe(200);
  }, 60_000);
});

describe('a server whose official forms are not installed', () => {
  it('refuses generation at once with a plain message, and starts no job', async () => {
    const bare = await startTestApp({ USCIS_FORMS_DIR: mkdtempSync(path.join(tmpdir(), 'greencard-noforms-')) }, { jobs: true, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
    try {
      const { token } = await registerVerified(bare.app, bare.smtp, 'no.forms@example.com', PASSWORD);
      await seedCouple(bare.app, token, couple.answers);
      const refused = await bare.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toBe(
        'Your documents cannot be prepared at the moment: the official Form I-130, Form I-130A, Form I-485, Form I-864, Form I-765, Form I-131 are not installed on our server. Every answer you gave is kept; please try again later.',
      );
      expect(await bare.deps.db.selectFrom('pdf_jobs').selectAll().execute()).toEqual([]);
    } finally {
      await bare.close();
    }
  }, 60_000);
});
