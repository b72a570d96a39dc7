import { describe, it } from 'vitest';
import { given } from '../../testing/decider.ts';
import type { PdfJobEvent } from '../events.ts';
import { pdfJobDecider } from './pdf-job.ts';

const NOW = '2026-11-30T08:00:00.000Z';
const checked = { a1: 4, a2: 7 };
const requested: PdfJobEvent = {
  type: 'PdfJobRequested',
  data: { jobId: 'j1', userId: 'u1', fingerprint: 'f1', stamped: true, checked, requestedAt: NOW, stage: 'petition', held: false },
};
const progressed = (progress: number, previewPages: number): PdfJobEvent => ({ type: 'PdfJobProgressed', data: { jobId: 'j1', progress, previewPages } });
const completed: PdfJobEvent = { type: 'PdfJobCompleted', data: { jobId: 'j1', pageCount: 71, filesOf: 'j1', completedAt: NOW } };
const failed: PdfJobEvent = { type: 'PdfJobFailed', data: { jobId: 'j1', message: 'The forms changed.', failedAt: NOW } };
const retried: PdfJobEvent = { type: 'PdfJobRetried', data: { jobId: 'j1', retriedAt: NOW } };
const job = (...history: PdfJobEvent[]) => given(pdfJobDecider, ...history);

describe('the PDF job decider', () => {
  it('records a request once: a second request of the same job is not a new fact', () => {
    const request = { type: 'RequestPdfJob', jobId: 'j1', userId: 'u1', fingerprint: 'f1', stamped: true, checked, stage: 'petition', held: false, now: NOW } as const;
    job().when(request).then(requested);
    job(requested).when(request).then();
  });

  it('records progress only forward, below 100 until the job completes', () => {
    job(requested).when({ type: 'RecordProgress', progress: 40.4, previewPages: 3 }).then(progressed(40, 3));
    job(requested, progressed(40, 3)).when({ type: 'RecordProgress', progress: 30, previewPages: 2 }).then();
    job(requested, progressed(40, 3)).when({ type: 'RecordProgress', progress: 30, previewPages: 5 }).then(progressed(40, 5));
    job(requested).when({ type: 'RecordProgress', progress: 100, previewPages: 9 }).then(progressed(99, 9));
  });

  it('records one outcome per run: a second run of a finished job records nothing', () => {
    job(requested).when({ type: 'CompletePdfJob', pageCount: 71, filesOf: 'j1', now: NOW }).then(completed);
    job(requested).when({ type: 'FailPdfJob', message: 'The forms changed.', now: NOW }).then(failed);
    job(requested, completed).when({ type: 'FailPdfJob', message: 'late', now: NOW }).then();
    job(requested, failed).when({ type: 'CompletePdfJob', pageCount: 71, filesOf: 'j1', now: NOW }).then();
    job(requested, completed).when({ type: 'RecordProgress', progress: 50, previewPages: 1 }).then();
  });

  it('sends only a failed job back to the queue, which then runs again from the start', () => {
    job(requested, failed).when({ type: 'RetryPdfJob', now: NOW }).then(retried);
    job(requested).when({ type: 'RetryPdfJob', now: NOW }).then();
    job(requested, completed).when({ type: 'RetryPdfJob', now: NOW }).then();
    job(requested, failed, retried).when({ type: 'RecordProgress', progress: 10, previewPages: 1 }).then(progressed(10, 1));
  });

  it('knows no job that was never requested', () => {
    job().when({ type: 'CompletePdfJob', pageCount: 71, filesOf: 'j1', now: NOW }).then();
    job().when({ type: 'RetryPdfJob', now: NOW }).then();
  });
});
