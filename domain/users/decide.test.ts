import { describe, expect, it } from 'vitest';
import { given } from '../../testing/decider.ts';
import { fold } from '../decider.ts';
import type { UserEvent } from '../events.ts';
import { INVALID_LINK } from '../product/account.ts';
import { userDecider } from './decide.ts';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ana@example.com', passwordHash: 'h1', registeredAt: '2026-01-01T10:00:00.000Z' },
};
const verificationAt = (requestedAt: string, tokenHash = 't1'): UserEvent => ({
  type: 'EmailVerificationRequested',
  data: { userId: 'u1', tokenHash, requestedAt, expiresAt: new Date(Date.parse(requestedAt) + 3_600_000).toISOString() },
});
const resetAt = (requestedAt: string, tokenHash = 'r1'): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: 'u1', tokenHash, requestedAt, expiresAt: new Date(Date.parse(requestedAt) + 3_600_000).toISOString() },
});
const emailChangeAt = (requestedAt: string): UserEvent => ({
  type: 'EmailChangeRequested',
  data: {
    userId: 'u1', email: 'ana@new.example', previousEmail: 'ana@example.com', tokenHash: 'c1', reportTokenHash: 'k1', requestedAt,
    expiresAt: new Date(Date.parse(requestedAt) + 3_600_000).toISOString(), reportExpiresAt: new Date(Date.parse(requestedAt) + 7 * 86_400_000).toISOString(),
  },
});
const deleted: UserEvent = { type: 'AccountDeleted', data: { userId: 'u1', deletedAt: '2026-01-02T00:00:00.000Z' } };
const user = (...history: UserEvent[]) => given(userDecider, ...history);

