import type { Language } from '../../domain/i18n/languages.ts';
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
