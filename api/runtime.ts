import path from 'node:path';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { applicationProjection, deletedAccountApplications } from './applications/projection.ts';
import { purgedAccountProjection } from './audit/purge-projection.ts';
import { heldPackageProjection } from './filing/held-projection.ts';
import { startBoss } from './jobs/boss.ts';
import { libraryRenderer } from './pdf-jobs/library-renderer.ts';
import { pdfJobProjection } from './pdf-jobs/projection.ts';
import { FileLinks } from './pdf-jobs/signed-urls.ts';
import { authTokenProjection, userProjection } from './auth/user-projection.ts';
import { paymentProjection } from './payments/projection.ts';
import type { Config } from './config.ts';
import { filingDateOf } from './clock.ts';
import { createDb, migrateToLatest, type Db } from './db/database.ts';
import { ensureDatabase, startEmbeddedPostgres, type RunningPostgres } from './db/embedded.ts';
import type { AppDeps } from './deps.ts';
import { outboxMailer, smtpMailer } from './mail/mailer.ts';
import { createLogger } from './observability/logging.ts';
import { EventStore } from './store/event-store.ts';
import { SessionVersions } from './auth/session-versions.ts';
import type { Projection } from './store/projection.ts';
import { Keyring } from './store/keyring.ts';
import { systemStatusProjection } from './system/status-projection.ts';

/** Every inline projection, in the order they run for an event. */
export const PROJECTIONS: readonly Projection[] = [userProjection, authTokenProjection, applicationProjection, deletedAccountApplications, paymentProjection, pdfJobProjection, heldPackageProjection, systemStatusProjection, purgedAccountProjection];

export interface Runtime {
  deps: AppDeps;
  /** The process's logger: the API's request lines, the worker's job lines, the mailer's. */
  log: Logger;
  /** Closes the pool, then stops the embedded PostgreSQL when this process started it. */
  close(): Promise<void>;
}

export const DATABASE_NAME = 'greencard';

/** Where the database is: DATABASE_URL, or the embedded PostgreSQL in dataDir, started on demand. */
export async function connectDatabase(config: Config): Promise<{ db: Db; url: string; postgres: RunningPostgres | undefined }> {
  if (config.databaseUrl) return { db: createDb(config.databaseUrl), url: config.databaseUrl, postgres: undefined };
  const postgres = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  await ensureDatabase(postgres.connectionString('postgres'), DATABASE_NAME);
  const url = postgres.connectionString(DATABASE_NAME);
  return { db: createDb(url), url, postgres };
}

/**
 * `jobs`: start pg-boss, for a process that sends jobs (the API) or works them (a worker).
 * `log`: the process's logger when the caller made one already.
 */
export async function openRuntime(config: Config, options: { migrate?: boolean; jobs?: boolean; log?: Logger } = {}): Promise<Runtime> {
  const { db, url, postgres } = await connectDatabase(config);
  if (options.migrate ?? true) await migrateToLatest(db);
  const boss = options.jobs ? await startBoss(url) : undefined;
  const keyring = new Keyring(config.dataEncryptionKey);
  const store = new EventStore(db, keyring, PROJECTIONS);
  const sessions = new SessionVersions(db, url, store, keyring);
  // A server or a worker holds unwrapped keys from its first job on: it hears of destroyed ones at once.
  if (options.jobs) sessions.start();
  const log = options.log ?? createLogger(config);
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(db, keyring, log, { showLinks: config.nodeEnv === 'development' });
  return {
    log,
    deps: {
      config,
      db,
      store,
      keyring,
      mailer,
      stripe: config.stripeSecretKey ? new Stripe(config.stripeSecretKey) : undefined,
      boss,
      renderer: libraryRenderer(config.uscisFormsDir),
      sessions,
      fileLinks: new FileLinks(config.jwtSecret),
      clock: () => new Date(),
      filingDate: filingDateOf(config, () => new Date()),
    },
    async close() {
      // Jobs in flight finish (or are handed back for retry) before the pool closes.
      await boss?.stop({ graceful: true, timeout: 30_000 });
      mailer.close();
      await sessions.close();
      await db.destroy();
      await postgres?.stop();
    },
  };
}
