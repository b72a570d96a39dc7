import { COUNTRY_CODES } from '../catalogue/country-codes.ts';
import { COUNTRIES } from '../catalogue/places.ts';
import type { Choice } from '../catalogue/types.ts';
import { FORMAT_LOCALES, type Language } from './languages.ts';

/**
 * Countries named in the reader's language. The forms print the English short name (the stored
 * answer); a Spanish screen names the country from CLDR's data through Intl.DisplayNames, found by
 * its ISO code: translated once by CLDR's translators, not by a machine at run time.
 */

/** Names CLDR does not give the way a person looks for them: Hong Kong and Macao without "RAE de … (China)", and the two areas without a code. */
const BY_HAND: Readonly<Record<string, Readonly<Record<Exclude<Language, 'en'>, string>>>> = {
  'Hong Kong': { es: 'Hong Kong' },
  Macau: { es: 'Macao' },
  'Gaza Strip': { es: 'Franja de Gaza' },
  'West Bank': { es: 'Cisjordania' },
};

const displayNames = new Map<Language, Intl.DisplayNames>();
function regionNames(language: Language): Intl.DisplayNames {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([FORMAT_LOCALES[language], language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names;
}

/**
 * The country stored as `value` (its English name) as the reader of `language` names it, on a
 * screen or the cover page; the value itself in English or when unknown.
 */
export function countryName(language: Language, value: string): string {
  if (language === 'en') return value;
  const byHand = BY_HAND[value]?.[language];
  if (byHand) return byHand;
  const code = COUNTRY_CODES[value] ?? codeByPlainName().get(plain(value));
  return (code && regionNames(language).of(code)) || value;
}

/** "Côte d’Ivoire" and "Cote d'Ivoire", "Curaçao" and "Curacao" are one name. */
const plain = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('’', "'").toLowerCase();
let plainCodes: ReadonlyMap<string, string> | undefined;
const codeByPlainName = (): ReadonlyMap<string, string> =>
  (plainCodes ??= new Map(Object.entries(COUNTRY_CODES).map(([name, code]) => [plain(name), code])));

const choicesByLanguage = new Map<Language, readonly Choice[]>();

/**
 * The country picker's choices for a reader of `language`: the value stays the English name the
 * forms print, the label is the reader's name, in the reader's alphabetical order. In English, COUNTRIES as they are.
 */
export function countryChoices(language: Language): readonly Choice[] {
  if (language === 'en') return COUNTRIES;
  let choices = choicesByLanguage.get(language);
  if (!choices) {
    const collator = new Intl.Collator(FORMAT_LOCALES[language]);
    choices = COUNTRIES.map(({ value }) => ({ value, label: countryName(language, value) })).sort((a, b) => collator.compare(a.label, b.label));
    choicesByLanguage.set(language, choices);
  }
  return choices;
}
