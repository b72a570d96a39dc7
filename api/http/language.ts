import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, preferredLanguage, type Language } from '../../domain/i18n/languages.ts';
import type { Executor } from '../db/database.ts';

/**
 * The language a request's reader reads (issue 22): the page's, which the web client names in
 * Accept-Language on every call; else, for a signed-in request, the account's; else English.
 * E-mails do not come here: they follow the account's stored language alone.
 */
export async function requestLanguage(request: FastifyRequest, db: Executor): Promise<Language> {
  const tags = acceptedLanguages(request.headers['accept-language']);
  const named = tags.some((tag) => LANGUAGES.some((language) => tag.toLowerCase().split(/[-_]/)[0] === language));
  if (named) return preferredLanguage(tags);
  if (request.userId) {
    const row = await db.selectFrom('users').select('language').where('id', '=', request.userId).executeTakeFirst();
    if (isLanguage(row?.language)) return row.language;
  }
  return DEFAULT_LANGUAGE;
}
