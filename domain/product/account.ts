import type { TokenPurpose } from '../users/user.ts';

/**
 * The account's product facts (spec section 9) and the messages the spec fixes for them (sections
 * 5 and 8): one home, read by the API that enforces them and the web client that says them.
 */

/** Spec section 9: "Minimum password length 8". */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
export const NEW_PASSWORD_TOO_SHORT = `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A password's length as people see it (issue 21 item 12): 'é' typed as e + accent and one emoji are one character each, not two UTF-16 units. */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of graphemes.segment(password)) count += 1;
  return count;
}

/** Spec section 9: "Resend verification cooldown 60 s"; the API also keeps one reset or address-change mail a minute. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Spec section 9: a verification link is valid 1 hour; so are reset and address-change links. */
export const LINK_LIFETIME_HOURS = 1;
/** The former address may report a change for a week: long enough to read the mail after a holiday. */
export const REPORT_LINK_LIFETIME_DAYS = 7;


/** After a reported address change, sign-in waits for a new password set through the mail. */
export const PASSWORD_RESET_REQUIRED =
  'Someone changed the e-mail address of this account, so its password must be replaced. Open the reset link we sent you, or ask for one with “Forgot your password?”.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const VERIFICATION_SENT = 'A new verification email has been sent.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** A link mailed for `purpose` that is unknown, used or expired (spec section 8 fixes the verification one). */
export const INVALID_LINK: Readonly<Record<TokenPurpose, string>> = {
  verify: 'The email verification link is invalid or has expired. Please try again.',
  reset: 'This password reset link is invalid or has expired. Please ask for a new one.',
  'email-change': 'This link to confirm your new e-mail address is invalid or has expired. Please change the address again on your profile page.',
  'email-change-report': 'This link is invalid or has expired. If someone changed your e-mail address, reset your password now and contact support.',
};
