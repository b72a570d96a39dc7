import { DEFAULT_LANGUAGE, type Language } from '@domain/i18n/languages.ts';

/**
 * The page's language, as every API request names it (Accept-Language), so the server's messages
 * (errors, held packages, the check) come in it. Kept here, not read from the language store, so
 * the API client does not import the store that calls it.
 */
let current: Language = DEFAULT_LANGUAGE;

export const setRequestLanguage = (language: Language): void => {
  current = language;
};

export const requestLanguage = (): Language => current;
