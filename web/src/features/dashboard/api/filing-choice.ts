import type { Application } from '@domain/contract/applications.ts';
import type { OnboardingSaved } from '@domain/contract/onboarding.ts';
import { readOnboardingAnswers, type OnboardingAnswers } from '../../onboarding/answers.ts';
import { updateOnboardingStatus } from '../../onboarding/api/eligibility.ts';

/** The couple's onboarding answers, from their ONBOARDING application; null before they answered. */
export function onboardingAnswersOf(applications: readonly Application[]): OnboardingAnswers | null {
  const onboarding = applications.find((application) => application.formType === 'ONBOARDING');
  return onboarding ? readOnboardingAnswers(onboarding.data) : null;
}

/**
 * Saves changed onboarding answers through the onboarding route (POST /onboarding/update-status),
 * which checks eligibility on the whole set again and prepares the applications of the new path.
 */
export const saveOnboardingChange = (answers: OnboardingAnswers, change: OnboardingAnswers): Promise<OnboardingSaved> =>
  updateOnboardingStatus({ ...answers, ...change });
