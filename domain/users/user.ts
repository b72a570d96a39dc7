import { eventsOfTypes } from '../decider.ts';
import type { OnboardingStatus, UserEvent } from '../events.ts';
import type { Language } from '../i18n/languages.ts';

/** A user as the decider sees it: rebuilt from the user's own stream. */
export type UserState =
  | { status: 'unknown' }
  | {
      status: 'active' | 'deleted';
      userId: string;
      email: string;
      passwordHash: string;
      emailVerified: boolean;
      onboardingStatus: OnboardingStatus;
      /** null until the person chooses one: their device's language stands for it. */
      language: Language | null;
      hasPaid: boolean;
      /** The payment that paid, while it stands (a refund ends it). */
      payment: { readonly paymentId: string; readonly provider: string; readonly amountCents: number; readonly currency: string } | null;
      /** Raised by every event that must invalidate the tokens issued before it (ENDS_SESSIONS). */
      tokenVersion: number;
      /** Raised by every new password: an address-change link asked under an older password is void. */
      passwordVersion: number;
      /** After a reported address change the old password may be known: sign-in waits for a reset by mail. */
      passwordResetRequired: boolean;
      openTokens: Record<string, OpenToken>;
    };

export type TokenPurpose = 'verify' | 'reset' | 'email-change' | 'email-change-report';

/** A link sent by mail and not used yet; an address change's links carry the address they are about. */
export interface OpenToken {
  purpose: TokenPurpose;
  expiresAt: string;
  requestedAt: string;
  /** email-change: the new address; email-change-report: the address it replaced. */
  email?: string;
  /** email-change: the account's password version when the change was asked. */
  passwordVersion?: number;
}

export const initialUserState: UserState = { status: 'unknown' };

/** Every type of the user stream, named once: its decider and the users read model both read it. */
export const USER_EVENT_TYPES: { readonly [T in UserEvent['type']]: true } = {
  UserRegistered: true,
  EmailVerificationRequested: true,
  EmailVerified: true,
  PasswordResetRequested: true,
  PasswordChanged: true,
  EmailChanged: true,
  EmailChangeRequested: true,
  EmailChangeConfirmed: true,
  EmailChangeReported: true,
  SessionsRevoked: true,
  OnboardingStatusChanged: true,
  LanguageChosen: true,
  PaymentSucceeded: true,
  PaymentRefunded: true,
  AccountDeleted: true,
};

export const isUserEvent = eventsOfTypes<UserEvent>(USER_EVENT_TYPES);

/**
 * Whether each event ends the sessions signed in before it: a new password, a changed or reported
 * address, a logout everywhere, a deleted account. The one list of them: evolveUser raises the token
 * version after each, and the API's session cache forgets the account at each (api/auth/session-versions.ts).
 */
export const ENDS_SESSIONS: { readonly [T in UserEvent['type']]: boolean } = {
  UserRegistered: false,
  EmailVerificationRequested: false,
  EmailVerified: false,
  PasswordResetRequested: false,
  PasswordChanged: true,
  EmailChanged: false,
  EmailChangeRequested: false,
  EmailChangeConfirmed: true,
  EmailChangeReported: true,
  SessionsRevoked: true,
  OnboardingStatusChanged: false,
  LanguageChosen: false,
  PaymentSucceeded: false,
  PaymentRefunded: false,
  AccountDeleted: true,
};

/** The types of the events that end the sessions before them (ENDS_SESSIONS). */
export const SESSION_ENDING_EVENTS: ReadonlySet<string> = new Set(Object.entries(ENDS_SESSIONS).flatMap(([type, ends]) => (ends ? [type] : [])));

export function evolveUser(state: UserState, event: UserEvent): UserState {
  const next = evolveAccount(state, event);
  return next.status !== 'unknown' && ENDS_SESSIONS[event.type] ? { ...next, tokenVersion: next.tokenVersion + 1 } : next;
}

