import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../deps.ts';
import { FORMS_WATCH_QUEUE, HELD_REVIEW_QUEUE, PACKAGE_READY_MAIL_QUEUE } from '../jobs/boss.ts';
import { watchForEditions } from './edition-watch.ts';
import { reviewHeldPackages, sendPackageReadyMail } from './review.ts';

/** Just after the filing date turns (UTC): an edition whose last day was yesterday is no longer accepted today. */
const DAILY_REVIEW = '5 0 * * *';
const DAILY_WATCH = '30 6 * * *';

/**
 * The jobs that keep packages honest as editions change, worked where PDF jobs are: the daily look
 * for new editions (unless USCIS_FORMS_SOURCE=none), the review of held packages (daily, at each
 * start, and after a new edition is installed) and the e-mail each released package sends once.
 */
export async function startFilingJobs(deps: AppDeps, boss: PgBoss, log: FastifyBaseLogger): Promise<void> {
  await boss.work(HELD_REVIEW_QUEUE, { batchSize: 1 }, async () => {
    const outcome = await reviewHeldPackages(deps, boss);
    log.info(outcome, `held packages looked at again: ${outcome.released} of ${outcome.reviewed} released`);
  });
  await boss.work(PACKAGE_READY_MAIL_QUEUE, { batchSize: 1 }, async ([job]) => {
    if (job) await sendPackageReadyMail(deps, job.data, log);
  });
  await boss.schedule(HELD_REVIEW_QUEUE, DAILY_REVIEW, null, { tz: 'UTC' });
  const source = deps.config.uscisFormsSource;
  if (source) {
    await boss.work(FORMS_WATCH_QUEUE, { batchSize: 1 }, async () => {
      await watchForEditions(deps, boss, source, log);
    });
    await boss.schedule(FORMS_WATCH_QUEUE, DAILY_WATCH, null, { tz: 'UTC' });
  } else {
    await boss.unschedule(FORMS_WATCH_QUEUE);
  }
  // A start may bring a release that maps an edition, or templates just installed.
  await boss.send(HELD_REVIEW_QUEUE, null, { singletonKey: 'at-start', singletonSeconds: 60 });
}
