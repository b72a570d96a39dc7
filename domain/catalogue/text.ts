import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate, type MessageId } from '../i18n/messages.ts';

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

/** A message of domain/i18n, with the values of its placeholders. */
export interface MessagePart {
  readonly message: MessageId;
  readonly values?: Readonly<Record<string, string>>;
}

export type TextPart = string | { readonly taxYear: TaxYearRef } | MessagePart;

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
}

export const NO_FACTS: TextFacts = { mostRecentTaxYear: null, latestDueTaxYear: null };

/** The words a part stands for, with the year when it is known and in words when it is not. */
function taxYearWords(ref: TaxYearRef, facts: TextFacts): string {
  if (ref === 'latestDue') return facts.latestDueTaxYear === null ? 'last year' : String(facts.latestDueTaxYear);
  const latest = facts.mostRecentTaxYear;
  if (ref === 'all') {
    return latest === null ? 'your three most recent tax years' : `the tax years ${latest}, ${latest - 1} and ${latest - 2}`;
  }
  if (latest !== null) return `tax year ${latest - ref}`;
  return UNKNOWN_YEAR_WORDS[ref];
}

const UNKNOWN_YEAR_WORDS: Readonly<Record<0 | 1 | 2, string>> = {
  0: 'your most recent tax year',
  1: 'the tax year before your most recent one',
  2: 'the tax year two years before your most recent one',
};

/** A message as the catalogue's text: one part. */
export const message = (id: MessageId, values?: Readonly<Record<string, string>>): readonly [MessagePart] => [values ? { message: id, values } : { message: id }];

/** The text as a person reads it, in the facts' language where the text is a message (the rest is English until translated). */
export function textOf(text: CatalogueText | undefined, facts: TextFacts = NO_FACTS): string {
  const language = facts.language ?? DEFAULT_LANGUAGE;
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text
    .map((part) => (typeof part === 'string' ? part : 'message' in part ? translate(language, part.message, part.values) : taxYearWords(part.taxYear, facts)))
    .join('');
}
