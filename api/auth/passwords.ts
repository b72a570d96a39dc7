import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../../domain/product/account.ts';
import { HttpError } from '../http/errors.ts';
import { normaliseEmail } from '../store/keyring.ts';

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  // Without an account, still spend the time of a verification so timing does not reveal it.
  const target = passwordHash ?? DUMMY_HASH;
  const matches = await verify(target, password).catch(() => false);
  return passwordHash !== null && matches;
}

const DUMMY_HASH = await hash('not a password of anyone');

/**
 * The most common passwords (zxcvbn-ts's list, about 49,000 from leaked password sets, lower case),
 * which guessers try first: ASVS 6.2.4 asks for at least the top 3,000 to be refused (NIST 800-63B 5.1.1.2).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD = 'This password is one of the most common passwords, which are tried first. Please choose one that is harder to guess.';
export const PASSWORD_IS_EMAIL = 'Your password must not be your e-mail address. Please choose another one.';
export const PASSWORD_REPEATS = 'Your password must not be one character repeated. Please choose another one.';

/**
 * Refuses a password too short, a common one, one character repeated (eight spaces) and the
 * account's own e-mail address or its name part (ASVS 6.2.4, 6.2.11), each with a plain message.
 */
export function requireStrongEnough(password: string, email: string, tooShort = PASSWORD_TOO_SHORT): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, tooShort);
  const lower = password.toLowerCase();
  if (new Set(password).size === 1) throw new HttpError(400, PASSWORD_REPEATS);
  const address = normaliseEmail(email);
  if (lower.trim() === address || lower.trim() === address.split('@')[0]) throw new HttpError(400, PASSWORD_IS_EMAIL);
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.trim())) throw new HttpError(400, COMMON_PASSWORD);
}
