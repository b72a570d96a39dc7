import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { buildApp } from '../app.ts';
import { filingDateOf } from '../clock.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDb, migrateToLatest } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { PROJECTIONS } from '../runtime.ts';
import { EventStore } from '../store/event-store.ts';
import { Keyring } from '../store/keyring.ts';
import { SessionVersions } from '../auth/session-versions.ts';
import { inject } from 'vitest';
import { startBoss } from '../jobs/boss.ts';
import { libraryRenderer } from '../pdf-jobs/library-renderer.ts';
import { FileLinks } from '../pdf-jobs/signed-urls.ts';
import { startFilingJobs } from '../filing/jobs.ts';
import { startPdfWorker } from '../pdf-jobs/worker.ts';
import { createLogger } from '../observability/logging.ts';
import { freshDatabaseUrl, rememberMasterKey } from './database.ts';
import { startSmtpServer } from './smtp.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { SUPPORT_ENV } from './support-env.ts';

export const APP_URL = 'http://app.test';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  databaseUrl: string;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** Moves the server's clock forward. */
  advanceClock: (ms: number) => void;
  close: () => Promise<void>;
}

/** The real application on its own fresh database, with a real SMTP server receiving its mail. */
export interface TestAppOptions {
  stripe?: Stripe;
  /** Start pg-boss on the test database (and, with `worker`, work PDF jobs in this process). */
  jobs?: boolean;
  worker?: boolean;
  /** The server's date ('YYYY-MM-DD'): a fixture's answers are valid as of its own date. */
  today?: string;
  /**
   * Where the app and the worker write their log lines (at LOG_LEVEL, given in `env`); without
   * it the app logs nothing.
   */
  logStream?: Writable;
}

export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = await freshDatabaseUrl();
  const smtp = await startSmtpServer();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    APP_URL,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: smtp.url,
    SIGN_IN_LIMIT_PER_CLIENT: '1000',
    // Tests save concurrently on one account to test concurrency; save-limits.test.ts sets the real limit.
    SAVE_LIMIT_PER_ACCOUNT: '100000',
    USCIS_FORMS_DIR: inject('formsDir'),
    // The tests never reach the agency's site; a test that looks for editions serves its own.
    USCIS_FORMS_SOURCE: 'none',
    // Contacts a production start takes (development's fictional ones are refused there).
    ...SUPPORT_ENV,
    ...env,
  });
  const db = createDb(databaseUrl);
  await migrateToLatest(db);
  await rememberMasterKey(databaseUrl, config.dataEncryptionKey);
  const keyring = new Keyring(config.dataEncryptionKey);
  const store = new EventStore(db, keyring, PROJECTIONS);
  let offset = options.today ? Date.parse(`${options.today}T12:00:00Z`) - Date.now() : 0;
  const deps: AppDeps = {
    config,
    db,
    keyring,
    store,
    sessions: new SessionVersions(db, databaseUrl, store, keyring),
    mailer: smtpMailer(smtp.url, config.mailFrom),
    stripe: options.stripe,
    boss: options.jobs || options.worker ? await startBoss(databaseUrl, { superviseIntervalSeconds: 2 }) : undefined,
    renderer: libraryRenderer(config.uscisFormsDir),
    fileLinks: new FileLinks(config.jwtSecret),
    clock: () => new Date(Date.now() + offset),
    filingDate: filingDateOf(config, () => new Date(Date.now() + offset)),
  };
  const log = options.logStream ? createLogger(config, options.logStream) : undefined;
  if (options.worker && deps.boss) {
    await startPdfWorker(deps, deps.boss, log);
    await startFilingJobs(deps, deps.boss, log ?? createLogger(config));
  }
  const app = await buildApp(deps, log ? { log, webClient: false } : { logger: false, webClient: false });
  await app.ready();
  return {
    app,
    deps,
    databaseUrl,
    smtp,
    advanceClock: (ms) => {
      offset += ms;
    },
    async close() {
      await app.close();
      await deps.boss?.stop({ graceful: true, timeout: 10_000 });
      deps.mailer.close();
      await deps.sessions.close();
      await smtp.close();
      await db.destroy();
    },
  };
}

/**
 * What register and seedCouple send their requests through: an app's inject(), or a client of a
 * running server that answers in the same shape, so the same seeding drives real processes.
 */
export interface Injector {
  inject(request: { method: 'GET' | 'POST' | 'PUT'; url: string; headers?: Record<string, string>; payload?: object }): Promise<{ statusCode: number; body: string; json<T = unknown>(): T }>;
}

/** Registers an account and returns its token and id. */
export async function register(app: Injector, email: string, password = 'correct horse battery'): Promise<{ token: string; userId: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.statusCode} ${response.body}`);
  const body = response.json<{ data: { token: string; user: { id: string } } }>();
  return { token: body.data.token, userId: body.data.user.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An address no other test uses: `name.<random>@example.com`. */
export const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/** Where a test reads the mail a server sent (the SMTP server of the test). */
export interface Mailbox {
  nextMailTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
}

/** The token of the verification link in a mail, whatever the server's public address. */
export function verificationTokenIn(mail: ParsedMail): string {
  const token = /\/email-verified\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`No verification link in the mail "${mail.subject}".`);
  return token;
}

/** Registers an account and verifies its address through the mailed link, as a person does. */
export async function registerVerified(app: Injector, mailbox: Mailbox, email: string, password?: string): Promise<{ token: string; userId: string }> {
  const account = await register(app, email, password);
  const token = verificationTokenIn(await mailbox.nextMailTo(email, 15_000));
  const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify ${email}: ${verified.statusCode} ${verified.body}`);
  return account;
}

/** Onboarding answers this service finds eligible (a fixture couple's). */
export const ELIGIBLE_ONBOARDING = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/f1-student-us-born-citizen.json')).answers.ONBOARDING;

/** A verified account whose onboarding found the couple eligible: what paying and generating ask for. */
export async function readyToFile(app: Injector, mailbox: Mailbox, email: string, password?: string): Promise<{ token: string; userId: string }> {
  const account = await registerVerified(app, mailbox, email, password);
  await seedCouple(app, account.token, { ONBOARDING: ELIGIBLE_ONBOARDING });
  return account;
}

/**
 * Answers a fixture couple through the API, as a person would: onboarding first (which creates
 * the applications), then every form's answers.
 */
export async function seedCouple(app: Injector, token: string, answers: Readonly<Record<string, Record<string, unknown> | undefined>>): Promise<void> {
  const onboarding = await app.inject({ method: 'POST', url: '/api/onboarding/update-status', headers: bearer(token), payload: { formData: answers.ONBOARDING } });
  if (onboarding.statusCode !== 200) throw new Error(`onboarding: ${onboarding.body}`);
  const list = (await app.inject({ method: 'GET', url: '/api/applications', headers: bearer(token) })).json<{ data: { id: string; formType: string }[] }>().data;
  for (const [formType, data] of Object.entries(answers)) {
    if (formType === 'ONBOARDING' || !data) continue;
    const application = list.find((a) => a.formType === formType);
    if (!application) throw new Error(`The couple has no ${formType} application.`);
    const saved = await app.inject({ method: 'PUT', url: `/api/applications/${application.id}`, headers: bearer(token), payload: { data } });
    if (saved.statusCode !== 200) throw new Error(`${formType}: ${saved.body}`);
  }
}
