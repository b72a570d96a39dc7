import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDb, migrateToLatest } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { PROJECTIONS } from '../runtime.ts';
import { EventStore } from '../store/event-store.ts';
import { Keyring } from '../store/keyring.ts';
import { freshDatabaseUrl } from './database.ts';
import { startSmtpServer } from './smtp.ts';

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
export async function startTestApp(env: Record<string, string> = {}, options: { stripe?: Stripe } = {}): Promise<TestApp> {
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
    ...env,
  });
  const db = createDb(databaseUrl);
  await migrateToLatest(db);
  const keyring = new Keyring(config.dataEncryptionKey);
  let offset = 0;
  const deps: AppDeps = {
    config,
    db,
    keyring,
    store: new EventStore(db, keyring, PROJECTIONS),
    mailer: smtpMailer(smtp.url, config.mailFrom),
    stripe: options.stripe,
    clock: () => new Date(Date.now() + offset),
  };
  const app = await buildApp(deps, { logger: false, webClient: false });
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
      deps.mailer.close();
      await smtp.close();
      await db.destroy();
    },
  };
}

/** Registers an account and returns its token and id. */
export async function register(app: FastifyInstance, email: string, password = 'correct horse battery'): Promise<{ token: string; userId: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.statusCode} ${response.body}`);
  const body = response.json<{ data: { token: string; user: { id: string } } }>();
  return { token: body.data.token, userId: body.data.user.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
