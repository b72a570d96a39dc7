import { applicationSetFor, isPackageApplication, prefillFromOnboarding } from '../../domain/applications/application-set.ts';
import type { Answers } from '../../domain/answers.ts';
import { filingPath, type FilingStage } from '../../domain/rules/filing-path.ts';
import { inTransaction, type Executor } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { visaBulletinRows } from '../filing/visa-bulletin.ts';
import type { EventMetadata } from '../store/vocabulary.ts';
import { createApplication, deleteApplication, findApplicationOfType, listApplications, saveApplication, type ApplicationView } from './service.ts';

async function onboardingAnswers(deps: AppDeps, userId: string, db: Executor): Promise<Answers> {
  return (await findApplicationOfType(deps, userId, 'ONBOARDING', db))?.data ?? {};
}

/** Every stage the couple files on the filing date (domain/rules/filing-path.ts): their wizards are all open, now or later. */
async function stagesOf(deps: AppDeps, onboarding: Answers, db: Executor): Promise<FilingStage[]> {
  return filingPath({ ONBOARDING: onboarding }, deps.filingDate(), await visaBulletinRows(deps.store, db)).stages.map(({ stage }) => stage);
}

/**
 * Gives an eligible couple the applications their onboarding answers call for: each missing one
 * is created (pre-filled from onboarding), one no longer needed (an option not wanted, or all but
 * the petition for a spouse abroad) is archived with its answers kept, and one needed
 * again is brought back as a draft.
 */
export async function ensureApplicationSet(deps: AppDeps, userId: string, metadata: EventMetadata, executor: Executor = deps.db): Promise<void> {
  await inTransaction(executor, async (tx) => {
    const onboarding = await onboardingAnswers(deps, userId, tx);
    const existing = await listApplications(deps, userId, tx);
    const needed = applicationSetFor(onboarding, await stagesOf(deps, onboarding, tx));
    for (const formType of needed) {
      const found = existing.find((a) => a.formType === formType);
      if (!found) await createApplication(deps, userId, formType, prefillFromOnboarding(formType, onboarding), metadata, tx);
      else if (found.status === 'archived') await saveApplication(deps, userId, found.id, { status: 'draft' }, metadata, tx);
    }
    for (const found of existing) {
      if (isPackageApplication(found.formType) && !needed.some((type) => type === found.formType) && found.status !== 'archived') {
        await saveApplication(deps, userId, found.id, { status: 'archived' }, metadata, tx);
      }
    }
  });
}

/** Every application of the user deleted (onboarding answers kept), and a new empty set created. */
export async function resetApplications(deps: AppDeps, userId: string, metadata: EventMetadata): Promise<ApplicationView[]> {
  return inTransaction(deps.db, async (tx) => {
    const onboarding = await onboardingAnswers(deps, userId, tx);
    for (const application of await listApplications(deps, userId, tx)) {
      if (application.formType !== 'ONBOARDING') await deleteApplication(deps, userId, application.id, metadata, tx);
    }
    for (const formType of applicationSetFor(onboarding, await stagesOf(deps, onboarding, tx))) await createApplication(deps, userId, formType, {}, metadata, tx);
    return listApplications(deps, userId, tx);
  });
}
