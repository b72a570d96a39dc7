import { sql, type Kysely } from 'kysely';

/**
 * Issue 24 item 8: a preview page opened full screen to zoom is drawn at a phone's resolution
 * (api/pdf/previews.ts, ZOOM_PREVIEW_DPI) when it is first opened, and kept, sealed with the
 * owner's data key, beside the package's previews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pdf_zoomed_previews (
      job_id uuid NOT NULL,
      page integer NOT NULL,
      user_id uuid NOT NULL,
      png_sealed bytea NOT NULL,
      PRIMARY KEY (job_id, page)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pdf_zoomed_previews`.execute(db);
}
