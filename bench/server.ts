/**
 * The API as the benchmarks load it: the real app on an embedded PostgreSQL of its own, listening
 * on a free port, with a few people registered (one session each), and the load run from a second
 * process (autosave-load.ts) so the server's event loop measures the server alone.
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../api/app.ts';
import { filingDateOf } from '../api/clock.ts';
import { loadConfig, type Config } from '../api/config.ts';
import { createDb, migrateToLatest, type Db } from '../api/db/database.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../api/db/embedded.ts';
import { outboxMailer } from '../api/mail/mailer.ts';
import { PROJECTIONS } from '../api/runtime.ts';
import { libraryRenderer } from '../api/pdf-jobs/library-renderer.ts';
import { FileLinks } from '../api/pdf-jobs/signed-urls.ts';
import { EventStore } from '../api/store/event-store.ts';
import { Keyring } from '../api/store/keyring.ts';
import { SessionVersions } from '../api/auth/session-versions.ts';
import type { LoadFigures, LoadPlan } from './autosave-load.ts';

export interface BenchServer {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: Config;
  readonly base: string;
  /** A scratch folder removed with the server. */
  readonly root: string;
  /** Registers `count` people and returns their bearer headers. */
  register(count: number, prefix: string): Promise<string[]>;
  /** Runs a load from a second process. */
  load(plan: Omit<LoadPlan, 'url'>): Promise<LoadFigures>;
  close(): Promise<void>;
}

/** Starts the server; `routes` adds the benchmark's own baseline routes before it listens. */
export async function startBenchServer(routes: (app: FastifyInstance, db: Db) => void = () => undefined): Promise<BenchServer> {
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
    // The benchmarks save as fast as they can: the per-account limit would measure refusals.
    SAVE_LIMIT_PER_ACCOUNT: '100000000',
  });
  const db = createDb(postgres.connectionString('bench'), 20);
  await migrateToLatest(db);
  const keyring = new Keyring(config.dataEncryptionKey);
  const store = new EventStore(db, keyring, PROJECTIONS);
  const sessionVersions = new SessionVersions(db, postgres.connectionString('bench'), store);
  const app = await buildApp(
    { config, db, keyring, store, sessions: sessionVersions, mailer: outboxMailer(db, keyring, pino({ level: 'silent' })), stripe: undefined, boss: undefined, renderer: libraryRenderer(config.uscisFormsDir), fileLinks: new FileLinks(config.jwtSecret), clock: () => new Date(), filingDate: filingDateOf(config, () => new Date()) },
    { logger: false },
  );
  routes(app, db);
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  return {
    app,
    db,
    config,
    base,
    root,
    async register(count, prefix) {
      const headers: string[] = [];
      for (let i = 0; i < count; i++) {
        const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${prefix}${i}@example.com`, password: 'bench password' }) });
        const { data: { token } } = (await registered.json()) as { data: { token: string } };
        headers.push(`Bearer ${token}`);
      }
      return headers;
    },
    load: (plan) => load({ ...plan, url: base }, root),
    async close() {
      await app.close();
      await sessionVersions.close();
      await db.destroy();
      await postgres.stop();
    },
  };
}

/** Runs autocannon in its own process: sharing the server's event loop, the load would be measured too. */
async function load(plan: LoadPlan, folder: string): Promise<LoadFigures> {
  const planFile = path.join(folder, `${plan.route}-${Date.now()}.json`);
  writeFileSync(planFile, JSON.stringify(plan), { mode: 0o600 });
  const script = new URL('./autosave-load.ts', import.meta.url).pathname;
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, [script, planFile], { timeout: (plan.seconds + 60) * 1000 }, (error, out) => (error ? reject(error) : resolve(out))),
  );
  return JSON.parse(stdout) as LoadFigures;
}
