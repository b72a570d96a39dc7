import type { PackageKind } from '../product/package.ts';
import { mustBeYes, type EligibilityCondition, type EligibilityContext } from './eligibility-condition.ts';
import {
  adjustmentBarsCondition,
  bornInMexicoCondition,
  f2aStatusConditions,
  fianceCondition,
  homeResidenceCondition,
  lastEntryCondition,
  petitionerStatusCondition,
} from './eligibility-entry.ts';
import { incomeCondition } from './eligibility-income.ts';
import { filingPath, onboardingOnly, PETITION_ONLY_OFFER, visaSentence } from './filing-path.ts';
import { F2A_BULLETIN, type F2aBulletinRow } from './visa-bulletin.ts';

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
  /** While eligible: the whole package, or the petition alone while no visa is available (F2A); null otherwise. */
  readonly filing: PackageKind | null;
}

export const ELIGIBLE_MESSAGE =
  'You are eligible: this service can prepare your marriage-based green card application (adjustment of status).';
const UNANSWERED_MESSAGE = 'Answer every question above to finish the eligibility check.';
const INELIGIBLE_MESSAGE = 'Based on your answers, this service cannot prepare your application, for the reasons listed.';
const PETITION_ONLY_MESSAGE = 'Your green card application (Form I-485) has to wait, but your petition does not.';

/** In the order the onboarding questionnaire asks. */
export const ELIGIBILITY_CONDITIONS: readonly EligibilityCondition[] = [
  petitionerStatusCondition,
  mustBeYes(
    'in the United States',
    'onboardingBIsInUs',
    'Answer whether the beneficiary (the spouse applying for the green card) is in the United States now.',
    'The beneficiary must be in the United States: this service prepares adjustment of status, which is filed from inside the U.S. A spouse living abroad applies through a U.S. consulate (consular processing), which this service does not prepare.',
  ),
  mustBeYes(
    'applies from the United States',
    'onboardingBWillApplyFromUs',
    'Answer whether the beneficiary will apply for the green card from inside the United States.',
    'The beneficiary must apply from inside the United States: this service prepares adjustment of status, not consular processing abroad.',
  ),
  lastEntryCondition,
  fianceCondition,
  homeResidenceCondition,
  ...f2aStatusConditions,
  adjustmentBarsCondition,
  bornInMexicoCondition,
  mustBeYes(
    'the only applicant',
    'onboardingBOnlyGcApplicant',
    'Answer whether the beneficiary is the only person applying for a green card.',
    'The beneficiary must be the only person applying for a green card: this service does not prepare applications for children or other relatives.',
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
 * release's unless the caller adds an operator's).
 */
export function checkEligibility(onboardingAnswers: unknown, today: string, bulletin: readonly F2aBulletinRow[] = F2A_BULLETIN): EligibilityResult {
  const answers = isRecord(onboardingAnswers) ? onboardingAnswers : {};
  const ctx: EligibilityContext = { today, bulletin };
  // Two bars lifted by INA 245(i) give one message about it: each message is said once.
  const unmet = [...new Map(ELIGIBILITY_CONDITIONS.flatMap((condition) => condition.unmet(answers, ctx)).map((u) => [u.message, u])).values()];
  if (unmet.length > 0) {
    const onlyUnanswered = unmet.every((u) => u.kind === 'unanswered');
    return { eligible: false, message: onlyUnanswered ? UNANSWERED_MESSAGE : INELIGIBLE_MESSAGE, unmetConditions: unmet.map((u) => u.message), filing: null };
  }
  const path = filingPath(onboardingOnly(textAnswers(answers)), today, bulletin);
  const visa = visaSentence(path, today);
  if (path.kind === 'petition-only') {
    return { eligible: true, message: `${PETITION_ONLY_MESSAGE} ${visa ?? ''} ${PETITION_ONLY_OFFER}`, unmetConditions: [], filing: 'petition-only' };
  }
  const notes = ELIGIBILITY_CONDITIONS.flatMap((condition) => condition.note?.(answers, ctx) ?? []);
  return { eligible: true, message: [ELIGIBLE_MESSAGE, visa, ...notes].filter((part) => part).join(' '), unmetConditions: [], filing: 'adjustment' };
}
