import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { CATALOGUE, fieldsOf, type FieldDef, type FormType } from '../domain/catalogue/index.ts';
import { letterCaseOf } from '../domain/catalogue/letter-case.ts';
import { lengthLimitOf } from '../domain/catalogue/answer-lengths.ts';
import { loadFixture } from '../fixtures/load.ts';
import { createDb, type Db } from './db/database.ts';
import { freePort } from './db/embedded.ts';
import { PDF_QUEUE } from './jobs/boss.ts';
import { freshDatabaseUrl } from './testing/database.ts';
import { bearer, registerVerified, seedCouple, type Injector } from './testing/harness.ts';
import { runCli, startServer } from './testing/processes.ts';
import { startSmtpServer } from './testing/smtp.ts';

/*
 * Two `greencard serve --no-worker` and two `greencard worker` processes on one database, as an
 * operator scales them out. Graceful shutdown of a lone server is proven by server.test.ts and a
 * worker killed outright by pdf-jobs/worker-crash.test.ts; here the shutdowns happen while the
 * other instance of the same kind keeps serving.
 */

type Running = Awaited<ReturnType<typeof startServer>>;

/** register and seedCouple over real HTTP, in the shape of inject(). */
function httpClient(base: string): Injector {
  return {
    async inject({ method, url, headers, payload }) {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      });
      const body = await response.text();
      return { statusCode: response.status, body, json: <T,>(): T => JSON.parse(body) as T };
    },
  };
}

/** The longest value a planned save writes: its tag ("in flight") and 12 hex digits. */
const SAVE_VALUE_LENGTH = 'in flight '.length + 12;

/** Answer keys of a form that take free text kept as typed (not in capitals): any string saves as sent, so each save can write its own. */
function textKeys(formType: FormType): string[] {
  const form = CATALOGUE[formType];
  if (!form) throw new Error(`${formType} has no questions`);
  // Room for a save's value: a shorter limit refuses it as too long (answer-lengths.ts).
  const asTyped = ({ field }: { field: FieldDef }) =>
    (field.kind === 'text' || field.kind === 'textarea') && letterCaseOf(field) !== 'upper' && lengthLimitOf(field).max >= SAVE_VALUE_LENGTH;
  return [...new Set([...fieldsOf(form)].filter(asTyped).map(({ field }) => field.key))];
}

/** No I-765 or I-131: the fewest pages to fill and preview, and each of the 20 jobs renders them all. */
const couple = loadFixture(path.resolve(import.meta.dirname, '../fixtures/couples/h1b-naturalized-citizen-divorces.json'));

let databaseUrl: string;
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let env: Record<string, string>;
const apis: { process: Running; base: string; client: Injector }[] = [];
const workers: Running[] = [];
/** Everything a test sent that a log must never show. */
const secrets: string[] = [];

const allOutput = () => [...apis.map((a) => a.process), ...workers].map((p, i) => `--- process ${i} ---\n${p.output()}`).join('\n');
const showLogsOnFailure = () => onTestFailed(() => console.error(allOutput()));

async function startApi(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const running = await startServer({ ...env, PORT: String(port), APP_URL: base }, ['serve', '--no-worker', '--no-web'], 120_000);
  apis.push({ process: running, base, client: httpClient(base) });
}

async function startWorker(): Promise<void> {
  workers.push(await startServer(env, ['worker'], 120_000, 'Worker ready'));
}

