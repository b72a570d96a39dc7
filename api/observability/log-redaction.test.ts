import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { outboxMailer } from '../mail/mailer.ts';
import { verificationMail } from '../mail/templates.ts';
import { bearer, register, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';
import { linkIn } from '../testing/smtp.ts';
import { createLogger } from './logging.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/h1b-naturalized-citizen-divorces.json'));
const EMAIL = 'logged.couple@example.com';
const PASSWORD = 'first secret passphrase';
const NEW_PASSWORD = 'second secret passphrase';

/** Every value of the couple's answers (address and marriage histories included) that names or identifies a person. */
function personalValues(): string[] {
  const identifying = /(Name(First|Middle|Last)?|Ssn|ANumber|PassportNumber|passportNumber|BirthDate|Street|Email)$/;
  const values = new Set<string>();
  const collect = (answers: object) => {
    for (const [key, value] of Object.entries(answers)) {
      if (Array.isArray(value)) value.forEach((item: object) => collect(item));
      else if (identifying.test(key) && typeof value === 'string' && value.length >= 3) values.add(value);
    }
  };
  Object.values(couple.answers).forEach((answers) => collect(answers ?? {}));
  return [...values];
}

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  jobId?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
  security?: unknown;
}

const written: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    written.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'trace' }, { worker: true, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED, logStream });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

describe('the log of a whole journey', () => {
  const secrets: string[] = [];

  beforeAll(async () => {
    // Register and verify by the mailed link (its token travels in the query string).
    const { token: first } = await register(t.app, EMAIL, PASSWORD);
    secrets.push(first);
    const verifyToken = linkIn(await t.smtp.nextMailTo(EMAIL), 'http://app.test/email-verified?token=').searchParams.get('token') ?? '';
    secrets.push(verifyToken);
    expect((await call('GET', `/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`)).statusCode).toBe(200);

    // Every answer, the check, the payment, the package through the worker, the download.
    await seedCouple(t.app, first, couple.answers);
    expect((await call('POST', '/api/forms/validate', first)).json().data.isValid).toBe(true);
    expect((await call('POST', '/api/users/payment', first)).statusCode).toBe(200);
    const jobId: string = (await call('POST', '/api/pdf-jobs/generate', first)).json().data.jobId;
    let status: { status: string; previewImagesJson: string | null };
    for (let i = 0; ; i++) {
      status = (await call('GET', `/api/pdf-jobs/${jobId}/status`, first)).json().data;
      if (status.status !== 'PROCESSING') break;
      if (i > 600) throw new Error('the PDF job did not finish');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status.status).toBe('COMPLETED');
    const preview: string = JSON.parse(status.previewImagesJson ?? '[]')[0];
    expect((await call('GET', preview)).statusCode).toBe(200);
    const { url } = (await call('GET', `/api/pdf-jobs/${jobId}/download`, first)).json().data;
    secrets.push(new URL(url, 'http://app.test').searchParams.get('signature') ?? '');
    expect((await call('GET', url)).statusCode).toBe(200);

    // A forgotten password, reset by mail; the old session stops working.
    // (The payment's receipt came first.)
    expect((await t.smtp.nextMailTo(EMAIL)).subject).toMatch(/^Your Greencard receipt: /);
    expect((await call('POST', '/api/auth/forgot-password', undefined, { email: EMAIL })).statusCode).toBe(200);
    const resetToken = linkIn(await t.smtp.nextMailTo(EMAIL), 'http://app.test/reset-password?token=').searchParams.get('token') ?? '';
    secrets.push(resetToken);
    expect((await call('POST', '/api/auth/reset-password', undefined, { token: resetToken, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', first)).statusCode).toBe(401);

    // Sign-in failures, a sign-in, a garbage token, logout.
    expect((await call('POST', '/api/auth/login', undefined, { email: EMAIL, password: PASSWORD })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login', undefined, { email: 'nobody.here@example.com', password: PASSWORD })).statusCode).toBe(401);
    const signedIn = await call('POST', '/api/auth/login', undefined, { email: EMAIL, password: NEW_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const second: string = signedIn.json().data.token;
    secrets.push(second);
    expect((await call('GET', '/api/auth/me', `${second.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/logout', second)).statusCode).toBe(200);
    // The security events are written once each answer has gone: let the last ones land.
    for (let i = 0; written.filter((line) => line.includes('"security event"')).length < 5; i++) {
      if (i > 50) throw new Error('the security events were not logged');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 240_000);

  const lines = (): LogLine[] => written.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine);

  it('writes the journey to the log: every request line with its request id, every job line with its job id', () => {
    const all = lines();
    const requestLines = all.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requestLines.length).toBeGreaterThan(50);
    expect(requestLines.filter((line) => typeof line.reqId !== 'string')).toEqual([]);
    expect(all.filter((line) => line.security !== undefined).every((line) => typeof line.reqId === 'string')).toBe(true);
    const jobLines = all.filter((line) => typeof line.msg === 'string' && line.msg.startsWith('PDF job'));
    expect(jobLines.map((line) => line.msg)).toEqual(expect.arrayContaining(['PDF job started', 'PDF job completed']));
    expect(jobLines.every((line) => typeof line.jobId === 'string')).toBe(true);
    // The verification link was requested, but only its path is logged.
    expect(all.some((line) => line.req?.url === '/api/auth/verify-email?…')).toBe(true);
  });

  it("holds none of the couple's personal values, the e-mail, the passwords, the session or link tokens", () => {
    const values = personalValues();
    expect(values).toEqual(expect.arrayContaining(['201456789', '214735908', 'EJ4829157', '123613058', 'Popescu', '1420 E Pine St', 'Harper']));
    expect(values.length).toBeGreaterThan(20);
    const log = written.join('');
    const found = [...values, EMAIL, PASSWORD, NEW_PASSWORD, ...secrets].filter((value) => value !== '' && log.includes(value));
    expect(found).toEqual([]);
    expect(secrets.filter((secret) => secret.length < 20)).toEqual([]);
  });
});

describe('mail kept in the outbox (no SMTP_URL)', () => {
  it('logs its link in development, so an account can be verified locally, and never the recipient; elsewhere not even the link', async () => {
    const recipient = 'outbox.person@example.com';
    const { userId } = await register(t.app, recipient);
    const mail = verificationMail('http://localhost:3000', { ownerId: userId, to: recipient, language: null }, 'a-link-token-of-32-random-bytes-0123456789');
    const logged = async (showLinks: boolean) => {
      const lines: string[] = [];
      const log = createLogger({ logLevel: 'info' }, new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }));
      await outboxMailer(t.deps.db, t.deps.keyring, log, { showLinks }).send(mail);
      return lines.join('');
    };

    const development = await logged(true);
    expect(development).toContain(mail.link);
    expect(development).toContain(userId);
    expect(development).not.toContain(recipient);

    const production = await logged(false);
    expect(production).toContain('mail kept in the outbox, not sent');
    expect(production).toContain(userId);
    expect(production).not.toContain('a-link-token');
    expect(production).not.toContain(recipient);
    const kept = await t.deps.db.selectFrom('outbox').selectAll().where('owner_id', '=', userId).execute();
    expect(kept).toHaveLength(2);
    expect(JSON.stringify(kept)).not.toContain(recipient);
  });
});
