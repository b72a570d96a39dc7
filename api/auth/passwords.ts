import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { FastifyRequest } from 'fastify';
import { MIN_PASSWORD_LENGTH, passwordLength } from '../../domain/product/account.ts';
import { acceptedLanguages, preferredLanguage, type Language } from '../../domain/i18n/languages.ts';
import { translate } from '../../domain/i18n/messages.ts';
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

/**
 * The words of this service a guesser tries with a year or a digit after them (ASVS 6.2.11: context
 * specific words): its name, the agency and the forms it fills.
 */
const SERVICE_WORDS = [
  'greencard', 'green card', 'uscis', 'immigration', 'petition', 'marriage', 'spouse', 'visa',
  'i130', 'i-130', 'i130a', 'i-130a', 'i485', 'i-485', 'i864', 'i-864', 'i765', 'i-765', 'i131', 'i-131',
];

const estimator = new ZxcvbnFactory({ dictionary: { ...dictionary, userInputs: SERVICE_WORDS }, graphs: adjacencyGraphs });

/**
 * zxcvbn's score 3 and up: about 10^8 guesses or more, "safely unguessable" against an online attack
 * and a fair wall against a slow hash offline. 'Password1!' scores 1, 'Summer2026!' 2.
 */
const LEAST_SCORE = 3;

export const COMMON_PASSWORD = translate('en', 'passwords.common');
export const PASSWORD_IS_EMAIL = translate('en', 'passwords.isEmail');
export const PASSWORD_REPEATS = translate('en', 'passwords.repeats');
export const PASSWORD_EASY_TO_GUESS = translate('en', 'passwords.easyToGuess');

/** The language a refusal is written in: the first of the request's Accept-Language that Greencard speaks. */
export const requestLanguage = (request: FastifyRequest): Language => preferredLanguage(acceptedLanguages(request.headers['accept-language']));

/**
 * Refuses a password too short (counted in characters as people see them), a common one, one
 * character repeated (eight spaces), the account's own e-mail address or its name part, and any
 * other the strength estimator scores easy to guess, with this service's words and the address's
 * parts as words a guesser knows (ASVS 6.2.4, 6.2.11), each with a plain message.
 */
export function requireStrongEnough(password: string, email: string, tooShort: 'api.passwordTooShort' | 'api.newPasswordTooShort' = 'api.passwordTooShort'): void {
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) throw new HttpError(400, tooShort);
  const refuse = (id: 'passwords.common' | 'passwords.isEmail' | 'passwords.repeats' | 'passwords.easyToGuess') => new HttpError(400, id);
  const lower = password.toLowerCase();
  if (new Set(password).size === 1) throw refuse('passwords.repeats');
  const address = normaliseEmail(email);
  const localPart = address.split('@')[0] ?? '';
  if (lower.trim() === address || lower.trim() === localPart) throw refuse('passwords.isEmail');
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.trim())) throw refuse('passwords.common');
  const userInputs = address === '' ? [] : [address, localPart, ...localPart.split(/[._+-]+/).filter((part) => part.length >= 3)];
  if (estimator.check(password, userInputs).score < LEAST_SCORE) throw refuse('passwords.easyToGuess');
}
