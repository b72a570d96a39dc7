import type { Selectable } from 'kysely';
import { isOnboardingStatus, type EventOf, type OnboardingStatus, type UserEvent } from '../../domain/events.ts';
import { isLanguage, type Language } from '../../domain/i18n/languages.ts';
import { evolveUser, initialUserState, USER_EVENT_TYPES, type UserState } from '../../domain/users/user.ts';
import type { Database } from '../db/schema.ts';
import type { Projection } from '../store/projection.ts';
import { rowProjection } from '../store/projection.ts';
import type { ProjectedEvent } from '../store/vocabulary.ts';

/** One account as the read model holds it, e-mail opened. */
interface UserRow {
  id: string;
  email: string | null;
  passwordHash: string | null;
  emailVerified: boolean;
  onboardingStatus: OnboardingStatus;
  language: Language | null;
  hasPaid: boolean;
  tokenVersion: number;
  deleted: boolean;
  createdAt: string;
  deletedAt: string | null;
  passwordResetRequired: boolean;
}

/**
 * The decider's state of an account as its row holds it. The row keeps no links, payment or
 * password version (the decider's own), and its address and password hash are its own business: a
 * deleted or redacted account has none.
 */
function userStateOf(row: UserRow): UserState {
  return {
    status: row.deleted ? 'deleted' : 'active',
    userId: row.id,
    email: row.email ?? '',
    passwordHash: row.passwordHash ?? '',
    emailVerified: row.emailVerified,
    onboardingStatus: row.onboardingStatus,
    language: row.language,
    hasPaid: row.hasPaid,
    payment: null,
    tokenVersion: row.tokenVersion,
    passwordVersion: 0,
    passwordResetRequired: row.passwordResetRequired,
    openTokens: {},
  };
}

