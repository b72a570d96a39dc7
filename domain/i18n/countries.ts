import { FORMAT_LOCALES, type Language } from './languages.ts';

/**
 * A country's name in the reader's language (issue 22), for what a person reads: the answers and
 * the forms keep the English short name USCIS prints (domain/catalogue/places.ts). The names come
 * from the platform's CLDR data, matched through its English names: no second list to keep. A name
 * CLDR writes otherwise in English (the State Department's "Burma", "Korea, South") stays as given.
 */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let regionCodes: ReadonlyMap<string, string> | undefined;

/** "Côte d’Ivoire" and "Cote d'Ivoire", "Curaçao" and "Curacao" are one name. */
const plain = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('’', "'").toLowerCase();

function regionCodeOf(englishName: string): string | undefined {
  if (!regionCodes) {
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    const codes = new Map<string, string>();
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = first + second;
        const name = english.of(code);
        if (name && !codes.has(plain(name))) codes.set(plain(name), code);
      }
    }
    regionCodes = codes;
  }
  return regionCodes.get(plain(englishName));
}

const displayNames = new Map<Language, Intl.DisplayNames>();

export function countryName(language: Language, englishName: string): string {
  if (language === 'en') return englishName;
  const code = regionCodeOf(englishName);
  if (!code) return englishName;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames(FORMAT_LOCALES[language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? englishName;
}
