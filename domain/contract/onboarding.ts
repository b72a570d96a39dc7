import type { EligibilityResult } from '../rules/eligibility.ts';
import type { User } from './account.ts';

/** What the API's onboarding routes answer (the `data` of each body); POST /onboarding/check-eligibility answers an EligibilityResult. */

/** POST /onboarding/update-status: the answers saved and the user's new status. */
export interface OnboardingSaved {
  readonly user: User;
  readonly eligibility: EligibilityResult;
}

/** POST /onboarding/complete. */
export interface OnboardingCompleted {
  readonly user: User;
}
