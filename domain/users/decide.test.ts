import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../events.ts';
import { decideUser, UserCommandError, type UserCommand } from './decide.ts';
import { foldUser } from './user.ts';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ana@example.com', passwordHash: 'h1', registeredAt: '2026-01-01T10:00:00.000Z' },
};
const verificationAt = (requestedAt: string, tokenHash = 't1'): UserEvent => ({
  type: 'EmailVerificationRequested',
  data: { userId: 'u1', tokenHash, requestedAt, expiresAt: new Date(Date.parse(requestedAt) + 3_600_000).toISOString() },
});

function given(events: UserEvent[], command: UserCommand): UserEvent[] {
  return decideUser(command, foldUser(events));
}
function refusal(events: UserEvent[], command: UserCommand): UserCommandError {
  try {
    given(events, command);
  } catch (error) {
    if (error instanceof UserCommandError) return error;
    throw error;
  }
  throw new Error('the command was accepted');
}

describe('the user decider', () => {
  it('verifies an e-mail with an open link within the hour', () => {
    const events = given([registered, verificationAt('2026-01-01T10:00:00.000Z')], {
      type: 'VerifyEmail',
      tokenHash: 't1',
      now: '2026-01-01T10:59:00.000Z',
    });
    expect(events.map((e) => e.type)).toEqual(['EmailVerified']);
  });

  it('refuses a verification link after one hour', () => {
    const error = refusal([registered, verificationAt('2026-01-01T10:00:00.000Z')], {
      type: 'VerifyEmail',
      tokenHash: 't1',
      now: '2026-01-01T11:00:01.000Z',
    });
    expect(error.kind).toBe('invalid-token');
  });

  it('refuses a verification link used once already', () => {
    const used: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', tokenHash: 't1', verifiedAt: '2026-01-01T10:01:00.000Z' } };
    expect(refusal([registered, verificationAt('2026-01-01T10:00:00.000Z'), used], { type: 'VerifyEmail', tokenHash: 't1', now: '2026-01-01T10:02:00.000Z' }).kind).toBe('invalid-token');
  });

  it('refuses a reset token for e-mail verification', () => {
    const reset: UserEvent = {
      type: 'PasswordResetRequested',
      data: { userId: 'u1', tokenHash: 'r1', requestedAt: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-01T11:00:00.000Z' },
    };
    expect(refusal([registered, reset], { type: 'VerifyEmail', tokenHash: 'r1', now: '2026-01-01T10:01:00.000Z' }).kind).toBe('invalid-token');
  });

  it('asks to wait before a second verification e-mail within 60 seconds', () => {
    const error = refusal([registered, verificationAt('2026-01-01T10:00:00.000Z')], {
      type: 'RequestEmailVerification',
      tokenHash: 't2',
      now: '2026-01-01T10:00:45.000Z',
    });
    expect(error.kind).toBe('too-soon');
    expect(error.retryAfterSeconds).toBe(15);
    expect(
      given([registered, verificationAt('2026-01-01T10:00:00.000Z')], { type: 'RequestEmailVerification', tokenHash: 't2', now: '2026-01-01T10:01:00.000Z' }),
    ).toHaveLength(1);
  });

  it('raises the token version on password change, logout and deletion', () => {
    const changed = given([registered], { type: 'ChangePassword', passwordHash: 'h2', now: '2026-01-02T00:00:00.000Z' });
    const revoked = given([registered, ...changed], { type: 'RevokeSessions', now: '2026-01-02T00:00:01.000Z' });
    const deleted = given([registered, ...changed, ...revoked], { type: 'DeleteAccount', now: '2026-01-02T00:00:02.000Z' });
    const state = foldUser([registered, ...changed, ...revoked, ...deleted]);
    expect(state.status === 'deleted' && state.tokenVersion).toBe(3);
  });

  it('records a payment once even when asked twice', () => {
    const pay: UserCommand = { type: 'RecordPayment', paymentId: 'p1', provider: 'development', amountCents: 29900, currency: 'usd', now: '2026-01-03T00:00:00.000Z' };
    const first = given([registered], pay);
    expect(first).toHaveLength(1);
    expect(given([registered, ...first], { ...pay, paymentId: 'p2' })).toEqual([]);
  });

  it('refuses every command on a deleted account', () => {
    const deleted: UserEvent = { type: 'AccountDeleted', data: { userId: 'u1', deletedAt: '2026-01-02T00:00:00.000Z' } };
    expect(refusal([registered, deleted], { type: 'RequestPasswordReset', tokenHash: 'x', now: '2026-01-03T00:00:00.000Z' }).kind).toBe('not-found');
  });
});