/** The users read model: the spec's user shape plus what sign-in needs. */
export const userProjection = rowProjection<UserRow, UserEvent>({
  name: 'users',
  handles: USER_EVENT_TYPES,
  table: 'users',
  keyColumn: 'id',
  keyOf: (event) => event.data.userId,
  async load(db, keys, keyring) {
    const rows = await db.selectFrom('users').selectAll().where('id', 'in', keys).execute();
    const opened = await Promise.all(
      rows.map(async (row): Promise<[string, UserRow]> => {
        const { onboarding_status: onboardingStatus, language } = row;
        if (!isOnboardingStatus(onboardingStatus) || (language !== null && !isLanguage(language))) throw new Error(`User ${row.id} has an unreadable onboarding status or language.`);
        return [row.id, {
        id: row.id,
        email: row.email_sealed ? await keyring.open(db, row.id, row.email_sealed) : null,
        passwordHash: row.password_hash,
        emailVerified: row.email_verified,
        onboardingStatus,
        language,
        hasPaid: row.has_paid,
        tokenVersion: row.token_version,
        deleted: row.deleted,
        createdAt: row.created_at.toISOString(),
        deletedAt: row.deleted_at?.toISOString() ?? null,
        passwordResetRequired: row.password_reset_required,
      }];
      }),
    );
    return new Map(opened);
  },
  evolve(row, recorded) {
    const { event, redacted } = recorded;
    // A redacted address change left no address to read: the row stays as it was.
    if (event.type === 'EmailChanged' && redacted) return row;
    // The account as its decider sees it: verified, onboarding, language, paid, token version, reset required, deleted.
    const state = evolveUser(row ? userStateOf(row) : initialUserState, event);
    if (state.status === 'unknown') return undefined;
    const decided = {
      emailVerified: state.emailVerified,
      onboardingStatus: state.onboardingStatus,
      language: state.language,
      hasPaid: state.hasPaid,
      tokenVersion: state.tokenVersion,
      deleted: state.status === 'deleted',
      passwordResetRequired: state.passwordResetRequired,
    };
    switch (event.type) {
      case 'UserRegistered':
        return {
          ...decided, id: state.userId, email: redacted ? null : state.email, passwordHash: redacted ? null : state.passwordHash,
          createdAt: event.data.registeredAt, deletedAt: null,
        };
      case 'PasswordChanged':
        if (!row) return undefined;
        return { ...row, ...decided, passwordHash: redacted ? row.passwordHash : state.passwordHash };
      case 'EmailChanged':
      case 'EmailChangeConfirmed':
      case 'EmailChangeReported':
        if (!row) return undefined;
        return { ...row, ...decided, email: redacted ? row.email : state.email };
      case 'AccountDeleted':
        if (!row) return undefined;
        return { ...row, ...decided, deletedAt: event.data.deletedAt, email: null, passwordHash: null };
      case 'EmailVerificationRequested':
      case 'EmailVerified':
      case 'PasswordResetRequested':
      case 'EmailChangeRequested':
      case 'SessionsRevoked':
      case 'OnboardingStatusChanged':
      case 'LanguageChosen':
      case 'PaymentSucceeded':
      case 'PaymentRefunded':
        if (!row) return undefined;
        return { ...row, ...decided };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  async columns(row, db, keyring) {
    return {
      id: row.id,
      email_lookup: row.email === null ? null : keyring.emailLookup(row.email),
      email_sealed: row.email === null ? null : await keyring.seal(db, row.id, row.email),
      password_hash: row.passwordHash,
      email_verified: row.emailVerified,
      onboarding_status: row.onboardingStatus,
      language: row.language,
      has_paid: row.hasPaid,
      token_version: row.tokenVersion,
      deleted: row.deleted,
      created_at: row.createdAt,
      deleted_at: row.deletedAt,
      password_reset_required: row.passwordResetRequired,
    };
  },
  async snapshot(db, keyring) {
    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    return Promise.all(
      users.map(async ({ email_sealed, ...user }) => ({
        ...user,
        email: email_sealed ? await keyring.open(db, user.id, email_sealed) : null,
      })),
    );
  },
});

type TokenRow = Selectable<Database['auth_tokens']>;

const TOKEN_EVENTS = [
  'EmailVerificationRequested', 'PasswordResetRequested', 'EmailVerified', 'PasswordChanged', 'EmailChangeRequested', 'EmailChangeConfirmed', 'EmailChangeReported', 'AccountDeleted',
] as const satisfies readonly UserEvent['type'][];

/** The account events that open or end a link: the switch below handles each, or does not compile. */
type TokenEvent = EventOf<(typeof TOKEN_EVENTS)[number]>;
const isTokenEvent = (recorded: ProjectedEvent): recorded is ProjectedEvent<TokenEvent> => (TOKEN_EVENTS as readonly string[]).includes(recorded.event.type);

/**
 * The index of e-mail link tokens (hashes only). An account's tokens are read and rewritten
 * together, because a deletion removes them all.
 */
export const authTokenProjection: Projection = {
  name: 'auth_tokens',
  handles: TOKEN_EVENTS,
  tables: ['auth_tokens'],
  async apply(tx, events, keyring) {
    const mine = events.filter(isTokenEvent);
    if (mine.length === 0) return;
    const userIds = [...new Set(mine.map((r) => r.event.data.userId))];
    const tokens = new Map<string, TokenRow[]>(userIds.map((id) => [id, []]));
    for (const row of await tx.selectFrom('auth_tokens').selectAll().where('user_id', 'in', userIds).execute()) tokens.get(row.user_id)?.push(row);
    const markUsed = (userId: string, at: string, used: (token: TokenRow) => boolean) => {
      for (const token of tokens.get(userId) ?? []) if (token.used_at === null && used(token)) token.used_at = new Date(at);
    };
    const open = (userId: string, tokenHash: string, purpose: string, requestedAt: string, expiresAt: string, heldEmailLookup: string | null = null) =>
      tokens.get(userId)?.push({
        token_hash: tokenHash, user_id: userId, purpose, requested_at: new Date(requestedAt), expires_at: new Date(expiresAt), used_at: null, held_email_lookup: heldEmailLookup,
      });
    for (const { event, redacted } of mine) {
      switch (event.type) {
        case 'EmailVerificationRequested':
        case 'PasswordResetRequested':
          open(event.data.userId, event.data.tokenHash, event.type === 'EmailVerificationRequested' ? 'verify' : 'reset', event.data.requestedAt, event.data.expiresAt);
          break;
        case 'EmailChangeRequested': {
          const { userId, tokenHash, reportTokenHash, requestedAt, expiresAt, reportExpiresAt } = event.data;
          markUsed(userId, requestedAt, (t) => t.purpose === 'email-change');
          open(userId, tokenHash, 'email-change', requestedAt, expiresAt);
          // The former address stays held for this account while its report link is open (issue 21 item 1).
          open(userId, reportTokenHash, 'email-change-report', requestedAt, reportExpiresAt, redacted ? null : keyring.emailLookup(event.data.previousEmail));
          break;
        }
        case 'EmailChangeConfirmed':
          markUsed(event.data.userId, event.data.confirmedAt, (t) => t.purpose === 'verify' || t.purpose === 'email-change');
          break;
        case 'EmailChangeReported':
          // Whoever changed the address may hold any of the account's links: all end.
          markUsed(event.data.userId, event.data.reportedAt, () => true);
          break;
        case 'EmailVerified':
          markUsed(event.data.userId, event.data.verifiedAt, (t) => t.token_hash === event.data.tokenHash);
          break;
        case 'PasswordChanged':
          // A new password ends every reset link of the account, used or not, and every pending address change.
          markUsed(event.data.userId, event.data.changedAt, (t) => t.purpose === 'reset' || t.purpose === 'email-change');
          break;
        case 'AccountDeleted':
          tokens.set(event.data.userId, []);
          break;
        default: {
          const exhaustive: never = event;
          return exhaustive;
        }
      }
    }
    await tx.deleteFrom('auth_tokens').where('user_id', 'in', userIds).execute();
    const rows = [...tokens.values()].flat();
    // A bound parameter per column: chunks stay far below PostgreSQL's 65,535.
    for (let i = 0; i < rows.length; i += 5000) await tx.insertInto('auth_tokens').values(rows.slice(i, i + 5000)).execute();
  },
  async snapshot(db) {
    return db.selectFrom('auth_tokens').selectAll().orderBy('token_hash').execute();
  },
};
