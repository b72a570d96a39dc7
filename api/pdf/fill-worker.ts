import { parentPort } from 'node:worker_threads';
import type { FillReply, FillRequest } from './fill-protocol.ts';
import { buildPackage } from './package.ts';
import { TemplateMissingError } from './templates.ts';

/**
 * The package builder's thread: fills, flattens and assembles packages (seconds of CPU each) away
 * from the API's event loop. Requests come from FillThread and are trusted (same process).
 */
const port = parentPort;
if (!port) throw new Error('fill-worker.ts runs as a worker thread of fill-thread.ts');

port.on('message', (request: FillRequest) => {
  const { taskId } = request;
  const reply = (message: FillReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  buildPackage({
    ...request.options,
    onProgress: (percent) => reply({ type: 'progress', taskId, percent }),
    // A part's bytes are copied: the package keeps its own.
    ...(request.parts ? { onPart: (part) => reply({ type: 'part', taskId, part }) } : {}),
  }).then(
    (result) => reply({ type: 'done', taskId, result }, result.pdf.buffer instanceof ArrayBuffer && result.pdf.byteLength === result.pdf.buffer.byteLength ? [result.pdf.buffer] : []),
    (error: unknown) => {
      const named = error instanceof Error ? error : new Error(String(error));
      reply({
        type: 'error',
        taskId,
        name: named.name,
        message: named.message,
        ...(named instanceof TemplateMissingError ? { form: named.form, ...(named.edition ? { edition: named.edition } : {}) } : {}),
      });
    },
  );
});
