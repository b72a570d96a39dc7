import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);

/** pdfjs-dist's own folder of the 14 standard fonts; pdfjs in Node reads it from disk (trailing slash required). */
export const STANDARD_FONT_DATA_URL = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** What the footer of every page of a USCIS form prints: "Form I-485 Edition 01/20/25". */
export interface PrintedEdition {
  /** As printed: 'I-485', 'I-130A'. */
  readonly form: string;
  /** 'mm/dd/yy', as printed. */
  readonly edition: string;
}

const FOOTER = /Form\s+(I-\d+[A-Z]?)\s+Edition\s+(\d{2}\/\d{2}\/\d{2})/;

/**
 * Reads the form number and edition from the text of the first pages that print them (pdfjs text
 * content, so it works however the content streams encode their text); null when none does.
 */
export async function readPrintedEdition(pdf: Uint8Array): Promise<PrintedEdition | null> {
  // pdfjs may detach the buffer it is given: hand it a copy.
  const document = await getDocument({ data: pdf.slice(), verbosity: 0, isEvalSupported: false, standardFontDataUrl: STANDARD_FONT_DATA_URL }).promise;
  try {
    const pagesToTry = Math.min(document.numPages, 3);
    for (let number = 1; number <= pagesToTry; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
      const match = FOOTER.exec(text);
      if (match?.[1] && match[2]) return { form: match[1], edition: match[2] };
    }
    return null;
  } finally {
    await document.destroy();
  }
}
