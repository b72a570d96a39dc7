import { onboardingSupport } from './onboarding-support-route.ts';
import { parseNumber } from './numbers.ts';

/**
 * Whether this service can prepare a couple's case, from the onboarding answers (stored 'Yes' / 'No').
 * One table of conditions; each says in plain words what is wrong when it is not met.
 */
export interface EligibilityResult {
  readonly eligible: boolean;
  readonly message: string;
  /** One plain sentence for each condition not met, in the order the questionnaire asks. */
  readonly unmetConditions: readonly string[];
}

type OnboardingAnswers = Readonly<Record<string, unknown>>;

interface EligibilityCondition {
  /** Whether the condition only asks for a missing answer (rather than finding a real obstacle). */
  readonly asksForAnswer: boolean;
  /** The message when the condition is not met, or null when it is (or cannot be judged yet). */
  readonly unmet: (answers: OnboardingAnswers, today: string) => string | null;
  /** What the eligible message adds about this condition (the income route), or null. */
  readonly note?: (answers: OnboardingAnswers, today: string) => string | null;
}

export const ELIGIBLE_MESSAGE =
  'You are eligible: this service can prepare your marriage-based green card application (adjustment of status).';
const UNANSWERED_MESSAGE = 'Answer every question above to finish the eligibility check.';
const INELIGIBLE_MESSAGE = 'Based on your answers, this service cannot prepare your application, for the reasons listed.';

export const MIN_HOUSEHOLD_SIZE = 2;
export const MAX_HOUSEHOLD_SIZE = 9;

/** 'yes', 'no', or null when unanswered (or answered with something else). */
function yesNo(value: unknown): 'yes' | 'no' | null {
  const answer = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (answer === 'yes' || answer === true) return 'yes';
  if (answer === 'no' || answer === false) return 'no';
  return null;
}

const answered = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

function householdSize(answers: OnboardingAnswers): number | null {
  const value = answers['onboardingNumberOfHouseholdMembers'];
  if (!answered(value)) return null;
  const size = parseNumber(value);
  return size >= MIN_HOUSEHOLD_SIZE && size <= MAX_HOUSEHOLD_SIZE ? size : null;
}

/** A yes/no question that must be answered Yes; `askedWhen` mirrors the question's visibility. */
const mustBeYes = (
  key: string,
  unanswered: string,
  no: string,
  askedWhen: (a: OnboardingAnswers) => boolean = () => true,
): EligibilityCondition[] => [
  { asksForAnswer: true, unmet: (a) => (askedWhen(a) && yesNo(a[key]) === null ? unanswered : null) },
  { asksForAnswer: false, unmet: (a) => (askedWhen(a) && yesNo(a[key]) === 'no' ? no : null) },
];

const mustBeAnswered = (unanswered: string, isAnswered: (a: OnboardingAnswers) => boolean): EligibilityCondition => ({
  asksForAnswer: true,
  unmet: (a) => (isAnswered(a) ? null : unanswered),
});

/** The income route (onboarding-support-route.ts), once the household and active duty are answered. */
function incomeSupport(answers: OnboardingAnswers, today: string) {
  const size = householdSize(answers);
  const activeDuty = yesNo(answers['onboardingPOnActiveDuty']);
  return size === null || activeDuty === null ? null : onboardingSupport(answers, today, size, activeDuty === 'yes');
}

/** In the order the onboarding questionnaire asks. */
export const ELIGIBILITY_CONDITIONS: readonly EligibilityCondition[] = [
  ...mustBeYes(
    'onboardingBIsInUs',
    'Answer whether the beneficiary (the spouse applying for the green card) is in the United States now.',
    'The beneficiary must be in the United States: this service prepares adjustment of status, which is filed from inside the U.S. A spouse living abroad applies through a U.S. consulate (consular processing), which this service does not prepare.',
  ),
  ...mustBeYes(
    'onboardingBWillApplyFromUs',
    'Answer whether the beneficiary will apply for the green card from inside the United States.',
    'The beneficiary must apply from inside the United States: this service prepares adjustment of status, not consular processing abroad.',
    // Asked only of a beneficiary who is in the United States.
    (a) => yesNo(a['onboardingBIsInUs']) === 'yes',
  ),
  ...mustBeYes(
    'onboardingBOnlyGcApplicant',
    'Answer whether the beneficiary is the only person applying for a green card.',
    'The beneficiary must be the only person applying for a green card: this service does not prepare applications for children or other relatives.',
  ),
  mustBeAnswered("Enter the petitioner's current yearly income.", (a) => answered(a['onboardingPCurrentIncome'])),
  ...mustBeYes(
    'onboardingIncomeFromW2',
    "Answer whether at least 85% of the petitioner's income is wages reported on Form W-2.",
    "At least 85% of the petitioner's income must be wages reported on Form W-2: this service prepares applications only for sponsors whose income is mostly W-2 wages.",
  ),
  mustBeAnswered(
    `Choose how many people are in the household (${MIN_HOUSEHOLD_SIZE} to ${MAX_HOUSEHOLD_SIZE}).`,
    (a) => householdSize(a) !== null,
  ),
  mustBeAnswered(
    'Answer whether the petitioner is on active duty in the U.S. armed forces.',
    (a) => yesNo(a['onboardingPOnActiveDuty']) !== null,
  ),
  // The Affidavit of Support: never a reason to turn a couple away, it says the way they are on (8 CFR 213a.2(c)).
  {
    asksForAnswer: true,
    unmet: (a, today) => {
      const unanswered = incomeSupport(a, today)?.unanswered ?? [];
      return unanswered.length > 0 ? unanswered.join(' ') : null;
    },
  },
  {
    asksForAnswer: false,
    unmet: (a, today) => incomeSupport(a, today)?.obstacle ?? null,
    note: (a, today) => incomeSupport(a, today)?.note ?? null,
  },
];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkEligibility(onboardingAnswers: unknown, today: string): EligibilityResult {
  const answers = isRecord(onboardingAnswers) ? onboardingAnswers : {};
  const unmet = ELIGIBILITY_CONDITIONS.flatMap((condition) => {
    const message = condition.unmet(answers, today);
    return message === null ? [] : [{ message, asksForAnswer: condition.asksForAnswer }];
  });
  if (unmet.length === 0) {
    const notes = ELIGIBILITY_CONDITIONS.flatMap((condition) => condition.note?.(answers, today) ?? []);
    return { eligible: true, message: [ELIGIBLE_MESSAGE, ...notes].join(' '), unmetConditions: [] };
  }
  const onlyUnanswered = unmet.every((u) => u.asksForAnswer);
  return {
    eligible: false,
    message: onlyUnanswered ? UNANSWERED_MESSAGE : INELIGIBLE_MESSAGE,
    unmetConditions: unmet.map((u) => u.message),
  };
}
