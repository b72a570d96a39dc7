import { eventsOfTypes, type CommandStream, type Decider } from '../decider.ts';
import { pdfJobStreamId, type PdfJobEvent } from '../events.ts';
import type { FilingStage } from '../rules/filing-path.ts';

export type PdfJobState =
  | { status: 'none' }
  | {
      status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
      jobId: string;
      userId: string;
      fingerprint: string;
      stamped: boolean;
      /** Each application's version the check passed on; null for a job requested before it was recorded. */
      checked: Readonly<Record<string, number>> | null;
      /** The package of the couple's filing it prepares. */
      stage: FilingStage;
      /** Its plan was held when requested: previews only, never downloaded. */
      held: boolean;
      progress: number;
      previewPages: number;
    };

export const initialPdfJobState: PdfJobState = { status: 'none' };

export function evolvePdfJob(state: PdfJobState, event: PdfJobEvent): PdfJobState {
  if (event.type === 'PdfJobRequested') {
    const { jobId, userId, fingerprint, stamped, checked, stage, held } = event.data;
    return { status: 'PROCESSING', jobId, userId, fingerprint, stamped, checked, stage, held, progress: 0, previewPages: 0 };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PdfJobProgressed':
      return { ...state, progress: event.data.progress, previewPages: event.data.previewPages };
    case 'PdfJobCompleted':
      return { ...state, status: 'COMPLETED', progress: 100 };
    case 'PdfJobFailed':
      return { ...state, status: 'FAILED' };
    case 'PdfJobRetried':
      return { ...state, status: 'PROCESSING', progress: 0, previewPages: 0 };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export type PdfJobCommand =
  | {
      type: 'RequestPdfJob';
      jobId: string;
      userId: string;
      fingerprint: string;
      stamped: boolean;
      checked: Readonly<Record<string, number>>;
      stage: FilingStage;
      held: boolean;
      now: string;
    }
  | { type: 'RecordProgress'; progress: number; previewPages: number }
  | { type: 'CompletePdfJob'; pageCount: number; filesOf: string; now: string }
  | { type: 'FailPdfJob'; message: string; now: string }
  | { type: 'RetryPdfJob'; now: string };

/**
 * A job runs at least once (a worker may be killed and the job retried): every command on a
 * finished job is a no-op, so a second run can never record a second outcome.
 */
export function decidePdfJob(command: PdfJobCommand, state: PdfJobState): PdfJobEvent[] {
  if (command.type === 'RequestPdfJob') {
    if (state.status !== 'none') return [];
    const { jobId, userId, fingerprint, stamped, checked, stage, held, now } = command;
    return [{ type: 'PdfJobRequested', data: { jobId, userId, fingerprint, stamped, checked, requestedAt: now, stage, held } }];
  }
  if (command.type === 'RetryPdfJob') {
    return state.status === 'FAILED' ? [{ type: 'PdfJobRetried', data: { jobId: state.jobId, retriedAt: command.now } }] : [];
  }
  if (state.status !== 'PROCESSING') return [];
  const { jobId } = state;
  switch (command.type) {
    case 'RecordProgress': {
      const progress = Math.max(state.progress, Math.min(99, Math.round(command.progress)));
      const previewPages = Math.max(state.previewPages, command.previewPages);
      return progress > state.progress || previewPages > state.previewPages
        ? [{ type: 'PdfJobProgressed', data: { jobId, progress, previewPages } }]
        : [];
    }
    case 'CompletePdfJob':
      return [{ type: 'PdfJobCompleted', data: { jobId, pageCount: command.pageCount, filesOf: command.filesOf, completedAt: command.now } }];
    case 'FailPdfJob':
      return [{ type: 'PdfJobFailed', data: { jobId, message: command.message, failedAt: command.now } }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

const isPdfJobEvent = eventsOfTypes<PdfJobEvent>({
  PdfJobRequested: true,
  PdfJobProgressed: true,
  PdfJobCompleted: true,
  PdfJobFailed: true,
  PdfJobRetried: true,
});

/** A package job's stream (`pdfjob-<id>`): requested, its progress, and one outcome per run. */
export const pdfJobDecider: Decider<PdfJobCommand, PdfJobEvent, PdfJobState> = {
  initialState: initialPdfJobState,
  evolve: evolvePdfJob,
  decide: decidePdfJob,
  isEvent: isPdfJobEvent,
};

/** A job's stream; its owner is the user the package is for. */
export const pdfJobStream = (jobId: string, ownerId: string): CommandStream<PdfJobCommand, PdfJobEvent, PdfJobState> => ({
  decider: pdfJobDecider,
  streamId: pdfJobStreamId(jobId),
  ownerId,
});
