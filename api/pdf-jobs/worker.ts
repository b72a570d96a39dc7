import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../deps.ts';
import { PDF_QUEUE } from '../jobs/boss.ts';
import { createLogger } from '../observability/logging.ts';
import { metricsOf, type PdfJobOutcome } from '../observability/metrics.ts';
import { TemplateMissingError } from '../pdf/templates.ts';
import type { MessageId } from '../../domain/i18n/messages.ts';
import { checkedAnswers } from './checked-answers.ts';
import { pdfJobStream } from '../../domain/pdf-jobs/pdf-job.ts';
import { handleCommand } from '../store/command-handler.ts';
import { coverLanguageOf, loadPdfJob } from './service.ts';
import { visaBulletinRows } from '../filing/visa-bulletin.ts';

export interface PdfJobData {
  jobId: string;
  userId: string;
}

function parseJobData(value: unknown): PdfJobData | null {
  if (typeof value !== 'object' || value === null || !('jobId' in value) || !('userId' in value)) return null;
  const { jobId, userId } = value;
  return typeof jobId === 'string' && typeof userId === 'string' ? { jobId, userId } : null;
}


/**
 * One run of a PDF job. Runs at least once and possibly twice (a retry after a worker died while
 * the first run may still finish), so it is idempotent: files are replaced, not added, and the
 * job stream accepts one outcome only.
 */
export async function processPdfJob(
  deps: AppDeps,
  data: PdfJobData,
  attempt: { retryCount: number; retryLimit: number },
  log?: FastifyBaseLogger,
): Promise<PdfJobOutcome> {
  const { jobId, userId } = data;
  const { state } = await loadPdfJob(deps, jobId);
  if (state.status !== 'PROCESSING') return 'skipped';
  const metadata = { source: 'worker' as const, correlationId: jobId };
  const job = pdfJobStream(jobId, userId);
  let reported = 0;
  let chain: Promise<unknown> = Promise.resolve();
  let shownPages = 0;
  const report = (progress: number, previewPages: number) => {
    if (progress - reported < 5 && previewPages <= shownPages) return;
    reported = progress;
    shownPages = Math.max(shownPages, previewPages);
    const pages = shownPages;
    // Progress is informative: a conflict with a concurrent run of the same job loses nothing.
    chain = chain.then(() => handleCommand(deps.store, job, { type: 'RecordProgress', progress, previewPages: pages }, { metadata })).catch(() => undefined);
  };
  try {
    const answers = await checkedAnswers(deps, state);
    if (!answers) {
      await handleCommand(deps.store, job, { type: 'FailPdfJob', message: 'jobs.failed.checkAgain' satisfies MessageId, now: deps.clock().toISOString() }, { metadata });
      return 'failed';
    }
    let progress = 0;
    const rendered = new Set<number>();
    let leading = 0;
    // The cover's instructions are in the account's language (issue 22).
    const built = await deps.renderer.render({
      language: await coverLanguageOf(deps.db, userId),
      answers,
      today: deps.filingDate(),
      bulletin: await visaBulletinRows(deps.store),
      stage: state.stage,
      stamp: state.stamped,
      onProgress: (percent) => {
        progress = percent;
        report(percent, 0);
      },
      onPage: async (page, png) => {
        const sealed = await deps.keyring.sealBytes(deps.db, userId, png);
        await deps.db
          .insertInto('pdf_previews')
          .values({ job_id: jobId, page, user_id: userId, png_sealed: sealed })
          .onConflict((c) => c.columns(['job_id', 'page']).doUpdateSet({ png_sealed: sealed }))
          .execute();
        // Pages arrive out of order from several renderers: only an unbroken run from page 1 is shown.
        rendered.add(page);
        while (rendered.has(leading + 1)) leading++;
        report(progress, leading);
      },
    });
    // The package is still made: the cover asks for these answers by hand. The field and reason only, never the answer.
    for (const { form, field, reason, error } of built.unprinted) log?.warn({ form, field, reason, error }, 'An answer could not be printed; the cover asks for it by hand');
    await deps.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('pdf_files').where('job_id', '=', jobId).execute();
      await tx.insertInto('pdf_files').values({ job_id: jobId, user_id: userId, pdf_sealed: await deps.keyring.sealBytes(tx, userId, built.pdf) }).execute();
    });
    await chain;
    await handleCommand(deps.store, job, { type: 'CompletePdfJob', pageCount: built.pageCount, filesOf: jobId, now: deps.clock().toISOString() }, { metadata });
    return 'completed';
  } catch (error) {
    await chain;
    if (error instanceof TemplateMissingError) {
      await handleCommand(deps.store, job, { type: 'FailPdfJob', message: error.message, now: deps.clock().toISOString() }, { metadata });
      return 'failed';
    }
    if (attempt.retryCount >= attempt.retryLimit) {
      await handleCommand(deps.store, job, { type: 'FailPdfJob', message: 'jobs.failed.ourSide' satisfies MessageId, now: deps.clock().toISOString() }, { metadata });
      return 'failed';
    }
    throw error;
  }
}

/**
 * Works PDF jobs in this process until the boss stops. Each job's log lines carry its `jobId` (and
 * pg-boss's own id), never the answers; its duration and outcome go to the process's metrics.
 */
export async function startPdfWorker(deps: AppDeps, boss: PgBoss, log: FastifyBaseLogger = createLogger(deps.config)): Promise<string> {
  const metrics = metricsOf(deps);
  let workerId: string | undefined;
  workerId = await boss.work(PDF_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true }, async ([job]) => {
    if (!job) return;
    // A job found means more may be waiting: look again as soon as this one ends. Otherwise, with
    // NOTIFY on, pg-boss waits out its 30 s backstop and a backlog drains one job per 30 s per worker.
    if (workerId) boss.notifyWorker(workerId);
    const data = parseJobData(job.data);
    if (!data) {
      log.error({ queueJobId: job.id }, 'PDF job carries no job id');
      throw new Error(`PDF job ${job.id} carries no job id.`);
    }
    const jobLog = log.child({ jobId: data.jobId, queueJobId: job.id });
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    jobLog.info({ attempt: job.retryCount + 1 }, 'PDF job started');
    try {
      const outcome = await processPdfJob(deps, data, { retryCount: job.retryCount, retryLimit: job.retryLimit }, jobLog);
      metrics.recordPdfJob(outcome, seconds());
      jobLog.info({ outcome, durationMs: Math.round(seconds() * 1000) }, `PDF job ${outcome}`);
    } catch (error) {
      metrics.recordPdfJob('retried', seconds());
      jobLog.warn({ err: error, durationMs: Math.round(seconds() * 1000) }, 'PDF job failed; pg-boss will retry it');
      throw error;
    }
  });
  return workerId;
}
