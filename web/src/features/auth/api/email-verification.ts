import { api } from '../../../lib/api-client.ts';

interface Verified {
  user: unknown;
  message: string;
}

const verifications = new Map<string, Promise<Verified>>();

/**
 * POST /auth/verify-email {token}. A link token is single-use, so one token is sent once per page
 * load, however often React runs the effect that asks for it.
 */
export function verifyEmailOnce(token: string): Promise<Verified> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = api<Verified>('POST', '/auth/verify-email', { token });
    verifications.set(token, verification);
  }
  return verification;
}

/** POST /auth/resend-verification-email; a 429 (within the 60 s cooldown) carries Retry-After. */
export const resendVerificationEmail = (): Promise<{ message: string }> =>
  api<{ message: string }>('POST', '/auth/resend-verification-email');
