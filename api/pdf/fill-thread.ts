import { Worker } from 'node:worker_threads';
import { KNOWN_FORMS } from '../../domain/uscis/index.ts';
import { FillError } from './fill.ts';
import type { FillReply, FillRequest } from './fill-protocol.ts';
import type { BuildPackageOptions, GeneratedPackage, PackagePart } from './package.ts';
import { TemplateChangedError, TemplateMissingError } from './templates.ts';

interface Pending {
  readonly onProgress: ((percent: number) => void) | undefined;
  readonly onPart: ((part: PackagePart) => void) | undefined;
  readonly resolve: (result: GeneratedPackage) => void;
  readonly reject: (error: Error) => void;
}

/** The error the thread reported, as the kind callers tell apart (a missing template fails the job with its message). */
function rebuiltError(reply: Extract<FillReply, { type: 'error' }>): Error {
  const form = KNOWN_FORMS.find((known) => known === reply.form);
  if (reply.name === 'TemplateChangedError' && form && reply.edition) return new TemplateChangedError(form, reply.edition);
  if (reply.name === 'TemplateMissingError' && form) return new TemplateMissingError(form, reply.edition);
  if (reply.name === 'FillError') return new FillError(reply.message);
  const error = new Error(reply.message);
  error.name = reply.name;
  return error;
}

let nextTaskId = 1;

/**
 * Builds packages on a thread of their own, so filling, flattening and assembling (seconds of CPU
 * for a large package) never hold up the event loop that answers other couples' requests. The
 * thread starts with the first package and serves the later ones (loading pdf-lib and the fonts is
 * paid once); it keeps the process alive only while it builds. A thread that dies fails the
 * packages it was building and is replaced on the next one.
 */
export class FillThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();

  build(options: Omit<BuildPackageOptions, 'mappings'>): Promise<GeneratedPackage> {
    const { onProgress, onPart, ...plain } = options;
    const worker = this.started();
    const taskId = nextTaskId++;
    const request: FillRequest = { type: 'build', taskId, options: plain, parts: onPart !== undefined };
    return new Promise<GeneratedPackage>((resolve, reject) => {
      this.pending.set(taskId, { onProgress, onPart, resolve, reject });
      worker.ref();
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./fill-worker.ts', import.meta.url));
    worker.unref();
    worker.on('message', (reply: FillReply) => this.received(worker, reply));
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [taskId, pending] of this.pending) {
        this.pending.delete(taskId);
        pending.reject(error);
      }
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the package builder stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private received(worker: Worker, reply: FillReply): void {
    const pending = this.pending.get(reply.taskId);
    if (!pending) return;
    if (reply.type === 'progress') pending.onProgress?.(reply.percent);
    else if (reply.type === 'part') pending.onPart?.(reply.part);
    else {
      this.pending.delete(reply.taskId);
      if (this.pending.size === 0) worker.unref();
      if (reply.type === 'done') pending.resolve(reply.result);
      else pending.reject(rebuiltError(reply));
    }
  }
}
