import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Projection } from '../store/projection.ts';

/** The read-model rows a deleted account keeps until it is purged: the table and the column naming the account. */
export const ACCOUNT_READ_MODELS: readonly (readonly [keyof Database, string])[] = [
  ['users', 'id'],
  ['auth_tokens', 'user_id'],
  ['applications', 'user_id'],
  ['payments', 'user_id'],
  ['pdf_jobs', 'user_id'],
];

/** Deletes (or with `count` only counts) the account's rows in `tables`; the number of rows per table. */
export async function accountRows(
  db: Executor,
  tables: readonly (readonly [string, string])[],
  userId: string,
  mode: 'count' | 'delete',
): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const [table, column] of tables) {
    const where = sql`${sql.ref(column)} = ${userId}`;
    if (mode === 'delete') {
      const result = await sql`DELETE FROM ${sql.table(table)} WHERE ${where}`.execute(db);
      rows[table] = Number(result.numAffectedRows ?? 0n);
    } else {
      const result = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${where}`.execute(db);
      rows[table] = Number(result.rows[0]?.n ?? 0);
    }
  }
  return rows;
}

/**
 * A purged account's read-model rows go with the AccountPurged event, here and nowhere else: the
 * events of a purged account are kept, so a replay rebuilds its rows from them and must remove
 * them again to arrive at the live tables (`greencard events replay --verify`). This projection
 * owns none of those tables (they are emptied and compared under their own projections) and runs
 * last in PROJECTIONS, so that in a replay batch holding both an account's events and its purge the
 * rows are built first and removed after.
 */
export const purgedAccountProjection: Projection = {
  name: 'purged_accounts',
  handles: ['AccountPurged'],
  tables: [],
  changesOthers: ACCOUNT_READ_MODELS.map(([table]) => table),
  async apply(tx, events) {
    for (const { event } of events) {
      if (event.type === 'AccountPurged') await accountRows(tx, ACCOUNT_READ_MODELS, event.data.userId, 'delete');
    }
  },
  async snapshot() {
    return null;
  },
};
