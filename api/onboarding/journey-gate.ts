import { HttpError } from '../http/errors.ts';
import type { User } from '../http/schemas.ts';

export const VERIFY_EMAIL_FIRST = 'Please verify your e-mail address first: open the link we sent you (your profile page can send a new one).';
export const ONBOARDING_FIRST = 'Please answer the eligibility questions first: they decide which forms you need.';
export const NOT_ELIGIBLE = 'Your answers to the eligibility questions show that this package does not fit your case, so it cannot be prepared or paid for. Review your answers on the eligibility page.';

/**
 * The journey the web client leads through, held on the server too: documents are prepared and
 * paid for only for a verified address whose onboarding found the couple eligible (403 otherwise,
 * with the message the client shows).
 */
export function refuseUnlessReadyToFile(user: User): void {
  if (!user.emailVerified) throw new HttpError(403, VERIFY_EMAIL_FIRST);
  if (user.onboardingStatus === 'COMPLETED_INELIGIBLE') throw new HttpError(403, NOT_ELIGIBLE);
  if (user.onboardingStatus !== 'COMPLETED_ELIGIBLE') throw new HttpError(403, ONBOARDING_FIRST);
}
