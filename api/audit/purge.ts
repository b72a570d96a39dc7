import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { EventStore } from '../store/event-store.ts';
import { appendToAuditStream } from './audit-stream.ts';
import { ACCOUNT_READ_MODELS, accountRows } from './purge-projection.ts';

/**
 * Rows of a deleted account that no projection rebuilds: its packages and previews (sealed with the
 * destroyed key) and any mail still kept for it. They are deleted here directly.
 */
const ACCOUNT_STORED_ROWS: readonly (readonly [keyof Database, string])[] = [
  ['pdf_files', 'user_id'],
  ['pdf_previews', 'user_id'],
  ['pdf_zoomed_previews', 'user_id'],
  ['outbox', 'owner_id'],
];

/** pg-boss's jobs, named as the report names them. */
const QUEUE_TABLE = 'pgboss.job';

export interface PurgedAccount {
  userId: string;
  deletedAt: string;
  /** Rows removed (or, in a dry run, that would be) by table. */
  removed: Record<string, number>;
}

export interface PurgeReport {
  cutoff: string;
  dryRun: boolean;
  accounts: PurgedAccount[];
  /** Totals by table, with the sign-in failures older than the cutoff. */
  removed: Record<string, number>;
}

/**
 * Removes what accounts deleted before `cutoff` still have, one account per transaction.
 *
 * Kept, on purpose: the account's events, because auditors must be able to reconstruct its history
 * (`greencard audit <user id>`) and a purge is itself recorded there (AccountPurged); their personal
 * fields have been unreadable since the deletion destroyed the key, and nothing personal is left in
 * the clear (ids, times, form types, statuses, amounts). Also kept: the account's `data_keys` row,
 * which holds no key any more, only the mark that the key was destroyed; the event store reads that
 * mark to show the events as redacted, and without it it could not tell a destroyed key from a lost
 * one, so the audit and every replay would stop at the first sealed field.
 */
export async function purgeDeletedAccounts(store: EventStore, options: PurgeOptions): Promise<PurgeReport> {
  const { cutoff, dryRun } = options;
  const due = await store.db
    .selectFrom('users')
    .select('id')
    .where('deleted', '=', true)
    .where('deleted_at', '<', cutoff)
    .orderBy('deleted_at')
    .execute();
  const accounts: PurgedAccount[] = [];
  for (const { id } of due) {
    const purged = await store.db.transaction().execute((tx) => purgeAccount(store, tx, id, options));
    if (purged) accounts.push(purged);
  }
  const removed: Record<string, number> = Object.fromEntries([...ACCOUNT_READ_MODELS, ...ACCOUNT_STORED_ROWS, [QUEUE_TABLE]].map(([table]) => [table, 0]));
  for (const account of accounts) {
    for (const [table, n] of Object.entries(account.removed)) removed[table] = (removed[table] ?? 0) + n;
  }
  // Failed sign-ins are kept by a keyed hash of the address, not by account (a deleted account no
  // longer holds its address), and are read for 15 minutes only: past the retention, all of them go.
  removed.sign_in_failures = dryRun
    ? Number((await store.db.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<string>().as('n')).where('failed_at', '<', cutoff).executeTakeFirstOrThrow()).n)
    : Number((await store.db.deleteFrom('sign_in_failures').where('failed_at', '<', cutoff).executeTakeFirst()).numDeletedRows);
  return { cutoff: cutoff.toISOString(), dryRun, accounts, removed };
}

interface PurgeOptions {
  /** Accounts deleted before this lose their rows. */
  cutoff: Date;
  now: Date;
  /** Count what would be removed, change nothing. */
  dryRun: boolean;
}

async function purgeAccount(store: EventStore, tx: Transaction<Database>, userId: string, options: PurgeOptions): Promise<PurgedAccount | null> {
  // The lock makes a second purge running at the same time skip the account instead of purging it twice.
  const row = await tx
    .selectFrom('users')
    .select('deleted_at')
    .where('id', '=', userId)
    .where('deleted', '=', true)
    .where('deleted_at', '<', options.cutoff)
    .forUpdate()
    .executeTakeFirst();
  if (!row?.deleted_at) return null;
  const deletedAt = row.deleted_at.toISOString();
  const mode = options.dryRun ? 'count' : 'delete';
  // Read models change only through events: counted here, removed by the AccountPurged projection.
  const readModels = await accountRows(tx, ACCOUNT_READ_MODELS, userId, 'count');
  const stored = await accountRows(tx, ACCOUNT_STORED_ROWS, userId, mode);
  const queued = await queuedJobs(tx, userId, mode);
  if (!options.dryRun) {
    const purged = { type: 'AccountPurged' as const, data: { userId, deletedAt, purgedAt: options.now.toISOString() } };
    await appendToAuditStream(store, purged, { source: 'cli' }, tx);
  }
  return { userId, deletedAt, removed: { ...readModels, ...stored, [QUEUE_TABLE]: queued } };
}

/**
 * The account's pg-boss jobs (kept by pg-boss for days after they finish). Their payload is the job
 * and user ids only, but a failed job's output holds the error it ended with.
 */
async function queuedJobs(tx: Transaction<Database>, userId: string, mode: 'count' | 'delete'): Promise<number> {
  const present = await sql<{ present: boolean }>`SELECT to_regclass(${QUEUE_TABLE}) IS NOT NULL AS present`.execute(tx);
  if (!present.rows[0]?.present) return 0;
  const where = sql`data->>'userId' = ${userId}`;
  if (mode === 'delete') return Number((await sql`DELETE FROM pgboss.job WHERE ${where}`.execute(tx)).numAffectedRows ?? 0n);
  return Number((await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job WHERE ${where}`.execute(tx)).rows[0]?.n ?? 0);
}
