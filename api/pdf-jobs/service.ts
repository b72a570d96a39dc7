import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AnswersByForm } from '../../domain/answers.ts';
import { stageAnswers } from '../../domain/applications/application-set.ts';
import type { FilingStage } from '../../domain/rules/filing-path.ts';
import { pdfJobDecider, pdfJobStream, type PdfJobState } from '../../domain/pdf-jobs/pdf-job.ts';
import { pdfJobStreamId } from '../../domain/events.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/i18n/languages.ts';
import type { Executor } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { listApplications, type ApplicationView } from '../applications/service.ts';
import { inTransaction, PDF_QUEUE } from '../jobs/boss.ts';
import { handleCommand, loadState } from '../store/command-handler.ts';
import type { EventMetadata } from '../store/vocabulary.ts';

export const loadPdfJob = (deps: AppDeps, jobId: string, executor?: Executor): Promise<{ state: PdfJobState; version: number }> =>
  loadState(deps.store, { decider: pdfJobDecider, streamId: pdfJobStreamId(jobId) }, executor);

/** The couple's answers as the forms read them: every application that is not archived, by type. */
export function answersByForm(applications: readonly ApplicationView[]): AnswersByForm {
  const answers: AnswersByForm = {};
  for (const application of applications) {
    if (application.status !== 'archived') answers[application.formType] = application.data;
  }
  return answers;
}

export async function answersOf(deps: AppDeps, userId: string, executor?: Executor): Promise<AnswersByForm> {
  return answersByForm(await listApplications(deps, userId, executor));
}

/** The language of a user's cover page: their account's (issue 22); the forms themselves are English. */
export async function coverLanguageOf(executor: Executor, userId: string): Promise<Language> {
  const account = await executor.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return isLanguage(account?.language) ? account.language : DEFAULT_LANGUAGE;
}

/**
 * What a package is built from: the answers, the editions, the stamp and the cover's language, so
 * a package in another language is built anew rather than reused. English adds nothing to the
 * hash: the packages made before the cover had a language keep their fingerprints.
 */
export function fingerprintOf(answers: AnswersByForm, editions: string, stamped: boolean, language: Language = DEFAULT_LANGUAGE): string {
  const ordered = Object.keys(answers).sort().map((type) => [type, Object.entries(answers[type] ?? {}).sort(([a], [b]) => a.localeCompare(b))]);
  const built = language === DEFAULT_LANGUAGE ? { ordered, editions, stamped } : { ordered, editions, stamped, language };
  return createHash('sha256').update(JSON.stringify(built)).digest('hex');
}

/** The version of each application as the check read it: what the job records and builds from. */
export function versionsOf(applications: readonly ApplicationView[]): Record<string, number> {
  return Object.fromEntries(applications.map((application) => [application.id, application.version]));
}

/**
 * Starts a package for the user from the applications the check passed (with their versions). While
 * one of the user's jobs runs, that job is the answer: one person cannot fill the queue. When the
 * answers have not changed since a completed job (same fingerprint), the new job reuses its files at
 * once; otherwise PdfJobRequested is appended and the pg-boss job enqueued in the same transaction,
 * so neither can exist without the other.
 */
export async function requestPdfJob(
  deps: AppDeps,
  userId: string,
  applications: readonly ApplicationView[],
  stamped: boolean,
  plan: { readonly stage: FilingStage; readonly held: boolean; readonly editions: string },
  metadata: EventMetadata,
): Promise<string> {
  const { stage, held, editions } = plan;
  const fingerprint = fingerprintOf(stageAnswers(answersByForm(applications), stage), editions, stamped, await coverLanguageOf(deps.db, userId));
  const checked = versionsOf(applications);
  const now = deps.clock().toISOString();
  const boss = deps.boss;
  if (!boss) throw new Error('The job queue is not running in this process.');
  return deps.db.transaction().execute(async (tx) => {
    // Requests of one user take turns here, so two at once cannot both find no running job.
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`pdf-jobs ${userId}`}, 0))`.execute(tx);
    const running = await tx
      .selectFrom('pdf_jobs')
      .select('id')
      .where('user_id', '=', userId)
      .where('stage', '=', stage)
      .where('status', '=', 'PROCESSING')
      .executeTakeFirst();
    if (running) return running.id;
    const jobId = randomUUID();
    const command = { type: 'RequestPdfJob', jobId, userId, fingerprint, stamped, checked, stage, held, now } as const;
    await handleCommand(deps.store, pdfJobStream(jobId, userId), command, { metadata, executor: tx });
    const reusable = await tx
      .selectFrom('pdf_jobs')
      .select(['files_of', 'page_count'])
      .where('user_id', '=', userId)
      .where('fingerprint', '=', fingerprint)
      .where('status', '=', 'COMPLETED')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (reusable?.files_of && reusable.page_count !== null) {
      await handleCommand(deps.store, pdfJobStream(jobId, userId), { type: 'CompletePdfJob', pageCount: reusable.page_count, filesOf: reusable.files_of, now }, { metadata, executor: tx });
      return jobId;
    }
    await boss.send(PDF_QUEUE, { jobId, userId }, inTransaction(tx));
    return jobId;
  });
}

/**
 * Sends a failed job back to the queue: PdfJobRetried and the pg-boss job in one transaction.
 * Returns false when the job is not failed (a finished or running job is left alone).
 */
export async function retryPdfJob(deps: AppDeps, jobId: string, metadata: EventMetadata): Promise<boolean> {
  const boss = deps.boss;
  if (!boss) throw new Error('The job queue is not running in this process.');
  return deps.db.transaction().execute(async (tx) => {
    const { state } = await loadPdfJob(deps, jobId, tx);
    if (state.status !== 'FAILED') return false;
    await handleCommand(deps.store, pdfJobStream(jobId, state.userId), { type: 'RetryPdfJob', now: deps.clock().toISOString() }, { metadata, executor: tx });
    await boss.send(PDF_QUEUE, { jobId, userId: state.userId }, inTransaction(tx));
    return true;
  });
}
