import { HOUSEHOLD_MEMBER_WORDS, NO_HOUSEHOLD_MEMBER, SUPPORT_KEYS } from '../catalogue/forms/onboarding-support.ts';
import { onboardingAnswer, type OnboardingAnswers } from './eligibility-condition.ts';
import { formatNumber, parseNumber } from './numbers.ts';
import { guidelineYearOn, i864MinimumIncome } from './poverty-guidelines.ts';
import { ABOUT_THE_PETITIONER, incomeShortfall, minimumBasis, routeWords, type IncomeShortfall } from './support-route-words.ts';
import type { Language } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';
import { assetMultipleFor, supportRoute, type AddedIncome, type AssetMultiple, type SupportRoute } from './support-routes.ts';

/**
 * The income condition of the onboarding, from its answers (stored 'Yes' / 'No'): which lawful way
 * the couple's Affidavit of Support is on. Income is never a reason to turn a couple away: with no
 * way seen yet, they are told what would close the gap and go on to give it in the Income form.
 */


export interface OnboardingSupport {
  /** The questions of this condition still to answer, in the order they are asked. */
  readonly unanswered: readonly string[];
  /** A reason the requirement cannot be judged on this date at all. */
  readonly obstacle: string | null;
  /** What the eligible message adds: the route the requirement is met on; null while it cannot be said, or when it falls short. */
  readonly note: string | null;
  /** By how much the income falls short and the figures of each way that closes it, shown under its own heading; null when it does not. */
  readonly shortfall: IncomeShortfall | null;
}

const answered = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
const said = (value: unknown, answer: 'Yes' | 'No'): boolean => typeof value === 'string' && value.trim().toLowerCase() === answer.toLowerCase();
const amount = (value: unknown): number => (answered(value) ? parseNumber(value) : 0);

/** What the petitioner's household adds to the petitioner's income, as the onboarding was told. */
function addedIncome(answers: OnboardingAnswers): AddedIncome[] {
  const added: AddedIncome[] = [];
  const relative = HOUSEHOLD_MEMBER_WORDS[onboardingAnswer(answers, SUPPORT_KEYS.householdMember)];
  const relativeIncome = amount(onboardingAnswer(answers, SUPPORT_KEYS.householdMemberIncome));
  if (relative && relativeIncome > 0) added.push({ who: relative.who, kind: 'household member', income: relativeIncome });
  const beneficiaryIncome = amount(onboardingAnswer(answers, SUPPORT_KEYS.beneficiaryIncome));
  if (beneficiaryIncome > 0) added.push({ who: ABOUT_THE_PETITIONER.spouse, kind: 'beneficiary', income: beneficiaryIncome });
  return added;
}

/** The support questions shown and not answered, as the catalogue shows them. */
function unansweredSupport(answers: OnboardingAnswers, language: Language): string[] {
  const say = (id: Parameters<typeof translate>[1]): string => translate(language, id);
  const beyond = onboardingAnswer(answers, SUPPORT_KEYS.beyondIncome);
  if (!answered(beyond)) return [say('eligibility.support.beyondIncome')];
  if (!said(beyond, 'Yes')) return [];
  const missing: string[] = [];
  const member = onboardingAnswer(answers, SUPPORT_KEYS.householdMember);
  if (!answered(member)) missing.push(say('eligibility.support.householdMember'));
  else if (member !== NO_HOUSEHOLD_MEMBER && !answered(onboardingAnswer(answers, SUPPORT_KEYS.householdMemberIncome))) missing.push(say('eligibility.support.householdMemberIncome'));
  if (!answered(onboardingAnswer(answers, SUPPORT_KEYS.beneficiaryIncome))) missing.push(say('eligibility.support.beneficiaryIncome'));
  if (!answered(onboardingAnswer(answers, SUPPORT_KEYS.assets))) missing.push(say('eligibility.support.assets'));
  if (!answered(onboardingAnswer(answers, SUPPORT_KEYS.jointSponsor))) missing.push(say('eligibility.support.jointSponsor'));
  return missing;
}

/**
 * The route for a household of `householdSize` (already checked to be 2 to 9), `activeDuty` as
 * answered; the assets at three times the shortfall when the petitioner is a U.S. citizen
 * (onboardingPStatus), five times otherwise. The questions and the obstacle are said in `language`.
 */
export function onboardingSupport(
  answers: OnboardingAnswers,
  today: string,
  householdSize: number,
  activeDuty: boolean,
  language: Language,
): OnboardingSupport {
  const unanswered = unansweredSupport(answers, language);
  const minimum = i864MinimumIncome(householdSize, 'contiguous', activeDuty, today);
  const year = guidelineYearOn(today)?.year;
  if (minimum === null || year === undefined) {
    return { unanswered, obstacle: translate(language, 'eligibility.support.noGuidelines'), note: null, shortfall: null };
  }
  if (!answered(onboardingAnswer(answers, 'onboardingPCurrentIncome')) || unanswered.length > 0) return { unanswered, obstacle: null, note: null, shortfall: null };
  const multiple = assetMultipleFor(onboardingAnswer(answers, 'onboardingPStatus') === 'citizen');
  const route = supportRoute({
    petitioner: {
      householdSize,
      minimum,
      income: amount(onboardingAnswer(answers, 'onboardingPCurrentIncome')),
      added: addedIncome(answers),
      assets: amount(onboardingAnswer(answers, SUPPORT_KEYS.assets)),
    },
    multiple,
    jointSponsor: said(onboardingAnswer(answers, SUPPORT_KEYS.jointSponsor), 'Yes') ? 'unnamed' : null,
  });
  // The least a joint sponsor needs: living alone, with the beneficiary their household is two.
  const jointSponsorAlone = i864MinimumIncome(2, 'contiguous', false, today) ?? minimum;
  // A shortfall is not part of the good news: the pages show it apart, with each way that closes it.
  const shortfall = route.kind === 'none' || route.kind === 'joint sponsor to name' ? incomeShortfall(route.petitioner, multiple, jointSponsorAlone, route.kind === 'joint sponsor to name') : null;
  return { unanswered, obstacle: null, note: shortfall ? null : noteOf(route, multiple, jointSponsorAlone), shortfall };
}

/** The way the requirement is met, or the joint sponsor still to be named when the petitioner's income is enough alone. */
function noteOf(route: SupportRoute, multiple: AssetMultiple, jointSponsorAlone: number): string | null {
  const way = routeWords(route, multiple, ABOUT_THE_PETITIONER);
  if (way !== null) return `The Affidavit of Support meets the income requirement with ${way}.`;
  if (route.kind !== 'joint sponsor to name') return null;
  return (
    'It will be met with a joint sponsor, who must reach the minimum alone for their own household plus the beneficiary ' +
    `(at least $${formatNumber(jointSponsorAlone)} for one who lives alone) and sign a second Form I-864: you give their details in the Income form.`
  );
}
