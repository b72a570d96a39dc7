import { translate } from '../../domain/i18n/messages.ts';
import { HttpError } from '../http/errors.ts';

export const ADDRESS_NOT_PLAIN = translate('en', 'api.addressNotPlain');

/**
 * An address as it is kept: its compatibility forms folded (NFKC, so a fullwidth lookalike is the
 * address it imitates) and trimmed. One that still holds characters outside ASCII is refused: our
 * mail is sent without SMTPUTF8, so it could not be verified, and such characters are where
 * lookalikes of another person's address hide (issue 21 item 14, ASVS 5.0 level 2).
 */
export function keptAddress(raw: string): string {
  const email = raw.normalize('NFKC').trim();
  if (!/^[\x21-\x7e]+$/.test(email)) throw new HttpError(400, 'api.addressNotPlain');
  return email;
}
