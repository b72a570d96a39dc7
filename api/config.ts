import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';

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
}

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

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

function parseKey(value: string, name: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new ConfigError(`${name} must be 32 bytes encoded in base64 (generate one with: openssl rand -base64 32).`);
  return key;
}

function parseNodeEnv(value: string | undefined): NodeEnv {
  if (value === undefined || value === '' || value === 'development') return 'development';
  if (value === 'production' || value === 'test') return value;
  throw new ConfigError(`NODE_ENV must be development, production or test (it is "${value}").`);
}

function parsePort(value: string | undefined, fallback: number, name = 'PORT'): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be a port number (it is "${value}").`);
  return port;
}

/** FILING_DATE: a calendar date that exists, and never in production (a couple mails on the day they print). */
function parseFilingDate(value: string | undefined, nodeEnv: NodeEnv): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (nodeEnv === 'production') throw new ConfigError('FILING_DATE is for development and tests only; unset it when NODE_ENV=production.');
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) throw new ConfigError(`FILING_DATE must be a date written YYYY-MM-DD (it is "${value}").`);
  return value;
}

/** Where USCIS publishes its forms: `<base>/i-485.pdf`. */
export const USCIS_FORMS_URL = 'https://www.uscis.gov/sites/default/files/document/forms';

function parseFormsSource(value: string | undefined): string | null {
  if (value === undefined || value === '') return USCIS_FORMS_URL;
  if (value === 'none') return null;
  if (!/^https?:\/\/[^\s]+$/i.test(value)) throw new ConfigError(`USCIS_FORMS_SOURCE must be a URL (http or https) or none (it is "${value}").`);
  return value;
}

/** TRUST_PROXY: a hop count ("1") or proxies' addresses and networks ("10.0.0.0/8,127.0.0.1"). */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value.trim() === '') return false;
  if (/^\d{1,2}$/.test(value.trim())) return Number(value.trim());
  const addresses = value.split(',').map((a) => a.trim()).filter((a) => a !== '');
  const valid = (entry: string) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  const wrong = addresses.find((a) => !valid(a));
  if (addresses.length === 0 || wrong !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or the proxies' addresses, comma-separated (it is "${value}"); unset it when no proxy stands in front.`);
  }
  return addresses;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const port = parsePort(env.PORT, 3000);
  const production = nodeEnv === 'production';
  const missing = (name: string): never => {
    throw new ConfigError(`${name} is required when NODE_ENV=production; set it in the environment.`);
  };
  const generated = production || (env.JWT_SECRET && env.DATA_ENCRYPTION_KEY) ? undefined : developmentSecrets(dataDir);
  const jwtSecret = env.JWT_SECRET || generated?.jwtSecret || missing('JWT_SECRET');
  const keyText = env.DATA_ENCRYPTION_KEY || generated?.dataEncryptionKey || missing('DATA_ENCRYPTION_KEY');
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  const jwtPreviousSecret = env.JWT_PREVIOUS_SECRET || undefined;
  if (jwtPreviousSecret !== undefined && jwtPreviousSecret.length < 32) throw new ConfigError('JWT_PREVIOUS_SECRET must be at least 32 characters long.');
  return {
    nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    jwtPreviousSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '12h',
    dataEncryptionKey: parseKey(keyText, 'DATA_ENCRYPTION_KEY'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Greencard <no-reply@greencard.local>',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    uscisFormsDir: path.resolve(env.USCIS_FORMS_DIR ?? path.join(dataDir, 'forms')),
    uscisFormsSource: parseFormsSource(env.USCIS_FORMS_SOURCE),
    enableTestLogin: nodeEnv === 'development' && env.ENABLE_TEST_LOGIN === 'true',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    signInLimitPerClient: Number(env.SIGN_IN_LIMIT_PER_CLIENT ?? 20),
    signInFailuresPerAddress: Number(env.SIGN_IN_FAILURES_PER_ADDRESS ?? 5),
    metricsToken: env.METRICS_TOKEN || undefined,
    healthPort: env.HEALTH_PORT ? parsePort(env.HEALTH_PORT, 0, 'HEALTH_PORT') : undefined,
    filingDate: parseFilingDate(env.FILING_DATE, nodeEnv),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
