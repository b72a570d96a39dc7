import { isOnboardingStatus, type OnboardingStatus } from '../events.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';

/**
 * What the API's account routes answer (the `data` of each body): the one description the routes'
 * schemas are held to (api/http/schemas.ts) and the web client reads.
 */

/** The spec's user (section 3); null where the read model has no value yet. */
export interface User {
  readonly id: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly onboardingStatus: OnboardingStatus | null;
  readonly hasPaid: boolean | null;
  /** The language the account reads Greencard in; null until chosen (the device's language stands for it). */
  readonly language: Language | null;
}

/** A user object is valid only when these types hold (spec section 3): what the client checks before it trusts one. */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const field = (key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;
  const onboardingStatus = field('onboardingStatus');
  const hasPaid = field('hasPaid');
  const language = field('language');
  return (
    typeof field('id') === 'string' &&
    typeof field('email') === 'string' &&
    typeof field('emailVerified') === 'boolean' &&
    (onboardingStatus === null || isOnboardingStatus(onboardingStatus)) &&
    (hasPaid === null || typeof hasPaid === 'boolean') &&
    (language === null || isLanguage(language))
  );
}

/** Registration, sign-in, the test login and a refresh: the user and their bearer token. */
export interface Session {
  readonly user: User;
  readonly token: string;
}

/** A verification link opened. */
export interface EmailVerified {
  readonly user: User;
  readonly message: string;
}

/** PUT /auth/profile: a password change revokes the older tokens, so a new one comes back; `message` while a new address waits for its link. */
export interface ProfileChanged {
  readonly user: User;
  readonly token: string;
  readonly message?: string;
}

/** PUT /auth/language: the language the account reads Greencard in. */
export interface LanguageChoice {
  readonly language: Language;
}

/** What a route that only acts says (a mail sent, an account deleted). */
export interface Message {
  readonly message: string;
}
