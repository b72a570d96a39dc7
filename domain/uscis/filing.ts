import { isPetitionForm, printedForm } from '../product/package.ts';
import { longDate, monthYear } from '../i18n/dates.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';
import { currentStage, filingPath, stageOf, type FilingPath, type FilingStage, type StageWait } from '../rules/filing-path.ts';
import type { F2aBulletinRow } from '../rules/visa-bulletin.ts';
import { acceptedEditions, EDITIONS, editionRow, noLongerAcceptedSince, type EditionRow } from './editions.ts';
import { MAPPINGS, mappingsOf } from './registry.ts';
import { printedFormName, USCIS_FORMS, type FormMapping, type KnownForm, type MappingContext } from './types.ts';

/** A template installed in the forms directory: one edition of one form. */
export interface InstalledEdition {
  readonly form: KnownForm;
  readonly edition: string;
}

/** Why a form cannot be filed on the filing date. */
export type HoldReason =
  /** USCIS accepts another edition, and no mapping of it is in this release. */
  | 'edition-not-mapped'
  /** A mapping of the accepted edition exists, but its template is not installed. */
  | 'template-missing'
  /** The edition table knows no edition USCIS accepts on that date. */
  | 'acceptance-unknown'
  /** The product has no mapping of the form at all (Form I-864A today). */
  | 'no-mapping';

export interface Hold {
  readonly reason: HoldReason;
  /** The newest edition USCIS accepts on the filing date, when the table knows one. */
  readonly required: EditionRow | null;
  /** The first day the edition we could fill was no longer accepted, when the table records it. */
  readonly since: string | null;
  /** What an operator does about it. */
  readonly action: string;
  /** Why, in a plain sentence the couple reads (followed by HELD_PROMISE). */
  readonly message: string;
}

/**
 * One form of the package on the filing date:
 * - fileable: this mapping's edition is accepted and its template installed;
 * - held: the mapping that can be filled is of an edition USCIS does not accept (previews only,
 *   stamped; the package is not sold);
 * - unavailable: no edition of the form can be filled at all (no template installed, or no mapping).
 */
export type FormFiling =
  | { readonly form: KnownForm; readonly status: 'fileable'; readonly mapping: FormMapping }
  | { readonly form: KnownForm; readonly status: 'held'; readonly mapping: FormMapping; readonly hold: Hold }
  | { readonly form: KnownForm; readonly status: 'unavailable'; readonly hold: Hold };

export interface PackagePlan {
  /** The filing date the plan was made for (ISO). */
  readonly date: string;
  /** How the couple files that day, and why (domain/rules/filing-path.ts). */
  readonly path: FilingPath;
  /** The package this plan is of: everything, the petition, or the adjustment on a petition filed before. */
  readonly stage: FilingStage;
  /** What the stage waits for beyond its forms' editions (a visa number, the petition's receipt); null when nothing. */
  readonly wait: StageWait | null;
  /** The forms the couple files, in filing order. */
  readonly forms: readonly FormFiling[];
}

export interface PlanSources {
  readonly mappings?: readonly FormMapping[];
  readonly editions?: readonly EditionRow[];
  /** The Visa Bulletin's F2A rows, the release's and the operator's; the release's when not given. */
  readonly bulletin?: readonly F2aBulletinRow[];
}

/** What a couple whose package is held is promised, said once after the reasons. */
export const heldPromise = (language: Language = DEFAULT_LANGUAGE): string => translate(language, 'filing.held.promise');
export const HELD_PROMISE = heldPromise();

/**
 * Why `form` is held on `date`, in a plain sentence the couple reads in their language. The
 * edition codes are for the operator's action; the couple reads what changed and when, in words.
 */
export function holdMessage(form: KnownForm, hold: Pick<Hold, 'reason' | 'since'>, date: string, language: Language = DEFAULT_LANGUAGE): string {
  const name = translate(language, 'filing.form', { name: printedFormName(form) });
  // The day USCIS stopped accepting the version we fill (or started taking the new one): when, for the couple, it changed the form.
  const since = hold.since ? longDate(language, hold.since) : 'none';
  switch (hold.reason) {
    case 'acceptance-unknown':
      return translate(language, 'filing.hold.acceptanceUnknown', { form: name, date: longDate(language, date) });
    case 'no-mapping':
      return translate(language, 'filing.hold.noMapping', { form: name });
    case 'template-missing':
      return translate(language, 'filing.hold.templateMissing', { form: name, since });
    case 'edition-not-mapped':
      return translate(language, 'filing.hold.editionNotMapped', { form: name, since });
    default: {
      const exhaustive: never = hold.reason;
      return exhaustive;
    }
  }
}

/** Why a package cannot be paid for, in one message: each held form's reason, then the promise. */
export const heldPackageMessage = (held: readonly Exclude<FormFiling, { status: 'fileable' }>[], date: string, language: Language = DEFAULT_LANGUAGE): string =>
  translate(language, 'filing.held.package', {
    reasons: held.map((filing) => holdMessage(filing.form, filing.hold, date, language)).join(' '),
    promise: heldPromise(language),
  });

/**
 * Why `form` is held on `date`, for the couple and for an operator. `filled`: the edition the
 * product can fill (for previews); `target`: the accepted edition it has a mapping of, if any.
 */
