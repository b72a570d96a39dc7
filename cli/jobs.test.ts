import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../fixtures/load.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../api/testing/harness.ts';
import { formsWithAChangedTemplate } from '../api/testing/forms.ts';
import { runCli } from '../api/testing/processes.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../fixtures/couples/f1-student-us-born-citizen.json'));

let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  // A template replaced since the sync: every job fails, which is what an operator retries.
  const forms = formsWithAChangedTemplate();
  t = await startTestApp({ USCIS_FORMS_DIR: forms }, { worker: true, today: couple.today });
  env = {
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: t.deps.config.jwtSecret,
    DATA_ENCRYPTION_KEY: t.deps.config.dataEncryptionKey.toString('base64'),
    USCIS_FORMS_DIR: forms,
    NODE_ENV: 'test',
  };
});
afterAll(() => t.close());

async function settled(jobId: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const row = await t.deps.db.selectFrom('pdf_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
    if (row.status !== 'PROCESSING') return row.status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} never settled`);
}

describe('greencard jobs', () => {
  it('lists failed jobs, shows a job with its history, and sends a failed job back to the queue', async () => {
    const { token } = await registerVerified(t.app, t.smtp, 'jobs.cli@example.com');
    await seedCouple(t.app, token, couple.answers);
    const jobId = (await t.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) })).json().data.jobId;
    expect(await settled(jobId)).toBe('FAILED');

    // The server's clock stands at the fixture's date; the CLI's ages count from the real time.
    const requested = await t.deps.db.selectFrom('pdf_jobs').select('created_at').where('id', '=', jobId).executeTakeFirstOrThrow();
    const age = `${Math.ceil(Math.abs(Date.now() - requested.created_at.getTime()) / 3_600_000) + 1}h`;
    const listed = await runCli(['jobs', 'list', '--status', 'failed', '--newer-than', age, '--json'], env);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).map((j: { id: string }) => j.id)).toContain(jobId);
    expect(JSON.parse((await runCli(['jobs', 'list', '--older-than', age, '--json'], env)).stdout)).toEqual([]);

    const shown = await runCli(['jobs', 'show', jobId], env);
    expect(shown.stdout).toContain('PdfJobRequested');
    expect(shown.stdout).toContain('the installed official form I-765 (edition 08/21/25) changed since it was synced');

    const retried = await runCli(['jobs', 'retry', jobId], env);
    expect(retried.code).toBe(0);
    expect(retried.stdout).toContain('queued again');
    expect(await settled(jobId)).toBe('FAILED');
    const types = (await t.deps.store.readStream(`pdfjob-${jobId}`)).map((r) => r.event.type);
    expect(types).toEqual(['PdfJobRequested', 'PdfJobFailed', 'PdfJobRetried', 'PdfJobFailed']);

    const refused = await runCli(['jobs', 'retry', '00000000-0000-4000-8000-000000000000'], env);
    expect(refused.code).toBe(1);
  }, 120_000);
});
