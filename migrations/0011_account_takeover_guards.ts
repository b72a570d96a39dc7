import { sql, type Kysely } from 'kysely';

/**
 * Issue 21: a report link holds the address it gives back (no other account may take it while the
 * link is open), and a reported change leaves the account waiting for a new password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auth_tokens ADD COLUMN held_email_lookup text;
    CREATE INDEX auth_tokens_held_email ON auth_tokens (held_email_lookup) WHERE held_email_lookup IS NOT NULL;
    ALTER TABLE users ADD COLUMN password_reset_required boolean NOT NULL DEFAULT false;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP COLUMN password_reset_required;
    DROP INDEX auth_tokens_held_email;
    ALTER TABLE auth_tokens DROP COLUMN held_email_lookup;
  `.execute(db);
}
