import { describe, expect, it } from 'vitest';
import { prefillFromOnboarding } from './application-set.ts';

describe('prefillFromOnboarding', () => {
  const onboarding = {
    onboardingNumberOfHouseholdMembers: '3',
    onboardingPOnActiveDuty: 'No',
    onboardingIncomeFromW2: 'Yes',
    onboardingBOnlyGcApplicant: 'Yes',
  };

  it('puts into the income form whether a relative signs Form I-864A and whether a joint sponsor signs, as onboarding was told', () => {
    expect(
      prefillFromOnboarding('INCOME', { ...onboarding, onboardingSupportBeyondIncome: 'Yes', onboardingHouseholdMemberRelationship: 'brother_sister', onboardingJointSponsor: 'No' }),
    ).toEqual({
      isOnActiveDuty: 'no',
      incomeComesFromW2: 'yes',
      incomeBeneficiaryIsSoleGcApplicant: 'yes',
      incomeHouseholdMembersSignI864A: 'yes',
      incomeHasJointSponsor: 'no',
    });
    expect(prefillFromOnboarding('INCOME', { ...onboarding, onboardingSupportBeyondIncome: 'Yes', onboardingHouseholdMemberRelationship: 'none', onboardingJointSponsor: 'Yes' })).toMatchObject({
      incomeHouseholdMembersSignI864A: 'no',
      incomeHasJointSponsor: 'yes',
    });
  });

  it('leaves both to the income form when onboarding heard of nothing beyond the petitioner’s income', () => {
    const prefilled = prefillFromOnboarding('INCOME', { ...onboarding, onboardingSupportBeyondIncome: 'No', onboardingJointSponsor: 'Yes' });
    expect(prefilled).not.toHaveProperty('incomeHasJointSponsor');
    expect(prefilled).not.toHaveProperty('incomeHouseholdMembersSignI864A');
  });
});