/** The account after the event, the token version apart (evolveUser raises it). */
function evolveAccount(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    return {
      status: 'active',
      userId: event.data.userId,
      email: event.data.email,
      passwordHash: event.data.passwordHash,
      emailVerified: false,
      onboardingStatus: 'NOT_STARTED',
      language: null,
      hasPaid: false,
      payment: null,
      tokenVersion: 0,
      passwordVersion: 0,
      passwordResetRequired: false,
      openTokens: {},
    };
  }
  if (state.status === 'unknown') return state;
  switch (event.type) {
    case 'EmailVerificationRequested':
      return withToken(state, event.data.tokenHash, { purpose: 'verify', expiresAt: event.data.expiresAt, requestedAt: event.data.requestedAt });
    case 'PasswordResetRequested':
      return withToken(state, event.data.tokenHash, { purpose: 'reset', expiresAt: event.data.expiresAt, requestedAt: event.data.requestedAt });
    case 'EmailVerified':
      return { ...withoutToken(state, event.data.tokenHash), emailVerified: true };
    case 'PasswordChanged':
      // A new password ends every reset link still open, not only the one used, and every pending
      // address change: a thief who asked for one must not finish it after the owner took the account back.
      // The report links stay: the former address may still need to take its account back.
      return {
        ...withoutTokens(state, (t) => t.purpose === 'reset' || t.purpose === 'email-change'),
        passwordHash: event.data.passwordHash,
        passwordVersion: state.passwordVersion + 1,
        passwordResetRequired: false,
      };
    case 'EmailChanged': {
      // Links sent to the old address must not verify the new one.
      return { ...withoutTokens(state, (t) => t.purpose === 'verify'), email: event.data.email, emailVerified: false };
    }
    case 'EmailChangeRequested': {
      // One change at a time: a new request replaces the links of the one before.
      const { tokenHash, reportTokenHash, email, previousEmail, requestedAt, expiresAt, reportExpiresAt } = event.data;
      const pending = withoutTokens(state, (t) => t.purpose === 'email-change');
      const change: OpenToken = { purpose: 'email-change', expiresAt, requestedAt, email, passwordVersion: state.passwordVersion };
      return withToken(withToken(pending, tokenHash, change), reportTokenHash, {
        purpose: 'email-change-report',
        expiresAt: reportExpiresAt,
        requestedAt,
        email: previousEmail,
      });
    }
    case 'EmailChangeConfirmed': {
      const confirmed = withoutTokens(state, (t) => t.purpose === 'verify' || t.purpose === 'email-change');
      return { ...confirmed, email: event.data.email, emailVerified: true };
    }
    case 'EmailChangeReported':
      // Whoever changed the address may hold any link of the account and knows the password:
      // every link ends and sign-in waits for a new password set through the mail (ASVS 6.4.1).
      return {
        ...state,
        openTokens: {},
        email: event.data.email,
        emailVerified: true,
        passwordResetRequired: true,
      };
    case 'SessionsRevoked':
      // It ends the sessions and nothing else (ENDS_SESSIONS).
      return state;
    case 'OnboardingStatusChanged':
      return { ...state, onboardingStatus: event.data.status };
    case 'LanguageChosen':
      return { ...state, language: event.data.language };
    case 'PaymentSucceeded': {
      const { paymentId, provider, amountCents, currency } = event.data;
      return { ...state, hasPaid: true, payment: { paymentId, provider, amountCents, currency } };
    }
    case 'PaymentRefunded':
      return { ...state, hasPaid: false, payment: null };
    case 'AccountDeleted':
      return { ...state, status: 'deleted', openTokens: {} };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export type Known = Exclude<UserState, { status: 'unknown' }>;

function withToken(state: Known, hash: string, token: OpenToken): Known {
  return { ...state, openTokens: { ...state.openTokens, [hash]: token } };
}

function withoutTokens(state: Known, ends: (token: OpenToken) => boolean): Known {
  return { ...state, openTokens: Object.fromEntries(Object.entries(state.openTokens).filter(([, token]) => !ends(token))) };
}

function withoutToken(state: Known, hash: string | null): Known {
  if (hash === null) return state;
  const { [hash]: _used, ...rest } = state.openTokens;
  return { ...state, openTokens: rest };
}
