import { hash, verify } from '@node-rs/argon2';
import { HttpError } from '../http/errors.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  // Without an account, still spend the time of a verification so timing does not reveal it.
  const target = passwordHash ?? DUMMY_HASH;
  const matches = await verify(target, password).catch(() => false);
  return passwordHash !== null && matches;
}

const DUMMY_HASH = await hash('not a password of anyone');

export function requireStrongEnough(password: string, message = 'Password must be at least 8 characters long'): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, message);
}
