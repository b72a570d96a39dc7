import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: an application's answers are sealed by wizard step, each step's answers on their own,
 * so an autosave seals and writes only the step it changed (see api/applications/answer-sections.ts).
 * Rows written before keep their one sealed value in data_sealed until their next save moves them
 * here: only the application can open them, so no migration can.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications ADD COLUMN sections_sealed jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE applications DROP COLUMN sections_sealed`.execute(db);
}
