import type { OnboardingStatus, UserEvent } from '../events.ts';

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
      hasPaid: boolean;
      /** Raised by every event that must invalidate the tokens issued before it. */
      tokenVersion: number;
      openTokens: Record<string, { purpose: 'verify' | 'reset'; expiresAt: string; requestedAt: string }>;
    };

export const initialUserState: UserState = { status: 'unknown' };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    return {
      status: 'active',
      userId: event.data.userId,
      email: event.data.email,
      passwordHash: event.data.passwordHash,
      emailVerified: false,
      onboardingStatus: 'NOT_STARTED',
      hasPaid: false,
      tokenVersion: 0,
      openTokens: {},
    };
  }
  if (state.status === 'unknown') return state;
  switch (event.type) {
    case 'EmailVerificationRequested':
      return withToken(state, event.data.tokenHash, 'verify', event.data.expiresAt, event.data.requestedAt);
    case 'PasswordResetRequested':
      return withToken(state, event.data.tokenHash, 'reset', event.data.expiresAt, event.data.requestedAt);
    case 'EmailVerified':
      return { ...withoutToken(state, event.data.tokenHash), emailVerified: true };
    case 'PasswordChanged':
      return {
        ...withoutToken(state, event.data.viaResetTokenHash),
        passwordHash: event.data.passwordHash,
        tokenVersion: state.tokenVersion + 1,
      };
    case 'EmailChanged': {
      // Links sent to the old address must not verify the new one.
      const openTokens = Object.fromEntries(Object.entries(state.openTokens).filter(([, t]) => t.purpose !== 'verify'));
      return { ...state, email: event.data.email, emailVerified: false, openTokens };
    }
    case 'SessionsRevoked':
      return { ...state, tokenVersion: state.tokenVersion + 1 };
    case 'OnboardingStatusChanged':
      return { ...state, onboardingStatus: event.data.status };
    case 'PaymentSucceeded':
      return { ...state, hasPaid: true };
    case 'AccountDeleted':
      return { ...state, status: 'deleted', tokenVersion: state.tokenVersion + 1, openTokens: {} };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export type Known = Exclude<UserState, { status: 'unknown' }>;

function withToken(state: Known, hash: string, purpose: 'verify' | 'reset', expiresAt: string, requestedAt: string): Known {
  return { ...state, openTokens: { ...state.openTokens, [hash]: { purpose, expiresAt, requestedAt } } };
}

function withoutToken(state: Known, hash: string | null): Known {
  if (hash === null) return state;
  const { [hash]: _used, ...rest } = state.openTokens;
  return { ...state, openTokens: rest };
}

export function foldUser(events: readonly UserEvent[]): UserState {
  return events.reduce(evolveUser, initialUserState);
}
