import type { Worker } from 'node:worker_threads';
import { parseRenderReply, type RenderRequest } from './render-protocol.ts';
import { renderId, RenderThreads } from './render-threads.ts';

export { STAMP_TEXT } from './render-protocol.ts';

/** About 72 dpi: a Letter page is 612 × 792 pixels, readable in the preview panel 800 pixels high. */
export const DEFAULT_PREVIEW_DPI = 72;

/**
 * A page opened full screen to zoom (web PageZoomDialog): a phone 375 px wide at three device
 * pixels per CSS pixel shows a fitted page over 1,125 pixels, and the zoom doubles that; at 72 dpi
 * the page has 612, a blur. At 200 dpi it has 1,700 (a Letter page 1,700 × 2,200), sharp at fit
 * and readable at twice; drawn only when a page is opened.
 */
export const ZOOM_PREVIEW_DPI = 200;

export interface PreviewPage {
  /** 1-based page of the package. */
  readonly page: number;
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface PreviewOptions {
  readonly dpi?: number;
  /** Stamp every image "PREVIEW — NOT FOR FILING" (until the couple has paid). */
  readonly stamp?: boolean;
  /** Renderer threads to start for this pool alone; one per core by default (at most four). */
  readonly workers?: number;
  /** Long-lived renderer threads to use instead (a server's); the pool leaves them running. */
  readonly threads?: RenderThreads;
}

interface Task {
  readonly taskId: number;
  readonly docId: number;
  readonly pageNumber: number;
  readonly packagePage: number;
  /** The renderer that must draw it, for documents too short to be worth loading on two threads. */
  readonly renderer: Renderer | undefined;
}

interface Renderer {
  readonly worker: Worker;
  readonly loaded: Set<number>;
  readonly tasks: Map<number, Task>;
}

/**
 * Pages in flight per renderer: pdfjs passes each page between its parser and its drawing pass
 * through messages, and a second page fills those waits, so the renderer thread does not sit idle.
 */
const PAGES_IN_FLIGHT = 2;

/**
 * Documents of at most this many pages are drawn by one renderer: opening a USCIS form in pdfjs
 * (its images, fonts and Noto Sans) costs about as much as drawing four of its pages.
 */
const ONE_RENDERER_PAGES = 8;


/**
 * Renders pages of PDFs to PNG on several threads (pdfjs-dist on @napi-rs/canvas), so previews use
 * every core and the first page comes back as early as possible. Documents can be added while
 * others render (the package's parts as they are built); pages come out of `pages()` as they
 * finish, in no fixed order.
 */
export class PreviewPool {
  private readonly dpi: number;
  private readonly stamp: boolean;
  private readonly renderers: Renderer[];
  private readonly queue: Task[] = [];
  private readonly documents = new Map<number, { pdf: Uint8Array; firstPage: number; remaining: number; counted: boolean }>();
  private readonly finished: PreviewPage[] = [];
  private wake: (() => void) | null = null;
  private failure: Error | null = null;
  private ended = false;
  private closed = false;
  private readonly threads: RenderThreads;
  private readonly ownThreads: boolean;
  private readonly detach: (() => void)[] = [];

  constructor(options: PreviewOptions = {}) {
    this.dpi = options.dpi ?? DEFAULT_PREVIEW_DPI;
    this.stamp = options.stamp ?? false;
    this.ownThreads = options.threads === undefined;
    this.threads = options.threads ?? new RenderThreads(options.workers);
    this.renderers = this.threads.acquire().map((worker) => {
      const renderer: Renderer = { worker, loaded: new Set(), tasks: new Map() };
      const onMessage = (message: unknown) => this.received(renderer, message);
      const onError = (error: Error) => this.fail(error);
      const onExit = (code: number) => this.fail(new Error(`a preview renderer stopped (exit code ${code})`));
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      this.detach.push(() => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      });
      return renderer;
    });
  }

  /**
   * Queues every page of `pdf`, which holds the package's pages from `firstPage` on. Without
   * `pageCount`, the first two pages go first (one per renderer) and tell how many follow.
   */
  add(pdf: Uint8Array, firstPage = 1, pageCount?: number): void {
    if (this.ended) throw new Error('no document can be added after end()');
    if (pageCount !== undefined && pageCount <= 0) return;
    const docId = renderId();
    const guessed = Math.min(2, this.renderers.length);
    this.documents.set(docId, { pdf, firstPage, remaining: pageCount ?? guessed, counted: pageCount !== undefined });
    const renderer = pageCount !== undefined && pageCount <= ONE_RENDERER_PAGES ? this.leastBusy() : undefined;
    this.queuePages(docId, firstPage, 1, pageCount ?? guessed, renderer);
    this.dispatch();
  }

