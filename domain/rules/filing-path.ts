import type { Answers, AnswersByForm } from '../answers.ts';
import { longDate, monthYear } from '../i18n/dates.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';
import { answer, onboardingOf, personAnswer } from '../catalogue/shown.ts';
import { onboardingAnswer } from './eligibility-condition.ts';
import { ADJUSTMENT_BAR_CONDITIONS } from './eligibility-entry.ts';
import { CHART_NAMES, F2A_BULLETIN, petitionAvailability, type F2aBulletinRow, type VisaAvailability } from './visa-bulletin.ts';

/**
 * Which forms a couple can file now, by the law's categories. A U.S. citizen's spouse is an
 * immediate relative (INA 201(b)(2)(A)(i)): a visa is always available, so Form I-485 goes in with
 * the Form I-130 it rests on. A permanent resident's spouse is in preference category F2A (INA
 * 203(a)(2)(A)): Form I-485 can go in with a new Form I-130 only while the Visa Bulletin chart
 * USCIS uses is current for that petition's priority date, the day it is filed (8 CFR 245.2(a)(2)(i)(B)).
 * Otherwise the couple files Form I-130 (with I-130A) alone, which gives them their place in line.
 */

/** How the petitioner's status is stored, in onboarding (onboardingPStatus) and in PETITIONER_INFO (usStatus). */
export type PetitionerStatus = 'citizen' | 'pr';
export type PetitionCategory = 'immediate-relative' | 'f2a';

export const categoryOf = (status: PetitionerStatus): PetitionCategory => (status === 'citizen' ? 'immediate-relative' : 'f2a');

/** The couple's choice at onboarding (onboardingFilingChoice); a couple never asked files together. */
export type FilingChoice = 'together' | 'petition-first' | 'petition-filed';
const FILING_CHOICES: readonly FilingChoice[] = ['together', 'petition-first', 'petition-filed'];

/**
 * A package the couple downloads and mails as one: everything at once ('whole'), the petition
 * (Forms I-130 and I-130A), or the adjustment of status that rests on a petition filed before it
 * (Form I-485 with Form I-864, and Forms I-765 and I-131 when asked for).
 */
export type FilingStage = 'whole' | 'petition' | 'adjustment';
export const FILING_STAGES: readonly FilingStage[] = ['whole', 'petition', 'adjustment'];
export const isFilingStage = (value: unknown): value is FilingStage => FILING_STAGES.some((stage) => stage === value);

/** What a stage waits for before it can be filed, beyond the editions of its forms. */
export type StageWait =
  /** F2A: the chart USCIS names is not current for the petition's priority date (8 CFR 245.2(a)(2)(i)(B)). */
  | { readonly kind: 'visa'; readonly visa: Extract<VisaAvailability, { status: 'not-current' }> }
  /** The petition filed first: Form I-485 cites its receipt notice, which the couple has not entered yet. */
  | { readonly kind: 'petition-receipt' };

export interface PathStage {
  readonly stage: FilingStage;
  readonly wait: StageWait | null;
}

/**
 * How a couple files on the filing date, and the packages (stages) that makes:
 * - together: one package of every form (an immediate relative, or F2A while the chart is current or unknown);
 * - petition-first: the petition now, the adjustment later: by the couple's choice, or because the
 *   F2A chart is not current for a new petition (then the adjustment waits for the visa);
 * - petition-filed: the Form I-130 is already filed: only the adjustment package, on its receipt number;
 * - consular: the spouse applies for an immigrant visa abroad: the petition alone, naming the consulate;
 * - petition-only: the law bars adjustment as answered (INA 245(a), 245(c), 212(e)...): the petition
 *   alone, and what follows needs a lawyer.
 */
export type FilingPath = {
  readonly category: PetitionCategory;
  /** F2A: the chart's reading for the adjustment's priority date; null for an immediate relative or without an adjustment stage. */
  readonly visa: VisaAvailability | null;
  /** The Form I-130 already filed, as the couple copied it from its notice; null before. */
  readonly filed: FiledPetition | null;
  readonly stages: readonly PathStage[];
} & (
  | { readonly kind: 'together' }
  | { readonly kind: 'petition-first'; readonly reason: 'choice' | 'visa' }
  | { readonly kind: 'petition-filed' }
  | { readonly kind: 'consular' }
  | { readonly kind: 'petition-only'; readonly reason: 'barred' }
);
export type FilingPathKind = FilingPath['kind'];

