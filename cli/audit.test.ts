import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../testing/filing-days.ts';
import { loadFixture } from '../fixtures/load.ts';
import { formsWithAChangedTemplate } from '../api/testing/forms.ts';
import { applicationStreamId, auditStreamId } from '../domain/events.ts';
import { PROJECTIONS } from '../api/runtime.ts';
import { bearer, register, registerVerified, seedCouple, startTestApp, type TestApp } from '../api/testing/harness.ts';
import { cliEnv, ROOT, runCli } from '../api/testing/processes.ts';

const couple = loadFixture(path.resolve(import.meta.dirname, '../fixtures/couples/f1-student-us-born-citizen.json'));

let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  // A template replaced since the sync: a requested package fails at once, which is history enough
  // for an audit; on a day USCIS accepted every installed edition, so the couple can pay.
  const forms = formsWithAChangedTemplate();
  t = await startTestApp({ USCIS_FORMS_DIR: forms }, { worker: true, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
  env = cliEnv(t, { USCIS_FORMS_DIR: forms });
});
afterAll(() => t.close());

const cli = (...args: string[]) => runCli(args, env);

/** An account with one Beneficiary Information form whose last name is set, changed, then removed. */
async function applicantWithNameChanges(): Promise<{ email: string; userId: string; token: string; applicationId: string }> {
  const email = `audited.${randomUUID().slice(0, 8)}@example.com`;
  const { token, userId } = await register(t.app, email);
  const created = await t.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload: { formType: 'BENEFICIARY_INFO' } });
  const applicationId: string = created.json().data.id;
  for (const bNameLast of ['Alvarez', 'Moreno', null]) {
    const saved = await t.app.inject({ method: 'PUT', url: `/api/applications/${applicationId}`, headers: bearer(token), payload: { data: { bNameLast } } });
    expect(saved.statusCode).toBe(200);
  }
  return { email, userId, token, applicationId };
}

type Entry = { event: string; subject: string; what: string; recordedAt: string; changes: { field: string; old: unknown; new: unknown }[] };

