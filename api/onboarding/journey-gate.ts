import { translate } from '../../domain/i18n/messages.ts';
import { checkEligibility } from '../../domain/rules/eligibility.ts';
import { findApplicationOfType } from '../applications/service.ts';
import type { AppDeps } from '../deps.ts';
import { visaBulletinRows } from '../filing/visa-bulletin.ts';
import { HttpError } from '../http/errors.ts';
import type { User } from '../http/schemas.ts';

export const VERIFY_EMAIL_FIRST = translate('en', 'api.verifyEmailFirst');
export const ONBOARDING_FIRST = translate('en', 'api.onboardingFirst');
export const NOT_ELIGIBLE = translate('en', 'api.notEligible');

/**
 * The journey the web client leads through, held on the server too: documents are prepared and
 * paid for only for a verified address whose onboarding found the couple eligible (403 otherwise,
 * with the message the client shows). The stored outcome is not trusted alone: the onboarding
 * answers can be saved again afterwards (the wizard autosaves them), so eligibility is judged
 * again from the answers as they are now, by the onboarding's own rule, on this filing date.
 */
export async function refuseUnlessReadyToFile(deps: AppDeps, user: User): Promise<void> {
  if (!user.emailVerified) throw new HttpError(403, 'api.verifyEmailFirst');
  if (user.onboardingStatus === 'COMPLETED_INELIGIBLE') throw new HttpError(403, 'api.notEligible');
  if (user.onboardingStatus !== 'COMPLETED_ELIGIBLE') throw new HttpError(403, 'api.onboardingFirst');
  const onboarding = await findApplicationOfType(deps, user.id, 'ONBOARDING');
  if (!onboarding) throw new HttpError(403, 'api.onboardingFirst');
  if (!checkEligibility(onboarding.data, deps.filingDate(), await visaBulletinRows(deps.store)).eligible) throw new HttpError(403, 'api.notEligible');
}