const asStatus = (status: string): PetitionerStatus | null => (status === 'citizen' || status === 'pr' ? status : null);

/** The petitioner's status as onboarding answered it, else as Petitioner Information did (the two are checked to agree). */
export function petitionerStatusOf(answers: AnswersByForm): PetitionerStatus | null {
  const source = { answers };
  return asStatus(answer(source, 'ONBOARDING', 'onboardingPStatus')) ?? asStatus(answer(source, 'PETITIONER_INFO', 'usStatus'));
}

/** Whether the beneficiary was born in Mexico, which the Visa Bulletin charges apart. */
export function bornInMexico(answers: AnswersByForm): boolean {
  const source = { answers };
  const onboarding = answer(source, 'ONBOARDING', 'onboardingBBornInMexico');
  if (onboarding === 'Yes' || onboarding === 'No') return onboarding === 'Yes';
  return personAnswer(source, 'b', 'BirthCountry') === 'Mexico';
}

/** The couple's choice of how to file; 'together' when not given. */
export function filingChoiceOf(onboarding: Answers | undefined): FilingChoice {
  const choice = onboardingAnswer(onboarding ?? {}, 'onboardingFilingChoice');
  return FILING_CHOICES.find((known) => known === choice) ?? 'together';
}

/** The beneficiary applies for an immigrant visa abroad (consular processing): not in the United States, or not applying from here. */
export const appliesAbroad = (onboarding: Answers | undefined): boolean =>
  onboardingAnswer(onboarding ?? {}, 'onboardingBIsInUs') === 'No' || onboardingAnswer(onboarding ?? {}, 'onboardingBWillApplyFromUs') === 'No';

/** The Form I-130 the adjustment rests on, as the couple copied it from its notice (Form I-797). */
export interface FiledPetition {
  readonly receiptNumber: string;
  readonly receiptDate: string;
  readonly priorityDate: string;
  readonly status: 'pending' | 'approved';
  readonly hasNotice: boolean;
}

/** The filed petition, when the couple said it is filed and gave its receipt number (null otherwise). */
export function filedPetitionOf(onboarding: Answers | undefined): FiledPetition | null {
  const choice = filingChoiceOf(onboarding);
  const filed = choice === 'petition-filed' || (choice === 'petition-first' && onboardingAnswer(onboarding ?? {}, 'onboardingPetitionMailed') === 'Yes');
  const receiptNumber = onboardingAnswer(onboarding ?? {}, 'onboardingPetitionReceiptNumber').toUpperCase();
  if (!filed || receiptNumber === '') return null;
  return {
    receiptNumber,
    receiptDate: onboardingAnswer(onboarding ?? {}, 'onboardingPetitionReceiptDate'),
    priorityDate: onboardingAnswer(onboarding ?? {}, 'onboardingPetitionPriorityDate'),
    status: onboardingAnswer(onboarding ?? {}, 'onboardingPetitionStatus') === 'approved' ? 'approved' : 'pending',
    hasNotice: onboardingAnswer(onboarding ?? {}, 'onboardingPetitionHasNotice') !== 'No',
  };
}

/** Whether the law bars the beneficiary from adjusting status as onboarding answered (the eligibility table's bars). */
export function barredFromAdjusting(onboarding: Answers | undefined, filingDate: string, bulletin: readonly F2aBulletinRow[] = F2A_BULLETIN): boolean {
  const ctx = { today: filingDate, bulletin };
  return ADJUSTMENT_BAR_CONDITIONS.some((condition) => condition.unmet(onboarding ?? {}, ctx).some((unmet) => unmet.kind === 'bar'));
}

/**
 * The way a couple files on `filingDate`; an immediate relative's while the petitioner's status is
 * not given (as before it was asked).
 */
