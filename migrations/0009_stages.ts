import { sql, type Kysely } from 'kysely';

/**
 * A couple may file in two stages (domain/rules/filing-path.ts): each job prepares one stage's
 * package, and a couple is held per stage. Existing jobs and holds are of the whole package.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE pdf_jobs ADD COLUMN stage text NOT NULL DEFAULT 'whole';
    ALTER TABLE pdf_jobs ADD COLUMN held boolean NOT NULL DEFAULT false;
    ALTER TABLE held_packages ADD COLUMN stages jsonb NOT NULL DEFAULT '["whole"]';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE held_packages DROP COLUMN stages;
    ALTER TABLE pdf_jobs DROP COLUMN held;
    ALTER TABLE pdf_jobs DROP COLUMN stage;
  `.execute(db);
}
