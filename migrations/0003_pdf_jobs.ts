import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pdf_jobs (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      status text NOT NULL,
      progress integer NOT NULL,
      preview_pages integer NOT NULL,
      fingerprint text NOT NULL,
      stamped boolean NOT NULL,
      page_count integer,
      files_of uuid,
      error text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX pdf_jobs_user ON pdf_jobs (user_id, fingerprint, status);
    -- The package and its previews, sealed with the owner's data key like every answer.
    CREATE TABLE pdf_files (
      job_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      pdf_sealed bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE pdf_previews (
      job_id uuid NOT NULL,
      page integer NOT NULL,
      user_id uuid NOT NULL,
      png_sealed bytea NOT NULL,
      PRIMARY KEY (job_id, page)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pdf_previews, pdf_files, pdf_jobs`.execute(db);
}
