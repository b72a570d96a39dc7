import type { CommandStream, Decider } from '../decider.ts';
import { conflict, invalid, notFound, sessionEnded, tooSoon } from '../errors.ts';
import { userStreamId, type OnboardingStatus, type UserEvent } from '../events.ts';
import type { Language } from '../i18n/languages.ts';
import { LINK_LIFETIME_HOURS, REPORT_LINK_LIFETIME_DAYS, RESEND_COOLDOWN_SECONDS } from '../product/account.ts';
import { evolveUser, initialUserState, isUserEvent, type Known, type OpenToken, type TokenPurpose, type UserState } from './user.ts';

/** Commands on a user's stream. Hashes and tokens are made by the caller; time comes in `now`. */
export type UserCommand =
  | { type: 'Register'; userId: string; email: string; passwordHash: string; now: string }
  | { type: 'RequestEmailVerification'; tokenHash: string; now: string }
  | { type: 'VerifyEmail'; tokenHash: string; now: string }
  /** Development test login only: its user needs no mailbox. */
  | { type: 'VerifyTestUser'; now: string }
  | { type: 'RequestPasswordReset'; tokenHash: string; now: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  | { type: 'ChangePassword'; passwordHash: string; now: string }
  /** The password was checked by the caller; the change waits for the new address's link. */
  | {
      type: 'RequestEmailChange';
      email: string;
      tokenHash: string;
      reportTokenHash: string;
      /** The token version of the session that asks: a session ended meanwhile (a reset) asks for nothing. */
      sessionVersion: number;
      now: string;
    }
  | { type: 'ConfirmEmailChange'; tokenHash: string; now: string }
  | { type: 'ReportEmailChange'; tokenHash: string; now: string }
  | { type: 'RevokeSessions'; now: string }
  | { type: 'SetOnboardingStatus'; status: OnboardingStatus; now: string }
  | { type: 'ChooseLanguage'; language: Language; now: string }
  | { type: 'RecordPayment'; paymentId: string; provider: string; amountCents: number; currency: string; now: string }
  /** An operator refunds the payment under the terms' refund rule; the provider has already returned the money. */
  | { type: 'RefundPayment'; operator: string; reason: string; now: string }
  | { type: 'DeleteAccount'; now: string };

const HOUR_MS = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS = LINK_LIFETIME_HOURS * HOUR_MS;
export const RESEND_COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;
export const REPORT_LIFETIME_MS = REPORT_LINK_LIFETIME_DAYS * 24 * HOUR_MS;

const plusLifetime = (now: string): string => new Date(Date.parse(now) + TOKEN_LIFETIME_MS).toISOString();

function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'Register') {
    if (state.status !== 'unknown') throw conflict('api.accountExists');
    return [
      {
        type: 'UserRegistered',
        data: { userId: command.userId, email: command.email, passwordHash: command.passwordHash, registeredAt: command.now },
      },
    ];
  }
  if (state.status !== 'active') throw notFound('api.accountNotFound');
  const userId = state.userId;
  switch (command.type) {
    case 'RequestEmailVerification': {
      if (state.emailVerified) throw conflict('api.alreadyVerified');
      refuseTooSoon(state, 'verify', command.now);
      return [
        {
          type: 'EmailVerificationRequested',
          data: { userId, tokenHash: command.tokenHash, expiresAt: plusLifetime(command.now), requestedAt: command.now },
        },
      ];
    }
    case 'VerifyEmail':
      requireOpenToken(state, command.tokenHash, 'verify', command.now);
      return [{ type: 'EmailVerified', data: { userId, tokenHash: command.tokenHash, verifiedAt: command.now } }];
    case 'VerifyTestUser':
      return state.emailVerified ? [] : [{ type: 'EmailVerified', data: { userId, tokenHash: null, verifiedAt: command.now } }];
    case 'RequestPasswordReset':
      refuseTooSoon(state, 'reset', command.now);
      return [
        {
          type: 'PasswordResetRequested',
          data: { userId, tokenHash: command.tokenHash, expiresAt: plusLifetime(command.now), requestedAt: command.now },
        },
      ];
    case 'ResetPassword':
      requireOpenToken(state, command.tokenHash, 'reset', command.now);
      return [
        {
          type: 'PasswordChanged',
          data: { userId, passwordHash: command.passwordHash, viaResetTokenHash: command.tokenHash, changedAt: command.now },
        },
      ];
    case 'ChangePassword':
      return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, viaResetTokenHash: null, changedAt: command.now } }];
    case 'RequestEmailChange': {
      if (command.sessionVersion !== state.tokenVersion) throw sessionEnded('api.sessionExpired');
      if (command.email === state.email) return [];
      refuseTooSoon(state, 'email-change-report', command.now);
      const { email, tokenHash, reportTokenHash, now } = command;
      const reportExpiresAt = new Date(Date.parse(now) + REPORT_LIFETIME_MS).toISOString();
      return [{
        type: 'EmailChangeRequested',
        data: { userId, email, previousEmail: state.email, tokenHash, reportTokenHash, requestedAt: now, expiresAt: plusLifetime(now), reportExpiresAt },
      }];
    }
    case 'ConfirmEmailChange': {
      const { email, passwordVersion } = requireOpenToken(state, command.tokenHash, 'email-change', command.now);
      // Asked under a password that has changed since: the owner took the account back.
      if (email === undefined || passwordVersion !== state.passwordVersion) throw invalid('api.invalidLink.email-change');
      return [{ type: 'EmailChangeConfirmed', data: { userId, email, tokenHash: command.tokenHash, confirmedAt: command.now } }];
    }
    case 'ReportEmailChange': {
      const email = requireOpenToken(state, command.tokenHash, 'email-change-report', command.now).email;
      if (email === undefined) throw invalid('api.invalidLink.email-change-report');
      return [{ type: 'EmailChangeReported', data: { userId, email, reportTokenHash: command.tokenHash, reportedAt: command.now } }];
    }
    case 'RevokeSessions':
      return [{ type: 'SessionsRevoked', data: { userId, reason: 'logout', revokedAt: command.now } }];
    case 'SetOnboardingStatus':
      if (command.status === state.onboardingStatus) return [];
      return [{ type: 'OnboardingStatusChanged', data: { userId, status: command.status, changedAt: command.now } }];
    case 'ChooseLanguage':
      if (command.language === state.language) return [];
      return [{ type: 'LanguageChosen', data: { userId, language: command.language, chosenAt: command.now } }];
    case 'RecordPayment':
      // Paying twice never records twice: a paid user's second payment is not a new fact.
      if (state.hasPaid) return [];
      return [
        {
          type: 'PaymentSucceeded',
          data: {
            userId,
            paymentId: command.paymentId,
            provider: command.provider,
            amountCents: command.amountCents,
            currency: command.currency,
            paidAt: command.now,
          },
        },
      ];
    case 'RefundPayment': {
      if (!state.payment) throw invalid('api.noPaymentToRefund');
      const { paymentId, provider, amountCents, currency } = state.payment;
      return [{ type: 'PaymentRefunded', data: { userId, paymentId, provider, amountCents, currency, operator: command.operator, reason: command.reason, refundedAt: command.now } }];
    }
    case 'DeleteAccount':
      return [{ type: 'AccountDeleted', data: { userId, deletedAt: command.now } }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

function requireOpenToken(state: Known, tokenHash: string, purpose: TokenPurpose, now: string): OpenToken {
  const token = state.openTokens[tokenHash];
  if (!token || token.purpose !== purpose || Date.parse(token.expiresAt) <= Date.parse(now)) {
    throw invalid(`api.invalidLink.${purpose}`);
  }
  return token;
}

/** A mail of this kind went out less than a minute ago: the next one waits (no mail floods). */
function refuseTooSoon(state: Known, purpose: TokenPurpose, now: string): void {
  const last = Object.values(state.openTokens)
    .filter((t) => t.purpose === purpose)
    .map((t) => Date.parse(t.requestedAt))
    .reduce((a, b) => Math.max(a, b), 0);
  const wait = last + RESEND_COOLDOWN_MS - Date.parse(now);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw tooSoon('api.waitBeforeMail', { seconds }, seconds);
  }
}

/** An account's stream (`user-<id>`): registration, links, passwords, addresses, payment, deletion. */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
  isEvent: isUserEvent,
};

export type UserStream = CommandStream<UserCommand, UserEvent, UserState>;
export const userStream = (userId: string): UserStream => ({ decider: userDecider, streamId: userStreamId(userId), ownerId: userId });
