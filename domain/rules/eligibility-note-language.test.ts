import { describe, expect, it } from 'vitest';
import { checkEligibility } from './eligibility.ts';

const TODAY = '2025-06-15';
/** A couple whose petitioner's income alone meets the Affidavit of Support's minimum. */
const COUPLE = {
  onboardingUserIs: 'petitioner', onboardingPStatus: 'citizen', onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Rahul', onboardingBIsInUs: 'Yes',
  onboardingBWillApplyFromUs: 'Yes', onboardingBLastEntry: 'admitted', onboardingBEverJ: 'No', onboardingBOnlyGcApplicant: 'Yes', onboardingPCurrentIncome: '90000', onboardingIncomeFromW2: 'Yes',
  onboardingNumberOfHouseholdMembers: '2', onboardingPOnActiveDuty: 'No', onboardingSupportBeyondIncome: 'No', onboardingBWantsEAD: 'No', onboardingBWantsAP: 'No',
};

describe("the eligibility result's income note (issue 22)", () => {
  it('is said in the reader\'s language', () => {
    expect(checkEligibility(COUPLE, TODAY).message).toContain('The Affidavit of Support meets the income requirement with');
    const spanish = checkEligibility(COUPLE, TODAY, undefined, 'es').message;
    expect(spanish).toContain('La declaración jurada de patrocinio económico (Affidavit of Support) cumple el requisito de ingresos con');
    expect(spanish).not.toContain('The Affidavit of Support meets');
  });
});
