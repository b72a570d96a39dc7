import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isOnboardingStatus } from '../../domain/events.ts';
import { SESSION_EXPIRED } from '../../domain/product/account.ts';
import { isLanguage } from '../../domain/i18n/languages.ts';
import type { TokenPurpose } from '../../domain/users/user.ts';
import type { Executor } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { isUuid } from '../http/ids.ts';
import type { User } from '../http/schemas.ts';
import type { EventMetadata } from '../store/vocabulary.ts';
import type { Keyring } from '../store/keyring.ts';
import { noteSecurityEvent } from '../security/events.ts';

export interface TokenClaims {
  sub: string;
  /** The user's token version when issued; a raised version revokes the token. */
  tv: number;
  /** This token's own id: no two tokens are alike, and one can be ended alone (a refresh ends the one it replaces). */
  jti?: string;
  /** When the person signed in (seconds since 1970), carried across refreshes: a session ends SESSION_MAX_DAYS after it. */
  at?: number;
  /** Seconds since 1970 (set by the signer; required by the verifier). */
  exp?: number;
  iat?: number;
}

/** However often it is refreshed, a session ends this long after the person signed in (ASVS 7.3.2). */
export const SESSION_MAX_DAYS = 7;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by `authenticate`. */
    userId: string;
  }
}

export { SESSION_EXPIRED };

/** Why a token was refused, for the security event; the person is told only that the session ended. */
function refusal(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'FST_JWT_NO_AUTHORIZATION_IN_HEADER' ? 'no-token' : 'invalid-token';
}

function refuse(request: FastifyRequest, reason: string, userId?: string): never {
  noteSecurityEvent(request, { kind: 'authorization', outcome: 'refused', reason, ...(userId ? { userId } : {}) });
  throw new HttpError(401, 'api.sessionExpired');
}

/** Rejects with 401 unless the bearer token is valid, unrevoked and its account not deleted. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  let claims: TokenClaims;
  try {
    claims = await verifiedClaims(request);
  } catch (error) {
    refuse(request, refusal(error));
  }
  // A token signed by us always has these, of these types; anything else is refused before the database is asked.
  if (!wellTyped(claims, request.server.deps.clock())) refuse(request, 'invalid-token');
  // Its signature is checked: the account it names is the one whose session expired.
  if (expired(claims, request.server.deps.clock())) refuse(request, 'expired-token', claims.sub);
  const row = await request.server.deps.sessions.current(claims.sub);
  if (!row) refuse(request, 'unknown-account');
  if (row.deleted) refuse(request, 'deleted-account', claims.sub);
  if (row.tokenVersion !== claims.tv || (claims.jti !== undefined && row.revoked.has(claims.jti))) refuse(request, 'revoked-token', claims.sub);
  request.userId = claims.sub;
}

const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Every claim of the type we sign it with (issue 21, informational): a one-element array is not a
 * `sub`, a string is not an `exp`, and a sign-in time is a number not in the future.
 */
function wellTyped(claims: TokenClaims, now: Date): boolean {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const raw: Record<string, unknown> = { ...claims };
  return (
    typeof raw.sub === 'string' && isUuid(raw.sub) &&
    typeof raw.tv === 'number' && Number.isInteger(raw.tv) &&
    (raw.jti === undefined || typeof raw.jti === 'string') &&
    (raw.exp === undefined || isSeconds(raw.exp)) &&
    (raw.iat === undefined || (isSeconds(raw.iat) && raw.iat <= nowSeconds + 60)) &&
    (raw.at === undefined || (isSeconds(raw.at) && raw.at <= nowSeconds + 60))
  );
}

/**
 * A token expires by the server's clock (deps.clock), the one that measures the session's age and
 * that the tests move: the verifier checks the signature and that `exp` is there, and this its time.
 */
const expired = (claims: TokenClaims, now: Date): boolean => claims.exp === undefined || claims.exp * 1000 < now.getTime();

/**
 * Claims signed with JWT_SECRET or, while a secret rollover lets the tokens of the former secret
 * run out, with JWT_PREVIOUS_SECRET. Expiry and every other check stay those of the signing secret.
 */