  private leastBusy(): Renderer | undefined {
    const load = (renderer: Renderer) => renderer.tasks.size + this.queue.filter((task) => task.renderer === renderer).length;
    return this.renderers.reduce<Renderer | undefined>((best, renderer) => (best === undefined || load(renderer) < load(best) ? renderer : best), undefined);
  }

  private queuePages(docId: number, firstPage: number, from: number, to: number, renderer?: Renderer): void {
    for (let pageNumber = from; pageNumber <= to; pageNumber++) {
      this.queue.push({ taskId: renderId(), docId, pageNumber, packagePage: firstPage + pageNumber - 1, renderer });
    }
  }

  /** No more documents: `pages()` ends once every queued page is out. */
  end(): void {
    this.ended = true;
    this.notify();
  }

  /** The rendered pages as they finish; throws if a page cannot be rendered. */
  async *pages(): AsyncGenerator<PreviewPage> {
    for (;;) {
      const page = this.finished.shift();
      if (page) {
        yield page;
        continue;
      }
      if (this.failure) throw this.failure;
      if (this.ended && this.queue.length === 0 && this.renderers.every((renderer) => renderer.tasks.size === 0)) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** Stops this pool: its own threads end; shared threads forget its documents and stay for the next job. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const detach of this.detach) detach();
    if (this.ownThreads) {
      await this.threads.close();
      return;
    }
    for (const renderer of this.renderers) {
      for (const docId of renderer.loaded) renderer.worker.postMessage({ type: 'drop', docId } satisfies RenderRequest);
    }
    this.threads.release();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.notify();
  }

  private dispatch(): void {
    // One page to each renderer first, so both cores start at once; then a second page each.
    for (let slot = 1; slot <= PAGES_IN_FLIGHT; slot++) {
      for (const renderer of this.renderers) {
        if (renderer.tasks.size >= slot) continue;
        const index = this.queue.findIndex((task) => task.renderer === undefined || task.renderer === renderer);
        const [task] = index === -1 ? [] : this.queue.splice(index, 1);
        if (task) this.send(renderer, task);
      }
    }
  }

  private send(renderer: Renderer, task: Task): void {
    const document = this.documents.get(task.docId);
    if (!document) return;
    renderer.tasks.set(task.taskId, task);
    const first = !renderer.loaded.has(task.docId);
    renderer.loaded.add(task.docId);
    const request: RenderRequest = {
      type: 'render',
      taskId: task.taskId,
      docId: task.docId,
      pdf: first ? document.pdf : undefined,
      pageNumber: task.pageNumber,
      dpi: this.dpi,
      stamp: this.stamp,
    };
    renderer.worker.postMessage(request);
  }

  private received(renderer: Renderer, message: unknown): void {
    const reply = parseRenderReply(message);
    if (!reply || reply.type === 'ready') return;
    const task = renderer.tasks.get(reply.taskId);
    if (!task) return;
    renderer.tasks.delete(reply.taskId);
    if (reply.type === 'error') {
      this.fail(new Error(`page ${task.packagePage} could not be rendered: ${reply.message}`));
      return;
    }
    if (reply.type === 'page') this.finished.push({ page: task.packagePage, png: reply.png, width: reply.width, height: reply.height });
    const document = this.documents.get(task.docId);
    if (document && !document.counted) {
      document.counted = true;
      const queued = Math.min(2, this.renderers.length);
      document.remaining += Math.max(0, reply.documentPages - queued);
      this.queuePages(task.docId, document.firstPage, queued + 1, reply.documentPages);
    }
    if (document && --document.remaining === 0) {
      this.documents.delete(task.docId);
      for (const other of this.renderers) {
        if (!other.loaded.delete(task.docId)) continue;
        const drop: RenderRequest = { type: 'drop', docId: task.docId };
        other.worker.postMessage(drop);
      }
    }
    this.dispatch();
    this.notify();
  }
}

/** Every page of one PDF as PNG, on all cores, yielded as each finishes. */
export async function* renderPreviews(pdf: Uint8Array, options: PreviewOptions = {}): AsyncGenerator<PreviewPage> {
  const pool = new PreviewPool(options);
  try {
    pool.add(pdf);
    pool.end();
    yield* pool.pages();
  } finally {
    await pool.close();
  }
}
