import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE streams (
      stream_id text PRIMARY KEY,
      version integer NOT NULL
    );
    CREATE TABLE events (
      position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      stream_id text NOT NULL,
      stream_version integer NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      owner_id uuid,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream_id, stream_version)
    );
    CREATE INDEX events_owner ON events (owner_id, position);
    CREATE TABLE data_keys (
      owner_id uuid PRIMARY KEY,
      wrapped_key bytea,
      created_at timestamptz NOT NULL DEFAULT now(),
      destroyed_at timestamptz
    );
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      email_lookup text UNIQUE,
      email_sealed text,
      password_hash text,
      email_verified boolean NOT NULL,
      onboarding_status text NOT NULL,
      has_paid boolean NOT NULL,
      token_version integer NOT NULL,
      deleted boolean NOT NULL,
      created_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE TABLE auth_tokens (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL,
      purpose text NOT NULL,
      requested_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX auth_tokens_user ON auth_tokens (user_id, purpose, requested_at);
    CREATE TABLE system_status (
      id integer PRIMARY KEY CHECK (id = 1),
      is_warning_mode boolean NOT NULL,
      message text,
      maintenance_start timestamptz,
      maintenance_end timestamptz
    );
    CREATE TABLE outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      owner_id uuid NOT NULL,
      recipient_sealed text NOT NULL,
      subject text NOT NULL,
      body_sealed text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sign_in_failures (
      email_lookup text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sign_in_failures_lookup ON sign_in_failures (email_lookup, failed_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sign_in_failures, outbox, system_status, auth_tokens, users, data_keys, events, streams`.execute(db);
}