async function verifiedClaims(request: FastifyRequest): Promise<TokenClaims> {
  try {
    return await request.jwtVerify<TokenClaims>();
  } catch (error) {
    const previous = request.server.deps.config.jwtPreviousSecret;
    const signedElsewhere = error instanceof Error && 'code' in error && error.code === 'FST_JWT_AUTHORIZATION_TOKEN_INVALID';
    if (previous === undefined || !signedElsewhere) throw error;
    return request.jwtVerify<TokenClaims>({ key: previous });
  }
}

/**
 * A new session token for the account, unique (its own `jti`). `signedInAt` (seconds) carries a
 * session's sign-in time across refreshes; without it the session starts now.
 */
export async function issueToken(app: FastifyInstance, userId: string, signedInAt?: number): Promise<string> {
  const row = await app.deps.db.selectFrom('users').select('token_version').where('id', '=', userId).executeTakeFirstOrThrow();
  const at = signedInAt ?? Math.floor(app.deps.clock().getTime() / 1000);
  const claims = { sub: userId, tv: row.token_version, jti: randomUUID(), at };
  return app.jwt.sign(claims, { expiresIn: app.deps.config.jwtExpiresIn, clockTimestamp: app.deps.clock().getTime() });
}

/**
 * A refresh: the same session in a new token, and the token it replaces ended (announced to every
 * process). Refused once the session is SESSION_MAX_DAYS old, counted from the sign-in.
 */
export async function refreshToken(request: FastifyRequest): Promise<string> {
  const { deps } = request.server;
  const claims = request.user;
  const now = Math.floor(deps.clock().getTime() / 1000);
  const signedInAt = claims.at ?? claims.iat ?? now;
  if (now - signedInAt > SESSION_MAX_DAYS * 24 * 3600) refuse(request, 'expired-token', request.userId);
  if (claims.jti !== undefined) {
    const expiresAt = new Date((claims.exp ?? now) * 1000);
    // Ending the replaced token is the claim to replace it: of concurrent refreshes with one token,
    // the one whose row goes in wins, and the others find it there and are refused (issue 21 item 11).
    const ended = await deps.db
      .insertInto('revoked_tokens')
      .values({ jti: claims.jti, user_id: request.userId, expires_at: expiresAt })
      .onConflict((c) => c.column('jti').doNothing())
      .returning('jti')
      .executeTakeFirst();
    deps.sessions.tokenRevoked(request.userId);
    if (!ended) refuse(request, 'revoked-token', request.userId);
  }
  return issueToken(request.server, request.userId, signedInAt);
}

/** The spec's user shape, with the e-mail opened from its sealed column. */
export async function readUser(db: Executor, keyring: Keyring, userId: string): Promise<User> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted', '=', false).executeTakeFirst();
  if (!row || !row.email_sealed) throw new HttpError(404, 'api.accountNotFound');
  const email = await keyring.open(db, userId, row.email_sealed);
  if (email === null) throw new HttpError(404, 'api.accountNotFound');
  const status = row.onboarding_status;
  return {
    id: row.id,
    email,
    emailVerified: row.email_verified,
    onboardingStatus: isOnboardingStatus(status) ? status : null,
    hasPaid: row.has_paid,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** A single-use secret for an e-mail link, and the hash that is all the database keeps of it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/** The account a mailed link belongs to, and the hash that names the link; a 400 naming the link's purpose otherwise. */
export async function linkOwner(db: Executor, token: string, purpose: TokenPurpose): Promise<{ userId: string; tokenHash: string }> {
  const tokenHash = hashLinkToken(token);
  const row = await db.selectFrom('auth_tokens').select('user_id').where('token_hash', '=', tokenHash).where('purpose', '=', purpose).executeTakeFirst();
  if (!row) throw new HttpError(400, `api.invalidLink.${purpose}`);
  return { userId: row.user_id, tokenHash };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function requestMetadata(request: FastifyRequest, actorId?: string): EventMetadata {
  const metadata: EventMetadata = { source: 'api', requestId: request.id };
  const actor = actorId ?? (request.userId || undefined);
  if (actor) metadata.actorId = actor;
  return metadata;
}
