/**
 * The languages Greencard speaks. A person reads every screen, e-mail and cover page in one of
 * them; the official forms are always filled in English, whatever the language (USCIS reads English).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The locale numbers, money and dates are written in for each language: the couples live in the
 * United States, so Spanish is the United States' Spanish ("$1,234.50", "4 de mayo de 2026").
 */
export const FORMAT_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/** Each language named in itself, as a switch offers it to someone who may not read the other. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/**
 * The first of a person's languages (the browser's `navigator.languages`, or an Accept-Language
 * header's tags in order of preference) that Greencard speaks: 'es-MX' and 'es-419' are Spanish.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header, by their q weights (RFC 9110 section 12.5.4). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
