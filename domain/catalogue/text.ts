import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate, type MessageId } from '../i18n/messages.ts';
import type { CouplePerson, PersonFacts } from './filled-by.ts';

/**
 * Catalogue text that names a fact of the filing date: a question, help or step intro is plain text
 * or a list of parts, where a part is text, a named tax year, or a message of domain/i18n (written
 * once per language, rendered in the reader's; issue 22 moves the catalogue's texts there). The web client and the server
 * render it with the same facts (domain/rules/income-tax-years.ts works them out), so no year is
 * typed into the catalogue and no English is searched and replaced.
 */

/**
 * A tax year of the income questions: 0 is the most recent of the three the answers are about, 1
 * and 2 the years before it, 'all' the three together; 'latestDue' is the year before the filing
 * date's year, whose return a sponsor may not have filed yet before the April deadline.
 */
export type TaxYearRef = 0 | 1 | 2 | 'all' | 'latestDue';

/**
 * A message of domain/i18n, with the values of its placeholders. `about` names the person the
 * message speaks of: it is then given `who` ('you' when that person is filling in, 'other' when
 * their spouse is) and `name` (their first name), as a voiced part is.
 */
export interface MessagePart {
  readonly message: MessageId;
  readonly values?: Readonly<Record<string, string>>;
  readonly about?: CouplePerson;
}

/**
 * Text about the petitioner or the beneficiary, worded for whoever fills in the wizard: an ICU
 * message in the text's own language with `{who, select, you {…} other {…}}` and `{name}`
 * ("{who, select, you {What is your first name?} other {What is {name}'s first name?}}").
 */
export interface VoicedPart {
  readonly voiced: string;
  readonly about: CouplePerson;
}

export type TextPart = string | { readonly taxYear: TaxYearRef } | MessagePart | VoicedPart;

/** Plain text, or parts read in order. */
export type CatalogueText = string | readonly TextPart[];

/** What the parts are rendered with. */
export interface TextFacts {
  /** The most recent of the three tax years the income answers are about; null while not known. */
  readonly mostRecentTaxYear: number | null;
  /** The year before the filing date's year; null without a filing date. */
  readonly latestDueTaxYear: number | null;
  /** The reader's language, for the parts that are messages; English when not said. */
  readonly language?: Language;
  /** Who fills in the wizards and the couple's first names (filled-by.ts); without them every question speaks to "you". */
  readonly persons?: PersonFacts;
}

export const NO_FACTS: TextFacts = { mostRecentTaxYear: null, latestDueTaxYear: null };

/** The words a part stands for, with the year when it is known and in words when it is not, in the reader's language. */
function taxYearWords(ref: TaxYearRef, facts: TextFacts): string {
  const words = TAX_YEAR_WORDS[facts.language ?? DEFAULT_LANGUAGE];
  const latest = facts.mostRecentTaxYear;
  if (ref === 'latestDue') return facts.latestDueTaxYear === null ? words.lastYear : String(facts.latestDueTaxYear);
  if (ref === 'all') return latest === null ? words.allUnknown : words.all(latest, latest - 1, latest - 2);
  return latest === null ? words.unknown[ref] : words.year(latest - ref);
}

interface TaxYearWords {
  readonly lastYear: string;
  readonly all: (first: number, second: number, third: number) => string;
  readonly allUnknown: string;
  readonly year: (year: number) => string;
  readonly unknown: Readonly<Record<0 | 1 | 2, string>>;
}

const TAX_YEAR_WORDS: Readonly<Record<Language, TaxYearWords>> = {
  en: {
    lastYear: 'last year',
    all: (first, second, third) => `the tax years ${first}, ${second} and ${third}`,
    allUnknown: 'your three most recent tax years',
    year: (year) => `tax year ${year}`,
    unknown: { 0: 'your most recent tax year', 1: 'the tax year before your most recent one', 2: 'the tax year two years before your most recent one' },
  },
  // spanish/income.ts puts these after "para" or at the head of a clause, never after "de" (which would need "del").
  es: {
    lastYear: 'el año pasado',
    all: (first, second, third) => `los años fiscales ${first}, ${second} y ${third}`,
    allUnknown: 'sus tres años fiscales más recientes',
    year: (year) => `el año fiscal ${year}`,
    unknown: { 0: 'su año fiscal más reciente', 1: 'el año fiscal anterior al más reciente', 2: 'el año fiscal de dos años antes del más reciente' },
  },
};

/** A message as the catalogue's text: one part. */
export const message = (id: MessageId, values?: Readonly<Record<string, string>>): readonly [MessagePart] => [values ? { message: id, values } : { message: id }];

/** A voiced part about `person`, in catalogue text of the same language as the English one it stands for. */
export const voiced = (person: CouplePerson, icu: string): readonly [VoicedPart] => [{ voiced: icu, about: person }];

/** The spouse named when onboarding gave no first name yet. */
const UNNAMED_SPOUSE: Readonly<Record<Language, string>> = { en: 'your spouse', es: 'su cónyuge' };

/** The `who` and `name` a text about `person` is written with, for the one filling in. */
export function voiceValues(person: CouplePerson, facts: TextFacts): { who: 'you' | 'other'; name: string } {
  const persons = facts.persons;
  if (!persons || persons.filledBy === person) return { who: 'you', name: '' };
  return { who: 'other', name: persons.names[person] || UNNAMED_SPOUSE[facts.language ?? DEFAULT_LANGUAGE] };
}

const voicedFormats = new Map<string, IntlMessageFormat>();

function voicedText(part: VoicedPart, facts: TextFacts): string {
  const language = facts.language ?? DEFAULT_LANGUAGE;
  const key = `${language}\u0000${part.voiced}`;
  let format = voicedFormats.get(key);
  if (!format) {
    format = new IntlMessageFormat(part.voiced, language);
    voicedFormats.set(key, format);
  }
  return String(format.format(voiceValues(part.about, facts)));
}

function partText(part: TextPart, facts: TextFacts): string {
  if (typeof part === 'string') return part;
  if ('voiced' in part) return voicedText(part, facts);
  if ('message' in part) {
    const values = part.about ? { ...part.values, ...voiceValues(part.about, facts) } : part.values;
    return translate(facts.language ?? DEFAULT_LANGUAGE, part.message, values);
  }
  return taxYearWords(part.taxYear, facts);
}

/** A sentence starts with a capital, also when it opens on the name of an unnamed spouse ("¿" and "“" kept before it). */
const sentence = (words: string): string => words.replace(/^([¿¡“"(]*)(\p{Ll})/u, (_, opening: string, letter: string) => opening + letter.toUpperCase());

/** The text as a person reads it, in the facts' language where the text is a message (the rest is English until translated). */
export function textOf(text: CatalogueText | undefined, facts: TextFacts = NO_FACTS): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  const words = text.map((part) => partText(part, facts)).join('');
  const speaksOfSomeone = text.some((part) => typeof part === 'object' && ('voiced' in part || ('message' in part && part.about)));
  return speaksOfSomeone ? sentence(words) : words;
}
