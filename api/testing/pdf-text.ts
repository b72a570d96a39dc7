import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { STANDARD_FONT_DATA_URL } from '../pdf/edition.ts';

/** The text of the given pages (1-based) of a PDF, as a reader would copy it, spaces collapsed. */
export async function pagesText(pdf: Uint8Array, pages: readonly number[]): Promise<string[]> {
  const document = await getDocument({ data: pdf.slice(), verbosity: 0, standardFontDataUrl: STANDARD_FONT_DATA_URL }).promise;
  try {
    const texts: string[] = [];
    for (const number of pages) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
    }
    return texts;
  } finally {
    await document.destroy();
  }
}
