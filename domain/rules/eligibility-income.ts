import { answered, obstacle, unanswered, yesNo, type EligibilityCondition, type OnboardingAnswers, type UnmetCondition } from './eligibility-condition.ts';
import { formatNumber, parseNumber } from './numbers.ts';
import { guidelineYearOn, i864MinimumIncome } from './poverty-guidelines.ts';

/**
 * The income condition of eligibility (Form I-864, the Affidavit of Support): one row of the
 * table, so the rules of sponsorship can change here alone.
 */

export const MIN_HOUSEHOLD_SIZE = 2;
export const MAX_HOUSEHOLD_SIZE = 9;

function householdSize(answers: OnboardingAnswers): number | null {
  const value = answers['onboardingNumberOfHouseholdMembers'];
  if (!answered(value)) return null;
  const size = parseNumber(value);
  return size >= MIN_HOUSEHOLD_SIZE && size <= MAX_HOUSEHOLD_SIZE ? size : null;
}

function incomeBelowMinimum(answers: OnboardingAnswers, today: string): string | null {
  const size = householdSize(answers);
  const activeDuty = yesNo(answers['onboardingPOnActiveDuty']);
  if (size === null || activeDuty === null || !answered(answers['onboardingPCurrentIncome'])) return null;
  const minimum = i864MinimumIncome(size, 'contiguous', activeDuty === 'yes', today);
  const year = guidelineYearOn(today)?.year;
  if (minimum === null || year === undefined) {
    return 'The income requirement could not be checked for today’s date; please try again later.';
  }
  const income = parseNumber(answers['onboardingPCurrentIncome']);
  if (income >= minimum) return null;
  const basis = activeDuty === 'yes'
    ? `100% of the ${year} HHS poverty guidelines, for a sponsor on active duty in the U.S. armed forces`
    : `125% of the ${year} HHS poverty guidelines`;
  return `The petitioner's yearly income must be at least $${formatNumber(minimum)} for a household of ${size} (${basis}); $${formatNumber(income)} was entered.`;
}

/** In the order the questionnaire asks: income, W-2 share, household size, active duty, then the minimum itself. */
export const incomeCondition: EligibilityCondition = {
  name: 'the petitioner’s income (Form I-864)',
  unmet: (answers, { today }) => {
    const unmet: UnmetCondition[] = [];
    if (!answered(answers['onboardingPCurrentIncome'])) unmet.push(unanswered("Enter the petitioner's current yearly income."));
    const w2 = yesNo(answers['onboardingIncomeFromW2']);
    if (w2 === null) unmet.push(unanswered("Answer whether at least 85% of the petitioner's income is wages reported on Form W-2."));
    if (w2 === 'no') {
      unmet.push(
        obstacle("At least 85% of the petitioner's income must be wages reported on Form W-2: this service prepares applications only for sponsors whose income is mostly W-2 wages."),
      );
    }
    if (householdSize(answers) === null) unmet.push(unanswered(`Choose how many people are in the household (${MIN_HOUSEHOLD_SIZE} to ${MAX_HOUSEHOLD_SIZE}).`));
    if (yesNo(answers['onboardingPOnActiveDuty']) === null) unmet.push(unanswered('Answer whether the petitioner is on active duty in the U.S. armed forces.'));
    const below = incomeBelowMinimum(answers, today);
    if (below !== null) unmet.push(obstacle(below));
    return unmet;
  },
};
