import { userInfo } from 'node:os';
import type { Command } from 'commander';
import { appendToAuditStream } from '../api/audit/audit-stream.ts';
import { auditHistory, display, type AuditEntry } from '../api/audit/history.ts';
import type { Db } from '../api/db/database.ts';
import { isUuid } from '../api/http/ids.ts';
import type { EventStore } from '../api/store/event-store.ts';
import type { RecordedEvent } from '../api/store/vocabulary.ts';
import type { Keyring } from '../api/store/keyring.ts';
import { applicationStreamId, auditStreamId, packageStreamId, pdfJobStreamId, userStreamId } from '../domain/events.ts';
import { parseAge } from './jobs.ts';
import { fail, print, progressBar } from './output.ts';
import { withRuntime } from './runtime.ts';

/** Above this many events, reading the history shows a progress bar (on stderr, on a terminal). */
const LONG_HISTORY = 300;

/** `YYYY-MM-DD` (from the start of that day, UTC) or an age back from now (`30m`, `2h`, `7d`). */
function parseSince(text: string): Date {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const date = new Date(`${trimmed}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(trimmed)) return date;
  } else if (/^\d+[a-z]$/i.test(trimmed)) {
    return new Date(Date.now() - parseAge(trimmed));
  }
  fail(`--since takes a date (YYYY-MM-DD, from its start in UTC) or an age (30m, 2h, 7d), not "${text}".`);
}

/** Who runs the command, as the system knows them; a user without a passwd entry (some containers) by uid. */
function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? 'unknown'}`;
  }
}

/** The account an e-mail address or a user id names. A deleted account has no address left: only its id finds it. */
export async function findAccount(db: Db, keyring: Keyring, who: string): Promise<string> {
  if (isUuid(who)) {
    const stream = await db.selectFrom('streams').select('stream_id').where('stream_id', '=', userStreamId(who)).executeTakeFirst();
    if (!stream) fail(`No account has the id ${who}.`);
    return who;
  }
  const user = await db.selectFrom('users').select('id').where('email_lookup', '=', keyring.emailLookup(who)).executeTakeFirst();
  if (!user) fail(`No account uses ${who}. A deleted account has no address any more: audit it by its user id.`);
  return user.id;
}

/** The events of the account's own streams (account and payments, applications, PDF jobs, audit), in recorded order. */
async function readHistory(store: EventStore, userId: string): Promise<RecordedEvent[]> {
  const own = (streamId: string) =>
    streamId === userStreamId(userId) ||
    streamId === auditStreamId(userId) ||
    streamId.startsWith(packageStreamId(userId)) ||
    streamId.startsWith(applicationStreamId('')) ||
    streamId.startsWith(pdfJobStreamId(''));
  const streams = (
    await store.db
      .selectFrom('events')
      .select((eb) => ['stream_id', eb.fn.countAll<string>().as('n')])
      .where('owner_id', '=', userId)
      .groupBy('stream_id')
      .execute()
  ).filter((s) => own(s.stream_id));
  const total = streams.reduce((sum, s) => sum + Number(s.n), 0);
  const bar = total > LONG_HISTORY ? progressBar('reading the history') : undefined;
  const history: RecordedEvent[] = [];
  for (const { stream_id } of streams) {
    history.push(...(await store.readStream(stream_id)));
    bar?.update(history.length, total);
  }
  bar?.finish();
  return history.sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1));
}

function humanLines(entry: AuditEntry, subjectWidth: number): string[] {
  const head = `${entry.recordedAt.slice(0, 10)} ${entry.recordedAt.slice(11, 16)}  ${entry.subject.padEnd(subjectWidth)}  `;
  const by = entry.by === 'applicant' ? '' : `  (by ${entry.by})`;
  if (entry.changes.length === 0) return [`${head}${entry.what}${by}`];
  return entry.changes.map((c) => `${head}${c.field}: ${display(c.old)} → ${c.new === null ? '(removed)' : display(c.new)}${by}`);
}

export function auditCommand(program: Command): void {
  program
    .command('audit <email-or-user-id>')
    .description("an applicant's history from the events: account, every answer change (old → new), payments, PDF jobs; personal values masked")
    .option('--since <date-or-age>', 'only entries recorded from then on: YYYY-MM-DD (UTC) or an age such as 30d or 2h; old values still come from the whole history')
    .option('--reveal', 'show personal values; recorded, with --reason, on the account\'s audit stream')
    .option('--reason <text>', 'why the personal values are needed (required with --reveal)')
    .option('--json', 'machine-readable output')
    .action(async (who: string, options: { since?: string; reveal?: boolean; reason?: string; json?: boolean }) => {
      const reveal = Boolean(options.reveal);
      const reason = options.reason?.trim() ?? '';
      if (reveal && !reason) fail('--reveal needs --reason "<why>": every reveal of personal values is recorded with its reason.');
      const since = options.since === undefined ? undefined : parseSince(options.since);
      await withRuntime(async ({ db, store, keyring }) => {
        const userId = await findAccount(db, keyring, who);
        if (reveal) {
          // Recorded before anything is shown: a reveal that cannot be recorded does not happen.
          const revealed = { userId, operator: operatorName(), reason, since: since?.toISOString() ?? null, revealedAt: new Date().toISOString() };
          await appendToAuditStream(store, { type: 'PersonalDataRevealed', data: revealed }, { source: 'cli' });
        }
        const entries = auditHistory(userId, await readHistory(store, userId), { reveal, since });
        const width = Math.max(0, ...entries.map((e) => e.subject.length));
        const scope = since ? `since ${since.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'in all';
        print(Boolean(options.json), { userId, since: since?.toISOString() ?? null, revealed: reveal, entries }, () =>
          [
            `History of account ${userId}: ${entries.length} entries ${scope}, personal values ${reveal ? 'shown' : 'masked'} (times in UTC).`,
            ...entries.flatMap((e) => humanLines(e, width)),
          ].join('\n'),
        );
      });
    });
}
