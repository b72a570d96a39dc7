import { sql, type Kysely } from 'kysely';

/**
 * Issue 21 item 6: data keys are wrapped under a key-encryption key of a period, not under the master
 * key. An UPDATE or DELETE leaves the old row version in the table file and in WAL; once the period's
 * key is destroyed (api/store/key-periods.ts), such a copy of a destroyed data key opens with nothing.
 * Rows with no period are still wrapped under the master key; the first rotation moves them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE key_periods (
      id uuid PRIMARY KEY,
      wrapped_kek bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    ALTER TABLE data_keys ADD COLUMN period_id uuid REFERENCES key_periods (id);
    CREATE INDEX data_keys_period ON data_keys (period_id);
    -- A move to another period re-wraps the same data key: no process needs to forget it.
    CREATE OR REPLACE FUNCTION announce_data_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('data_keys', '*');
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('data_keys', OLD.owner_id::text);
      ELSIF OLD.wrapped_key IS DISTINCT FROM NEW.wrapped_key
        AND (NEW.wrapped_key IS NULL OR OLD.period_id IS NOT DISTINCT FROM NEW.period_id) THEN
        PERFORM pg_notify('data_keys', NEW.owner_id::text);
      END IF;
      RETURN NULL;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION announce_data_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
    DROP INDEX data_keys_period;
    ALTER TABLE data_keys DROP COLUMN period_id;
    DROP TABLE key_periods;
  `.execute(db);
}
