import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { SUPPORT_ENV } from './testing/support-env.ts';

const KEY = Buffer.alloc(32, 7).toString('base64');
const SECRET = 's'.repeat(40);

describe('configuration', () => {
  it('stops a production start without JWT_SECRET, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: KEY })).toThrow(new ConfigError('JWT_SECRET is required when NODE_ENV=production; set it in the environment.'));
  });

  it('stops a production start without DATA_ENCRYPTION_KEY, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET })).toThrow(/DATA_ENCRYPTION_KEY is required/);
  });

  it('generates development secrets once and keeps them in the data folder', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret).toBe(second.jwtSecret);
    expect(first.dataEncryptionKey.equals(second.dataEncryptionKey)).toBe(true);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).jwtSecret).toBe(first.jwtSecret);
  });

  it('enables test login only in development with ENABLE_TEST_LOGIN=true', () => {
    const base = { JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: KEY, ...SUPPORT_ENV };
    expect(loadConfig({ ...base, NODE_ENV: 'development', ENABLE_TEST_LOGIN: 'true' }).enableTestLogin).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production', ENABLE_TEST_LOGIN: 'true' }).enableTestLogin).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).enableTestLogin).toBe(false);
  });

  it('refuses a master key of the wrong length', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });

  it('takes FILING_DATE in development and tests, refuses a date that does not exist, and refuses it in production', () => {
    const base = { JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: KEY };
    expect(loadConfig({ ...base, NODE_ENV: 'test', FILING_DATE: '2026-09-17' }).filingDate).toBe('2026-09-17');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).filingDate).toBeUndefined();
    expect(() => loadConfig({ ...base, FILING_DATE: '2026-02-30' })).toThrow(new ConfigError('FILING_DATE must be a date written YYYY-MM-DD (it is "2026-02-30").'));
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', FILING_DATE: '2026-09-17' })).toThrow(/FILING_DATE is for development and tests only/);
  });

  it('trusts no proxy by default, and takes TRUST_PROXY as a hop count or the proxies\' addresses', () => {
    const base = { JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: KEY };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a hop count or the proxies' addresses/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses every setting of the Configuration table set to something it does not take, naming it and what it takes', () => {
    const base = { JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: KEY };
    const refused: [string, string, string][] = [
      ['SIGN_IN_LIMIT_PER_CLIENT', 'abc', 'SIGN_IN_LIMIT_PER_CLIENT must be a whole number of at least 1 (it is "abc").'],
      ['SIGN_IN_FAILURES_PER_ADDRESS', '0', 'SIGN_IN_FAILURES_PER_ADDRESS must be a whole number of at least 1 (it is "0").'],
      ['PORT', '80a', 'PORT must be a port number (it is "80a").'],
      ['HEALTH_PORT', '70000', 'HEALTH_PORT must be a port number (it is "70000").'],
      ['NODE_ENV', 'staging', 'NODE_ENV must be development, production or test (it is "staging").'],
      ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be trace, debug, info, warn, error, fatal or silent (it is "loud").'],
      ['ENABLE_TEST_LOGIN', 'yes', 'ENABLE_TEST_LOGIN must be true or false (it is "yes").'],
      ['APP_URL', 'greencard.example.com', 'APP_URL must be an http or https URL (it is "greencard.example.com").'],
      ['USCIS_FORMS_SOURCE', 'ftp://forms.example', 'USCIS_FORMS_SOURCE must be a URL (http or https) or none (it is "ftp://forms.example").'],
      ['MAIL_FROM', 'Greencard', 'MAIL_FROM must be an e-mail address, alone or as Name <address> (it is "Greencard").'],
      ['FILING_DATE', '17/09/2026', 'FILING_DATE must be a date written YYYY-MM-DD (it is "17/09/2026").'],
      ['TRUST_PROXY', 'yes', 'TRUST_PROXY must be a hop count or the proxies\' addresses, comma-separated (it is "yes"). Unset it when no proxy stands in front.'],
      // Settings that hold secrets are named, never repeated.
      ['DATABASE_URL', 'mysql://app:hunter22@db.example.com/greencard', 'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database).'],
      ['SMTP_URL', 'mail.example.com:465', 'SMTP_URL must be an smtp:// or smtps:// URL.'],
      ['JWT_SECRET', 'short secret', 'JWT_SECRET must be at least 32 characters long.'],
      ['JWT_PREVIOUS_SECRET', 'short secret', 'JWT_PREVIOUS_SECRET must be at least 32 characters long.'],
      ['DATA_ENCRYPTION_KEY', 'c2hvcnQ=', 'DATA_ENCRYPTION_KEY must be 32 bytes encoded in base64. Generate one with: openssl rand -base64 32'],
    ];
    for (const [name, value, message] of refused) {
      expect(() => loadConfig({ ...base, [name]: value }), name).toThrow(new ConfigError(message));
    }
    // Unset and empty take the default.
    expect(loadConfig({ ...base, SIGN_IN_LIMIT_PER_CLIENT: '' }).signInLimitPerClient).toBe(20);
    expect(loadConfig({ ...base, SIGN_IN_LIMIT_PER_CLIENT: '7', SIGN_IN_FAILURES_PER_ADDRESS: '3' })).toMatchObject({ signInLimitPerClient: 7, signInFailuresPerAddress: 3 });
    expect(loadConfig({ ...base, USCIS_FORMS_SOURCE: 'none' }).uscisFormsSource).toBeNull();
  });

  it('takes the forms source only over https in production (issue 21 item 5)', () => {
    const production = { JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: KEY, NODE_ENV: 'production', DATABASE_URL: 'postgres://app:pw@db.example.com/greencard', SMTP_URL: 'smtp://mail.example.com', ...SUPPORT_ENV };
    expect(() => loadConfig({ ...production, USCIS_FORMS_SOURCE: 'http://forms.example/forms' })).toThrow(
      new ConfigError('USCIS_FORMS_SOURCE must be an https URL (or none) when NODE_ENV=production.'),
    );
    expect(loadConfig({ ...production, USCIS_FORMS_SOURCE: 'https://forms.example/forms' }).uscisFormsSource).toBe('https://forms.example/forms');
  });

  it('listens on loopback unless HOST says otherwise (issue 24 item 21)', () => {
    const base = { JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: KEY };
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('takes the support contacts from the environment, with fictional development defaults that production refuses (issue 24 item 6)', () => {
    const base = { JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: KEY };
    const development = loadConfig(base).support;
    expect(development).toMatchObject({ phone: '+1 (555) 010-0199', email: 'support@example.com', placeholder: true });
    expect(loadConfig({ ...base, ...SUPPORT_ENV }).support).toEqual({
      phone: '+1 (202) 460-0000',
      email: 'help@support.greencard.dev',
      days: [1, 2, 3, 4, 5],
      opens: '09:00',
      closes: '17:00',
      timeZone: 'America/New_York',
      languages: ['en', 'es'],
      placeholder: false,
    });
    expect(loadConfig({ ...base, SUPPORT_HOURS: 'Mon,Wed,Sat 08:30-12:00 Europe/Madrid' }).support).toMatchObject({ days: [1, 3, 6], opens: '08:30', closes: '12:00', timeZone: 'Europe/Madrid' });
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(
      new ConfigError('SUPPORT_PHONE, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_LANGUAGES are required when NODE_ENV=production: the contacts the Help and Contact pages show.'),
    );
    expect(() => loadConfig({ ...production, ...SUPPORT_ENV, SUPPORT_PHONE: '+1 (555) 010-0199' })).toThrow(/fictional 555 number/);
    expect(() => loadConfig({ ...production, ...SUPPORT_ENV, SUPPORT_PHONE: '(312) 555-0142' })).toThrow(/fictional 555 number/);
    expect(() => loadConfig({ ...production, ...SUPPORT_ENV, SUPPORT_EMAIL: 'support@example.com' })).toThrow(/reserved example address/);
    expect(() => loadConfig({ ...base, SUPPORT_HOURS: 'weekdays 9 to 5' })).toThrow(/SUPPORT_HOURS must be open days, hours and a time zone/);
    expect(() => loadConfig({ ...base, SUPPORT_HOURS: 'Mon-Fri 17:00-09:00 America/New_York' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SUPPORT_HOURS: 'Mon-Fri 09:00-17:00 Mars/Olympus' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE must be a phone number/);
  });
});
