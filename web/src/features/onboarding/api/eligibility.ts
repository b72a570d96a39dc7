import type { PackageKind } from '@domain/product/package.ts';
import { api } from '../../../lib/api-client.ts';
import type { OnboardingAnswers } from '../answers.ts';

export interface Eligibility {
  eligible: boolean;
  message: string;
  unmetConditions: string[];
  /** While eligible: the whole package, or the petition alone while no visa is available (F2A). */
  filing: PackageKind | null;
}

/** POST /onboarding/check-eligibility with the onboarding answers. */
export const checkEligibility = (answers: OnboardingAnswers): Promise<Eligibility> =>
  api<Eligibility>('POST', '/onboarding/check-eligibility', answers);

/** POST /onboarding/update-status {formData}: saves the answers, sets the status, creates the applications when eligible. */
export const updateOnboardingStatus = (formData: OnboardingAnswers): Promise<{ user: unknown; eligibility: Eligibility }> =>
  api<{ user: unknown; eligibility: Eligibility }>('POST', '/onboarding/update-status', { formData });

/** POST /onboarding/complete: marks the onboarding record completed. */
export const completeOnboarding = (): Promise<{ user: unknown }> => api<{ user: unknown }>('POST', '/onboarding/complete');
