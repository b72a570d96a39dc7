import type { Worker } from 'node:worker_threads';
import { parseRenderReply, type RenderRequest } from './render-protocol.ts';
import { renderId, type RenderThreads } from './render-threads.ts';

/**
 * A package left loaded in a renderer thread this long after its last page: the next pages a
 * couple scrolls to come seconds apart, and opening a package in pdfjs costs several pages' time.
 */
const KEEP_LOADED_MS = 60_000;

interface Loaded {
  readonly docId: number;
  readonly worker: Worker;
  timer: NodeJS.Timeout | undefined;
}

interface Waiting {
  readonly worker: Worker;
  readonly resolve: (png: Uint8Array) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Renders single pages of finished packages when they are first looked at (the pages past the
 * first previews, which the job does not render): on the renderer threads, never on the event
 * loop. A package stays loaded in one thread while its pages are being asked for, so each further
 * page costs its drawing only; the threads keep the process alive only while they draw.
 */
export class PackagePages {
  private readonly threads: RenderThreads;
  private readonly loaded = new Map<string, Loaded>();
  private readonly waiting = new Map<number, Waiting>();
  private readonly listening = new WeakSet<Worker>();
  private next = 0;

  constructor(threads: RenderThreads) {
    this.threads = threads;
  }

  /** Page `page` (1-based) of the package `key` as PNG at `dpi`; `pdf` is asked for only when the package is not loaded. */
  async render(key: string, pdf: () => Promise<Uint8Array>, page: number, stamp: boolean, dpi: number): Promise<Uint8Array> {
    const bytes = this.loaded.has(key) ? undefined : await pdf();
    const workers = this.threads.acquire();
    try {
      // Another request may have loaded the package while its bytes were read.
      let document = this.loaded.get(key);
      const first = document === undefined;
      if (!document) {
        const worker = workers[this.next++ % workers.length];
        if (!worker) throw new Error('no renderer thread is running');
        document = { docId: renderId(), worker, timer: undefined };
        this.loaded.set(key, document);
      }
      const { docId, worker } = document;
      this.listen(worker);
      this.keep(key, document);
      const taskId = renderId();
      const request: RenderRequest = { type: 'render', taskId, docId, pdf: first ? bytes : undefined, pageNumber: page, dpi, stamp };
      return await new Promise<Uint8Array>((resolve, reject) => {
        this.waiting.set(taskId, { worker, resolve, reject });
        worker.postMessage(request);
      });
    } finally {
      this.threads.release();
    }
  }

  /** Forgets every package loaded (the threads stay, for the next ones). */
  close(): void {
    for (const [key, document] of this.loaded) this.drop(key, document);
  }

  private keep(key: string, document: Loaded): void {
    clearTimeout(document.timer);
    document.timer = setTimeout(() => this.drop(key, document), KEEP_LOADED_MS);
    document.timer.unref();
  }

  private drop(key: string, document: Loaded): void {
    clearTimeout(document.timer);
    if (this.loaded.get(key) === document) this.loaded.delete(key);
    if (document.worker.threadId !== -1) document.worker.postMessage({ type: 'drop', docId: document.docId } satisfies RenderRequest);
  }

  private listen(worker: Worker): void {
    if (this.listening.has(worker)) return;
    this.listening.add(worker);
    worker.on('message', (message: unknown) => {
      const reply = parseRenderReply(message);
      if (!reply || reply.type === 'ready') return;
      const waiting = this.waiting.get(reply.taskId);
      if (!waiting) return;
      this.waiting.delete(reply.taskId);
      if (reply.type === 'page') waiting.resolve(reply.png);
      else waiting.reject(new Error(reply.type === 'error' ? reply.message : `the package has ${reply.documentPages} pages`));
    });
    worker.on('exit', (code) => {
      // The thread's documents and pages in flight died with it: the next request loads the package again.
      for (const [key, document] of this.loaded) if (document.worker === worker) this.loaded.delete(key);
      for (const [taskId, waiting] of this.waiting) {
        if (waiting.worker !== worker) continue;
        this.waiting.delete(taskId);
        waiting.reject(new Error(`a preview renderer stopped (exit code ${code})`));
      }
    });
  }
}
