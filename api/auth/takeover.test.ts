import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUIRED } from '../../domain/product/account.ts';
import { bearer, register, registerVerified, startTestApp, type TestApp, uniqueEmail } from '../testing/harness.ts';
import { linkIn } from '../testing/smtp.ts';
import { ADDRESS_NOT_PLAIN } from './addresses.ts';
import { ADDRESS_HELD } from './held-addresses.ts';

/** Issue 21, "High" and item 3: the takeover paths around an e-mail change, each as the attacker ran it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const profile = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload });
const login = (email: string, password = PASSWORD) => post('/api/auth/login', { email, password });
const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

/** The attacker, in the victim's session, asks for a change to their own address: the two links that go out. */
async function changeAsked(victimToken: string, victim: string, attacker: string): Promise<{ report: string; confirm: string }> {
  expect((await profile(victimToken, { email: attacker, currentPassword: PASSWORD })).statusCode).toBe(200);
  const report = tokenOf(linkIn(await t.smtp.nextMailTo(victim), 'http://app.test/report-email-change?token='));
  const confirm = tokenOf(linkIn(await t.smtp.nextMailTo(attacker), 'http://app.test/confirm-email-change?token='));
  return { report, confirm };
}

async function resetPassword(email: string, password: string): Promise<void> {
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  const link = linkIn(await t.smtp.nextMailTo(email), 'http://app.test/reset-password?token=');
  expect((await post('/api/auth/reset-password', { token: tokenOf(link), password })).statusCode).toBe(200);
}

describe('item 1: the replaced address is held for the report link', () => {
  it('refuses to register the victim\'s old address, so the report link gives the account back', async () => {
    const victim = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    const { token } = await registerVerified(t.app, t.smtp, victim);
    const { report, confirm } = await changeAsked(token, victim, attacker);
    expect((await post('/api/auth/confirm-email-change', { token: confirm })).statusCode).toBe(200);

    const squat = await post('/api/auth/register', { email: victim, password: 'another fine passphrase' });
    expect([squat.statusCode, squat.json()]).toEqual([409, { error: ADDRESS_HELD }]);
    expect((await post('/api/auth/report-email-change', { token: report })).statusCode).toBe(200);
    expect((await login(attacker)).statusCode).toBe(401);
  });

  it('refuses another account\'s change to the held address, and lets the account itself take it back', async () => {
    const victim = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    const { token } = await registerVerified(t.app, t.smtp, victim);
    const { confirm } = await changeAsked(token, victim, attacker);
    expect((await post('/api/auth/confirm-email-change', { token: confirm })).statusCode).toBe(200);

    const other = await register(t.app, uniqueEmail('other'));
    const taken = await profile(other.token, { email: victim, currentPassword: PASSWORD });
    expect([taken.statusCode, taken.json()]).toEqual([409, { error: ADDRESS_HELD }]);
    const own = (await login(attacker)).json().data.token;
    t.advanceClock(61_000); // one address change a minute per account
    expect((await profile(own, { email: victim, currentPassword: PASSWORD })).statusCode).toBe(200);
  });
});

