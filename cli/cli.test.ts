import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startTestApp, type TestApp } from '../api/testing/harness.ts';
import { runCli } from '../api/testing/processes.ts';

let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  env = {
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: t.deps.config.jwtSecret,
    DATA_ENCRYPTION_KEY: t.deps.config.dataEncryptionKey.toString('base64'),
    NODE_ENV: 'test',
  };
});
afterAll(() => t.close());

const status = async () => (await t.app.inject({ method: 'GET', url: '/api/system-status' })).json().data;

describe('greencard maintenance', () => {
  it('switches the banner on with message, start and end, and off again', async () => {
    const on = await runCli(['maintenance', 'on', '--message', 'Scheduled upgrade', '--start', '2026-12-01T02:00:00Z', '--end', '2026-12-01T04:00:00Z'], env);
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('Maintenance announced: "Scheduled upgrade"');
    expect(await status()).toEqual({
      isWarningMode: true,
      message: 'Scheduled upgrade',
      maintenanceStart: '2026-12-01T02:00:00.000Z',
      maintenanceEnd: '2026-12-01T04:00:00.000Z',
    });
    const shown = await runCli(['maintenance', 'status', '--json'], env);
    expect(JSON.parse(shown.stdout)).toMatchObject({ isWarningMode: true, message: 'Scheduled upgrade' });
    expect((await runCli(['maintenance', 'off'], env)).code).toBe(0);
    expect(await status()).toEqual({ isWarningMode: false, message: null, maintenanceStart: null, maintenanceEnd: null });
  });

  it('refuses a start that is not a date, changing nothing', async () => {
    const refused = await runCli(['maintenance', 'on', '--message', 'x', '--start', 'tomorrow-ish'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--start must be a date and time');
    expect((await status()).isWarningMode).toBe(false);
  });
});

describe('greencard events replay --verify', () => {
  it('passes when the read models equal the events and fails after one is changed behind them', async () => {
    const { userId } = await register(t.app, `replay.${randomUUID()}@example.com`);
    const clean = await runCli(['events', 'replay', '--verify', '--json'], env);
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.stdout).differences).toEqual([]);
    await t.deps.db.updateTable('users').set({ email_verified: true }).where('id', '=', userId).execute();
    const dirty = await runCli(['events', 'replay', '--verify'], env);
    expect(dirty.code).toBe(1);
    expect(dirty.stdout).toContain('These read models differ from their rebuild: users.');
    expect((await runCli(['events', 'replay'], env)).code).toBe(0);
    expect((await runCli(['events', 'replay', '--verify'], env)).code).toBe(0);
  });
});

describe('greencard analytics', () => {
  it('prints event counts by day', async () => {
    for (const name of ['sign_up', 'sign_up', 'purchase']) {
      await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: { name } });
    }
    const result = await runCli(['analytics', '--json'], env);
    expect(result.code).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(JSON.parse(result.stdout)).toEqual([
      { day: today, name: 'purchase', count: 1 },
      { day: today, name: 'sign_up', count: 2 },
    ]);
  });
});
