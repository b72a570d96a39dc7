import { sql, type Kysely } from 'kysely';

/** The couples told their package is held (a form USCIS does not accept on the filing date), until it is released. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE held_packages (
      user_id uuid PRIMARY KEY,
      forms jsonb NOT NULL,
      held_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE held_packages`.execute(db);
}
