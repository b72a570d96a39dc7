import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { formsWithAChangedTemplate } from '../testing/forms.ts';
import { buildApp } from '../app.ts';
import { createDb } from '../db/database.ts';
import { freePort } from '../db/embedded.ts';
import { PDF_QUEUE } from '../jobs/boss.ts';
import { bearer, register, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';
import { startServer } from '../testing/processes.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json'));

/** One sample of the exposition text, e.g. sample(text, 'greencard_pdf_jobs_total{outcome="failed"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('an API process with its forms installed', () => {
  const written: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    // A day USCIS accepted every installed edition: ready, not degraded (degraded: the last test).
    t = await startTestApp({ LOG_LEVEL: 'info' }, { jobs: true, logStream, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz without a line in the info log, where an API request writes two', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.statusCode).toBe(200);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    const lines = written.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } });
    expect(lines.filter((line) => line.reqId === config.headers['x-request-id'])).toHaveLength(2);
    expect(lines.filter((line) => line.reqId === health.headers['x-request-id'] || line.reqId === ready.headers['x-request-id'])).toEqual([]);
  });

  it('says which migration is missing', async () => {
    // As if this version's last migration had not been applied; its record is put back as it was.
    const { rows } = await sql<{ name: string; timestamp: string }>`DELETE FROM kysely_migration WHERE name = (SELECT max(name) FROM kysely_migration) RETURNING name, timestamp`.execute(t.deps.db);
    const [last] = rows;
    if (!last) throw new Error('no migration is recorded');
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', problems: [`migrations: ${last.name} not applied; run greencard db migrate`] });
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last.name}, ${last.timestamp})`.execute(t.deps.db);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is alive but not ready when its database does not answer', async () => {
    const cutOff = await buildApp({ ...t.deps, db: createDb(`postgres://nobody@127.0.0.1:${await freePort()}/none`) }, { logger: false, webClient: false });
    try {
      expect((await cutOff.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await cutOff.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      const body = ready.json<{ status: string; problems: string[] }>();
      expect(body.status).toBe('not ready');
      expect(body.problems).toHaveLength(1);
      expect(body.problems[0]).toMatch(/^database: /);
    } finally {
      await cutOff.close();
    }
  });

  it('exposes request latency by route pattern, events appended by type, the queue depth and the process', async () => {
    const { token } = await register(t.app, 'metrics.person@example.com');
    const missing = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${missing}`, headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    await t.deps.boss?.send(PDF_QUEUE, { jobId: randomUUID(), userId: randomUUID() });

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    expect(sample(text, 'greencard_http_request_duration_seconds_count{method="GET",route="/api/applications/:id",status_code="404"}')).toBe(1);
    expect(sample(text, 'greencard_http_request_duration_seconds_count{method="POST",route="/api/auth/register",status_code="201"}')).toBe(1);
    expect(text).not.toContain(missing);
    expect(sample(text, 'greencard_events_appended_total{type="UserRegistered"}')).toBe(1);
    expect(sample(text, 'greencard_pdf_queue_jobs{state="queued"}')).toBe(1);
    expect(sample(text, 'greencard_pdf_queue_jobs{state="active"}')).toBe(0);
    expect(sample(text, 'greencard_security_events_total{kind="authorization",outcome="refused"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_heap_size_total_bytes');
  });

  it('serves /healthz, /readyz and the job metrics of a worker process on HEALTH_PORT', async () => {
    const port = await freePort();
    const worker = await startServer({
      DATABASE_URL: t.databaseUrl,
      JWT_SECRET: t.deps.config.jwtSecret,
      DATA_ENCRYPTION_KEY: t.deps.config.dataEncryptionKey.toString('base64'),
      USCIS_FORMS_DIR: inject('formsDir'),
      NODE_ENV: 'test',
      HEALTH_PORT: String(port),
      FILING_DATE: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED,
    }, ['worker'], 60_000, 'Worker ready');
    try {
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${base}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready' });
      // The job queued above names no job of ours: the worker takes it, finds nothing to do, counts it.
      const text = await until(async () => {
        const body = await (await fetch(`${base}/metrics`)).text();
        return sample(body, 'greencard_pdf_jobs_total{outcome="skipped"}') === 1 ? body : undefined;
      }, 'the worker to count the job');
      expect(sample(text, 'greencard_pdf_job_duration_seconds_count{outcome="skipped"}')).toBe(1);
      expect(sample(text, 'greencard_pdf_queue_jobs{state="queued"}')).toBe(0);
      expect(worker.output()).toContain('"msg":"PDF job skipped"');
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  }, 120_000);

  it('is ready but degraded, naming the I-485 and I-864, on a day USCIS accepts neither installed edition, and gauges each form', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(sample(before.body, 'greencard_form_fileable{form="i-485"}')).toBe(1);
    t.advanceClock(30 * 86_400_000);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      const body = ready.json<{ status: string; degraded: string[] }>();
      expect(body.status).toBe('degraded');
      expect(body.degraded).toEqual([
        expect.stringMatching(/^forms: Form I-485: not fileable on \d{4}-\d\d-\d\d \(USCIS accepts 09\/18\/26 since 2026-09-18; the installed, mapped edition is 01\/20\/25\): map the 09\/18\/26 edition .+; packages with it are held \(previews only, no payment\)$/),
        expect.stringMatching(/^forms: Form I-864: not fileable on .+ \(USCIS accepts 08\/24\/26 since 2026-10-01; the installed, mapped edition is 10\/17\/24\): map the 08\/24\/26 edition/),
      ]);
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(metrics, 'greencard_form_fileable{form="i-485"}')).toBe(0);
      expect(sample(metrics, 'greencard_form_fileable{form="i-864"}')).toBe(0);
      expect(sample(metrics, 'greencard_form_fileable{form="i-130"}')).toBe(1);
      expect(sample(metrics, 'greencard_held_packages')).toBe(0);
    } finally {
      t.advanceClock(-30 * 86_400_000);
    }
  });
});

describe('a process without the official forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ USCIS_FORMS_DIR: mkdtempSync(path.join(tmpdir(), 'greencard-noforms-')), METRICS_TOKEN: 'scrape-secret-0123456789' }, { worker: true, today: couple.today });
  });
  afterAll(() => t.close());

  it('is not ready, and names each missing form', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const { problems } = ready.json<{ problems: string[] }>();
    expect(problems).toContain('forms: the official form I-130 (edition 04/01/24) is not installed; run greencard forms sync');
    expect(problems.every((problem) => problem.startsWith('forms: '))).toBe(true);
  });

  it('asks for the token on /metrics when METRICS_TOKEN is set, and records the refusal', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('scrape-secret-wrong') })).statusCode).toBe(401);
    const row = await until(async () => {
      const found = await t.deps.db.selectFrom('security_events').selectAll().where('request_id', '=', String(anonymous.headers['x-request-id'])).executeTakeFirst();
      return found ?? undefined;
    }, 'the security event');
    expect(row).toMatchObject({ kind: 'authorization', outcome: 'refused', reason: null, user_id: null, route: 'GET /metrics' });
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('scrape-secret-0123456789') })).statusCode).toBe(200);
  });

});

describe('a process whose installed template changed since it was synced', () => {
  it('counts a failed PDF job with its duration', async () => {
    const t = await startTestApp({ USCIS_FORMS_DIR: formsWithAChangedTemplate() }, { worker: true, today: couple.today });
    try {
      const { token } = await registerVerified(t.app, t.smtp, 'changed.metrics@example.com');
      await seedCouple(t.app, token, couple.answers);
      const jobId = (await t.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) })).json().data.jobId;
      await until(async () => {
        const job = await t.deps.db.selectFrom('pdf_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
        return job.status === 'FAILED' ? job : undefined;
      }, 'the job to fail');
      const text = await until(async () => {
        const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
        return sample(body, 'greencard_pdf_jobs_total{outcome="failed"}') === 1 ? body : undefined;
      }, 'the failed job to be counted');
      expect(sample(text, 'greencard_pdf_job_duration_seconds_count{outcome="failed"}')).toBe(1);
      expect(sample(text, 'greencard_pdf_jobs_total{outcome="completed"}')).toBeUndefined();
      expect(sample(text, 'greencard_events_appended_total{type="PdfJobFailed"}')).toBe(1);
    } finally {
      await t.close();
    }
  }, 120_000);
});
