import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../testing/filing-days.ts';
import { loadFixture } from '../fixtures/load.ts';
import { auditStreamId } from '../domain/events.ts';
import { bearer, registerVerified, seedCouple, startTestApp, type TestApp } from '../api/testing/harness.ts';
import { cliEnv, runCli } from '../api/testing/processes.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../fixtures/couples/f1-student-us-born-citizen.json'));
const DAY = 86_400_000;

let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  // The clock stays near the real time (the purge's ages count from it); the couple files on a day
  // USCIS accepted every installed edition, so they can pay.
  t = await startTestApp({ FILING_DATE: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED }, { worker: true, today: couple.today });
  env = cliEnv(t);
});
afterAll(() => t.close());

const cli = (...args: string[]) => runCli(args, env);

/** Every row an account can have outside the events, by table (the names the purge report uses). */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const count = async (table: string, column: string) =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${userId}`.execute(t.deps.db)).rows[0]?.n);
  return {
    users: await count('users', 'id'),
    auth_tokens: await count('auth_tokens', 'user_id'),
    applications: await count('applications', 'user_id'),
    payments: await count('payments', 'user_id'),
    pdf_jobs: await count('pdf_jobs', 'user_id'),
    pdf_files: await count('pdf_files', 'user_id'),
    pdf_previews: await count('pdf_previews', 'user_id'),
    pdf_zoomed_previews: await count('pdf_zoomed_previews', 'user_id'),
    outbox: await count('outbox', 'owner_id'),
    'pgboss.job': Number((await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE data->>'userId' = ${userId}`.execute(t.deps.db)).rows[0]?.n),
  };
}

const eventsOf = async (userId: string) =>
  Number((await t.deps.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).where('owner_id', '=', userId).executeTakeFirstOrThrow()).n);

