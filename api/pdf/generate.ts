import type { FilingStage } from '../../domain/rules/filing-path.ts';
import type { RenderedPackage } from '../pdf-jobs/renderer.ts';
import { buildPackage, type BuildPackageOptions, type GeneratedPackage } from './package.ts';
import { DEFAULT_PREVIEW_DPI, PreviewPool, type PreviewOptions, type PreviewPage } from './previews.ts';
import { RenderThreads } from './render-threads.ts';
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
 * The PDF library as the job worker uses it: the editions of the installed templates (part of a
 * job's fingerprint) and one call that builds the package and streams its previews. Its renderer
 * threads start with the first job and serve every later one; close() ends them.
 */
export function packageRenderer(formsDir: string, options: { dpi?: number; workers?: number } = {}) {
  let threads: RenderThreads | undefined;
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
      stamp: boolean;
      onProgress: (percent: number) => void;
      onPage: (page: number, png: Uint8Array) => Promise<void>;
    }): Promise<RenderedPackage> {
      const built = await generatePackage({
        answers: input.answers,
        today: input.today,
        ...(input.bulletin ? { bulletin: input.bulletin } : {}),
        stage: input.stage,
        formsDir,
        previews: { dpi: options.dpi ?? DEFAULT_PREVIEW_DPI, stamp: input.stamp, threads: (threads ??= new RenderThreads(options.workers)) },
        onPreview: (page) => input.onPage(page.page, page.png),
        onProgress: input.onProgress,
      });
      return { pdf: built.pdf, pageCount: built.pageCount, unprinted: built.unprinted };
    },
    async close(): Promise<void> {
      await threads?.close();
      threads = undefined;
    },
  };
}
