import type { PageWriter } from './layout.ts';

/** What each section of the cover writes with: the page writer and the cover's section heading. */
export interface CoverWriter {
  readonly writer: PageWriter;
  /** A section heading, kept on one page with the first `keep` points of its section. */
  heading(text: string, keep?: number): void;
}

export const money = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`;
