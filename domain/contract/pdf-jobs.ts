import type { FilingStage } from '../rules/filing-path.ts';

/** What the API's PDF job routes answer (the `data` of each body). */

export const PDF_JOB_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type PdfJobStatus = (typeof PDF_JOB_STATUSES)[number];

/**
 * POST /pdf-jobs/generate, with an optional body { stage } (domain/rules/filing-path.ts): the package
 * of that stage; the one the couple prepares now when not named. POST /forms/validate takes the same
 * optional body and checks that stage's answers.
 */
export interface StageRequest {
  readonly stage?: FilingStage;
}

/** POST /pdf-jobs/generate. */
export interface JobStarted {
  readonly jobId: string;
}

/** GET /pdf-jobs/:id/status. */
export interface PdfJobReport {
  readonly jobId: string;
  /** The package the job prepares. */
  readonly stage: FilingStage;
  readonly status: PdfJobStatus;
  readonly progress: number;
  /** A JSON text array of the page images' signed links; null before the first page is ready. */
  readonly previewImagesJson: string | null;
  /** The same pages' links drawn sharp enough to zoom on a phone (drawn when first opened), page for page; null until the package is complete. */
  readonly zoomImagesJson: string | null;
  readonly error: string | null;
  /** Whether the package matches the answers as they are now: false once an answer changed since the check. */
  readonly current: boolean;
}

/** GET /pdf-jobs/:id/download: a signed link to the package, valid a few minutes. */
export interface DownloadLink {
  readonly url: string;
}
