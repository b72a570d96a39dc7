import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswersByForm } from '../../domain/answers.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';
import type { PackageRenderer } from './renderer.ts';
import { STALE_PACKAGE } from './routes.ts';
import { processPdfJob } from './worker.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

// Jobs are queued but no worker takes them: each test runs the worker's step itself, when it chooses.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { jobs: true, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const generate = (token: string) => t.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) });
const status = async (token: string, jobId: string) => (await get(token, `/api/pdf-jobs/${jobId}/status`)).json().data;

/** The real renderer, remembering the answers each package was built from. */
function watchedRenderer(): { renderer: PackageRenderer; built: AnswersByForm[] } {
  const built: AnswersByForm[] = [];
  return {
    built,
    renderer: {
      templateEditions: () => t.deps.renderer.templateEditions(),
      installed: () => t.deps.renderer.installed(),
      render: (input) => {
        built.push(input.answers);
        return t.deps.renderer.render(input);
      },
      renderPage: (input) => t.deps.renderer.renderPage(input),
    },
  };
}

async function coupleWithAnswers(email: string): Promise<{ token: string; userId: string; marriageId: string }> {
  const { token, userId } = await registerVerified(t.app, t.smtp, email);
  await seedCouple(t.app, token, couple.answers);
  const marriageId: string = (await get(token, '/api/applications/type/MARRIAGE_INFO')).json().data.id;
  return { token, userId, marriageId };
}

const saveCity = (token: string, marriageId: string, marriageCity: string) =>
  t.app.inject({ method: 'PUT', url: `/api/applications/${marriageId}`, headers: bearer(token), payload: { data: { marriageCity } } });

describe('the package is the answers the check passed', () => {
  it('builds from the answers as checked, though one was saved right after "Generate", and says the package is no longer current', async () => {
    const { token, userId, marriageId } = await coupleWithAnswers('checked.state@example.com');
    const checkedCity = couple.answers.MARRIAGE_INFO?.marriageCity;
    const jobId: string = (await generate(token)).json().data.jobId;
    expect((await saveCity(token, marriageId, 'Saint Paul')).statusCode).toBe(200);

    const watched = watchedRenderer();
    const outcome = await processPdfJob({ ...t.deps, renderer: watched.renderer }, { jobId, userId }, { retryCount: 0, retryLimit: 2 });
    expect(outcome).toBe('completed');
    expect(watched.built.map((answers) => answers.MARRIAGE_INFO?.marriageCity)).toEqual([checkedCity]);

    expect(await status(token, jobId)).toMatchObject({ status: 'COMPLETED', current: false });
    await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) });
    const download = await get(token, `/api/pdf-jobs/${jobId}/download`);
    expect([download.statusCode, download.json()]).toEqual([409, { error: STALE_PACKAGE }]);

    // Back to the answers checked: the package matches them again and downloads.
    await saveCity(token, marriageId, String(checkedCity));
    expect((await status(token, jobId)).current).toBe(true);
    const link = await get(token, `/api/pdf-jobs/${jobId}/download`);
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().data.url, 'http://app.test');
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);

    // A link made before an answer changed is refused when used, with a plain message, not the old package (issue 21 item 13).
    await saveCity(token, marriageId, 'Duluth');
    const used = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect([used.statusCode, used.json()]).toEqual([409, { error: STALE_PACKAGE }]);
  }, 180_000);

  it('fails a job whose forms changed since the check, asking for a new check, and builds nothing', async () => {
    const { token, userId } = await coupleWithAnswers('edition.changed@example.com');
    const jobId: string = (await generate(token)).json().data.jobId;
    const watched = watchedRenderer();
    const otherEditions: PackageRenderer = { ...watched.renderer, templateEditions: async () => `${await t.deps.renderer.templateEditions()} and a newer one` };
    expect(await processPdfJob({ ...t.deps, renderer: otherEditions }, { jobId, userId }, { retryCount: 0, retryLimit: 2 })).toBe('failed');
    expect(watched.built).toEqual([]);
    expect((await status(token, jobId)).error).toBe('Your answers or the official forms changed after the check. Please run Check My Data again, then generate your documents.');
    // The same reason in the page's language (issue 22).
    const spanish = await t.app.inject({ method: 'GET', url: `/api/pdf-jobs/${jobId}/status`, headers: { ...bearer(token), 'accept-language': 'es-MX' } });
    expect(spanish.json().data.error).toBe('Sus respuestas o los formularios oficiales cambiaron después de la revisión. Vuelva a ejecutar Revisar mis datos y luego genere sus documentos.');
  });
});

describe('one person cannot fill the queue', () => {
  it('answers a request made while a job runs with that job, and limits requests per account', async () => {
    const { token, userId } = await coupleWithAnswers('many.generates@example.com');
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await generate(token));
    const accepted = answers.filter((r) => r.statusCode === 200).map((r) => r.json().data.jobId);
    expect(answers.map((r) => r.statusCode)).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect(new Set(accepted).size).toBe(1);
    // A job and its queue entry are written in one transaction: one row, one queued job.
    expect(await t.deps.db.selectFrom('pdf_jobs').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
  });
});
