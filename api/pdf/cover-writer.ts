import { longDate } from '../../domain/i18n/dates.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { usDate } from '../../domain/uscis/format.ts';
import type { PageWriter } from './layout.ts';

/** What each section of the cover writes with: the page writer and the cover's section heading. */
export interface CoverWriter {
  readonly writer: PageWriter;
  /** The language of the cover's instructions (the account's); the forms stay in English. */
  readonly language: Language;
  /** A section heading, kept on one page with the first `keep` points of its section. */
  heading(text: string, keep?: number): void;
}

export const money = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`;

/** A date the cover's instructions name: USCIS's mm/dd/yyyy in English, in words in Spanish, whose reader writes 04/05 for the 4th of May (issue 22). */
export const coverDate = (language: Language, iso: string): string => (language === 'en' ? usDate(iso) : longDate(language, iso));
