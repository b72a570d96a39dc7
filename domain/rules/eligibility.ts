import { asked, mustBeYes, unanswered, yesNo, type EligibilityCondition, type EligibilityContext } from './eligibility-condition.ts';
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
import { filingPath, onboardingOnly, PETITION_ONLY_OFFER, visaSentence, type FilingPathKind, type FilingStage } from './filing-path.ts';
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
  /** While eligible: how the couple files (domain/rules/filing-path.ts); null otherwise. */
  readonly filing: FilingPathKind | null;
  /** While eligible: the packages they file, in order; empty otherwise. */
  readonly stages: readonly FilingStage[];
  /** While eligible: by how much the income falls short of Form I-864's minimum, and what closes it; null when it does not. */
  readonly shortfall: IncomeShortfall | null;
}

export const ELIGIBLE_MESSAGE =
  'You are eligible: this service can prepare your marriage-based green card application (adjustment of status).';
const UNANSWERED_MESSAGE = 'Answer every question above to finish the eligibility check.';
const INELIGIBLE_MESSAGE = 'Based on your answers, this service cannot prepare your application, for the reasons listed.';
const PETITION_ONLY_MESSAGE = 'Your green card application (Form I-485) has to wait, but your petition does not.';
const PETITION_FIRST_MESSAGE =
  'You are eligible. As you chose, we prepare your petition (Forms I-130 and I-130A) first, to download and mail now, and your green card application ' +
  '(Form I-485 with Form I-864) once you have the petition’s receipt notice (Form I-797C): you enter its receipt number and we prepare the rest. ' +
  'Until then the petition alone does not let the beneficiary stay, work or travel.';
const PETITION_FILED_MESSAGE =
  'You are eligible: we prepare the green card application (Form I-485 with Form I-864, and the work permit and travel document if you ask for them) ' +
  'on the Form I-130 you already filed, with a copy of its notice (Form I-797) in place of a new petition.';
/** What follows a petition for a spouse abroad, which this service does not prepare (travel.state.gov, "Immigrant Visa Process"). */
export const CONSULAR_NEXT_STEPS =
  'After USCIS approves the petition it sends it to the Department of State’s National Visa Center (NVC), which writes to you. Then: the beneficiary fills ' +
  'in the immigrant visa application (Form DS-260) online, the petitioner sends the Affidavit of Support (Form I-864) and its evidence to NVC, you upload ' +
  'the civil documents NVC asks for (birth and marriage certificates, police certificates), and the beneficiary has a medical examination and an interview ' +
  'at the U.S. embassy or consulate. We do not prepare these steps.';
const CONSULAR_MESSAGE =
  'The beneficiary will apply for an immigrant visa at a U.S. embassy or consulate abroad (consular processing). We prepare the petition that starts it: ' +
  `Form I-130 with Form I-130A, naming that embassy or consulate. ${CONSULAR_NEXT_STEPS}`;
const BARRED_MESSAGE =
  'Based on your answers, the beneficiary cannot get the green card from inside the United States, for the reasons below. The petitioner can still file ' +
  'the petition (Form I-130 with Form I-130A) now, and we prepare it. What follows (an immigrant visa abroad, the unlawful presence bars, a provisional ' +
  'waiver on Form I-601A) needs an immigration attorney or a DOJ-accredited representative before the beneficiary leaves the United States.';

/** Where the beneficiary applies from: either answer has a way forward (adjustment here, or a visa at a consulate). */
const whereFromCondition: EligibilityCondition = {
  name: 'where the beneficiary applies from: adjustment in the United States or a visa at a consulate',
  unmet: (answers) => {
    if (yesNo(answers['onboardingBIsInUs']) === null) return [unanswered('Answer whether the beneficiary (the spouse applying for the green card) is in the United States now.')];
    if (asked('onboardingBWillApplyFromUs', answers) && yesNo(answers['onboardingBWillApplyFromUs']) === null) {
      return [unanswered('Answer whether the beneficiary will apply for the green card from inside the United States.')];
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
  const blocking = unmet.filter((u) => u.kind !== 'bar');
  if (blocking.length > 0) {
    const onlyUnanswered = blocking.every((u) => u.kind === 'unanswered');
    return { eligible: false, message: onlyUnanswered ? UNANSWERED_MESSAGE : INELIGIBLE_MESSAGE, unmetConditions: unmet.map((u) => u.message), filing: null, stages: [], shortfall: null };
  }
  const path = filingPath(onboardingOnly(textAnswers(answers)), today, bulletin);
  const notes = ELIGIBILITY_CONDITIONS.flatMap((condition) => condition.note?.(answers, ctx) ?? []);
  const visa = visaSentence(path, today);
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
      return said(BARRED_MESSAGE);
    case 'consular':
      return said(CONSULAR_MESSAGE);
    case 'petition-first':
      return path.reason === 'visa' ? said(PETITION_ONLY_MESSAGE, visa, PETITION_ONLY_OFFER) : said(PETITION_FIRST_MESSAGE, visa, ...notes);
    case 'petition-filed':
      return said(PETITION_FILED_MESSAGE, visa, ...notes);
    case 'together':
      return said(ELIGIBLE_MESSAGE, visa, ...notes);
    default: {
      const exhaustive: never = path;
      return exhaustive;
    }
  }
}
