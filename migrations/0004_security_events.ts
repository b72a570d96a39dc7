import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Sign-in attempts and refused authorizations. Nothing personal beyond the user id: no e-mail,
    -- and the client's address only as a keyed hash.
    CREATE TABLE security_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      occurred_at timestamptz NOT NULL,
      kind text NOT NULL,
      outcome text NOT NULL,
      reason text,
      user_id uuid,
      route text,
      request_id text NOT NULL,
      client_hash text
    );
    CREATE INDEX security_events_time ON security_events (occurred_at);
    CREATE INDEX security_events_user ON security_events (user_id, occurred_at);
    -- A record an investigation relies on is never rewritten (rows may still be deleted for retention).
    CREATE FUNCTION security_events_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'security events are append-only';
    END $$;
    CREATE TRIGGER security_events_append_only BEFORE UPDATE ON security_events
      FOR EACH ROW EXECUTE FUNCTION security_events_unchanged();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE security_events;
    DROP FUNCTION security_events_unchanged();
  `.execute(db);
}
