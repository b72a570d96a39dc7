import { sql, type Kysely } from 'kysely';

/**
 * Issue 21 item 10: unauthenticated refusals are aggregated (api/security/refusal-summary.ts); a row
 * may stand for several refusals of one client on one route, and `refusals` says how many.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE security_events ADD COLUMN refusals integer NOT NULL DEFAULT 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE security_events DROP COLUMN refusals`.execute(db);
}
