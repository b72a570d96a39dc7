import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';

/** Pages being drawn in this process, by package and page: a page asked for twice at once is drawn once. */
const drawing = new WeakMap<AppDeps, Map<string, Promise<Buffer | null>>>();

/**
 * A page of a finished package that has no preview yet (the job renders the first ones only),
 * drawn now on the renderer threads and kept, sealed, beside the others; stamped as the package's
 * previews are until the couple has paid. Null when the package or the page does not exist (or no
 * longer does: a purge took the files, or the owner's key). `refuse` throws unless the owner's
 * session still allows the link. `zoomed`: the page as opened full screen to zoom, drawn at the
 * zoom's resolution and kept in pdf_zoomed_previews.
 */
export async function previewOnDemand(deps: AppDeps, filesOf: string, page: number, refuse: (ownerId: string) => Promise<void>, zoomed = false): Promise<Buffer | null> {
  const job = await deps.db.selectFrom('pdf_jobs').select(['user_id', 'stamped', 'page_count']).where('id', '=', filesOf).executeTakeFirst();
  if (!job || job.page_count === null || page < 1 || page > job.page_count) return null;
  await refuse(job.user_id);
  let inProcess = drawing.get(deps);
  if (!inProcess) drawing.set(deps, (inProcess = new Map()));
  const key = `${filesOf}/${page}${zoomed ? '/zoom' : ''}`;
  let png = inProcess.get(key);
  if (!png) {
    png = draw(deps, filesOf, job.user_id, page, job.stamped, zoomed).finally(() => inProcess.delete(key));
    inProcess.set(key, png);
  }
  return png;
}

async function draw(deps: AppDeps, filesOf: string, ownerId: string, page: number, stamp: boolean, zoomed: boolean): Promise<Buffer | null> {
  const sealedPdf = async () => {
    const row = await deps.db.selectFrom('pdf_files').select('pdf_sealed').where('job_id', '=', filesOf).where('user_id', '=', ownerId).executeTakeFirst();
    return row ? deps.keyring.openBytes(deps.db, ownerId, row.pdf_sealed) : null;
  };
  let missing = false;
  const png = await deps.renderer.renderPage({
    key: filesOf,
    pdf: async () => {
      const pdf = await sealedPdf();
      if (pdf) return pdf;
      missing = true;
      throw new Error('the package no longer exists');
    },
    page,
    stamp,
    zoomed,
  }).catch((error: unknown) => {
    if (missing) return null;
    throw error;
  });
  if (!png) return null;
  const sealed = await deps.keyring.sealBytes(deps.db, ownerId, png);
  // Kept only while the package is: a purge that ran meanwhile leaves nothing behind.
  await sql`
    INSERT INTO ${sql.table(zoomed ? 'pdf_zoomed_previews' : 'pdf_previews')} (job_id, page, user_id, png_sealed)
    SELECT ${filesOf}, ${page}, ${ownerId}, ${sealed}
    WHERE EXISTS (SELECT 1 FROM pdf_files WHERE job_id = ${filesOf} AND user_id = ${ownerId})
    ON CONFLICT (job_id, page) DO NOTHING`.execute(deps.db);
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
