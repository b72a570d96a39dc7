import type { Selectable } from 'kysely';
import type { PdfJobEvent } from '../../domain/events.ts';
import type { Database } from '../db/schema.ts';
import { plainRows, rowProjection, type Plain } from '../store/projection.ts';

type PdfJobRow = Plain<Selectable<Database['pdf_jobs']>>;

/** The pdf_jobs read model behind GET /pdf-jobs/{id}/status. */
export const pdfJobProjection = rowProjection<PdfJobRow, PdfJobEvent>({
  name: 'pdf_jobs',
  handles: { PdfJobRequested: true, PdfJobProgressed: true, PdfJobCompleted: true, PdfJobFailed: true, PdfJobRetried: true },
  table: 'pdf_jobs',
  keyColumn: 'id',
  keyOf: (event) => event.data.jobId,
  async load(db, keys) {
    return plainRows(await db.selectFrom('pdf_jobs').selectAll().where('id', 'in', keys).execute(), 'id');
  },
  evolve(row, { event, recordedAt }) {
    if (event.type === 'PdfJobRequested') {
      const { jobId, userId, fingerprint, stamped, requestedAt, stage, held } = event.data;
      return {
        id: jobId, user_id: userId, status: 'PROCESSING', progress: 0, preview_pages: 0, fingerprint, stamped,
        page_count: null, files_of: null, error: null, created_at: requestedAt, updated_at: requestedAt, stage, held,
      };
    }
    if (!row) return undefined;
    switch (event.type) {
      case 'PdfJobProgressed':
        // Progress carries no time of its own: the time it was recorded, which a rebuild reproduces.
        return { ...row, progress: event.data.progress, preview_pages: event.data.previewPages, updated_at: recordedAt.toISOString() };
      case 'PdfJobCompleted':
        return {
          ...row, status: 'COMPLETED', progress: 100, page_count: event.data.pageCount, preview_pages: event.data.pageCount,
          files_of: event.data.filesOf, updated_at: event.data.completedAt,
        };
      case 'PdfJobFailed':
        return { ...row, status: 'FAILED', error: event.data.message, updated_at: event.data.failedAt };
      case 'PdfJobRetried':
        return { ...row, status: 'PROCESSING', progress: 0, preview_pages: 0, error: null, updated_at: event.data.retriedAt };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  async columns(row) {
    return row;
  },
  async snapshot(db) {
    return db.selectFrom('pdf_jobs').selectAll().orderBy('id').execute();
  },
});
