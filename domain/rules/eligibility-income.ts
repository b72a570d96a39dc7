import { answered, obstacle, onboardingAnswer, unanswered, yesNo, type EligibilityCondition, type OnboardingAnswers, type UnmetCondition } from './eligibility-condition.ts';
import { parseNumber } from './numbers.ts';
import { onboardingSupport, type OnboardingSupport } from './onboarding-support-route.ts';
import type { IncomeShortfall } from './support-route-words.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';

/**
 * The income condition of eligibility (Form I-864, the Affidavit of Support): one row of the
 * table, so the rules of sponsorship can change here alone.
 */

export const MIN_HOUSEHOLD_SIZE = 2;
export const MAX_HOUSEHOLD_SIZE = 9;

/**
 * The household size onboarding was told (2 to 9), for the first income estimate; the affidavit's
 * own count, item by item, is petitionerHousehold (household.ts).
 */
function onboardingHouseholdSize(answers: OnboardingAnswers): number | null {
  const value = onboardingAnswer(answers, 'onboardingNumberOfHouseholdMembers');
  if (!answered(value)) return null;
  const size = parseNumber(value);
  return size >= MIN_HOUSEHOLD_SIZE && size <= MAX_HOUSEHOLD_SIZE ? size : null;
}

/** The Affidavit of Support's route (onboarding-support-route.ts), once the household and active duty are answered. */
function incomeSupport(answers: OnboardingAnswers, today: string, language: Language = DEFAULT_LANGUAGE): OnboardingSupport | null {
  const size = onboardingHouseholdSize(answers);
  const activeDuty = yesNo(onboardingAnswer(answers, 'onboardingPOnActiveDuty'));
  return size === null || activeDuty === null ? null : onboardingSupport(answers, today, size, activeDuty === 'yes', language);
}

/** In the order the questionnaire asks: income, W-2 share, household size, active duty, then the way the requirement is met. */
export const incomeCondition: EligibilityCondition = {
  name: 'the petitioner’s income (Form I-864)',
  unmet: (answers, { today, language = DEFAULT_LANGUAGE }) => {
    const say = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(language, id, values);
    const unmet: UnmetCondition[] = [];
    if (!answered(onboardingAnswer(answers, 'onboardingPCurrentIncome'))) unmet.push(unanswered(say('eligibility.income.current')));
    const w2 = yesNo(onboardingAnswer(answers, 'onboardingIncomeFromW2'));
    if (w2 === null) unmet.push(unanswered(say('eligibility.income.w2')));
    if (w2 === 'no') {
      unmet.push(obstacle(say('eligibility.income.notW2')));
    }
    if (onboardingHouseholdSize(answers) === null) unmet.push(unanswered(say('eligibility.income.householdSize', { min: MIN_HOUSEHOLD_SIZE, max: MAX_HOUSEHOLD_SIZE })));
    if (yesNo(onboardingAnswer(answers, 'onboardingPOnActiveDuty')) === null) unmet.push(unanswered(say('eligibility.income.activeDuty')));
    // The Affidavit of Support is never a reason to turn a couple away: it says the way they are on (8 CFR 213a.2(c)).
    const support = incomeSupport(answers, today, language);
    for (const question of support?.unanswered ?? []) unmet.push(unanswered(question));
    if (support?.obstacle) unmet.push(obstacle(support.obstacle));
    return unmet;
  },
  note: (answers, { today, language = DEFAULT_LANGUAGE }) => incomeSupport(answers, today, language)?.note ?? null,
};

/** The income shortfall the onboarding shows under its own heading, with the ways that close it; null when there is none or it cannot be said yet. */
export const onboardingShortfall = (answers: OnboardingAnswers, today: string): IncomeShortfall | null => incomeSupport(answers, today)?.shortfall ?? null;
