import type { UserEvent } from '../../domain/events.ts';
import type { Projection } from '../store/event-store.ts';

const USER_EVENTS = [
  'UserRegistered',
  'EmailVerificationRequested',
  'EmailVerified',
  'PasswordResetRequested',
  'PasswordChanged',
  'EmailChanged',
  'SessionsRevoked',
  'OnboardingStatusChanged',
  'PaymentSucceeded',
  'AccountDeleted',
] as const satisfies readonly UserEvent['type'][];

/** The users read model (the spec's user shape plus what sign-in needs) and the token index. */
export const userProjection: Projection = {
  name: 'users',
  handles: USER_EVENTS,
  tables: ['users', 'auth_tokens'],
  async apply(tx, recorded, keyring) {
    const { event } = recorded;
    const bumpTokenVersion = (userId: string) =>
      tx.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', userId).execute();
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, passwordHash, registeredAt } = event.data;
        const readable = !recorded.redacted;
        await tx
          .insertInto('users')
          .values({
            id: userId,
            email_lookup: readable ? keyring.emailLookup(email) : null,
            email_sealed: readable ? await keyring.seal(tx, userId, email) : null,
            password_hash: readable ? passwordHash : null,
            email_verified: false,
            onboarding_status: 'NOT_STARTED',
            has_paid: false,
            token_version: 0,
            deleted: false,
            created_at: registeredAt,
          })
          .execute();
        return;
      }
      case 'EmailVerificationRequested':
      case 'PasswordResetRequested':
        await tx
          .insertInto('auth_tokens')
          .values({
            token_hash: event.data.tokenHash,
            user_id: event.data.userId,
            purpose: event.type === 'EmailVerificationRequested' ? 'verify' : 'reset',
            requested_at: event.data.requestedAt,
            expires_at: event.data.expiresAt,
          })
          .execute();
        return;
      case 'EmailVerified':
        await tx.updateTable('users').set({ email_verified: true }).where('id', '=', event.data.userId).execute();
        if (event.data.tokenHash) {
          await tx.updateTable('auth_tokens').set({ used_at: event.data.verifiedAt }).where('token_hash', '=', event.data.tokenHash).execute();
        }
        return;
      case 'PasswordChanged':
        if (!recorded.redacted) {
          await tx.updateTable('users').set({ password_hash: event.data.passwordHash }).where('id', '=', event.data.userId).execute();
        }
        await bumpTokenVersion(event.data.userId);
        if (event.data.viaResetTokenHash) {
          await tx.updateTable('auth_tokens').set({ used_at: event.data.changedAt }).where('token_hash', '=', event.data.viaResetTokenHash).execute();
        }
        return;
      case 'EmailChanged':
        if (!recorded.redacted) {
          await tx
            .updateTable('users')
            .set({
              email_lookup: keyring.emailLookup(event.data.email),
              email_sealed: await keyring.seal(tx, event.data.userId, event.data.email),
              email_verified: false,
            })
            .where('id', '=', event.data.userId)
            .execute();
        }
        return;
      case 'SessionsRevoked':
        await bumpTokenVersion(event.data.userId);
        return;
      case 'OnboardingStatusChanged':
        await tx.updateTable('users').set({ onboarding_status: event.data.status }).where('id', '=', event.data.userId).execute();
        return;
      case 'PaymentSucceeded':
        await tx.updateTable('users').set({ has_paid: true }).where('id', '=', event.data.userId).execute();
        return;
      case 'AccountDeleted':
        await tx
          .updateTable('users')
          .set((eb) => ({
            deleted: true,
            deleted_at: event.data.deletedAt,
            email_lookup: null,
            email_sealed: null,
            password_hash: null,
            token_version: eb('token_version', '+', 1),
          }))
          .where('id', '=', event.data.userId)
          .execute();
        await tx.deleteFrom('auth_tokens').where('user_id', '=', event.data.userId).execute();
        return;
      default:
        return;
    }
  },
  async snapshot(db, keyring) {
    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    const opened = await Promise.all(
      users.map(async ({ email_sealed, ...user }) => ({
        ...user,
        email: email_sealed ? await keyring.open(db, user.id, email_sealed) : null,
      })),
    );
    const tokens = await db.selectFrom('auth_tokens').selectAll().orderBy('token_hash').execute();
    return { users: opened, tokens };
  },
};
