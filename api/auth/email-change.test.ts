import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVerified, startTestApp, type TestApp, uniqueEmail } from '../testing/harness.ts';
import { linkIn } from '../testing/smtp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const profile = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload });
const login = (email: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const tokenOf = (link: URL) => link.searchParams.get('token');

describe('changing the e-mail address', () => {
  it('asks for the current password', async () => {
    const { token } = await registerVerified(t.app, t.smtp, uniqueEmail('owner'));
    const without = await profile(token, { email: uniqueEmail('thief') });
    expect([without.statusCode, without.json()]).toEqual([400, { error: 'Enter your current password to change your e-mail address.' }]);
    const wrong = await profile(token, { email: uniqueEmail('thief'), currentPassword: 'not the password' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: 'Current password is incorrect' }]);
  });

  it('takes effect only when the new address opens its link; the old address is told, and then every session ends', async () => {
    const email = uniqueEmail('before');
    const next = uniqueEmail('after');
    const { token } = await registerVerified(t.app, t.smtp, email);
    const otherDevice = (await login(email)).json().data.token;
    const asked = await profile(token, { email: next, currentPassword: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.user).toMatchObject({ email, emailVerified: true });
    expect(asked.json().data.message).toBe(`We sent a link to ${next}. Your e-mail address changes when you open it.`);
    expect((await me(otherDevice)).json().data.email).toBe(email);

    const notice = await t.smtp.nextMailTo(email);
    expect(notice.subject).toBe('Your Greencard e-mail address is being changed');
    expect(notice.text).toContain(next);
    linkIn(notice, 'http://app.test/report-email-change?token=');

    const confirm = linkIn(await t.smtp.nextMailTo(next), 'http://app.test/confirm-email-change?token=');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email-change', payload: { token: tokenOf(confirm) } });
    expect(confirmed.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(401);
    const signedIn = await login(next);
    expect(signedIn.json().data.user).toMatchObject({ email: next, emailVerified: true });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email-change', payload: { token: tokenOf(confirm) } })).statusCode).toBe(400);
  });

  it('gives the account back to the old address when it reports the change, even after it was confirmed, and signs everyone out', async () => {
    const email = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    const { token } = await registerVerified(t.app, t.smtp, email);
    await profile(token, { email: attacker, currentPassword: PASSWORD });
    const report = linkIn(await t.smtp.nextMailTo(email), 'http://app.test/report-email-change?token=');
    const confirm = linkIn(await t.smtp.nextMailTo(attacker), 'http://app.test/confirm-email-change?token=');
    await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email-change', payload: { token: tokenOf(confirm) } });
    const attackerSession = (await login(attacker)).json().data.token;

    const reported = await t.app.inject({ method: 'POST', url: '/api/auth/report-email-change', payload: { token: tokenOf(report) } });
    expect(reported.statusCode).toBe(200);
    expect((await me(attackerSession)).statusCode).toBe(401);
    expect((await login(attacker)).statusCode).toBe(401);
    // The address is the victim's again; sign-in waits for a new password (issue 21 item 3, takeover.test.ts).
    expect((await login(email)).statusCode).toBe(403);
  });

  it('sends one change a minute per account', async () => {
    const { token } = await registerVerified(t.app, t.smtp, uniqueEmail('flood'));
    expect((await profile(token, { email: uniqueEmail('first'), currentPassword: PASSWORD })).statusCode).toBe(200);
    const second = await profile(token, { email: uniqueEmail('stranger'), currentPassword: PASSWORD });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('deleting the account', () => {
  it('asks for the password', async () => {
    const { token } = await registerVerified(t.app, t.smtp, uniqueEmail('deleter'));
    const remove = (payload?: object) => t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(token), ...(payload ? { payload } : {}) });
    expect((await remove()).statusCode).toBe(400);
    const wrong = await remove({ password: 'not the password' });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { error: 'Current password is incorrect' }]);
    expect((await me(token)).statusCode).toBe(200);
    expect((await remove({ password: PASSWORD })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('goes through while a reset link is asked for at the same moment', async () => {
    const statuses = await Promise.all(Array.from({ length: 5 }, async (_, i) => {
      const email = uniqueEmail(`deleted.while.reset.${i}`);
      const { token } = await registerVerified(t.app, t.smtp, email);
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      return (await t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(token), payload: { password: PASSWORD } })).statusCode;
    }));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });
});
