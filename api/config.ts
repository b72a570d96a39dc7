import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ConfigError,
  count,
  day,
  masterKey,
  oneOf,
  port as portNumber,
  proxies,
  secretText,
  sender,
  setting,
  signingSecret,
  text,
  url,
  urlOf,
  yesOrNo,
  type SettingKind,
} from './settings.ts';
import { supportContacts } from './support-config.ts';
import type { SupportContacts } from '../domain/contract/support.ts';

export type NodeEnv = 'development' | 'production' | 'test';

type Env = Readonly<Record<string, string | undefined>>;

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  appUrl: string;
  /** Where development keeps its database, secrets and forms. */
  dataDir: string;
  /** An external PostgreSQL; when absent the embedded one in dataDir/postgres is used. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** A former JWT_SECRET, accepted but never used to sign, while the tokens it signed run out. */
  jwtPreviousSecret: string | undefined;
  jwtExpiresIn: string;
  /** 32 bytes: the master key that wraps every user's data key. */
  dataEncryptionKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  uscisFormsDir: string;
  /**
   * Where the daily job looks for new editions (USCIS_FORMS_SOURCE): a URL base serving
   * `<form>.pdf`, the agency's site by default; null (`none`) turns the look off.
   */
  uscisFormsSource: string | null;
  enableTestLogin: boolean;
  logLevel: string;
  /** Sign-in attempts allowed per client address per minute. */
  signInLimitPerClient: number;
  /** Failed sign-ins allowed per e-mail address per 15 minutes. */
  signInFailuresPerAddress: number;
  /** Saves of answers (PUT /api/applications/:id) allowed per account per 10 seconds. */
  saveLimitPerAccount: number;
  /** When set, GET /metrics answers only `Authorization: Bearer <this>`. */
  metricsToken: string | undefined;
  /** A worker process (`greencard worker`) serves /healthz, /readyz and /metrics on this port when set. */
  healthPort: number | undefined;
  /**
   * FILING_DATE ('YYYY-MM-DD'), development and test only: the day the product takes as the filing
   * date instead of today, to see it as it is on another day. Unset in production.
   */
  filingDate: string | undefined;
  /**
   * TRUST_PROXY: which proxies may name the client in X-Forwarded-For (Fastify's trustProxy): a hop
   * count or their addresses. False by default: a client can write that header itself.
   */
  trustProxy: false | number | string[];
  /** How couples reach support (api/support-config.ts): required in production. */
  support: SupportContacts;
}

export { ConfigError } from './settings.ts';

interface DevelopmentSecrets {
  jwtSecret: string;
  dataEncryptionKey: string;
}

/**
 * Development keeps generated secrets in dataDir so they survive restarts (a new JWT secret would
 * sign everyone out; a new master key would make every stored answer unreadable).
 */
