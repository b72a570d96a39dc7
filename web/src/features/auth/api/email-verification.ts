import type { EmailVerified, Message } from '@domain/contract/account.ts';
import { API_ROUTES } from '@domain/contract/routes.ts';
import { api } from '../../../lib/api-client.ts';

const verifications = new Map<string, Promise<EmailVerified>>();

/**
 * POST /auth/verify-email {token}. A link token is single-use, so one token is sent once per page
 * load, however often React runs the effect that asks for it.
 */
export function verifyEmailOnce(token: string): Promise<EmailVerified> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = api<EmailVerified>(API_ROUTES.verifyEmail, { token });
    verifications.set(token, verification);
  }
  return verification;
}

/** POST /auth/resend-verification-email; a 429 (within the resend cooldown) carries Retry-After. */
export const resendVerificationEmail = (): Promise<Message> => api<Message>(API_ROUTES.resendVerificationEmail);
