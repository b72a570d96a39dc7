import type { FilingStage } from '../../domain/rules/filing-path.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import type { RenderedPackage } from '../pdf-jobs/renderer.ts';
import { buildPackage, type BuildPackageOptions, type GeneratedPackage } from './package.ts';
import { DEFAULT_PREVIEW_DPI, PreviewPool, type PreviewOptions, type PreviewPage } from './previews.ts';
import { RenderThreads } from './render-threads.ts';
import { FillThread } from './fill-thread.ts';
import { PackagePages } from './package-pages.ts';
import { installedEditions, readManifest } from './templates.ts';

export interface GenerateOptions extends Omit<BuildPackageOptions, 'onPart' | 'onProgress'> {
  readonly previews: PreviewOptions;
  /** Each preview as soon as it is rendered (pages in no fixed order); awaited one at a time. */
  readonly onPreview: (page: PreviewPage) => Promise<void> | void;
  /** 0–100 over building the package and rendering its previews. */
  readonly onProgress?: (percent: number) => void;
}

/**
 * Builds the package and renders its previews at the same time: each part (the cover first) is
 * handed to the renderer threads as soon as it is final, while the next form is being filled,
 * so the first preview arrives long before the package is complete.
 */
export async function generatePackage(options: GenerateOptions): Promise<GeneratedPackage> {
  const { previews, onPreview, onProgress, ...build } = options;
  const pool = new PreviewPool(previews);
  let built = 0;
  let rendered = 0;
  let totalPages = 0;
  let reported = -1;
  const report = () => {
    // Building is cheaper than rendering on two cores: 40% for the package, 60% for its pages.
    const percent = Math.min(100, Math.floor(0.4 * built + (totalPages > 0 ? (60 * rendered) / totalPages : 0)));
    if (percent > reported) {
      reported = percent;
      onProgress?.(percent);
    }
  };
  const consumed = (async () => {
    for await (const page of pool.pages()) {
      await onPreview(page);
      rendered++;
      report();
    }
  })();
  // Awaited below; until then a failed preview must not count as an unhandled rejection.
  consumed.catch(() => undefined);
  try {
    const result = await buildPackage({
      ...build,
      onProgress: (percent) => {
        built = percent;
        report();
      },
      onPart: (part) => {
        totalPages = part.packagePages;
        pool.add(part.pdf, part.firstPage, part.pageCount);
      },
    });
    pool.end();
    await consumed;
    return result;
  } catch (error) {
    pool.end();
    await consumed.catch(() => undefined);
    throw error;
  } finally {
    await pool.close();
  }
}

/**
 * The previews a couple sees first, rendered with the package: the preview panel loads its first
 * two pages at once and the rest as they are scrolled to (web/src/features/package/PreviewPanel.tsx).
 */
export const FIRST_PREVIEW_PAGES = 2;

/**
 * A package as the job makes it: filled, flattened and assembled on the builder thread, with the
 * previews of its first pages rendered from the parts as they come (the cover first), so it is
 * ready when its PDF is, however many pages it has. The other pages are drawn when first looked at
 * (PackagePages).
 */
export async function preparePackage(
  options: Omit<GenerateOptions, 'previews'> & { readonly previews: PreviewOptions; readonly fill: FillThread },
): Promise<GeneratedPackage> {
  const { previews, onPreview, onProgress, fill, ...build } = options;
  const pool = new PreviewPool(previews);
  let wanted = 0;
  let rendered = 0;
  let built = 0;
  let reported = -1;
  const report = () => {
    // The first previews take about a tenth of the time of filling the package.
    const percent = Math.min(100, Math.floor(0.9 * built + (wanted > 0 ? (10 * rendered) / wanted : 0)));
    if (percent > reported) {
      reported = percent;
      onProgress?.(percent);
    }
  };
  const consumed = (async () => {
    for await (const page of pool.pages()) {
      await onPreview(page);
      rendered++;
      report();
    }
  })();
  // Awaited below; until then a failed preview must not count as an unhandled rejection.
  consumed.catch(() => undefined);
  try {
    const result = await fill.build({
      ...build,
      onProgress: (percent) => {
        built = percent;
        report();
      },
      onPart: (part) => {
        const pages = Math.min(part.pageCount, FIRST_PREVIEW_PAGES - part.firstPage + 1);
        if (pages <= 0) return;
        wanted = Math.min(FIRST_PREVIEW_PAGES, part.packagePages);
        pool.add(part.pdf, part.firstPage, pages);
      },
    });
    pool.end();
    await consumed;
    return result;
  } catch (error) {
    pool.end();
    await consumed.catch(() => undefined);
    throw error;
  } finally {
    await pool.close();
  }
}

/**
 * The PDF library as the job worker and the preview route use it: the editions of the installed
 * templates (part of a job's fingerprint), one call that prepares a package with its first
 * previews, and one that draws any other page of a finished package when it is first looked at.
 * Its builder and renderer threads start with the first use and serve every later one; close()
 * ends them.
 */
export function packageRenderer(formsDir: string, options: { dpi?: number; workers?: number } = {}) {
  const dpi = options.dpi ?? DEFAULT_PREVIEW_DPI;
  let threads: RenderThreads | undefined;
  let fill: FillThread | undefined;
  let pages: PackagePages | undefined;
  const renderThreads = () => (threads ??= new RenderThreads(options.workers));
  return {
    async templateEditions(): Promise<string> {
      const manifest = await readManifest(formsDir);
      return manifest ? manifest.editions.map((entry) => `${entry.form}@${entry.edition}#${entry.sha256.slice(0, 12)}`).join(',') : '';
    },
    async installed() {
      return installedEditions(await readManifest(formsDir));
    },
    async render(input: {
      answers: BuildPackageOptions['answers'];
      today: string;
      bulletin?: BuildPackageOptions['bulletin'];
      stage: FilingStage;
      language?: Language;
      stamp: boolean;
      onProgress: (percent: number) => void;
      onPage: (page: number, png: Uint8Array) => Promise<void>;
    }): Promise<RenderedPackage> {
      const built = await preparePackage({
        answers: input.answers,
        today: input.today,
        ...(input.bulletin ? { bulletin: input.bulletin } : {}),
        stage: input.stage,
        ...(input.language ? { language: input.language } : {}),
        formsDir,
        fill: (fill ??= new FillThread()),
        previews: { dpi, stamp: input.stamp, threads: renderThreads() },
        onPreview: (page) => input.onPage(page.page, page.png),
        onProgress: input.onProgress,
      });
      return { pdf: built.pdf, pageCount: built.pageCount, unprinted: built.unprinted };
    },
    renderPage(input: { key: string; pdf: () => Promise<Uint8Array>; page: number; stamp: boolean }): Promise<Uint8Array> {
      pages ??= new PackagePages(renderThreads(), dpi);
      return pages.render(input.key, input.pdf, input.page, input.stamp);
    },
    async close(): Promise<void> {
      pages?.close();
      pages = undefined;
      await Promise.all([threads?.close(), fill?.close()]);
      threads = undefined;
      fill = undefined;
    },
  };
}
