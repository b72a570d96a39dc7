import type { PgBoss } from 'pg-boss';
import type Stripe from 'stripe';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { EventStore } from './store/event-store.ts';
import type { Keyring } from './store/keyring.ts';
import type { PackageRenderer } from './pdf-jobs/renderer.ts';
import type { FileLinks } from './pdf-jobs/signed-urls.ts';
import type { SessionVersions } from './auth/session-versions.ts';

/** What the routes use, made once at start-up (or per test file). */
export interface AppDeps {
  config: Config;
  db: Db;
  store: EventStore;
  keyring: Keyring;
  mailer: Mailer;
  /** The Stripe client when STRIPE_SECRET_KEY is set; otherwise the development provider takes payments. */
  stripe: Stripe | undefined;
  /** The job queue (pg-boss in the same database), when this process sends or works jobs. */
  boss: PgBoss | undefined;
  /** Builds packages and previews from the official templates. */
  renderer: PackageRenderer;
  /** Accounts' token versions, remembered between requests and forgotten on every announced change. */
  sessions: SessionVersions;
  /** Signs short-lived links to stored files. */
  fileLinks: FileLinks;
  /** The time; tests move it to expire tokens. */
  clock: () => Date;
  /** The filing date ('YYYY-MM-DD'): today, or FILING_DATE in development and tests (api/clock.ts). */
  filingDate: () => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
