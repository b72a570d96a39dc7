import type { Config } from '../config.ts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db, Executor } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

const LOCKOUT_MINUTES = 15;

/** Per-client limit (by address) on the routes that take a password or send mail. */
export function rateLimited(config: Config) {
  return { rateLimit: { max: config.signInLimitPerClient, timeWindow: '1 minute' } };
}

/** Per-account limit on a signed-in route (authenticate runs first and names the account). */
export function perAccountLimited(max: number, timeWindow = '1 minute') {
  return { rateLimit: { max, timeWindow, keyGenerator: (request: FastifyRequest) => `account ${request.userId}` } };
}

/**
 * Per-account limit: after too many failures, sign-in for that address waits, whatever the client.
 * The attempt is counted before its password is checked, under a lock on the address, so concurrent
 * guesses cannot all read the same count: each takes a place, and the place is given back (with the
 * earlier failures) only when the password was right.
 */
export async function claimSignInAttempt(db: Db, lookup: string, allowed: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOCKOUT_MINUTES * 60_000);
  const claimed = await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sign-in ${lookup}`}, 0))`.execute(tx);
    const row = await tx
      .selectFrom('sign_in_failures')
      .select((eb) => eb.fn.countAll<string>().as('failures'))
      .where('email_lookup', '=', lookup)
      .where('failed_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.failures) >= allowed) return false;
    await tx.insertInto('sign_in_failures').values({ email_lookup: lookup, failed_at: now }).execute();
    return true;
  });
  if (!claimed) {
    throw new HttpError(429, 'api.signInLockout', { minutes: LOCKOUT_MINUTES }, {
      'retry-after': String(LOCKOUT_MINUTES * 60),
    });
  }
}

/** A right password, or a password reset, forgets the address's failures (and the attempt in hand). */
export async function clearFailedSignIns(db: Executor, lookup: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email_lookup', '=', lookup).execute();
}
