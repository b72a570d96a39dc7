import type { Projection } from '../store/event-store.ts';

/** The pdf_jobs read model behind GET /pdf-jobs/{id}/status. */
export const pdfJobProjection: Projection = {
  name: 'pdf_jobs',
  handles: ['PdfJobRequested', 'PdfJobProgressed', 'PdfJobCompleted', 'PdfJobFailed', 'PdfJobRetried'],
  tables: ['pdf_jobs'],
  async apply(tx, { event, recordedAt }) {
    switch (event.type) {
      case 'PdfJobRequested': {
        const { jobId, userId, fingerprint, stamped, requestedAt } = event.data;
        await tx
          .insertInto('pdf_jobs')
          .values({ id: jobId, user_id: userId, status: 'PROCESSING', progress: 0, preview_pages: 0, fingerprint, stamped, created_at: requestedAt, updated_at: requestedAt })
          .execute();
        return;
      }
      case 'PdfJobProgressed':
        await tx
          .updateTable('pdf_jobs')
          .set({ progress: event.data.progress, preview_pages: event.data.previewPages, updated_at: recordedAt })
          .where('id', '=', event.data.jobId)
          .execute();
        return;
      case 'PdfJobCompleted':
        await tx
          .updateTable('pdf_jobs')
          .set({ status: 'COMPLETED', progress: 100, page_count: event.data.pageCount, preview_pages: event.data.pageCount, files_of: event.data.filesOf, updated_at: event.data.completedAt })
          .where('id', '=', event.data.jobId)
          .execute();
        return;
      case 'PdfJobFailed':
        await tx.updateTable('pdf_jobs').set({ status: 'FAILED', error: event.data.message, updated_at: event.data.failedAt }).where('id', '=', event.data.jobId).execute();
        return;
      case 'PdfJobRetried':
        await tx
          .updateTable('pdf_jobs')
          .set({ status: 'PROCESSING', progress: 0, preview_pages: 0, error: null, updated_at: event.data.retriedAt })
          .where('id', '=', event.data.jobId)
          .execute();
        return;
      default:
        return;
    }
  },
  async snapshot(db) {
    // Progress rows carry the time they were recorded, which a rebuild reproduces from the events.
    return db.selectFrom('pdf_jobs').selectAll().orderBy('id').execute();
  },
};
