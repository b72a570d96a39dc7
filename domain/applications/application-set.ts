import { text, type Answers } from '../answers.ts';
import { NO_HOUSEHOLD_MEMBER, SUPPORT_KEYS } from '../catalogue/forms/onboarding-support.ts';
import type { FormType } from '../catalogue/types.ts';

/** The forms every eligible couple fills, in the dashboard's order. */
export const CORE_FORMS: readonly FormType[] = ['PETITIONER_INFO', 'BENEFICIARY_INFO', 'MARRIAGE_INFO', 'INCOME', 'I_485_SPECIFIC'];

/** The optional forms and the onboarding answer that asks for each. */
export const OPTIONAL_FORMS: readonly { formType: FormType; wantedBy: string }[] = [
  { formType: 'I_765_SPECIFIC', wantedBy: 'onboardingBWantsEAD' },
  { formType: 'I_131_SPECIFIC', wantedBy: 'onboardingBWantsAP' },
];

export const wantsOptional = (onboarding: Answers, wantedBy: string): boolean => text(onboarding[wantedBy]) === 'Yes';

/** The applications a couple needs, given their onboarding answers. */
export function applicationSetFor(onboarding: Answers): FormType[] {
  return [...CORE_FORMS, ...OPTIONAL_FORMS.filter((o) => wantsOptional(onboarding, o.wantedBy)).map((o) => o.formType)];
}

const lowerYesNo = (value: string): string | undefined => (value === 'Yes' ? 'yes' : value === 'No' ? 'no' : undefined);

/** The ways beyond the petitioner's income onboarding was told of: a relative on Form I-864A, a joint sponsor. */
function supportPrefill(onboarding: Answers): (readonly [string, string | undefined])[] {
  if (text(onboarding[SUPPORT_KEYS.beyondIncome]) !== 'Yes') return [];
  const relative = text(onboarding[SUPPORT_KEYS.householdMember]);
  return [
    ['incomeHouseholdMembersSignI864A', relative === '' ? undefined : relative === NO_HOUSEHOLD_MEMBER ? 'no' : 'yes'],
    ['incomeHasJointSponsor', lowerYesNo(text(onboarding[SUPPORT_KEYS.jointSponsor]))],
  ];
}

/**
 * What onboarding already told us, put into the new application so the person does not type it twice:
 * the first names, and for the sponsor's income form the household size, active duty, W-2 and
 * sole-applicant answers, and whether a relative signs Form I-864A or a joint sponsor signs. (The
 * onboarding income is a current estimate, not a tax year's total, so
 * it is not copied into the tax-year questions.)
 */
export function prefillFromOnboarding(formType: FormType, onboarding: Answers): Answers {
  const copy = (pairs: readonly (readonly [string, string | undefined])[]): Answers =>
    Object.fromEntries(pairs.filter((pair): pair is readonly [string, string] => pair[1] !== undefined && pair[1] !== ''));
  switch (formType) {
    case 'PETITIONER_INFO':
      return copy([['pNameFirst', text(onboarding.onboardingPNameFirst)]]);
    case 'BENEFICIARY_INFO':
      return copy([['bNameFirst', text(onboarding.onboardingBNameFirst)]]);
    case 'INCOME':
      return copy([
        ['incomeNumberOfHouseholdMembers', text(onboarding.onboardingNumberOfHouseholdMembers)],
        ['isOnActiveDuty', lowerYesNo(text(onboarding.onboardingPOnActiveDuty))],
        ['incomeComesFromW2', lowerYesNo(text(onboarding.onboardingIncomeFromW2))],
        ['incomeBeneficiaryIsSoleGcApplicant', lowerYesNo(text(onboarding.onboardingBOnlyGcApplicant))],
        ...supportPrefill(onboarding),
      ]);
    default:
      return {};
  }
}
