import { heldPackageStream } from '../../domain/filing/held-package.ts';
import { heldForms, heldPackageMessage, planPackage, type PackagePlan } from '../../domain/uscis/filing.ts';
import { printedFormName } from '../../domain/uscis/index.ts';
import type { AnswersByForm } from '../../domain/answers.ts';
import type { Executor } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { answersOf } from '../pdf-jobs/service.ts';
import { handleCommand } from '../store/command-handler.ts';
import type { EventMetadata } from '../store/vocabulary.ts';
import { visaBulletinRows } from './visa-bulletin.ts';

/** The couple's package on today's filing date, from their answers and the editions installed. */
export async function couplePlan(deps: AppDeps, userId: string, executor?: Executor): Promise<PackagePlan> {
  const answers = await answersOf(deps, userId, executor);
  return planPackage({ answers, today: deps.filingDate() }, await deps.renderer.installed(), { bulletin: await visaBulletinRows(deps.store, executor) });
}

/**
 * Records that the couple was told their package is held (once, until it is released), so the
 * daily review can e-mail them when it is fileable again.
 */
export async function recordHold(deps: AppDeps, userId: string, plan: PackagePlan, metadata: EventMetadata): Promise<void> {
  const held = heldForms(plan);
  if (held.length === 0) return;
  const forms = held.map((filing) => ({ form: filing.form, edition: filing.status === 'held' ? filing.mapping.edition : null, reason: filing.hold.reason }));
  await handleCommand(deps.store, heldPackageStream(userId), { type: 'HoldPackage', userId, forms, now: deps.clock().toISOString() }, { metadata });
}

/** Refuses a payment for a package USCIS would not accept today (409, with every reason), and records the hold. */
export async function refuseHeldPackage(deps: AppDeps, userId: string, metadata: EventMetadata): Promise<void> {
  const plan = await couplePlan(deps, userId);
  const held = heldForms(plan);
  if (held.length === 0) return;
  await recordHold(deps, userId, plan, metadata);
  throw new HttpError(409, heldPackageMessage(held));
}

/**
 * What a package's files depend on beyond the answers: the edition each form is filled in and
 * whether it is held (its pages stamped, the cover's notice). Part of a job's fingerprint.
 */
export const planKey = (plan: PackagePlan): string =>
  plan.forms.map((filing) => `${filing.form}@${filing.status === 'unavailable' ? '-' : filing.mapping.edition}:${filing.status}`).join(',');

/** The package's plan for these answers on the filing date, and its editions key for a job's fingerprint. */
export async function packageEditions(deps: AppDeps, answers: AnswersByForm): Promise<{ plan: PackagePlan; editions: string }> {
  const plan = planPackage({ answers, today: deps.filingDate() }, await deps.renderer.installed(), { bulletin: await visaBulletinRows(deps.store) });
  return { plan, editions: `${await deps.renderer.templateEditions()}|${planKey(plan)}` };
}

/**
 * Refuses at once, before the couple waits for a job that cannot succeed, when a form of the
 * package has no template installed at all (issue 12): 503 with a plain message; the operator's
 * log line names the form and the action.
 */
export function refuseUnavailableForms(plan: PackagePlan, log: { error: (fields: object, message: string) => void }): void {
  const unavailable = plan.forms.filter((filing) => filing.status === 'unavailable');
  if (unavailable.length === 0) return;
  for (const filing of unavailable) log.error({ form: filing.form, action: filing.hold.action }, `Form ${printedFormName(filing.form)} cannot be filled: ${filing.hold.action}`);
  const names = unavailable.map((filing) => `Form ${printedFormName(filing.form)}`).join(', ');
  throw new HttpError(503, `Your documents cannot be prepared at the moment: the official ${names} ${unavailable.length === 1 ? 'is' : 'are'} not installed on our server. Every answer you gave is kept; please try again later.`);
}