export function filingPath(answers: AnswersByForm, filingDate: string, bulletin: readonly F2aBulletinRow[] = F2A_BULLETIN): FilingPath {
  const onboarding = onboardingOf({ answers });
  const barred = barredFromAdjusting(onboarding, filingDate, bulletin);
  const category: PetitionCategory = petitionerStatusOf(answers) === 'pr' ? 'f2a' : 'immediate-relative';
  const petition: PathStage = { stage: 'petition', wait: null };
  if (appliesAbroad(onboarding)) return { kind: 'consular', category, visa: null, filed: null, stages: [petition] };
  if (barred) return { kind: 'petition-only', reason: 'barred', category, visa: null, filed: null, stages: [petition] };
  const choice = filingChoiceOf(onboarding);
  const filed = filedPetitionOf(onboarding);
  // A filed petition's place in line is its priority date; a new one's is the day USCIS receives it.
  const visa = category === 'f2a' ? petitionAvailability(filed?.priorityDate || filingDate, filingDate, bornInMexico(answers), bulletin) : null;
  const visaWait: StageWait | null = visa?.status === 'not-current' ? { kind: 'visa', visa } : null;
  const receiptWait: StageWait | null = filed ? null : { kind: 'petition-receipt' };
  switch (choice) {
    case 'petition-filed':
      return { kind: 'petition-filed', category, visa, filed, stages: [{ stage: 'adjustment', wait: visaWait }] };
    case 'petition-first':
      return { kind: 'petition-first', reason: 'choice', category, visa, filed, stages: [petition, { stage: 'adjustment', wait: visaWait ?? receiptWait }] };
    case 'together':
      return visaWait
        ? { kind: 'petition-first', reason: 'visa', category, visa, filed: null, stages: [petition, { stage: 'adjustment', wait: visaWait }] }
        : { kind: 'together', category, visa, filed: null, stages: [{ stage: 'whole', wait: null }] };
    default: {
      const exhaustive: never = choice;
      return exhaustive;
    }
  }
}

/**
 * The package the couple prepares now: the adjustment once the petition it rests on is filed (or
 * when there is no petition to file), else the first.
 */
export function currentStage(path: FilingPath): FilingStage {
  if (path.kind === 'petition-first' && path.filed) return 'adjustment';
  return path.stages[0]?.stage ?? 'whole';
}

/** The stage of the path, with what it waits for; null when the path has no such stage. */
export const stageOf = (path: FilingPath, stage: FilingStage): PathStage | null => path.stages.find((entry) => entry.stage === stage) ?? null;

/** Whether the path has an adjustment of status at all (Form I-485), now or later. */
export const adjustsStatus = (path: FilingPath): boolean => path.stages.some(({ stage }) => stage !== 'petition');

/** The onboarding answers alone, as the eligibility check has them. */
export const onboardingOnly = (onboarding: Answers): AnswersByForm => ({ ONBOARDING: onboarding });

/**
 * What the couple reads about the Visa Bulletin (eligibility, cover page): null for an immediate
 * relative, who does not wait for one.
 */
export function visaSentence(path: FilingPath, filingDate: string, language: Language = DEFAULT_LANGUAGE): string | null {
  const { visa } = path;
  if (path.category === 'immediate-relative' || visa === null) return null;
  const month = monthYear(language, visa.month);
  if (visa.status === 'unknown') return translate(language, 'eligibility.visa.unknown', { month });
  const { entry } = visa;
  const entryText =
    entry === 'C'
      ? translate(language, 'eligibility.visa.entryCurrent')
      : entry === 'U'
        ? translate(language, 'eligibility.visa.entryUnavailable')
        : longDate(language, entry);
  // The chart's name is the bulletin's own, in English in every language.
  const listed = translate(language, 'eligibility.visa.listed', { month, entry: entryText, chart: CHART_NAMES[visa.chart] });
  // A petition already filed has its own priority date; a new one's is the filing date.
  const filed = visa.priorityDate !== filingDate;
  const date = longDate(language, filed ? visa.priorityDate : filingDate);
  const id = visa.status === 'current' ? (filed ? 'eligibility.visa.currentFiled' : 'eligibility.visa.currentNew') : filed ? 'eligibility.visa.waitFiled' : 'eligibility.visa.waitNew';
  return translate(language, id, { listed, date });
}