/** An account that paid, with the couple's answers and their package when asked; deleted `daysAgo` days ago unless null. */
async function account(daysAgo: number | null, options: { answers?: 'all'; package?: boolean } = {}): Promise<{ email: string; userId: string; token: string }> {
  const email = `purge.${randomUUID().slice(0, 8)}@example.com`;
  const { token, userId } = await registerVerified(t.app, t.smtp, email);
  // Paying asks for an eligible onboarding: every account has one, with all the answers when asked.
  await seedCouple(t.app, token, options.answers === 'all' ? couple.answers : { ONBOARDING: couple.answers.ONBOARDING });
  expect((await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) })).statusCode).toBe(200);
  if (options.package) {
    const jobId: string = (await t.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(token) })).json().data.jobId;
    for (let i = 0; ; i++) {
      const { status } = await t.deps.db.selectFrom('pdf_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
      if (status === 'COMPLETED') break;
      if (status === 'FAILED' || i > 600) throw new Error(`the package of ${email} ended ${status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (daysAgo !== null) {
    t.advanceClock(-daysAgo * DAY);
    // A token issued at a later time than the clock now says is refused: sign in again on the earlier day.
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct horse battery' } });
    const earlier: string = signedIn.json().data.token;
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(earlier), payload: { password: 'correct horse battery' } })).statusCode).toBe(200);
    // A failed sign-in back then too, after the deletion (a right password clears them): kept by a hash
    // of the address, with no account id.
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not the password' } });
    t.advanceClock(daysAgo * DAY);
  }
  return { email, userId, token };
}

describe('greencard users purge', () => {
  let old: Awaited<ReturnType<typeof account>>;
  let recent: Awaited<ReturnType<typeof account>>;
  let live: Awaited<ReturnType<typeof account>>;
  let oldRows: Record<string, number>;
  let oldEvents: number;
  beforeAll(async () => {
    old = await account(40, { answers: 'all', package: true });
    // Without forms: a deleted account's applications do not rebuild to their live rows yet (their
    // completeness and update time need the destroyed answers), which is for the applications
    // projection to settle; the replay below checks that a purge adds no difference of its own.
    recent = await account(5);
    live = await account(null);
    // A failed sign-in today, for an address that still has an account.
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: live.email, password: 'not the password' } });
    oldRows = await rowsOf(old.userId);
    oldEvents = await eventsOf(old.userId);
  }, 300_000);

  it('has something to purge: the old account kept its read models, package, previews and queue row after deletion', () => {
    expect(oldRows).toMatchObject({ users: 1, payments: 1, pdf_jobs: 1, pdf_files: 1, 'pgboss.job': 1 });
    expect(oldRows.applications).toBeGreaterThan(5);
    expect(oldRows.pdf_previews).toBeGreaterThan(0);
  });

  it('--dry-run names the accounts by id and what they would lose, and removes nothing', async () => {
    const human = await cli('users', 'purge', '--older-than', '30d', '--dry-run');
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('1 account(s) deleted before');
    expect(human.stdout).toContain('would lose their remaining rows (dry run: nothing was removed)');
    expect(human.stdout).toMatch(new RegExp(`\\n {2}${old.userId} {2}deleted \\d{4}-\\d\\d-\\d\\d {2}users 1, applications \\d+, payments 1, pdf_jobs 1, pdf_files 1, pdf_previews \\d+, pgboss.job 1\\n`));
    expect(human.stdout).toContain('Would remove, by table: users 1,');
    expect(human.stdout).toContain('sign_in_failures 1.');
    for (const other of [old.email, recent.userId, recent.email, live.userId, live.email]) expect(human.stdout).not.toContain(other);

    const json = JSON.parse((await cli('users', 'purge', '--older-than', '30d', '--dry-run', '--json')).stdout);
    expect(json.dryRun).toBe(true);
    expect(json.accounts).toEqual([{ userId: old.userId, deletedAt: expect.any(String), removed: oldRows }]);
    expect(await rowsOf(old.userId)).toEqual(oldRows);
    expect(await eventsOf(old.userId)).toBe(oldEvents);
  });

  it('removes exactly the rows of accounts deleted before the retention period, keeps their events, and leaves the others alone', async () => {
    const recentRows = await rowsOf(recent.userId);
    const liveRows = await rowsOf(live.userId);
    const failuresBefore = Number((await t.deps.db.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

    const purged = await cli('users', 'purge', '--older-than', '30d', '--json');
    expect(purged.code).toBe(0);
    const report = JSON.parse(purged.stdout);
    expect(report.dryRun).toBe(false);
    expect(report.accounts).toEqual([{ userId: old.userId, deletedAt: expect.any(String), removed: oldRows }]);
    expect(Date.now() - Date.parse(report.accounts[0].deletedAt)).toBeGreaterThan(39 * DAY);
    expect(report.removed).toEqual({ ...oldRows, sign_in_failures: 1 });
    expect(purged.stdout).not.toContain(old.email);

    expect(Object.values(await rowsOf(old.userId)).every((n) => n === 0)).toBe(true);
    // The key stays destroyed, its mark kept; the events stay, with the purge recorded among them.
    expect(await t.deps.db.selectFrom('data_keys').select(['wrapped_key', 'destroyed_at']).where('owner_id', '=', old.userId).executeTakeFirst()).toEqual({
      wrapped_key: null,
      destroyed_at: expect.any(Date),
    });
    expect(await eventsOf(old.userId)).toBe(oldEvents + 1);
    expect((await t.deps.store.readStream(auditStreamId(old.userId))).map((r) => r.event)).toEqual([
      { type: 'AccountPurged', data: { userId: old.userId, deletedAt: report.accounts[0].deletedAt, purgedAt: expect.any(String) } },
    ]);

    expect(await rowsOf(recent.userId)).toEqual(recentRows);
    expect(await rowsOf(live.userId)).toEqual(liveRows);
    expect(Number((await t.deps.db.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)).toBe(failuresBefore - 1);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(live.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(live.email);
  });

  it('leaves the read models equal to a rebuild from the events, and the history readable by the account id', async () => {
    const verified = await cli('events', 'replay', '--verify', '--json');
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.stdout).differences).toEqual([]);

    const history = await cli('audit', old.userId);
    expect(history.code).toBe(0);
    expect(history.stdout).toContain('registered with (destroyed with the account)');
    expect(history.stdout).toMatch(/payment +paid 299\.00 USD/);
    expect(history.stdout).toMatch(/pdf job [0-9a-f]{8} +completed, \d+ pages/);
    expect(history.stdout).toMatch(/audit +remaining rows purged \(account deleted \d{4}-\d\d-\d\dT[\d:.]+Z\); the events are kept {2}\(by cli\)/);
  });

  it('finds nothing more to purge on a second run, and refuses an age it cannot read', async () => {
    const again = await cli('users', 'purge', '--older-than', '30d');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^No account was deleted before \d{4}-\d\d-\d\d \d\d:\d\d UTC\.\nRemoved, by table: users 0, auth_tokens 0, applications 0, payments 0, pdf_jobs 0, pdf_files 0, pdf_previews 0, pdf_zoomed_previews 0, outbox 0, pgboss\.job 0, sign_in_failures 0\./);
    const refused = await cli('users', 'purge', '--older-than', 'a month');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('An age is a number and m, h or d');
    expect(await rowsOf(recent.userId)).toMatchObject({ users: 1 });
  });
});
