import { sql, type Kysely } from 'kysely';

/**
 * Session tokens ended one by one (a refresh ends the token it replaces), kept until they would have
 * expired anyway. Each one is announced on `token_versions`, like a revocation of all of an account's
 * tokens, so every API process stops accepting it at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE revoked_tokens (
      jti text PRIMARY KEY,
      user_id uuid NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX revoked_tokens_user ON revoked_tokens (user_id, expires_at);
    CREATE FUNCTION announce_token_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('token_versions', NEW.user_id::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER revoked_tokens_announce AFTER INSERT ON revoked_tokens FOR EACH ROW EXECUTE FUNCTION announce_token_revoked();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER revoked_tokens_announce ON revoked_tokens;
    DROP FUNCTION announce_token_revoked();
    DROP TABLE revoked_tokens;
  `.execute(db);
}
