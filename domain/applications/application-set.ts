import { text, type Answers } from '../answers.ts';
import type { FormType } from '../catalogue/types.ts';
import { asksFor, type PackageOption } from '../product/package.ts';

/** The forms every eligible couple fills, in the dashboard's order. */
export const CORE_FORMS: readonly FormType[] = ['PETITIONER_INFO', 'BENEFICIARY_INFO', 'MARRIAGE_INFO', 'INCOME', 'I_485_SPECIFIC'];

/** The optional forms and the option of the package each one asks for. */
export const OPTIONAL_FORMS: readonly { readonly formType: FormType; readonly option: PackageOption }[] = [
  { formType: 'I_765_SPECIFIC', option: 'workPermit' },
  { formType: 'I_131_SPECIFIC', option: 'travelDocument' },
];

/** The applications a couple needs, given their onboarding answers. */
export function applicationSetFor(onboarding: Answers): FormType[] {
  return [...CORE_FORMS, ...OPTIONAL_FORMS.filter((o) => asksFor(onboarding, o.option)).map((o) => o.formType)];
}

const lowerYesNo = (value: string): string | undefined => (value === 'Yes' ? 'yes' : value === 'No' ? 'no' : undefined);

/**
 * What onboarding already told us, put into the new application so the person does not type it twice:
 * the first names, and for the sponsor's income form the household size, active duty, W-2 and
 * sole-applicant answers. (The onboarding income is a current estimate, not a tax year's total, so
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
      ]);
    default:
      return {};
  }
}
