/**
 * Autosave throughput: concurrent PUT /api/applications/{id} saves over HTTP with a realistic answer
 * set, next to a baseline route that does one plain INSERT, in the same run on the same database.
 * Target: autosave at least half the baseline's throughput, p99 under 50 ms at 50 clients.
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { sql } from 'kysely';
import { buildApp } from '../api/app.ts';
import { filingDateOf } from '../api/clock.ts';
import { loadConfig } from '../api/config.ts';
import { createDb, migrateToLatest } from '../api/db/database.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../api/db/embedded.ts';
import { outboxMailer } from '../api/mail/mailer.ts';
import { PROJECTIONS } from '../api/runtime.ts';
import { libraryRenderer } from '../api/pdf-jobs/library-renderer.ts';
import { FileLinks } from '../api/pdf-jobs/signed-urls.ts';
import { EventStore } from '../api/store/event-store.ts';
import { Keyring } from '../api/store/keyring.ts';
import { SessionVersions } from '../api/auth/session-versions.ts';
import { fixtureAnswers } from './fixture-answers.ts';
import type { LoadFigures, LoadPlan } from './autosave-load.ts';

const CONNECTIONS = 50;
const SECONDS = 10;

export async function benchAutosave(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'greencard-bench-'));
  chmodSync(root, 0o755);
  const postgres = await startEmbeddedPostgres(path.join(root, 'postgres'), { persistent: false });
  await ensureDatabase(postgres.connectionString('postgres'), 'bench');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: postgres.connectionString('bench'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SIGN_IN_LIMIT_PER_CLIENT: '100000',
    // The benchmark saves as fast as it can: the per-account limit would measure refusals.
    SAVE_LIMIT_PER_ACCOUNT: '100000000',
  });
  const db = createDb(postgres.connectionString('bench'), 20);
  await migrateToLatest(db);
  await sql`CREATE TABLE bench_inserts (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body jsonb NOT NULL)`.execute(db);
  const keyring = new Keyring(config.dataEncryptionKey);
  const store = new EventStore(db, keyring, PROJECTIONS);
  const sessionVersions = new SessionVersions(db, postgres.connectionString('bench'), store);
  const app = await buildApp(
    { config, db, keyring, store, sessions: sessionVersions, mailer: outboxMailer(db, keyring, pino({ level: 'silent' })), stripe: undefined, boss: undefined, renderer: libraryRenderer(config.uscisFormsDir), fileLinks: new FileLinks(config.jwtSecret), clock: () => new Date(), filingDate: filingDateOf(config, () => new Date()) },
    { logger: false },
  );
  app.post('/bench/insert', async (request) => {
    await sql`INSERT INTO bench_inserts (body) VALUES (${JSON.stringify(request.body)})`.execute(db);
    return { data: { ok: true } };
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    // Fifty people, each autosaving their own application: the load of fifty open wizards.
    const realisticBeneficiaryAnswers = fixtureAnswers('BENEFICIARY_INFO');
    const sessions: LoadPlan['sessions'] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `bench${i}@example.com`, password: 'bench password' }) });
      const { data: { token } } = (await registered.json()) as { data: { token: string } };
      const authorization = `Bearer ${token}`;
      const created = await fetch(`${base}/api/applications`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify({ formType: 'BENEFICIARY_INFO', data: realisticBeneficiaryAnswers }) });
      const { data: { id } } = (await created.json()) as { data: { id: string } };
      sessions.push({ id, authorization });
    }

    const plan = (route: LoadPlan['route']): LoadPlan => ({ url: base, connections: CONNECTIONS, seconds: SECONDS, route, sessions });
    const autosave = await load(plan('autosave'), root);
    const baseline = await load(plan('baseline'), root);
    const row = (name: string, r: LoadFigures) =>
      `${name.padEnd(26)} ${String(Math.round(r.requestsPerSecond)).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx + r.errors).padStart(7)}`;
    console.log(`\nAutosave throughput (${CONNECTIONS} concurrent clients, ${SECONDS} s each, answer set of ${Object.keys(realisticBeneficiaryAnswers).length} answers, load from a second process)`);
    console.log(`${'route'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failed'.padStart(7)}`);
    console.log(row('PUT /api/applications/:id', autosave));
    console.log(row('baseline: one INSERT', baseline));
    console.log(`autosave / baseline throughput: ${(autosave.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} (target ≥ 0.50); autosave p99 ${autosave.p99} ms (target < 50 ms)`);
  } finally {
    await app.close();
    await sessionVersions.close();
    await db.destroy();
    await postgres.stop();
  }
}

/** Runs autocannon in its own process: sharing the server's event loop, the load would be measured too. */
async function load(plan: LoadPlan, folder: string): Promise<LoadFigures> {
  const planFile = path.join(folder, `${plan.route}.json`);
  writeFileSync(planFile, JSON.stringify(plan), { mode: 0o600 });
  const script = new URL('./autosave-load.ts', import.meta.url).pathname;
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, [script, planFile], { timeout: (SECONDS + 60) * 1000 }, (error, out) => (error ? reject(error) : resolve(out))),
  );
  return JSON.parse(stdout) as LoadFigures;
}

if (import.meta.main) await benchAutosave();
