import type { AnswersByForm } from '../../domain/answers.ts';
import { stageAnswers } from '../../domain/applications/application-set.ts';
import { applicationDecider } from '../../domain/applications/application.ts';
import { fold } from '../../domain/decider.ts';
import { applicationStreamId } from '../../domain/events.ts';
import type { PdfJobState } from '../../domain/pdf-jobs/pdf-job.ts';
import { listApplications } from '../applications/service.ts';
import type { AppDeps } from '../deps.ts';
import { packageEditions } from '../filing/plan.ts';
import { answersByForm, coverLanguageOf, fingerprintOf, loadPdfJob } from './service.ts';

type Requested = Exclude<PdfJobState, { status: 'none' }>;

/**
 * The answers as the check saw them: each application's events folded up to the version the job
 * recorded, whatever was saved since. Null when a stream no longer reaches that version or its
 * answers are unreadable (the account's key was destroyed).
 */
async function answersAt(deps: AppDeps, checked: Readonly<Record<string, number>>): Promise<AnswersByForm | null> {
  const answers: AnswersByForm = {};
  for (const [applicationId, version] of Object.entries(checked)) {
    const recorded = (await deps.store.readStream(applicationStreamId(applicationId))).filter((r) => r.streamVersion <= version);
    if (recorded.length !== version || recorded.some((r) => r.redacted)) return null;
    const state = fold(applicationDecider, recorded.map((r) => r.event).filter(applicationDecider.isEvent));
    if (state.status === 'active' && state.applicationStatus !== 'archived') answers[state.formType] = state.answers;
  }
  return answers;
}

/**
 * What a job builds: the answers the check passed, provided they still give the job's fingerprint
 * (the installed editions may have changed since). A job recorded before the versions were carries
 * none: its answers are today's, taken only when they still match. Null: the job must not be built.
 */
export async function checkedAnswers(deps: AppDeps, job: Requested): Promise<AnswersByForm | null> {
  const answers = job.checked ? await answersAt(deps, job.checked) : answersByForm(await listApplications(deps, job.userId));
  if (!answers) return null;
  const { editions } = await packageEditions(deps, answers, job.stage);
  // The cover is written in the account's language of now: a package asked for in another one is asked for again.
  const language = await coverLanguageOf(deps.db, job.userId);
  return fingerprintOf(stageAnswers(answers, job.stage), editions, job.stamped, language) === job.fingerprint ? answers : null;
}

/**
 * Whether a job's package holds the user's answers of now: the answers it was built from (those the
 * check passed) equal today's. The plan may have changed since (USCIS stopped accepting an edition):
 * what was paid for stays downloadable, and the pages say which form must not be mailed. A job
 * recorded before the checked versions were is judged by its fingerprint.
 */
export async function matchesCurrentAnswers(deps: AppDeps, userId: string, job: { id: string; fingerprint: string; stamped: boolean }): Promise<boolean> {
  const { state } = await loadPdfJob(deps, job.id);
  const stage = state.status === 'none' ? 'whole' : state.stage;
  // A stage's package is stale only when an answer it is built from changed (domain/applications/application-set.ts).
  const current = stageAnswers(answersByForm(await listApplications(deps, userId)), stage);
  if (state.status !== 'none' && state.checked) {
    const built = await answersAt(deps, state.checked);
    return built !== null && fingerprintOf(stageAnswers(built, stage), '', false) === fingerprintOf(current, '', false);
  }
  const language = await coverLanguageOf(deps.db, userId);
  return fingerprintOf(current, (await packageEditions(deps, current, stage)).editions, job.stamped, language) === job.fingerprint;
}
