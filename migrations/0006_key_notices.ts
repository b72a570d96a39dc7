import { sql, type Kysely } from 'kysely';

/**
 * A data key destroyed (account deletion), re-wrapped (master key rotation) or removed is announced on
 * the `data_keys` channel when its transaction commits, so every process forgets the key it unwrapped
 * and nothing of a deleted account stays readable anywhere (as 0005 does for token versions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION announce_data_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('data_keys', '*');
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('data_keys', OLD.owner_id::text);
      ELSIF OLD.wrapped_key IS DISTINCT FROM NEW.wrapped_key THEN
        PERFORM pg_notify('data_keys', NEW.owner_id::text);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER data_keys_change AFTER UPDATE OR DELETE ON data_keys FOR EACH ROW EXECUTE FUNCTION announce_data_key_change();
    CREATE TRIGGER data_keys_truncate AFTER TRUNCATE ON data_keys FOR EACH STATEMENT EXECUTE FUNCTION announce_data_key_change();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER data_keys_truncate ON data_keys;
    DROP TRIGGER data_keys_change ON data_keys;
    DROP FUNCTION announce_data_key_change();
  `.execute(db);
}
