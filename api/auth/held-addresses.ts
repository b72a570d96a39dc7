import type { Executor } from '../db/database.ts';
import { translate } from '../../domain/i18n/messages.ts';

export const ADDRESS_HELD = translate('en', 'api.addressHeld');

/**
 * Whether an address replaced on some other account is still held for it: its report link is open,
 * and a thief who registered the address meanwhile would keep the account on their own (issue 21).
 */
export async function heldForAnotherAccount(db: Executor, emailLookup: string, now: Date, userId?: string): Promise<boolean> {
  let query = db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('held_email_lookup', '=', emailLookup)
    .where('purpose', '=', 'email-change-report')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (userId !== undefined) query = query.where('user_id', '<>', userId);
  return (await query.executeTakeFirst()) !== undefined;
}
