import path from 'node:path';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';
import { startServer } from '../testing/processes.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/h1b-naturalized-citizen-divorces.json'));

let t: TestApp;
beforeAll(async () => {
  // This process only sends jobs; separate `greencard worker` processes work them.
  t = await startTestApp({}, { jobs: true, today: couple.today });
});
afterAll(() => t.close());

const workerEnv = () => ({
  DATABASE_URL: t.databaseUrl,
  JWT_SECRET: t.deps.config.jwtSecret,
  DATA_ENCRYPTION_KEY: t.deps.config.dataEncryptionKey.toString('base64'),
  USCIS_FORMS_DIR: inject('formsDir'),
  NODE_ENV: 'test',
});
const startWorker = () => startServer(workerEnv(), ['worker'], 60_000, 'Worker ready');

describe('a worker killed in the middle of a job', () => {
  it('hands the job back: another worker completes it, exactly once', async () => {
    const { token } = await registerVerified(t.app, t.smtp, 'crash.couple@example.com');
    await seedCouple(t.app, token, couple.answers);
    const first = await startWorker();
    const jobId = (await t.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) })).json().data.jobId;
    const status = async () => (await t.app.inject({ method: 'GET', url: `/api/pdf-jobs/${jobId}/status`, headers: bearer(token) })).json().data;
    // Kill it once it has visibly started the work.
    for (let i = 0; (await status()).progress === 0; i++) {
      if (i > 300) throw new Error(`the first worker never started the job:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await status()).status).toBe('PROCESSING');

    const second = await startWorker();
    try {
      let current = await status();
      for (let i = 0; current.status === 'PROCESSING'; i++) {
        if (i > 900) throw new Error(`the job was not completed after the worker died:\n${second.output()}`);
        await new Promise((r) => setTimeout(r, 200));
        current = await status();
      }
      expect(current.status).toBe('COMPLETED');
      const outcomes = (await t.deps.store.readStream(`pdfjob-${jobId}`)).filter((e) => e.event.type === 'PdfJobCompleted' || e.event.type === 'PdfJobFailed');
      expect(outcomes.map((e) => e.event.type)).toEqual(['PdfJobCompleted']);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 240_000);
});
