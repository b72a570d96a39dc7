import { sql, type Kysely } from 'kysely';

/**
 * Every change of an account's token version or deletion, and every removal of accounts, is
 * announced on the `token_versions` channel when its transaction commits, so each API process can
 * keep token versions in memory and still refuse a revoked token at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('token_versions', '*');
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('token_versions', OLD.id::text);
      ELSIF OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.deleted IS DISTINCT FROM NEW.deleted THEN
        PERFORM pg_notify('token_versions', NEW.id::text);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_session_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION announce_session_change();
    CREATE TRIGGER users_session_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER users_session_truncate ON users;
    DROP TRIGGER users_session_change ON users;
    DROP FUNCTION announce_session_change();
  `.execute(db);
}
