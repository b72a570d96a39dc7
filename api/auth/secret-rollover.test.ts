import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';
import { SUPPORT_ENV } from '../testing/support-env.ts';

let t: TestApp;
const servers: FastifyInstance[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await t.close();
});

/** The application as a server started with these JWT settings on the same database would run it. */
async function serverWith(jwtSecret: string, jwtPreviousSecret?: string): Promise<FastifyInstance> {
  const app = await buildApp({ ...t.deps, config: { ...t.deps.config, jwtSecret, jwtPreviousSecret } }, { logger: false, webClient: false });
  await app.ready();
  servers.push(app);
  return app;
}

const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const secret = () => randomBytes(32).toString('hex');

describe('JWT_SECRET rollover with JWT_PREVIOUS_SECRET', () => {
  it('accepts tokens signed with the previous secret and signs new ones with the current secret', async () => {
    const oldSecret = t.deps.config.jwtSecret;
    const newSecret = secret();
    const { token: oldToken } = await register(t.app, 'rollover@example.com');
    const rolledOver = await serverWith(newSecret, oldSecret);

    expect((await me(rolledOver, oldToken)).statusCode).toBe(200);
    const refreshed = await rolledOver.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(oldToken) });
    expect(refreshed.statusCode).toBe(200);
    const newToken: string = refreshed.json().data.token;
    expect((await me(rolledOver, newToken)).statusCode).toBe(200);
    expect((await me(t.app, newToken)).statusCode).toBe(401);

    // Without the previous secret, a new secret signs everyone out.
    expect((await me(await serverWith(newSecret), oldToken)).statusCode).toBe(401);
    // Any other secret is still refused.
    expect((await me(await serverWith(secret(), oldSecret), newToken)).statusCode).toBe(401);
  });

  it('keeps expiry and revocation for tokens signed with the previous secret', async () => {
    const oldSecret = t.deps.config.jwtSecret;
    const rolledOver = await serverWith(secret(), oldSecret);
    const { token, userId } = await register(t.app, 'rollover.revoked@example.com');
    const expiring = t.app.jwt.sign({ sub: userId, tv: 0 }, { expiresIn: '1s', clockTimestamp: t.deps.clock().getTime() });
    expect((await me(rolledOver, expiring)).statusCode).toBe(200);
    t.advanceClock(1100);
    expect((await me(rolledOver, expiring)).statusCode).toBe(401);

    expect((await rolledOver.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await me(rolledOver, token)).statusCode).toBe(401);
  });

  it('refuses a previous secret shorter than 32 characters', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: secret(), DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'), ...SUPPORT_ENV };
    expect(() => loadConfig({ ...env, JWT_PREVIOUS_SECRET: 'too short' })).toThrow(ConfigError);
    expect(loadConfig({ ...env, JWT_PREVIOUS_SECRET: env.JWT_SECRET.toUpperCase() }).jwtPreviousSecret).toBe(env.JWT_SECRET.toUpperCase());
    expect(loadConfig(env).jwtPreviousSecret).toBeUndefined();
  });
});
