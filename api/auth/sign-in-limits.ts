import type { Config } from '../config.ts';
import type { Executor } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

const LOCKOUT_MINUTES = 15;

/** Per-client limit (by address) on the routes that take a password or send mail. */
export function rateLimited(config: Config) {
  return { rateLimit: { max: config.signInLimitPerClient, timeWindow: '1 minute' } };
}

/** Per-account limit: after too many failures, sign-in for that address waits, whatever the client. */
export async function refuseWhenLockedOut(db: Executor, lookup: string, allowed: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOCKOUT_MINUTES * 60_000);
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<string>().as('failures'))
    .where('email_lookup', '=', lookup)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.failures) >= allowed) {
    throw new HttpError(429, `Too many failed sign-ins for this e-mail address. Please wait ${LOCKOUT_MINUTES} minutes or reset your password.`, {
      'retry-after': String(LOCKOUT_MINUTES * 60),
    });
  }
}

export async function recordFailedSignIn(db: Executor, lookup: string, now: Date): Promise<void> {
  await db.insertInto('sign_in_failures').values({ email_lookup: lookup, failed_at: now }).execute();
}

export async function clearFailedSignIns(db: Executor, lookup: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email_lookup', '=', lookup).execute();
}
