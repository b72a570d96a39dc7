import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { STANDARD_FONT_DATA_URL } from '../pdf/edition.ts';

/** A box on a page: its 1-based page and its rectangle [x, y, width, height] in PDF points, as the field inventories give it. */
export interface PageBox {
  readonly page: number;
  readonly rect: readonly [number, number, number, number];
}

/**
 * The text printed inside each box of a flattened PDF, in reading order: what a filled field shows
 * once it is ink on the page (the text items whose baseline starts inside the box).
 */
export async function textInBoxes(pdf: Uint8Array, boxes: Readonly<Record<string, PageBox>>): Promise<Record<string, string>> {
  const document = await getDocument({ data: pdf.slice(), verbosity: 0, standardFontDataUrl: STANDARD_FONT_DATA_URL }).promise;
  try {
    const found: Record<string, string> = {};
    const pages = new Map<number, { x: number; y: number; text: string }[]>();
    for (const [name, box] of Object.entries(boxes)) {
      let items = pages.get(box.page);
      if (!items) {
        const content = await (await document.getPage(box.page)).getTextContent();
        items = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ x: item.transform[4] ?? 0, y: item.transform[5] ?? 0, text: item.str }] : []));
        pages.set(box.page, items);
      }
      const [x, y, width, height] = box.rect;
      found[name] = items
        .filter((item) => item.x >= x - 1 && item.x <= x + width && item.y >= y - 1 && item.y <= y + height)
        .sort((a, b) => b.y - a.y || a.x - b.x)
        .map((item) => item.text)
        .join(' ')
        .trim();
    }
    return found;
  } finally {
    await document.destroy();
  }
}