function holdOf(form: KnownForm, date: string, reason: HoldReason, filled: FormMapping | undefined, target: FormMapping | undefined, table: readonly EditionRow[]): Hold {
  const accepted = acceptedEditions(form, date, table);
  const required = accepted[0] ?? null;
  const filledRow = filled ? editionRow(form, filled.edition, table) : undefined;
  const since = (filledRow ? noLongerAcceptedSince(filledRow) : null) ?? required?.acceptedFrom ?? null;
  const base = { reason, required, since, message: holdMessage(form, { reason, since }, date) };
  switch (reason) {
    case 'acceptance-unknown':
      return {
        ...base,
        action: `add the editions USCIS accepts on ${date} to the edition table (domain/uscis/editions.ts)`,
      };
    case 'no-mapping':
      return {
        ...base,
        action: 'install its template and write its mapping (README: "The day USCIS publishes an edition")',
      };
    case 'template-missing':
      return {
        ...base,
        action: `install the template of the ${target?.edition ?? ''} edition: greencard forms sync`,
      };
    case 'edition-not-mapped':
      return {
        ...base,
        action: `map the ${required?.edition ?? ''} edition (README: "The day USCIS publishes an edition")`,
      };
    default: {
      const exhaustive: never = reason;
      return exhaustive;
    }
  }
}

/**
 * Whether one form can be filed on `date` (ISO), and which edition to fill: the newest mapped
 * edition that USCIS accepts that day and whose template is installed. Otherwise the newest
 * installed mapped edition is still filled for previews, held with the reason.
 */
export function formFiling(form: KnownForm, date: string, installed: readonly InstalledEdition[], sources: PlanSources = {}): FormFiling {
  const table = sources.editions ?? EDITIONS;
  const mappings = mappingsOf(form, sources.mappings ?? MAPPINGS);
  const isInstalled = (mapping: FormMapping) => installed.some((entry) => entry.form === form && entry.edition === mapping.edition);
  const accepted = acceptedEditions(form, date, table);
  const isAccepted = (mapping: FormMapping) => accepted.some((row) => row.edition === mapping.edition);
  const fileable = mappings.find((mapping) => isAccepted(mapping) && isInstalled(mapping));
  if (fileable) return { form, status: 'fileable', mapping: fileable };
  const filled = mappings.find(isInstalled);
  const target = mappings.find(isAccepted);
  const reason: HoldReason =
    mappings.length === 0 ? 'no-mapping'
    : accepted.length === 0 ? 'acceptance-unknown'
    : target ? 'template-missing'
    : 'edition-not-mapped';
  const hold = holdOf(form, date, reason, filled, target, table);
  return filled ? { form, status: 'held', mapping: filled, hold } : { form, status: 'unavailable', hold };
}

/** Whether a form belongs to a stage's package: the petition's forms, the others, or all. */
const inStage = (form: KnownForm, stage: FilingStage): boolean => stage === 'whole' || (stage === 'petition') === isPetitionForm(printedForm(form));

/**
 * Every form of one stage's package the couple files on the filing date `ctx.today`: those whose
 * mapping applies to their answers. `stage`: the one the couple prepares now when not given.
 */
export function planPackage(ctx: MappingContext, installed: readonly InstalledEdition[], sources: PlanSources = {}, stage?: FilingStage): PackagePlan {
  const path = filingPath(ctx.answers, ctx.today, sources.bulletin);
  const planned = stage ?? currentStage(path);
  const forms: FormFiling[] = [];
  for (const form of USCIS_FORMS) {
    if (!inStage(form, planned)) continue;
    const newest = mappingsOf(form, sources.mappings ?? MAPPINGS)[0];
    if (newest?.applies(ctx)) forms.push(formFiling(form, ctx.today, installed, sources));
  }
  return { date: ctx.today, path, stage: planned, wait: stageOf(path, planned)?.wait ?? null, forms };
}

/** The forms of a plan that are not fileable: any one of them holds the package. */
export const heldForms = (plan: PackagePlan): readonly Exclude<FormFiling, { status: 'fileable' }>[] =>
  plan.forms.filter((filing): filing is Exclude<FormFiling, { status: 'fileable' }> => filing.status !== 'fileable');

/** Whether the stage's package can be filed on the plan's date: every form fileable, and nothing else waited for. */
export const isFileable = (plan: PackagePlan): boolean => plan.wait === null && heldForms(plan).length === 0;

/** Why a stage waits beyond its forms' editions, in a plain sentence; null when it does not. */
export function waitMessage(wait: StageWait | null, language: Language = DEFAULT_LANGUAGE): string | null {
  if (wait === null) return null;
  if (wait.kind === 'petition-receipt') return translate(language, 'filing.wait.receipt');
  return translate(language, 'filing.wait.visa', { month: monthYear(language, wait.visa.month), priorityDate: longDate(language, wait.visa.priorityDate) });
}

/** One line for an operator (forms status, /readyz, the log): the form, whether it is fileable, why not and what to do. */
export function filingSummary(filing: FormFiling, date: string, table: readonly EditionRow[] = EDITIONS): string {
  const name = `Form ${printedFormName(filing.form)}`;
  if (filing.status === 'fileable') return `${name}: fileable on ${date} in the edition of ${filing.mapping.edition}`;
  const accepted = acceptedEditions(filing.form, date, table).map((row) => row.edition);
  const since = filing.hold.since ? ` since ${filing.hold.since}` : '';
  const usc = accepted.length > 0 ? `USCIS accepts ${accepted.join(' and ')}${since}` : `no edition USCIS accepts on ${date} is known`;
  const ours = filing.status === 'held' ? `the installed, mapped edition is ${filing.mapping.edition}` : 'no mapped edition is installed';
  return `${name}: not fileable on ${date} (${usc}; ${ours}): ${filing.hold.action}`;
}
