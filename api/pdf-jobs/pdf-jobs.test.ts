import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { formsWithAChangedTemplate } from '../testing/forms.ts';
import { decodePng, reddishPixels } from '../testing/images.ts';
import { FIRST_PREVIEW_PAGES } from '../pdf/generate.ts';
import { bearer, readyToFile, register, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

let t: TestApp;
beforeAll(async () => {
  // A day USCIS accepted every installed edition: this couple can pay (the held path: api/filing).
  t = await startTestApp({}, { worker: true, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
});
afterAll(() => t.close());

type Status = { jobId: string; status: string; progress: number; previewImagesJson: string | null; zoomImagesJson: string | null; error: string | null };
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const generate = (token: string) => t.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) });

async function finished(token: string, jobId: string, timeoutMs = 60_000): Promise<Status> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status: Status = (await get(token, `/api/pdf-jobs/${jobId}/status`)).json().data;
    if (status.status !== 'PROCESSING') return status;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still processing: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('PDF jobs', () => {
  let token: string;
  let firstJob: string;
  beforeAll(async () => {
    ({ token } = await registerVerified(t.app, t.smtp, 'pdf.couple@example.com'));
    await seedCouple(t.app, token, couple.answers);
  });

  it('refuses to start when the check fails, with the check errors', async () => {
    const { token: other } = await readyToFile(t.app, t.smtp, 'pdf.incomplete@example.com');
    const response = await generate(other);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.length).toBeGreaterThan(0);
  });

  it('fills the package, shows stamped previews as it goes, and completes once', async () => {
    const response = await generate(token);
    expect(response.statusCode).toBe(200);
    firstJob = response.json().data.jobId;
    const status = await finished(token, firstJob);
    expect(status).toMatchObject({ status: 'COMPLETED', progress: 100, error: null });
    const previews: string[] = JSON.parse(status.previewImagesJson ?? '[]');
    expect(previews.length).toBeGreaterThan(60);
    const png = await t.app.inject({ method: 'GET', url: previews[0] ?? '' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const events = await t.deps.store.readStream(`pdfjob-${firstJob}`);
    expect(events.filter((e) => e.event.type === 'PdfJobCompleted')).toHaveLength(1);
    expect(events[0]?.event).toMatchObject({ type: 'PdfJobRequested', data: { stamped: true } });
  }, 120_000);

  it('renders the first previews with the package and any other page when it is first looked at, stamped, and keeps it', async () => {
    const status: Status = (await get(token, `/api/pdf-jobs/${firstJob}/status`)).json().data;
    const previews: string[] = JSON.parse(status.previewImagesJson ?? '[]');
    const kept = () => t.deps.db.selectFrom('pdf_previews').select('page').where('job_id', '=', firstJob).orderBy('page').execute();
    expect((await kept()).map((row) => row.page)).toEqual(Array.from({ length: FIRST_PREVIEW_PAGES }, (_, index) => index + 1));
    const page = 40;
    const [first, again] = await Promise.all([t.app.inject({ method: 'GET', url: previews[page - 1] ?? '' }), t.app.inject({ method: 'GET', url: previews[page - 1] ?? '' })]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(reddishPixels(await decodePng(first.rawPayload))).toBeGreaterThan(5_000);
    expect((await kept()).map((row) => row.page)).toEqual([...Array.from({ length: FIRST_PREVIEW_PAGES }, (_, index) => index + 1), page]);
    const later = await t.app.inject({ method: 'GET', url: previews[page - 1] ?? '' });
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    const pastTheEnd = t.deps.fileLinks.link(`previews/${firstJob}/${previews.length + 1}`, t.deps.clock(), 3600, 0);
    expect((await t.app.inject({ method: 'GET', url: pastTheEnd })).statusCode).toBe(404);
  }, 120_000);

  it('draws a page opened full screen to zoom at 200 dpi when first opened, stamped, and keeps it apart (issue 24 item 8)', async () => {
    const status = await finished(token, firstJob, 120_000);
    expect(status.status).toBe('COMPLETED');
    const previews: string[] = JSON.parse(status.previewImagesJson ?? '[]');
    const zoomed: string[] = JSON.parse(status.zoomImagesJson ?? '[]');
    expect(zoomed).toHaveLength(previews.length);
    const kept = () => t.deps.db.selectFrom('pdf_zoomed_previews').select('page').where('job_id', '=', firstJob).execute();
    expect(await kept()).toEqual([]);
    const [panel, sharp] = await Promise.all([t.app.inject({ method: 'GET', url: previews[0] ?? '' }), t.app.inject({ method: 'GET', url: zoomed[0] ?? '' })]);
    expect([panel.statusCode, sharp.statusCode]).toEqual([200, 200]);
    expect(sharp.headers['cache-control']).toBe('private, no-store');
    // A Letter page: 612 pixels across at 72 dpi in the panel, 1,700 at 200 dpi to zoom.
    expect((await decodePng(panel.rawPayload)).width).toBe(612);
    const image = await decodePng(sharp.rawPayload);
    expect([image.width, image.height]).toEqual([1700, 2200]);
    expect(reddishPixels(image)).toBeGreaterThan(5_000);
    expect((await kept()).map((row) => row.page)).toEqual([1]);
    const again = await t.app.inject({ method: 'GET', url: zoomed[0] ?? '' });
    expect(again.rawPayload.equals(sharp.rawPayload)).toBe(true);
    // The zoom's link is signed for the zoom: a panel link with /zoom added is refused.
    expect((await t.app.inject({ method: 'GET', url: (previews[0] ?? '').replace(/\?/, '/zoom?') })).statusCode).toBe(403);
  }, 120_000);

  it('refuses the download until the user has paid, then serves the signed, short-lived file', async () => {
    expect((await get(token, `/api/pdf-jobs/${firstJob}/download`)).statusCode).toBe(403);
    await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) });
    const { url } = (await get(token, `/api/pdf-jobs/${firstJob}/download`)).json().data;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="GreenCard-Application-Documents.pdf"');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(60);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/signature=[^&]+/, 'signature=forged') })).statusCode).toBe(403);
    t.advanceClock(6 * 60_000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it("answers 404 for another user's job", async () => {
    const { token: other } = await register(t.app, 'pdf.other@example.com');
    expect((await get(other, `/api/pdf-jobs/${firstJob}/status`)).statusCode).toBe(404);
    expect((await get(other, `/api/pdf-jobs/${firstJob}/download`)).statusCode).toBe(404);
  });

  it('reuses the last package while the answers are unchanged, and regenerates after a change', async () => {
    const again = (await generate(token)).json().data.jobId;
    const second = await finished(token, again);
    expect(second.status).toBe('COMPLETED');
    const reused = (await generate(token)).json().data.jobId;
    const third = await t.deps.db.selectFrom('pdf_jobs').selectAll().where('id', '=', reused).executeTakeFirstOrThrow();
    expect(third).toMatchObject({ status: 'COMPLETED', files_of: again });
    const marriage = (await get(token, '/api/applications/type/MARRIAGE_INFO')).json().data;
    await t.app.inject({ method: 'PUT', url: `/api/applications/${marriage.id}`, headers: bearer(token), payload: { data: { marriageCity: 'Saint Paul' } } });
    const changed = (await generate(token)).json().data.jobId;
    const afterChange = await t.deps.db.selectFrom('pdf_jobs').selectAll().where('id', '=', changed).executeTakeFirstOrThrow();
    expect(afterChange.files_of).toBeNull();
    expect((await finished(token, changed)).status).toBe('COMPLETED');
  }, 180_000);

  it('keeps the package and previews encrypted with the owner key', async () => {
    const rows = await t.deps.db.selectFrom('pdf_files').select('pdf_sealed').execute();
    const bytes = Buffer.concat(rows.map((r) => r.pdf_sealed));
    expect(bytes.includes(Buffer.from('%PDF'))).toBe(false);
  });
});

describe('an official form replaced since it was synced', () => {
  it('fails the job with a message a person can act on, not a stack trace', async () => {
    const bare = await startTestApp({ USCIS_FORMS_DIR: formsWithAChangedTemplate() }, { worker: true, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
    try {
      const { token } = await registerVerified(bare.app, bare.smtp, 'pdf.noforms@example.com');
      await seedCouple(bare.app, token, couple.answers);
      const jobId = (await bare.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) })).json().data.jobId;
      let status: Status;
      do {
        await new Promise((r) => setTimeout(r, 200));
        status = (await bare.app.inject({ method: 'GET', url: `/api/pdf-jobs/${jobId}/status`, headers: bearer(token) })).json().data;
      } while (status.status === 'PROCESSING');
      expect(status.status).toBe('FAILED');
      expect(status.error).toBe('the installed official form I-765 (edition 08/21/25) changed since it was synced; run greencard forms sync');
    } finally {
      await bare.close();
    }
  });
});
