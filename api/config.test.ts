import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
    const base = { JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: KEY };
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
});
