import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { loadTemplate } from './templates.ts';
import { PreviewPool, renderPreviews, type PreviewPage } from './previews.ts';
import { RenderThreads } from './render-threads.ts';
import { decodePng, PNG_SIGNATURE, reddishPixels } from '../testing/images.ts';

async function all(pages: AsyncIterable<PreviewPage>): Promise<PreviewPage[]> {
  const out: PreviewPage[] = [];
  for await (const page of pages) out.push(page);
  return out.sort((a, b) => a.page - b.page);
}

/** A small document whose pages say their number, in Helvetica (pdfjs draws it from its standard font data). */
async function numberedPages(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= count; number++) {
    doc.addPage([612, 792]).drawText(`Page ${number}`, { x: 72, y: 700, size: 36, font });
  }
  return doc.save();
}

let i130a: Uint8Array;
beforeAll(async () => {
  i130a = await loadTemplate(inject('formsDir'), 'i-130a');
});

describe('renderPreviews', () => {
  it('renders every page of a form to a PNG of a Letter page at the preview resolution', async () => {
    const pages = await all(renderPreviews(i130a));
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const page of pages) {
      expect([...page.png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect([page.width, page.height]).toEqual([612, 792]);
      const pixels = await decodePng(page.png);
      expect([pixels.width, pixels.height]).toEqual([612, 792]);
    }
  }, 60_000);

  it('draws text: a page is not blank', async () => {
    const [page] = await all(renderPreviews(await numberedPages(1), { workers: 1 }));
    if (!page) throw new Error('no page');
    const pixels = await decodePng(page.png);
    let dark = 0;
    for (let at = 0; at < pixels.data.length; at += 4) if ((pixels.data[at] ?? 255) < 100) dark++;
    expect(dark).toBeGreaterThan(500);
  }, 60_000);

  it('stamps "PREVIEW — NOT FOR FILING" across the page only when asked', async () => {
    const pdf = await numberedPages(2);
    const plain = await all(renderPreviews(pdf, { stamp: false }));
    const stamped = await all(renderPreviews(pdf, { stamp: true }));
    expect(stamped).toHaveLength(2);
    for (const [index, page] of stamped.entries()) {
      expect(Buffer.from(page.png).equals(Buffer.from(plain[index]?.png ?? new Uint8Array()))).toBe(false);
      expect(reddishPixels(await decodePng(page.png))).toBeGreaterThan(5_000);
      expect(reddishPixels(await decodePng(plain[index]?.png ?? new Uint8Array()))).toBe(0);
    }
  }, 60_000);

  it('renders at the resolution asked', async () => {
    const [page] = await all(renderPreviews(await numberedPages(1), { dpi: 36, workers: 1 }));
    expect([page?.width, page?.height]).toEqual([306, 396]);
  }, 60_000);
});

describe('PreviewPool', () => {
  it('numbers the pages of documents added one after another as pages of one package', async () => {
    const pool = new PreviewPool({ workers: 2 });
    try {
      pool.add(await numberedPages(2), 1, 2);
      pool.add(await numberedPages(3), 3);
      pool.add(await numberedPages(1), 6, 1);
      pool.end();
      const pages = await all(pool.pages());
      expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('serves one job after another on the same long-lived threads', async () => {
    const threads = new RenderThreads(2);
    try {
      const first = threads.acquire();
      threads.release();
      for (const count of [3, 2]) {
        const pool = new PreviewPool({ threads });
        pool.add(await numberedPages(count));
        pool.end();
        expect((await all(pool.pages())).map((page) => page.page)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
        await pool.close();
      }
      expect(threads.acquire()).toEqual(first);
      threads.release();
    } finally {
      await threads.close();
    }
  }, 60_000);

  it('fails with the page that cannot be rendered', async () => {
    const pool = new PreviewPool({ workers: 1 });
    try {
      pool.add(new TextEncoder().encode('%PDF-1.7 not really'), 4, 1);
      pool.end();
      await expect(all(pool.pages())).rejects.toThrow(/page 4 could not be rendered/);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