describe('the user decider', () => {
  it('registers an account once', () => {
    user().when({ type: 'Register', userId: 'u1', email: 'ana@example.com', passwordHash: 'h1', now: '2026-01-01T10:00:00.000Z' }).then(registered);
    user(registered).when({ type: 'Register', userId: 'u1', email: 'ana@example.com', passwordHash: 'h1', now: '2026-01-01T10:00:00.000Z' }).thenRefused('conflict');
  });

  it('sends a verification link valid for one hour, unless the address is verified', () => {
    user(registered).when({ type: 'RequestEmailVerification', tokenHash: 't1', now: '2026-01-01T10:00:00.000Z' }).then(verificationAt('2026-01-01T10:00:00.000Z'));
    const verified: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', tokenHash: null, verifiedAt: '2026-01-01T10:00:00.000Z' } };
    user(registered, verified).when({ type: 'RequestEmailVerification', tokenHash: 't1', now: '2026-01-01T11:00:00.000Z' }).thenRefused('conflict', 'Your e-mail address is already verified.');
  });

  it('verifies an e-mail with an open link within the hour', () => {
    user(registered, verificationAt('2026-01-01T10:00:00.000Z'))
      .when({ type: 'VerifyEmail', tokenHash: 't1', now: '2026-01-01T10:59:00.000Z' })
      .then({ type: 'EmailVerified', data: { userId: 'u1', tokenHash: 't1', verifiedAt: '2026-01-01T10:59:00.000Z' } });
  });

  it('refuses a verification link after one hour', () => {
    user(registered, verificationAt('2026-01-01T10:00:00.000Z'))
      .when({ type: 'VerifyEmail', tokenHash: 't1', now: '2026-01-01T11:00:01.000Z' })
      .thenRefused('invalid', INVALID_LINK.verify);
  });

  it('refuses a verification link used once already', () => {
    const used: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', tokenHash: 't1', verifiedAt: '2026-01-01T10:01:00.000Z' } };
    user(registered, verificationAt('2026-01-01T10:00:00.000Z'), used).when({ type: 'VerifyEmail', tokenHash: 't1', now: '2026-01-01T10:02:00.000Z' }).thenRefused('invalid');
  });

  it('refuses a reset token for e-mail verification', () => {
    user(registered, resetAt('2026-01-01T10:00:00.000Z')).when({ type: 'VerifyEmail', tokenHash: 'r1', now: '2026-01-01T10:01:00.000Z' }).thenRefused('invalid');
  });

  it('verifies the development test user without a link, once', () => {
    user(registered).when({ type: 'VerifyTestUser', now: '2026-01-01T10:00:00.000Z' }).then({ type: 'EmailVerified', data: { userId: 'u1', tokenHash: null, verifiedAt: '2026-01-01T10:00:00.000Z' } });
    const verified: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', tokenHash: null, verifiedAt: '2026-01-01T10:00:00.000Z' } };
    user(registered, verified).when({ type: 'VerifyTestUser', now: '2026-01-01T10:01:00.000Z' }).then();
  });

  it('asks to wait before a second verification e-mail within 60 seconds', () => {
    const refusal = user(registered, verificationAt('2026-01-01T10:00:00.000Z'))
      .when({ type: 'RequestEmailVerification', tokenHash: 't2', now: '2026-01-01T10:00:45.000Z' })
      .thenRefused('too-soon', 'Please wait 15 seconds before asking for another e-mail.');
    expect(refusal.retryAfterSeconds).toBe(15);
    user(registered, verificationAt('2026-01-01T10:00:00.000Z'))
      .when({ type: 'RequestEmailVerification', tokenHash: 't2', now: '2026-01-01T10:01:00.000Z' })
      .then(verificationAt('2026-01-01T10:01:00.000Z', 't2'));
  });

  it('resets the password with an open reset link, and asks to wait before a second link within 60 seconds', () => {
    user(registered).when({ type: 'RequestPasswordReset', tokenHash: 'r1', now: '2026-01-01T10:00:00.000Z' }).then(resetAt('2026-01-01T10:00:00.000Z'));
    user(registered, resetAt('2026-01-01T10:00:00.000Z')).when({ type: 'RequestPasswordReset', tokenHash: 'r2', now: '2026-01-01T10:00:30.000Z' }).thenRefused('too-soon');
    user(registered, resetAt('2026-01-01T10:00:00.000Z'))
      .when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h2', now: '2026-01-01T10:30:00.000Z' })
      .then({ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', viaResetTokenHash: 'r1', changedAt: '2026-01-01T10:30:00.000Z' } });
    user(registered, resetAt('2026-01-01T10:00:00.000Z')).when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h2', now: '2026-01-01T11:00:00.000Z' }).thenRefused('invalid', INVALID_LINK.reset);
  });

  it('ends every open reset link with a new password', () => {
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', viaResetTokenHash: null, changedAt: '2026-01-01T10:10:00.000Z' } };
    user(registered, resetAt('2026-01-01T10:00:00.000Z'), changed).when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h3', now: '2026-01-01T10:20:00.000Z' }).thenRefused('invalid');
  });

  it('asks the new address to confirm a change, tells the former one, and changes nothing for the same address', () => {
    user(registered)
      .when({ type: 'RequestEmailChange', email: 'ana@new.example', tokenHash: 'c1', reportTokenHash: 'k1', sessionVersion: 0, now: '2026-01-01T10:00:00.000Z' })
      .then(emailChangeAt('2026-01-01T10:00:00.000Z'));
    user(registered).when({ type: 'RequestEmailChange', email: 'ana@example.com', tokenHash: 'c1', reportTokenHash: 'k1', sessionVersion: 0, now: '2026-01-01T10:00:00.000Z' }).then();
    user(registered, emailChangeAt('2026-01-01T10:00:00.000Z'))
      .when({ type: 'RequestEmailChange', email: 'ana@other.example', tokenHash: 'c2', reportTokenHash: 'k2', sessionVersion: 0, now: '2026-01-01T10:00:20.000Z' })
      .thenRefused('too-soon');
  });

  it('confirms a change with the new address\'s link, or takes the address back with the report link, once', () => {
    const asked = emailChangeAt('2026-01-01T10:00:00.000Z');
    const confirmed: UserEvent = { type: 'EmailChangeConfirmed', data: { userId: 'u1', email: 'ana@new.example', tokenHash: 'c1', confirmedAt: '2026-01-01T10:30:00.000Z' } };
    user(registered, asked).when({ type: 'ConfirmEmailChange', tokenHash: 'c1', now: '2026-01-01T10:30:00.000Z' }).then(confirmed);
    user(registered, asked, confirmed).when({ type: 'ConfirmEmailChange', tokenHash: 'c1', now: '2026-01-01T10:31:00.000Z' }).thenRefused('invalid', INVALID_LINK['email-change']);
    user(registered, asked)
      .when({ type: 'ReportEmailChange', tokenHash: 'k1', now: '2026-01-03T10:00:00.000Z' })
      .then({ type: 'EmailChangeReported', data: { userId: 'u1', email: 'ana@example.com', reportTokenHash: 'k1', reportedAt: '2026-01-03T10:00:00.000Z' } });
    user(registered, asked).when({ type: 'ReportEmailChange', tokenHash: 'k1', now: '2026-01-09T10:00:00.000Z' }).thenRefused('invalid', INVALID_LINK['email-change-report']);
    user(registered, asked).when({ type: 'ConfirmEmailChange', tokenHash: 'k1', now: '2026-01-01T10:30:00.000Z' }).thenRefused('invalid');
  });

  it('ends a pending address change with a new password, and refuses one asked by a session ended meanwhile (issue 21 item 2)', () => {
    const asked = emailChangeAt('2026-01-01T10:00:00.000Z');
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', viaResetTokenHash: 'r1', changedAt: '2026-01-01T10:10:00.000Z' } };
    user(registered, asked, changed).when({ type: 'ConfirmEmailChange', tokenHash: 'c1', now: '2026-01-01T10:20:00.000Z' }).thenRefused('invalid', INVALID_LINK['email-change']);
    // The report link stays: the owner may still need it.
    user(registered, asked, changed).when({ type: 'ReportEmailChange', tokenHash: 'k1', now: '2026-01-01T10:20:00.000Z' }).then({
      type: 'EmailChangeReported', data: { userId: 'u1', email: 'ana@example.com', reportTokenHash: 'k1', reportedAt: '2026-01-01T10:20:00.000Z' },
    });
    user(registered, changed)
      .when({ type: 'RequestEmailChange', email: 'thief@example.com', tokenHash: 'c2', reportTokenHash: 'k2', sessionVersion: 0, now: '2026-01-01T10:20:00.000Z' })
      .thenRefused('session-ended');
  });

  it('ends every open link with a report and asks for a new password before the next sign-in (issue 21 item 3)', () => {
    const asked = emailChangeAt('2026-01-01T10:00:00.000Z');
    const reported: UserEvent = { type: 'EmailChangeReported', data: { userId: 'u1', email: 'ana@example.com', reportTokenHash: 'k1', reportedAt: '2026-01-01T10:30:00.000Z' } };
    const history = [registered, resetAt('2026-01-01T10:05:00.000Z'), asked, reported];
    user(...history).when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h2', now: '2026-01-01T10:31:00.000Z' }).thenRefused('invalid');
    const state = fold(userDecider, history);
    expect(state.status === 'active' && [Object.keys(state.openTokens), state.passwordResetRequired]).toEqual([[], true]);
    const reset: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h3', viaResetTokenHash: 'r2', changedAt: '2026-01-01T11:00:00.000Z' } };
    const after = fold(userDecider, [...history, resetAt('2026-01-01T10:40:00.000Z', 'r2'), reset]);
    expect(after.status === 'active' && after.passwordResetRequired).toBe(false);
  });

  it('raises the token version on password change, logout and deletion', () => {
    const decide = (history: UserEvent[], command: Parameters<typeof userDecider.decide>[0]) => userDecider.decide(command, fold(userDecider, history));
    const changed = decide([registered], { type: 'ChangePassword', passwordHash: 'h2', now: '2026-01-02T00:00:00.000Z' });
    const revoked = decide([registered, ...changed], { type: 'RevokeSessions', now: '2026-01-02T00:00:01.000Z' });
    const gone = decide([registered, ...changed, ...revoked], { type: 'DeleteAccount', now: '2026-01-02T00:00:02.000Z' });
    const state = fold(userDecider, [registered, ...changed, ...revoked, ...gone]);
    expect(state.status === 'deleted' && state.tokenVersion).toBe(3);
  });

  it('records a new onboarding outcome, and nothing when it is the same', () => {
    const eligible: UserEvent = { type: 'OnboardingStatusChanged', data: { userId: 'u1', status: 'COMPLETED_ELIGIBLE', changedAt: '2026-01-02T00:00:00.000Z' } };
    user(registered).when({ type: 'SetOnboardingStatus', status: 'COMPLETED_ELIGIBLE', now: '2026-01-02T00:00:00.000Z' }).then(eligible);
    user(registered, eligible).when({ type: 'SetOnboardingStatus', status: 'COMPLETED_ELIGIBLE', now: '2026-01-03T00:00:00.000Z' }).then();
  });

  it('records a payment once even when asked twice', () => {
    const pay = { type: 'RecordPayment', paymentId: 'p1', provider: 'development', amountCents: 29900, currency: 'usd', now: '2026-01-03T00:00:00.000Z' } as const;
    const paid: UserEvent = { type: 'PaymentSucceeded', data: { userId: 'u1', paymentId: 'p1', provider: 'development', amountCents: 29900, currency: 'usd', paidAt: '2026-01-03T00:00:00.000Z' } };
    user(registered).when(pay).then(paid);
    user(registered, paid).when({ ...pay, paymentId: 'p2' }).then();
  });

  it('refuses every command on a deleted account, and on one never registered', () => {
    user(registered, deleted).when({ type: 'RequestPasswordReset', tokenHash: 'x', now: '2026-01-03T00:00:00.000Z' }).thenRefused('not-found', 'Account not found.');
    user(registered, deleted).when({ type: 'DeleteAccount', now: '2026-01-03T00:00:00.000Z' }).thenRefused('not-found');
    user().when({ type: 'RevokeSessions', now: '2026-01-03T00:00:00.000Z' }).thenRefused('not-found');
  });
});
