import { existsSync, mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './db/embedded.ts';
import { startServer } from './testing/processes.ts';

describe('npm start on the embedded database', () => {
  it('finishes requests in flight on SIGTERM, stops PostgreSQL cleanly, and the next start finds every acknowledged write', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-serve-'));
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', SIGN_IN_LIMIT_PER_CLIENT: '1000' };
    const first = await startServer(env, ['serve', '--no-web']);
    const base = `http://127.0.0.1:${port}/api`;
    const emails = Array.from({ length: 12 }, (_, i) => `shutdown.${i}@example.com`);
    const inFlight = emails.map((email) =>
      fetch(`${base}/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'password for shutdown' }) })
        .then((r) => r.status)
        .catch(() => 0),
    );
    await new Promise((r) => setTimeout(r, 30));
    first.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    const acknowledged = emails.filter((_, i) => statuses[i] === 201);
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = await startServer(env, ['serve', '--no-web']);
    try {
      for (const email of acknowledged) {
        const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'password for shutdown' }) });
        expect(login.status, email).toBe(200);
      }
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 120_000);
});
