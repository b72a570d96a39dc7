import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** One renderer thread per core, at most four. */
export const DEFAULT_RENDER_THREADS = Math.max(1, Math.min(4, availableParallelism()));

let lastRenderId = 0;

/** An id unique in the process, for documents and pages: users sharing threads must not mix up theirs. */
export const renderId = (): number => ++lastRenderId;

/**
 * Preview renderer threads that can outlive one job: starting a thread and loading pdfjs in it
 * costs about 150 ms, paid once by a server instead of on every job. Threads keep the process
 * alive only while a job uses them; a thread that dies is replaced on the next use.
 */
export class RenderThreads {
  readonly count: number;
  private workers: Worker[] = [];
  private users = 0;

  constructor(count: number = DEFAULT_RENDER_THREADS) {
    this.count = Math.max(1, count);
  }

  /** The threads for one job; give them back with release(). */
  acquire(): Worker[] {
    this.workers = Array.from({ length: this.count }, (_, index) => {
      const existing = this.workers[index];
      // A thread that has stopped has the id -1.
      if (existing && existing.threadId !== -1) return existing;
      const worker = new Worker(new URL('./render-worker.ts', import.meta.url));
      // Errors reach the jobs through their own listeners; this one keeps an idle thread's error from being unhandled.
      worker.on('error', () => undefined);
      return worker;
    });
    this.users++;
    for (const worker of this.workers) worker.ref();
    return [...this.workers];
  }

  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users === 0) for (const worker of this.workers) worker.unref();
  }

  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
