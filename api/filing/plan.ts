import { heldPackageStream } from '../../domain/filing/held-package.ts';
import { heldForms, heldPackageMessage, isFileable, planPackage, waitMessage, type PackagePlan } from '../../domain/uscis/filing.ts';
import { currentStage, type FilingPath, type FilingStage } from '../../domain/rules/filing-path.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';
import { printedFormName } from '../../domain/uscis/index.ts';
import type { AnswersByForm } from '../../domain/answers.ts';
import type { Executor } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, inReadersLanguage } from '../http/errors.ts';
import { answersOf } from '../pdf-jobs/service.ts';
import { handleCommand } from '../store/command-handler.ts';
import type { EventMetadata } from '../store/vocabulary.ts';
import { visaBulletinRows } from './visa-bulletin.ts';
import { listValues } from '../../domain/i18n/lists.ts';

/** One stage's package on today's filing date (the one the couple prepares now when not named), from their answers and the editions installed. */
export async function couplePlan(deps: AppDeps, userId: string, executor?: Executor, stage?: FilingStage): Promise<PackagePlan> {
  return planOf(deps, await answersOf(deps, userId, executor), executor, stage);
}

/** A stage's plan for these answers on the filing date. */
export async function planOf(deps: AppDeps, answers: AnswersByForm, executor?: Executor, stage?: FilingStage): Promise<PackagePlan> {
  return planPackage({ answers, today: deps.filingDate() }, await deps.renderer.installed(), { bulletin: await visaBulletinRows(deps.store, executor) }, stage);
}

/** Every stage's package of the couple's filing, in filing order. */
export async function couplePlans(deps: AppDeps, userId: string, executor?: Executor): Promise<PackagePlan[]> {
  const answers = await answersOf(deps, userId, executor);
  const first = await planOf(deps, answers, executor);
  const plans: PackagePlan[] = [];
  for (const { stage } of first.path.stages) plans.push(stage === first.stage ? first : await planOf(deps, answers, executor, stage));
  return plans;
}

/**
 * Whether a stage's hold is one the couple is told of by e-mail when it ends: a form USCIS does not
 * accept today, or a visa number not available yet. (A petition's receipt is the couple's to enter.)
 */
const heldForUs = (plan: PackagePlan): boolean => heldForms(plan).length > 0 || plan.wait?.kind === 'visa';

/**
 * Records that the couple was told a stage's package is held (once, until it is released), so the
 * review can e-mail them when it is fileable.
 */
export async function recordHold(deps: AppDeps, userId: string, plan: PackagePlan, metadata: EventMetadata): Promise<void> {
  if (!heldForUs(plan)) return;
  const forms = heldForms(plan).map((filing) => ({ form: filing.form, edition: filing.status === 'held' ? filing.mapping.edition : null, reason: filing.hold.reason }));
  const command = { type: 'HoldPackage', userId, stage: plan.stage, forms, waitsForVisa: plan.wait?.kind === 'visa', now: deps.clock().toISOString() } as const;
  await handleCommand(deps.store, heldPackageStream(userId, plan.stage), command, { metadata });
}

/** Why a stage's package cannot be filed today, in one message: each held form's reason, what it waits for, then the promise. */
export function stageHeldMessage(plan: PackagePlan, language: Language = DEFAULT_LANGUAGE): string {
  const held = heldForms(plan);
  const wait = waitMessage(plan.wait, language);
  if (held.length > 0) return [heldPackageMessage(held, plan.date, language), wait].filter((part) => part).join(' ');
  return translate(language, 'filing.held.notYet', { wait: wait ?? '' }).trim();
}

/**
 * A payment buys the couple's whole filing, so it is refused (409, with every reason) only when
 * nothing they would download now can be filed today; each held stage is recorded, so its e-mail
 * comes when it opens.
 */
export async function refuseUnpayable(deps: AppDeps, userId: string, metadata: EventMetadata, language: Language = DEFAULT_LANGUAGE): Promise<void> {
  const plans = await couplePlans(deps, userId);
  for (const plan of plans) await recordHold(deps, userId, plan, metadata);
  if (plans.some(isFileable)) return;
  const current = plans.find((plan) => plan.stage === currentStage(plan.path)) ?? plans[0];
  throw current ? new HttpError(409, inReadersLanguage(stageHeldMessage(current, language))) : new HttpError(409, 'filing.held.nothingToPay');
}

/**
 * What a package's files depend on beyond the answers: the edition each form is filled in and
 * whether it is held (its pages stamped, the cover's notice). Part of a job's fingerprint.
 */
export const planKey = (plan: PackagePlan): string =>
  plan.forms.map((filing) => `${filing.form}@${filing.status === 'unavailable' ? '-' : filing.mapping.edition}:${filing.status}`).join(',');

/** A stage's plan for these answers on the filing date, and its editions key for a job's fingerprint. */
export async function packageEditions(deps: AppDeps, answers: AnswersByForm, stage?: FilingStage): Promise<{ plan: PackagePlan; editions: string }> {
  const plan = await planOf(deps, answers, undefined, stage);
  return { plan, editions: `${await deps.renderer.templateEditions()}|${plan.stage}|${planKey(plan)}` };
}

/**
 * Refuses at once, before the couple waits for a job that cannot succeed, when a form of the
 * package has no template installed at all (issue 12): 503 with a plain message; the operator's
 * log line names the form and the action.
 */
export function refuseUnavailableForms(plan: PackagePlan, log: { error: (fields: object, message: string) => void }, language: Language = DEFAULT_LANGUAGE): void {
  const unavailable = plan.forms.filter((filing) => filing.status === 'unavailable');
  if (unavailable.length === 0) return;
  for (const filing of unavailable) log.error({ form: filing.form, action: filing.hold.action }, `Form ${printedFormName(filing.form)} cannot be filled: ${filing.hold.action}`);
  const names = unavailable.map((filing) => translate(language, 'filing.form', { name: printedFormName(filing.form) })).join(', ');
  throw new HttpError(503, inReadersLanguage(translate(language, 'filing.unavailable', { forms: names, count: unavailable.length })));
}

/** The stage a request names, which must be one of the couple's (409 otherwise); the one they prepare now when not named. */
export function stageAsked(path: FilingPath, asked: FilingStage | undefined, language: Language = DEFAULT_LANGUAGE): FilingStage {
  if (asked === undefined) return currentStage(path);
  if (!path.stages.some(({ stage }) => stage === asked)) {
    const stages = path.stages.map(({ stage }) => stage);
    const theirs = stages.length < 2 ? stages.join('') : translate(language, 'list.and', listValues(stages));
    throw new HttpError(409, inReadersLanguage(translate(language, 'filing.noSuchStage', { asked, theirs })));
  }
  return asked;
}
