import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register, startTestApp, type TestApp } from '../testing/harness.ts';
import { linkIn } from '../testing/smtp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('registration and sign-in', () => {
  it('registers, answers with the spec user shape and a token, and signs in again', async () => {
    const email = unique('ana');
    const response = await post('/api/auth/register', { email, password: 'long enough' });
    expect(response.statusCode).toBe(201);
    const { user, token } = response.json().data;
    expect(Object.keys(user).sort()).toEqual(['email', 'emailVerified', 'hasPaid', 'id', 'language', 'onboardingStatus']);
    expect(user).toMatchObject({ email, emailVerified: false, onboardingStatus: 'NOT_STARTED', hasPaid: false });
    expect((await me(token)).json().data.email).toBe(email);
    const login = await post('/api/auth/login', { email, password: 'long enough' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.id).toBe(user.id);
  });

  it('stores the password as an argon2id hash', async () => {
    const { userId } = await register(t.app, unique('hash'));
    const row = await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a password shorter than 8 characters with the spec message', async () => {
    const response = await post('/api/auth/register', { email: unique('short'), password: 'seven77' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Password must be at least 8 characters long' });
  });

  it('treats addresses as one whatever their case and surrounding spaces', async () => {
    const email = unique('Case.Mixed');
    await register(t.app, email);
    const again = await post('/api/auth/register', { email: `  ${email.toUpperCase()} `, password: 'long enough' });
    expect(again.statusCode).toBe(409);
    const login = await post('/api/auth/login', { email: ` ${email.toUpperCase()}`, password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const email = unique('wrong');
    await register(t.app, email);
    const wrong = await post('/api/auth/login', { email, password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: unique('nobody'), password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('locks sign-in for an address after 5 failures, even with the right password', async () => {
    const email = unique('locked');
    await register(t.app, email);
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/login', { email, password: 'wrong password' })).statusCode).toBe(401);
    const locked = await post('/api/auth/login', { email, password: 'correct horse battery' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many failed sign-ins/);
    // The same refusal in the page's language (issue 22).
    const spanish = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct horse battery' }, headers: { 'accept-language': 'es' } });
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().error).toBe('Demasiados intentos fallidos de iniciar sesión con este correo electrónico. Espere 15 minutos o restablezca su contraseña.');
    t.advanceClock(16 * 60_000);
    expect((await post('/api/auth/login', { email, password: 'correct horse battery' })).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  const protectedRoutes = [
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/logout'],
    ['POST', '/api/auth/refresh'],
    ['PUT', '/api/auth/profile'],
    ['DELETE', '/api/users/account'],
    ['POST', '/api/auth/resend-verification-email'],
  ] as const;

  async function statuses(authorization: string | undefined): Promise<number[]> {
    return Promise.all(
      protectedRoutes.map(async ([method, url]) =>
        (await t.app.inject({ method, url, headers: authorization ? { authorization } : {}, ...(method === 'PUT' ? { payload: {} } : {}) })).statusCode,
      ),
    );
  }

  it('answers 401 on every protected route without a token, with a tampered one and a revoked one', async () => {
    const all401 = protectedRoutes.map(() => 401);
    expect(await statuses(undefined)).toEqual(all401);
    const { token } = await register(t.app, unique('tokens'));
    const [head, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: randomUUID() })).toString('base64url');
    expect(await statuses(`Bearer ${head}.${forged}.${signature}`)).toEqual(all401);
    expect(await statuses(`Bearer ${token}x`)).toEqual(all401);
    expect((await post('/api/auth/logout', undefined, token)).statusCode).toBe(200);
    expect(await statuses(`Bearer ${token}`)).toEqual(all401);
  });

  it('answers 401 once a token has expired, and a refreshed token works', async () => {
    const { token } = await register(t.app, unique('expiry'));
    const refreshed = (await post('/api/auth/refresh', undefined, token)).json().data.token;
    expect((await me(refreshed)).statusCode).toBe(200);
    // Accepted (and so remembered as verified) while it is valid, refused once it has expired.
    // The refresh ended the token it replaced: the account is read with the new one.
    expect((await me(token)).statusCode).toBe(401);
    const expiring = t.app.jwt.sign({ sub: (await me(refreshed)).json().data.id, tv: 0 }, { expiresIn: '2s', clockTimestamp: t.deps.clock().getTime() });
    expect((await me(expiring)).statusCode).toBe(200);
    t.advanceClock(2100);
    expect((await me(expiring)).statusCode).toBe(401);
  });

  it('revokes earlier tokens when the password changes, and gives the changer a new one', async () => {
    const { token } = await register(t.app, unique('change'));
    const refused = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: { currentPassword: 'wrong one!', newPassword: 'new password 1' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Current password is incorrect');
    const short = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: { currentPassword: 'correct horse battery', newPassword: 'short' } });
    expect(short.json().error).toBe('New password must be at least 8 characters long');
    const changed = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: { currentPassword: 'correct horse battery', newPassword: 'new password 1' } });
    expect(changed.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(changed.json().data.token)).statusCode).toBe(200);
  });

  it('signs in the development test user only when test login is enabled in development', async () => {
    const refused = await post('/api/auth/test-login');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Test login is not available in this environment' });
    const dev = await import('../testing/harness.ts').then((h) => h.startTestApp({ NODE_ENV: 'development', ENABLE_TEST_LOGIN: 'true' }));
    try {
      const response = await dev.app.inject({ method: 'POST', url: '/api/auth/test-login' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({ emailVerified: true });
      expect((await dev.app.inject({ method: 'POST', url: '/api/auth/test-login' })).json().data.user.id).toBe(response.json().data.user.id);
    } finally {
      await dev.close();
    }
  });
});

describe('e-mail verification through real mail', () => {
  it('sends a verification mail on registration whose link verifies the account once', async () => {
    const email = unique('verify');
    const { token } = await register(t.app, email);
    const mail = await t.smtp.nextMailTo(email);
    const link = linkIn(mail, 'http://app.test/email-verified?token=');
    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${link.searchParams.get('token')}` });
    expect(verified.statusCode).toBe(200);
    expect((await me(token)).json().data.emailVerified).toBe(true);
    const again = await post('/api/auth/verify-email', { token: link.searchParams.get('token') });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('The email verification link is invalid or has expired. Please try again.');
  });

  it('refuses a verification link after one hour', async () => {
    const email = unique('late');
    await register(t.app, email);
    const token = linkIn(await t.smtp.nextMailTo(email), 'http://app.test/email-verified?token=').searchParams.get('token');
    t.advanceClock(61 * 60_000);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it('keeps only a hash of each link token', async () => {
    const email = unique('hashed');
    await register(t.app, email);
    const token = linkIn(await t.smtp.nextMailTo(email), 'http://app.test/email-verified?token=').searchParams.get('token') ?? '';
    const dump = JSON.stringify(await t.deps.db.selectFrom('auth_tokens').selectAll().execute()) +
      JSON.stringify(await t.deps.db.selectFrom('events').selectAll().execute());
    expect(token.length).toBeGreaterThan(40);
    expect(dump).not.toContain(token);
  });

  it('refuses a second verification mail within 60 seconds, then sends one', async () => {
    const email = unique('resend');
    const { token } = await register(t.app, email);
    await t.smtp.nextMailTo(email);
    const early = await post('/api/auth/resend-verification-email', undefined, token);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    t.advanceClock(61_000);
    const later = await post('/api/auth/resend-verification-email', undefined, token);
    expect(later.statusCode).toBe(200);
    expect(later.json().data.message).toBe('A new verification email has been sent.');
    expect((await t.smtp.nextMailTo(email)).subject).toBe('Verify your e-mail address');
  });
});

describe('password reset through real mail', () => {
  it('answers forgot-password the same whether or not the address has an account', async () => {
    const email = unique('forgot');
    await register(t.app, email);
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: unique('ghost') });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('resets the password through the mailed link, once, and revokes old sessions', async () => {
    const email = unique('reset');
    const { token: oldToken } = await register(t.app, email);
    await t.smtp.nextMailTo(email);
    await post('/api/auth/forgot-password', { email: email.toUpperCase() });
    const link = linkIn(await t.smtp.nextMailTo(email), 'http://app.test/reset-password?token=');
    const resetToken = link.searchParams.get('token');
    expect((await post('/api/auth/reset-password', { token: resetToken, password: 'short' })).json().error).toBe('Password must be at least 8 characters long');
    const reset = await post('/api/auth/reset-password', { token: resetToken, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token: resetToken, password: 'another new password' })).statusCode).toBe(400);
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'correct horse battery' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'a brand new password' })).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('refuses an e-mail address another account uses', async () => {
    const taken = unique('taken');
    await register(t.app, taken);
    const { token } = await register(t.app, unique('wants'));
    const response = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: { email: taken, currentPassword: 'correct horse battery' } });
    expect(response.statusCode).toBe(409);
  });
});

describe('client configuration', () => {
  it('tells the client whether test login is on, which payment provider takes payments, the filing date and which forms can be filed that day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    const { data } = response.json();
    expect(data).toMatchObject({ testLoginEnabled: false, paymentProvider: 'development', filingDate: t.deps.filingDate() });
    expect(data.formsToday.map((form: { name: string }) => form.name)).toEqual(['I-130', 'I-130A', 'I-485', 'I-864', 'I-765', 'I-131']);
    for (const form of data.formsToday) expect(form.fileable === (form.message === null)).toBe(true);
    expect(t.deps.filingDate()).toBe(t.deps.clock().toISOString().slice(0, 10));
  });
});
