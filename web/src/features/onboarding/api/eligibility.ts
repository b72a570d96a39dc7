import type { OnboardingCompleted, OnboardingSaved } from '@domain/contract/onboarding.ts';
import type { EligibilityResult } from '@domain/rules/eligibility.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { api } from '../../../lib/api-client.ts';
import type { OnboardingAnswers } from '../answers.ts';

/** POST /onboarding/check-eligibility with the onboarding answers. */
export const checkEligibility = (answers: OnboardingAnswers): Promise<EligibilityResult> =>
  api<EligibilityResult>(API_ROUTES.checkEligibility, answers);

/** POST /onboarding/update-status {formData}: saves the answers, sets the status, creates the applications when eligible. */
export const updateOnboardingStatus = (formData: OnboardingAnswers): Promise<OnboardingSaved> =>
  api<OnboardingSaved>(API_ROUTES.updateOnboarding, { formData });

/** POST /onboarding/complete: marks the onboarding record completed. */
export const completeOnboarding = (): Promise<OnboardingCompleted> => api<OnboardingCompleted>(API_ROUTES.completeOnboarding);