async function stop(running: Running, timeoutMs = 60_000): Promise<number | null> {
  running.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`process ${running.child.pid} did not stop within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([running.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

beforeAll(async () => {
  // Empty: the processes below migrate it themselves, racing.
  databaseUrl = await freshDatabaseUrl({ empty: true });
  db = createDb(databaseUrl, 2);
  smtp = await startSmtpServer();
  env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    USCIS_FORMS_DIR: inject('formsDir'),
    // Mail to a real server: without SMTP_URL each verification link would be written to the log.
    SMTP_URL: smtp.url,
    SIGN_IN_LIMIT_PER_CLIENT: '1000',
    // 200 concurrent autosaves of one account test concurrency, not the per-account save limit (api/applications/save-limits.test.ts does).
    SAVE_LIMIT_PER_ACCOUNT: '100000',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  // All four at once, as a rollout starts them: migrations and the queue's schema race on one empty database.
  await Promise.all([startApi(), startApi(), startWorker(), startWorker()]);
}, 180_000);

afterAll(async () => {
  for (const running of [...apis.map((a) => a.process), ...workers]) if (alive(running.child)) running.child.kill('SIGKILL');
  await smtp?.close();
  await db?.destroy();
});

interface SaveUser {
  token: string;
  /** The user's applications by form type. */
  applications: Map<string, string>;
}

/** Registers through the API instance `via` and onboards, which creates the couple's applications. */
async function onboardedUser(via: Injector, email: string): Promise<SaveUser> {
  secrets.push(email);
  const { token } = await registerVerified(via, smtp, email);
  await seedCouple(via, token, { ONBOARDING: couple.answers.ONBOARDING });
  const list = (await via.inject({ method: 'GET', url: '/api/applications', headers: bearer(token) })).json<{ data: { id: string; formType: string }[] }>().data;
  return { token, applications: new Map(list.map((a) => [a.formType, a.id])) };
}

interface Save {
  via: number;
  token: string;
  applicationId: string;
  data: Record<string, string>;
}

/**
 * `perApplication` saves on each of the users' applications of `formTypes`, each writing two keys
 * no other save writes (two, so a half-applied save would show). Neighbours in the list are saves
 * of one application through different instances.
 */
function plannedSaves(users: readonly SaveUser[], formTypes: readonly FormType[], perApplication: number, tag: string): Save[] {
  const columns = users.flatMap((user) =>
    formTypes.map((formType) => {
      const applicationId = user.applications.get(formType);
      if (!applicationId) throw new Error(`no ${formType} application`);
      const keys = textKeys(formType);
      if (keys.length < 2 * perApplication) throw new Error(`${formType} has ${keys.length} text questions, fewer than ${2 * perApplication}`);
      return Array.from({ length: perApplication }, (_, i) => {
        const data: Record<string, string> = {};
        for (const key of keys.slice(2 * i, 2 * i + 2)) data[key] = `${tag} ${randomBytes(6).toString('hex')}`;
        secrets.push(...Object.values(data));
        return { token: user.token, applicationId, data };
      });
    }),
  );
  const saves: Save[] = [];
  for (let i = 0; i < perApplication; i++) {
    for (const [c, column] of columns.entries()) {
      const save = column[i];
      if (save) saves.push({ ...save, via: (i + c) % 2 });
    }
  }
  return saves;
}

async function send(save: Save, base: string): Promise<{ status: number; data?: Record<string, unknown> }> {
  const response = await fetch(`${base}/api/applications/${save.applicationId}`, {
    method: 'PUT',
    headers: { ...bearer(save.token), 'content-type': 'application/json' },
    body: JSON.stringify({ data: save.data }),
  });
  const text = await response.text();
  // Only a failed connection may count as status 0: a body that is not JSON keeps its HTTP status.
  const body = response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as { data?: { data: Record<string, unknown> } }) : {};
  return { status: response.status, ...(body.data ? { data: body.data.data } : {}) };
}

/** The stored answers of an application, read through one instance. */
async function storedAnswers(via: Injector, token: string, applicationId: string): Promise<Record<string, unknown>> {
  const response = await via.inject({ method: 'GET', url: `/api/applications/${applicationId}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`read ${applicationId}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { data: Record<string, unknown> } }>().data.data;
}

const api = (i: number) => {
  const found = apis[i];
  if (!found) throw new Error(`no API instance ${i}`);
  return found;
};

describe('two API instances and two workers on one PostgreSQL', () => {
  let saveUsers: SaveUser[] = [];

  it('keeps every one of 200 concurrent autosaves, made through both instances, on the same applications at once', async () => {
    showLogsOnFailure();
    saveUsers = await Promise.all(Array.from({ length: 4 }, (_, i) => onboardedUser(api(i % 2).client, `scale.saver.${i}@example.com`)));
    const saves = plannedSaves(saveUsers, ['BENEFICIARY_INFO', 'I_485_SPECIFIC'], 25, 'autosave');
    expect(saves).toHaveLength(200);

    const results = await Promise.all(saves.map((save) => send(save, api(save.via).base)));
    for (const [i, result] of results.entries()) {
      expect(result.status, `save ${i}`).toBe(200);
      // The answer returned is the merge after this save: its own keys are in it.
      expect(result.data).toMatchObject(saves[i]?.data ?? {});
    }
    for (const user of saveUsers) {
      for (const applicationId of new Set(saves.filter((s) => s.token === user.token).map((s) => s.applicationId))) {
        const expected = Object.assign({}, ...saves.filter((s) => s.applicationId === applicationId).map((s) => s.data));
        for (const via of [0, 1]) expect(await storedAnswers(api(via).client, user.token, applicationId)).toMatchObject(expected);
      }
    }
  }, 120_000);

  it('works 20 PDF jobs requested through both instances exactly once each, one worker stopping mid-job with SIGTERM', async () => {
    showLogsOnFailure();
    // One user a job: a second job of one user with unchanged answers would reuse the first package.
    const owners = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const via = api(i % 2).client;
        const email = `scale.couple.${i}@example.com`;
        secrets.push(email);
        const { token } = await registerVerified(via, smtp, email);
        await seedCouple(via, token, couple.answers);
        return token;
      }),
    );
    const requested = await Promise.all(
      owners.map(async (token, i) => {
        const response = await api(i % 2).client.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: { jobId: string } }>().data.jobId;
      }),
    );
    expect(new Set(requested).size).toBe(20);

    const started = Date.now();
    const stopping = workers[0];
    if (!stopping) throw new Error('no worker');
    let stopped: Promise<number | null> | undefined;
    let busyAtOnce = 0;
    for (;;) {
      const jobs = await db.selectFrom('pdf_jobs').select(['status', 'progress']).where('id', 'in', requested).execute();
      const working = jobs.filter((j) => j.status === 'PROCESSING' && j.progress > 0).length;
      busyAtOnce = Math.max(busyAtOnce, working);
      const done = jobs.filter((j) => j.status !== 'PROCESSING').length;
      // Each worker takes one job at a time, so two jobs under way mean both workers are working one.
      // Half-way, so that both have a share of the work before one stops.
      if (!stopped && working >= 2 && done >= requested.length / 2) {
        stopped = stop(stopping);
        // Awaited after the loop; a stop that times out meanwhile must fail there, not as an unhandled rejection.
        stopped.catch(() => undefined);
      }
      if (done === requested.length) break;
      if (Date.now() - started > 360_000) throw new Error(`jobs still processing after 6 minutes: ${JSON.stringify(jobs)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(busyAtOnce, 'the two workers never worked at the same time').toBeGreaterThanOrEqual(2);
    expect(stopped, 'no moment came with both workers busy').toBeDefined();
    expect(await stopped).toBe(0);
    expect(stopping.output()).toContain('SIGTERM: finishing the jobs in hand');

    const rows = await db.selectFrom('pdf_jobs').selectAll().where('id', 'in', requested).execute();
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row, row.id).toMatchObject({ status: 'COMPLETED', error: null, progress: 100, files_of: row.id });
      expect(row.page_count, row.id).toBeGreaterThan(50);
      expect(row.preview_pages, row.id).toBe(row.page_count);
    }
    const outcomes = await db
      .selectFrom('events')
      .select(['stream_id', 'type', (eb) => eb.fn.countAll<string>().as('count')])
      .where('stream_id', 'in', requested.map((id) => `pdfjob-${id}`))
      .where('type', 'in', ['PdfJobCompleted', 'PdfJobFailed'])
      .groupBy(['stream_id', 'type'])
      .execute();
    expect(outcomes.map((o) => [o.stream_id, o.type, Number(o.count)]).sort()).toEqual(requested.map((id) => [`pdfjob-${id}`, 'PdfJobCompleted', 1]).sort());
    const queued = await sql<{ job_id: string; state: string }>`SELECT data->>'jobId' AS job_id, state FROM pgboss.job WHERE name = ${PDF_QUEUE}`.execute(db);
    expect(queued.rows.map((r) => [r.job_id, r.state]).sort()).toEqual(requested.map((id) => [id, 'completed']).sort());
  }, 480_000);

  it('finishes the saves in flight when one API instance gets SIGTERM, while the other keeps serving', async () => {
    showLogsOnFailure();
    const saves = plannedSaves(saveUsers, ['PETITIONER_INFO'], 15, 'in flight');
    // Sent only once SIGTERM is: whichever way the stopping instance takes them, the rule below holds.
    const late = new Set(saves.filter((s) => s.via === 0).slice(-10));
    let signalled = () => {};
    const sigtermSent = new Promise<void>((resolve) => (signalled = resolve));
    let killedAt: number | undefined;
    const outcomes = await Promise.all(
      saves.map(async (save) => {
        if (late.has(save)) await sigtermSent;
        try {
          const result = await send(save, api(save.via).base);
          // The first answer from the instance to stop means its requests are under way: stop it now.
          if (save.via === 0 && killedAt === undefined) {
            killedAt = Date.now();
            api(0).process.child.kill('SIGTERM');
            signalled();
          }
          return { ...result, at: Date.now() };
        } catch (error) {
          // Were the instance to fail before it is stopped, the late saves must not wait for ever.
          signalled();
          return { status: 0, error, at: Date.now() };
        }
      }),
    );
    expect(await api(0).process.exited).toBe(0);
    expect(killedAt).toBeDefined();
    const inFlightAcknowledged = outcomes.filter((o, i) => {
      const save = saves[i];
      return save?.via === 0 && !late.has(save) && o.status === 200 && o.at > (killedAt ?? Infinity);
    });
    expect(inFlightAcknowledged.length, 'no request was still in flight at SIGTERM').toBeGreaterThan(0);

    for (const [i, outcome] of outcomes.entries()) {
      const save = saves[i];
      if (!save) continue;
      // The instance still running answers everything. The stopping one answers, or refuses: the
      // connection (0), or with Fastify's 503 for a request that arrives once it is closing.
      expect([200, ...(save.via === 0 ? [0, 503] : [])], `save ${i} through instance ${save.via}: ${outcome.status}`).toContain(outcome.status);
      const stored = await storedAnswers(api(1).client, save.token, save.applicationId);
      const present = Object.keys(save.data).filter((key) => stored[key] === save.data[key]);
      // Acknowledged: all of it kept. Refused: none of it (never half, never applied unanswered).
      expect(present, `save ${i} (status ${outcome.status})`).toEqual(outcome.status === 200 ? Object.keys(save.data) : []);
    }
  }, 120_000);

  it('leaves no event stream with a gap or a duplicate version, a rebuild equal to the live tables, and no personal data in any log', async () => {
    showLogsOnFailure();
    const running = [...apis.map((a) => a.process), ...workers].filter((r) => alive(r.child));
    expect(await Promise.all(running.map((r) => stop(r)))).toEqual(running.map(() => 0));

    const broken = await sql<{ stream_id: string }>`
      SELECT s.stream_id
      FROM streams s LEFT JOIN events e ON e.stream_id = s.stream_id
      GROUP BY s.stream_id, s.version
      HAVING count(e.position) <> s.version
          OR count(DISTINCT e.stream_version) <> s.version
          OR min(e.stream_version) <> 1
          OR max(e.stream_version) <> s.version
      UNION ALL
      SELECT DISTINCT e.stream_id FROM events e WHERE NOT EXISTS (SELECT 1 FROM streams s WHERE s.stream_id = e.stream_id)
    `.execute(db);
    expect(broken.rows).toEqual([]);
    const counted = await sql<{ streams: string; events: string }>`SELECT (SELECT count(*) FROM streams) AS streams, (SELECT count(*) FROM events) AS events`.execute(db);
    // 24 users, their applications, 20 jobs, 200 + 60 saves: far more than nothing was checked.
    expect(Number(counted.rows[0]?.events)).toBeGreaterThan(500);

    const replay = await runCli(['events', 'replay', '--verify'], env);
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);

    const output = allOutput();
    expect(secrets.length).toBeGreaterThan(280);
    expect(secrets.filter((secret) => output.includes(secret))).toEqual([]);
  }, 180_000);
});