describe('greencard audit', () => {
  it('shows every answer change with its form, key, and old and new value, masked', async () => {
    const { email } = await applicantWithNameChanges();
    const human = await cli('audit', email.toUpperCase());
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^History of account [0-9a-f-]{36}: \d+ entries in all, personal values masked/);
    expect(human.stdout).toMatch(/\n\d{4}-\d\d-\d\d \d\d:\d\d {2}account +registered with ••••\n/);
    expect(human.stdout).toMatch(/ BENEFICIARY_INFO {2}bNameLast: \(none\) → ••••\n/);
    expect(human.stdout).toMatch(/ BENEFICIARY_INFO {2}bNameLast: •••• → ••••\n/);
    expect(human.stdout).toMatch(/ BENEFICIARY_INFO {2}bNameLast: •••• → \(removed\)/);
    for (const secret of [email, 'Alvarez', 'Moreno']) expect(human.stdout).not.toContain(secret);

    const json = await cli('audit', email, '--json');
    expect(json.code).toBe(0);
    const history = JSON.parse(json.stdout) as { revealed: boolean; entries: Entry[] };
    expect(history.revealed).toBe(false);
    expect(history.entries.filter((e) => e.event === 'AnswersChanged').map((e) => e.changes)).toEqual([
      [{ field: 'bNameLast', old: null, new: '••••' }],
      [{ field: 'bNameLast', old: '••••', new: '••••' }],
      [{ field: 'bNameLast', old: '••••', new: null }],
    ]);
    for (const secret of [email, 'Alvarez', 'Moreno']) expect(json.stdout).not.toContain(secret);
  });

  it('refuses --reveal without --reason, showing and recording nothing', async () => {
    const { email, userId } = await applicantWithNameChanges();
    const refused = await cli('audit', email, '--reveal');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--reveal needs --reason');
    expect(refused.stdout).toBe('');
    expect(await t.deps.store.readStream(auditStreamId(userId))).toEqual([]);
  });

  it('with --reveal and a reason shows the values, old → new, and records who looked, why, and when', async () => {
    const { email, userId } = await applicantWithNameChanges();
    const before = new Date();
    const revealed = await cli('audit', email, '--reveal', '--reason', 'ticket 4711: applicant asks what was changed');
    expect(revealed.code).toBe(0);
    expect(revealed.stdout).toContain('personal values shown');
    expect(revealed.stdout).toContain(`registered with ${email}`);
    expect(revealed.stdout).toMatch(/BENEFICIARY_INFO {2}bNameLast: \(none\) → Alvarez\n/);
    expect(revealed.stdout).toMatch(/BENEFICIARY_INFO {2}bNameLast: Alvarez → Moreno\n/);
    expect(revealed.stdout).toMatch(/BENEFICIARY_INFO {2}bNameLast: Moreno → \(removed\)/);

    const recorded = await t.deps.store.readStream(auditStreamId(userId));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.metadata).toEqual({ source: 'cli' });
    expect(recorded[0]?.event).toMatchObject({
      type: 'PersonalDataRevealed',
      data: { userId, operator: userInfo().username, reason: 'ticket 4711: applicant asks what was changed', since: null },
    });
    const at = Date.parse((recorded[0]?.event.data as { revealedAt: string }).revealedAt);
    expect(at).toBeGreaterThanOrEqual(before.getTime());

    // An auditor sees the reveal in the account's history, masked run or not.
    const later = await cli('audit', userId);
    expect(later.stdout).toMatch(new RegExp(`audit +personal values shown to ${userInfo().username}: "ticket 4711: applicant asks what was changed" {2}\\(by cli\\)`));
    expect(later.stdout).not.toContain('Alvarez');

    // No read model holds it: a rebuild still equals the live tables.
    expect(PROJECTIONS.filter((p) => p.handles.includes('PersonalDataRevealed'))).toEqual([]);
    const verified = await cli('events', 'replay', '--verify', '--json');
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.stdout).differences).toEqual([]);
  });

  it('shows the account, payment and PDF job history, and a deleted account by its id with its personal values destroyed', async () => {
    const email = `journey.${randomUUID().slice(0, 8)}@example.com`;
    const { token, userId } = await registerVerified(t.app, t.smtp, email);
    await seedCouple(t.app, token, couple.answers);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) })).statusCode).toBe(200);
    const changed = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: { currentPassword: 'correct horse battery', newPassword: 'another horse battery' } });
    expect(changed.statusCode).toBe(200);
    const newToken: string = changed.json().data.token;
    const jobId: string = (await t.app.inject({ method: 'POST', url: '/api/pdf-jobs/generate', headers: bearer(newToken) })).json().data.jobId;
    for (let i = 0; i < 300 && (await t.deps.db.selectFrom('pdf_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status === 'PROCESSING'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }

    const live = await cli('audit', email);
    expect(live.code).toBe(0);
    const job = `pdf job ${jobId.slice(0, 8)}`;
    expect(live.stdout).toMatch(/account +onboarding: NOT_STARTED → COMPLETED_ELIGIBLE\n/);
    expect(live.stdout).toMatch(/ONBOARDING +onboardingBNameFirst: \(none\) → ••••\n/);
    expect(live.stdout).toMatch(/payment +paid 299\.00 USD \(development, development-[0-9a-f-]+\)\n/);
    expect(live.stdout).toMatch(/account +password changed\n/);
    // Paid before asking: the previews are not stamped.
    expect(live.stdout).toMatch(new RegExp(`${job} +package requested\n`));
    expect(live.stdout).toMatch(new RegExp(`${job} +failed: .+ {2}\\(by worker\\)\n`));
    expect(live.stdout).not.toContain(String(couple.answers.BENEFICIARY_INFO?.bNameLast));

    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/account', headers: bearer(newToken), payload: { password: 'another horse battery' } })).statusCode).toBe(200);
    const byEmail = await cli('audit', email);
    expect(byEmail.code).toBe(1);
    expect(byEmail.stderr).toContain(`No account uses ${email}. A deleted account has no address any more: audit it by its user id.`);

    const deleted = await cli('audit', userId, '--json');
    expect(deleted.code).toBe(0);
    const entries = (JSON.parse(deleted.stdout) as { entries: Entry[] }).entries;
    expect(entries.find((e) => e.event === 'UserRegistered')?.what).toBe('registered with (destroyed with the account)');
    expect(entries.filter((e) => e.event === 'AnswersChanged').every((e) => e.what.startsWith('answers changed: (destroyed with the account)'))).toBe(true);
    expect(entries.find((e) => e.event === 'PaymentSucceeded')?.what).toMatch(/^paid 299\.00 USD/);
    expect(entries.at(-1)?.what).toBe('account deleted; its key destroyed');
  }, 120_000);

  it('--since shows only what was recorded from then on, with old values from the whole history', async () => {
    const { email, applicationId, token } = await applicantWithNameChanges();
    // The first answers were given three days ago.
    await t.deps.db.updateTable('events').set({ recorded_at: new Date(Date.now() - 3 * 86_400_000) }).where('stream_id', '=', applicationStreamId(applicationId)).execute();
    await t.app.inject({ method: 'PUT', url: `/api/applications/${applicationId}`, headers: bearer(token), payload: { data: { bNameLast: 'Ortega' } } });
    await t.app.inject({ method: 'PUT', url: `/api/applications/${applicationId}`, headers: bearer(token), payload: { data: { bNameLast: 'Ruiz' } } });

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    for (const since of ['1d', yesterday]) {
      const result = await cli('audit', email, '--since', since, '--json', '--reveal', '--reason', 'since test');
      expect(result.code).toBe(0);
      const history = JSON.parse(result.stdout) as { since: string; entries: Entry[] };
      expect(history.entries.every((e) => Date.parse(e.recordedAt) >= Date.parse(history.since))).toBe(true);
      expect(history.entries.filter((e) => e.event === 'AnswersChanged').map((e) => e.changes)).toEqual([
        [{ field: 'bNameLast', old: null, new: 'Ortega' }],
        [{ field: 'bNameLast', old: 'Ortega', new: 'Ruiz' }],
      ]);
      expect(history.entries.some((e) => e.event === 'ApplicationCreated')).toBe(false);
    }
    const all = JSON.parse((await cli('audit', email, '--since', '5d', '--json')).stdout) as { entries: Entry[] };
    expect(all.entries.filter((e) => e.event === 'AnswersChanged')).toHaveLength(5);

    const refused = await cli('audit', email, '--since', 'last tuesday');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--since takes a date (YYYY-MM-DD, from its start in UTC) or an age (30m, 2h, 7d), not "last tuesday".');
  });

  it('shows a progress bar on the terminal for a long history, never in the JSON on stdout', async () => {
    const { email, token, applicationId } = await applicantWithNameChanges();
    for (let progress = 1; progress <= 320; progress++) {
      await t.app.inject({ method: 'PUT', url: `/api/applications/${applicationId}`, headers: bearer(token), payload: { progress: progress % 100 } });
    }
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-audit-tty-')), 'history.json');
    // script(1) gives the CLI a terminal for stderr while stdout goes to the file.
    const command = `'${process.execPath}' '${path.join(ROOT, 'cli/main.ts')}' audit '${email}' --json > '${out}'`;
    const terminal = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env } });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, output }));
    });
    expect(terminal.code).toBe(0);
    expect(terminal.output).toMatch(/reading the history \[#+\.*\] \d+\/\d+ \d+\/s/);
    const history = JSON.parse(readFileSync(out, 'utf8')) as { entries: Entry[] };
    expect(history.entries.filter((e) => e.event === 'ProgressChanged').length).toBeGreaterThanOrEqual(300);
  }, 120_000);

  it('says so when no account uses the address or the id', async () => {
    const missing = await cli('audit', 'nobody@example.com');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account uses nobody@example.com.');
    const unknownId = await cli('audit', '00000000-0000-4000-8000-000000000000');
    expect(unknownId.code).toBe(1);
    expect(unknownId.stderr).toContain('No account has the id 00000000-0000-4000-8000-000000000000.');
  });
});