function developmentSecrets(dataDir: string): DevelopmentSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' && parsed !== null &&
      'jwtSecret' in parsed && typeof parsed.jwtSecret === 'string' &&
      'dataEncryptionKey' in parsed && typeof parsed.dataEncryptionKey === 'string'
    ) {
      return { jwtSecret: parsed.jwtSecret, dataEncryptionKey: parsed.dataEncryptionKey };
    }
    throw new ConfigError(`${file} is damaged; restore it from a backup (without it the stored answers cannot be read).`);
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = { jwtSecret: randomBytes(48).toString('base64url'), dataEncryptionKey: randomBytes(32).toString('base64') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Where USCIS publishes its forms: `<base>/i-485.pdf`. */
export const USCIS_FORMS_URL = 'https://www.uscis.gov/sites/default/files/document/forms';

const FORMS_SOURCE: SettingKind<string | null> = {
  takes: 'a URL (http or https) or none',
  read: (value) => (value === 'none' ? null : urlOf(value, ['http:', 'https:'])),
};

/**
 * Where the daily job looks for new editions: the agency's site unless set; null (`none`) turns the
 * look off. In production only over https: on plain http anyone on the way could serve the forms.
 */
function formsSource(env: Env, production: boolean): string | null {
  const source = setting('USCIS_FORMS_SOURCE', env.USCIS_FORMS_SOURCE, FORMS_SOURCE);
  if (production && source?.startsWith('http:')) throw new ConfigError('USCIS_FORMS_SOURCE must be an https URL (or none) when NODE_ENV=production.');
  return source === undefined ? USCIS_FORMS_URL : source;
}

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/**
 * The configuration from the environment, every setting checked against its kind (api/settings.ts):
 * a wrong one stops the start with a message naming it and what it takes.
 */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = setting('NODE_ENV', env.NODE_ENV, oneOf(['development', 'production', 'test'])) ?? 'development';
  const dataDir = path.resolve(setting('DATA_DIR', env.DATA_DIR, text) ?? '.data');
  const port = setting('PORT', env.PORT, portNumber) ?? 3000;
  const production = nodeEnv === 'production';
  const missing = (name: string): never => {
    throw new ConfigError(`${name} is required when NODE_ENV=production; set it in the environment.`);
  };
  const jwtSetting = setting('JWT_SECRET', env.JWT_SECRET, signingSecret);
  const keySetting = setting('DATA_ENCRYPTION_KEY', env.DATA_ENCRYPTION_KEY, masterKey);
  const generated = production || (jwtSetting && keySetting) ? undefined : developmentSecrets(dataDir);
  const jwtSecret = jwtSetting ?? generated?.jwtSecret ?? missing('JWT_SECRET');
  const generatedKey = generated ? setting('DATA_ENCRYPTION_KEY', generated.dataEncryptionKey, masterKey) : undefined;
  const dataEncryptionKey = keySetting ?? generatedKey ?? missing('DATA_ENCRYPTION_KEY');
  const filingDate = setting('FILING_DATE', env.FILING_DATE, day);
  // A couple mails on the day they print: production files for today, always.
  if (filingDate !== undefined && production) throw new ConfigError('FILING_DATE is for development and tests only; unset it when NODE_ENV=production.');
  return {
    nodeEnv,
    port,
    // Loopback unless HOST says otherwise: a development server is not reachable from the network
    // by accident; a container or a host behind a proxy sets HOST=0.0.0.0.
    host: setting('HOST', env.HOST, text) ?? '127.0.0.1',
    appUrl: (setting('APP_URL', env.APP_URL, url('an http or https URL', ['http:', 'https:'])) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: setting('DATABASE_URL', env.DATABASE_URL, url('a PostgreSQL URL (postgres://user:password@host:5432/database)', ['postgres:', 'postgresql:'], true)),
    jwtSecret,
    jwtPreviousSecret: setting('JWT_PREVIOUS_SECRET', env.JWT_PREVIOUS_SECRET, signingSecret),
    jwtExpiresIn: setting('JWT_EXPIRES_IN', env.JWT_EXPIRES_IN, text) ?? '12h',
    dataEncryptionKey,
    smtpUrl: setting('SMTP_URL', env.SMTP_URL, url('an smtp:// or smtps:// URL', ['smtp:', 'smtps:'], true)),
    mailFrom: setting('MAIL_FROM', env.MAIL_FROM, sender) ?? 'Greencard <no-reply@greencard.local>',
    stripeSecretKey: setting('STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY, secretText),
    stripeWebhookSecret: setting('STRIPE_WEBHOOK_SECRET', env.STRIPE_WEBHOOK_SECRET, secretText),
    uscisFormsDir: path.resolve(setting('USCIS_FORMS_DIR', env.USCIS_FORMS_DIR, text) ?? path.join(dataDir, 'forms')),
    uscisFormsSource: formsSource(env, production),
    enableTestLogin: nodeEnv === 'development' && setting('ENABLE_TEST_LOGIN', env.ENABLE_TEST_LOGIN, yesOrNo) === true,
    logLevel: setting('LOG_LEVEL', env.LOG_LEVEL, oneOf(LOG_LEVELS)) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    signInLimitPerClient: setting('SIGN_IN_LIMIT_PER_CLIENT', env.SIGN_IN_LIMIT_PER_CLIENT, count) ?? 20,
    signInFailuresPerAddress: setting('SIGN_IN_FAILURES_PER_ADDRESS', env.SIGN_IN_FAILURES_PER_ADDRESS, count) ?? 5,
    saveLimitPerAccount: setting('SAVE_LIMIT_PER_ACCOUNT', env.SAVE_LIMIT_PER_ACCOUNT, count) ?? 20,
    metricsToken: setting('METRICS_TOKEN', env.METRICS_TOKEN, secretText),
    healthPort: setting('HEALTH_PORT', env.HEALTH_PORT, portNumber),
    filingDate,
    trustProxy: setting('TRUST_PROXY', env.TRUST_PROXY, proxies) ?? false,
    support: supportContacts(env, production),
  };
}