describe('item 2: a new password ends every pending address change', () => {
  it('after the victim resets the password, the attacker\'s pending link is refused', async () => {
    const victim = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    const { token } = await registerVerified(t.app, t.smtp, victim);
    const { confirm } = await changeAsked(token, victim, attacker);
    await resetPassword(victim, 'a brand new passphrase');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);

    expect((await post('/api/auth/confirm-email-change', { token: confirm })).statusCode).toBe(400);
    expect((await login(victim, 'a brand new passphrase')).json().data.user.email).toBe(victim);
  });

  it('after the victim changes the password in the profile, the attacker\'s pending link is refused', async () => {
    const victim = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    const { token } = await registerVerified(t.app, t.smtp, victim);
    const { confirm } = await changeAsked(token, victim, attacker);
    const own = (await login(victim)).json().data.token;
    expect((await profile(own, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' })).statusCode).toBe(200);

    expect((await post('/api/auth/confirm-email-change', { token: confirm })).statusCode).toBe(400);
    expect((await login(victim, 'a brand new passphrase')).json().data.user.email).toBe(victim);
  });

  it('still lets one request change the password and then the address', async () => {
    const email = uniqueEmail('both');
    const next = uniqueEmail('both.next');
    const { token } = await registerVerified(t.app, t.smtp, email);
    const both = await profile(token, { email: next, currentPassword: PASSWORD, newPassword: 'a brand new passphrase' });
    expect(both.statusCode).toBe(200);
    await t.smtp.nextMailTo(email);
    const confirm = tokenOf(linkIn(await t.smtp.nextMailTo(next), 'http://app.test/confirm-email-change?token='));
    expect((await post('/api/auth/confirm-email-change', { token: confirm })).statusCode).toBe(200);
  });
});

describe('item 3: a report ends every link and asks for a new password', () => {
  it('ends the attacker\'s reset link and refuses the old password until the victim resets by mail', async () => {
    const victim = uniqueEmail('victim');
    const attacker = uniqueEmail('attacker');
    const { token } = await registerVerified(t.app, t.smtp, victim);
    const { report, confirm } = await changeAsked(token, victim, attacker);
    expect((await post('/api/auth/confirm-email-change', { token: confirm })).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: attacker })).statusCode).toBe(200);
    const attackerReset = tokenOf(linkIn(await t.smtp.nextMailTo(attacker), 'http://app.test/reset-password?token='));

    expect((await post('/api/auth/report-email-change', { token: report })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token: attackerReset, password: 'the attacker now' })).statusCode).toBe(400);
    const locked = await login(victim);
    expect([locked.statusCode, locked.json()]).toEqual([403, { error: PASSWORD_RESET_REQUIRED }]);

    // The report mailed the victim a reset link: the new password signs in.
    const link = linkIn(await t.smtp.nextMailTo(victim), 'http://app.test/reset-password?token=');
    expect((await post('/api/auth/reset-password', { token: tokenOf(link), password: 'a brand new passphrase' })).statusCode).toBe(200);
    expect((await login(victim, 'a brand new passphrase')).json().data.user.email).toBe(victim);
  });
});

describe('item 7: a stolen session guesses the current password no faster than sign-in', () => {
  it('counts a wrong current password as a failed sign-in of the address, locks it out and records each guess', async () => {
    const email = uniqueEmail('stolen.session');
    const { token, userId } = await registerVerified(t.app, t.smtp, email);
    const guesses = [];
    for (let i = 0; i < 8; i++) {
      const route = i % 2 === 0
        ? profile(token, { email: uniqueEmail('thief'), currentPassword: `guess number ${i}` })
        : t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(token), payload: { password: `guess number ${i}` } });
      guesses.push((await route).statusCode);
    }
    // SIGN_IN_FAILURES_PER_ADDRESS (5) guesses are evaluated, then the address waits, on every route.
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect((await login(email)).statusCode).toBe(429);
    const recorded = async () => t.deps.db.selectFrom('security_events').select('reason').where('user_id', '=', userId).where('outcome', '=', 'failure').execute();
    for (let i = 0; i < 50 && (await recorded()).length < 8; i++) await new Promise((r) => setTimeout(r, 50));
    const reasons = (await recorded()).map((row) => row.reason).sort();
    expect(reasons).toEqual([...Array(5).fill('wrong-current-password'), ...Array(3).fill('locked-out')].sort());
  });
});

describe('item 14: addresses are normalised before they are compared', () => {
  const fullwidth = (text: string) => [...text].map((c) => String.fromCodePoint(c.codePointAt(0) as number + 0xfee0)).join('');

  it('refuses a fullwidth lookalike of a registered address, and an address with other non-ASCII lookalikes', async () => {
    const email = uniqueEmail('lookalike');
    await register(t.app, email);
    const [local, domain] = email.split('@');
    const twin = await post('/api/auth/register', { email: `${fullwidth(local ?? '')}@${domain}`, password: 'another fine passphrase' });
    expect(twin.statusCode).toBe(409);
    const cyrillic = await post('/api/auth/register', { email: email.replace('a', '\u0430'), password: 'another fine passphrase' });
    expect([cyrillic.statusCode, cyrillic.json()]).toEqual([400, { error: ADDRESS_NOT_PLAIN }]);
  });
});
