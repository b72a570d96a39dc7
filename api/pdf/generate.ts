import type { FilingStage } from '../../domain/rules/filing-path.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import type { RenderedPackage } from '../pdf-jobs/renderer.ts';
import { buildPackage, type BuildPackageOptions, type GeneratedPackage, type PackagePart } from './package.ts';
import { DEFAULT_PREVIEW_DPI, PreviewPool, ZOOM_PREVIEW_DPI, type PreviewOptions, type PreviewPage } from './previews.ts';
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

/** The hooks a package build reports through: each part as it is final, and its own progress. */
type BuildHooks = Required<Pick<BuildPackageOptions, 'onPart' | 'onProgress'>>;

/**
 * Which previews are rendered with the package: the pages of each part to render now (counted
 * from the part's first), the previews of the whole package, and the percent of the progress that
 * building the package counts for (rendering those previews is the rest).
 */
interface PreviewPlan {
  readonly buildPercent: number;
  pagesOf(part: PackagePart): { pages: number; total: number };
}

/**
 * The one loop of the CLI's package and the job's: the build hands each part (the cover first) to
 * the renderer threads as soon as it is final, while the next form is being filled, and each
 * preview goes to `onPreview` as it comes; the progress weighs the build and the previews.
 */
async function buildWithPreviews(
  build: (hooks: BuildHooks) => Promise<GeneratedPackage>,
  options: Pick<GenerateOptions, 'previews' | 'onPreview' | 'onProgress'>,
  plan: PreviewPlan,
): Promise<GeneratedPackage> {
  const { previews, onPreview, onProgress } = options;
  const pool = new PreviewPool(previews);
  let built = 0;
  let rendered = 0;
  let total = 0;
  let reported = -1;
  const report = () => {
    const rendering = total > 0 ? ((100 - plan.buildPercent) * rendered) / total : 0;
    const percent = Math.min(100, Math.floor((plan.buildPercent * built) / 100 + rendering));
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
    const result = await build({
      onProgress: (percent) => {
        built = percent;
        report();
      },
      onPart: (part) => {
        const { pages, total: previewed } = plan.pagesOf(part);
        total = previewed;
        if (pages > 0) pool.add(part.pdf, part.firstPage, pages);
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

/** Builds the package (the CLI's `pdf generate`) and renders every page's preview as its part is final. */
export function generatePackage(options: GenerateOptions): Promise<GeneratedPackage> {
  const { previews, onPreview, onProgress, ...build } = options;
  return buildWithPreviews((hooks) => buildPackage({ ...build, ...hooks }), { previews, onPreview, ...(onProgress ? { onProgress } : {}) }, {
    // Building is cheaper than rendering on two cores: 40% for the package, 60% for its pages.
    buildPercent: 40,
    pagesOf: (part) => ({ pages: part.pageCount, total: part.packagePages }),
  });
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
export function preparePackage(options: GenerateOptions & { readonly fill: FillThread }): Promise<GeneratedPackage> {
  const { previews, onPreview, onProgress, fill, ...build } = options;
  return buildWithPreviews((hooks) => fill.build({ ...build, ...hooks }), { previews, onPreview, ...(onProgress ? { onProgress } : {}) }, {
    // The first previews take about a tenth of the time of filling the package.
    buildPercent: 90,
    pagesOf: (part) => ({
      pages: Math.min(part.pageCount, FIRST_PREVIEW_PAGES - part.firstPage + 1),
      total: Math.min(FIRST_PREVIEW_PAGES, part.packagePages),
    }),
  });
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
    renderPage(input: { key: string; pdf: () => Promise<Uint8Array>; page: number; stamp: boolean; zoomed?: boolean }): Promise<Uint8Array> {
      pages ??= new PackagePages(renderThreads());
      return pages.render(input.key, input.pdf, input.page, input.stamp, input.zoomed === true ? ZOOM_PREVIEW_DPI : dpi);
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
