import { asked, mustBeYes, onboardingAnswer, unanswered, yesNo, type EligibilityCondition, type EligibilityContext } from './eligibility-condition.ts';
import {
  adjustmentBarsCondition,
  bornInMexicoCondition,
  f2aStatusConditions,
  fianceCondition,
  homeResidenceCondition,
  lastEntryCondition,
  petitionerStatusCondition,
} from './eligibility-entry.ts';
import { incomeCondition, onboardingShortfall } from './eligibility-income.ts';
import type { IncomeShortfall } from './support-route-words.ts';
import { filingPath, onboardingOnly, visaSentence, type FilingPathKind, type FilingStage } from './filing-path.ts';
import { F2A_BULLETIN, type F2aBulletinRow } from './visa-bulletin.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';

export { MAX_HOUSEHOLD_SIZE, MIN_HOUSEHOLD_SIZE } from './eligibility-income.ts';

/**
 * Whether this service can prepare a couple's case, from the onboarding answers (stored 'Yes' / 'No').
 * One table of conditions, by the law's categories; each says in plain words what is missing or what
 * stands in the way, and what to do about it.
 */
export interface EligibilityResult {
  readonly eligible: boolean;
  readonly message: string;
  /** One plain sentence for each condition not met, in the order the questionnaire asks. */
  readonly unmetConditions: readonly string[];
  /** While eligible: how the couple files (domain/rules/filing-path.ts); null otherwise. */
  readonly filing: FilingPathKind | null;
  /** While eligible: the packages they file, in order; empty otherwise. */
  readonly stages: readonly FilingStage[];
  /** While eligible: by how much the income falls short of Form I-864's minimum, and what closes it; null when it does not. */
  readonly shortfall: IncomeShortfall | null;
}

// The verdicts are messages of domain/i18n/eligibility, said in the reader's language.
export const ELIGIBLE_MESSAGE = translate('en', 'eligibility.eligible');
/** What follows a petition for a spouse abroad, which this service does not prepare (travel.state.gov, "Immigrant Visa Process"). */
export const CONSULAR_NEXT_STEPS = translate('en', 'eligibility.consularNextSteps');

/** Where the beneficiary applies from: either answer has a way forward (adjustment here, or a visa at a consulate). */
const whereFromCondition: EligibilityCondition = {
  name: 'where the beneficiary applies from: adjustment in the United States or a visa at a consulate',
  unmet: (answers, ctx) => {
    const language = ctx.language ?? DEFAULT_LANGUAGE;
    if (yesNo(onboardingAnswer(answers, 'onboardingBIsInUs')) === null) return [unanswered(translate(language, 'eligibility.whereFrom.inUs'))];
    if (asked('onboardingBWillApplyFromUs', answers) && yesNo(onboardingAnswer(answers, 'onboardingBWillApplyFromUs')) === null) {
      return [unanswered(translate(language, 'eligibility.whereFrom.fromUs'))];
    }
    return [];
  },
};

/** In the order the onboarding questionnaire asks. */
export const ELIGIBILITY_CONDITIONS: readonly EligibilityCondition[] = [
  petitionerStatusCondition,
  whereFromCondition,
  lastEntryCondition,
  fianceCondition,
  homeResidenceCondition,
  ...f2aStatusConditions,
  adjustmentBarsCondition,
  bornInMexicoCondition,
  mustBeYes(
    'the only applicant',
    'onboardingBOnlyGcApplicant',
    'eligibility.onlyApplicant.unanswered',
    'eligibility.onlyApplicant.unmet',
  ),
  incomeCondition,
];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The onboarding answers a filing path reads: their text (the path reads only choices). */
function textAnswers(answers: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The eligibility check on the filing date `today`, with the Visa Bulletin rows known (the
 * release's unless the caller adds an operator's), said in `language`.
 */
export function checkEligibility(
  onboardingAnswers: unknown,
  today: string,
  bulletin: readonly F2aBulletinRow[] = F2A_BULLETIN,
  language: Language = DEFAULT_LANGUAGE,
): EligibilityResult {
  const answers = isRecord(onboardingAnswers) ? onboardingAnswers : {};
  const ctx: EligibilityContext = { today, bulletin, language };
  const words = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(language, id, values);
  // Two bars lifted by INA 245(i) give one message about it: each message is said once.
  const unmet = [...new Map(ELIGIBILITY_CONDITIONS.flatMap((condition) => condition.unmet(answers, ctx)).map((u) => [u.message, u])).values()];
  const blocking = unmet.filter((u) => u.kind !== 'bar');
  if (blocking.length > 0) {
    const onlyUnanswered = blocking.every((u) => u.kind === 'unanswered');
    return { eligible: false, message: words(onlyUnanswered ? 'eligibility.unanswered' : 'eligibility.ineligible'), unmetConditions: unmet.map((u) => u.message), filing: null, stages: [], shortfall: null };
  }
  const path = filingPath(onboardingOnly(textAnswers(answers)), today, bulletin);
  const notes = ELIGIBILITY_CONDITIONS.flatMap((condition) => condition.note?.(answers, ctx) ?? []);
  const visa = visaSentence(path, today, language);
  const said = (...parts: readonly (string | null)[]): EligibilityResult => ({
    eligible: true,
    message: parts.filter((part) => part).join(' '),
    // A barred couple reads why adjustment is barred; the petition is still theirs to file.
    unmetConditions: unmet.map((u) => u.message),
    filing: path.kind,
    stages: path.stages.map(({ stage }) => stage),
    shortfall: onboardingShortfall(answers, today),
  });
  switch (path.kind) {
    case 'petition-only':
      return said(words('eligibility.barred'));
    case 'consular':
      return said(words('eligibility.consular', { nextSteps: words('eligibility.consularNextSteps') }));
    case 'petition-first':
      return path.reason === 'visa'
        ? said(words('eligibility.petitionOnly'), visa, words('eligibility.petitionOnlyOffer'))
        : said(words('eligibility.petitionFirst'), visa, ...notes);
    case 'petition-filed':
      return said(words('eligibility.petitionFiled'), visa, ...notes);
    case 'together':
      return said(words('eligibility.eligible'), visa, ...notes);
    default: {
      const exhaustive: never = path;
      return exhaustive;
    }
  }
}
