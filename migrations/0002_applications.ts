import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE applications (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      form_type text NOT NULL,
      status text NOT NULL,
      progress integer NOT NULL,
      data_sealed text,
      completeness integer NOT NULL,
      version integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX applications_user ON applications (user_id, form_type);
    CREATE TABLE payments (
      payment_id text PRIMARY KEY,
      user_id uuid NOT NULL,
      provider text NOT NULL,
      amount_cents integer NOT NULL,
      currency text NOT NULL,
      paid_at timestamptz NOT NULL
    );
    CREATE TABLE analytics_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      properties jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX analytics_events_day ON analytics_events (recorded_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE analytics_events, payments, applications`.execute(db);
}
