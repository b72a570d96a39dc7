import { createRequire, enableCompileCache, flushCompileCache } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { canvasLibrary as napi } from './canvas.ts';
import { encodePng } from './png.ts';
import { parseRenderRequest, STAMP_TEXT, type RenderReply } from './render-protocol.ts';

/**
 * A preview renderer thread: pdfjs-dist draws one page at a time on an @napi-rs/canvas, stamps it
 * when asked, and sends back the PNG. Documents stay loaded until the pool drops them.
 */

// Compiling pdfjs takes a few hundred milliseconds per thread: later renderer threads reuse the code.
enableCompileCache();
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
// Threads are terminated, not exited: write the cache now.
flushCompileCache();
type LoadedDocument = Awaited<ReturnType<typeof getDocument>['promise']>;

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
const boldFont = require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf');
napi.GlobalFonts.registerFromPath(boldFont, 'Preview Stamp');

const documents = new Map<number, Promise<LoadedDocument>>();

function load(docId: number, pdf: Uint8Array | undefined): Promise<LoadedDocument> {
  let document = documents.get(docId);
  if (!document) {
    if (!pdf) throw new Error(`document ${docId} was never sent to this renderer`);
    document = getDocument({
      data: pdf,
      standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
      cMapUrl: `${pdfjsDir}/cmaps/`,
      cMapPacked: true,
      wasmUrl: `${pdfjsDir}/wasm/`,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
    documents.set(docId, document);
  }
  return document;
}

/** "PREVIEW — NOT FOR FILING" across the page, corner to corner, translucent so the form stays readable. */
function stamp(context: SKRSContext2D, width: number, height: number): void {
  const angle = Math.atan2(height, width);
  const diagonal = Math.hypot(width, height);
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(-angle);
  context.font = `100px "Preview Stamp"`;
  const size = (100 * diagonal * 0.78) / context.measureText(STAMP_TEXT).width;
  context.font = `${size}px "Preview Stamp"`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = 'rgba(200, 30, 30, 0.28)';
  context.fillText(STAMP_TEXT, 0, 0);
  context.restore();
}

async function renderPage(docId: number, pdf: Uint8Array | undefined, pageNumber: number, dpi: number, stamped: boolean) {
  const document = await load(docId, pdf);
  if (pageNumber > document.numPages) return { png: null, width: 0, height: 0, documentPages: document.numPages };
  const page = await document.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = napi.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // @napi-rs/canvas implements the 2D context pdfjs draws on; its types are its own, not the DOM's.
    const canvasContext = context as unknown as CanvasRenderingContext2D;
    await page.render({ canvas: null, canvasContext, viewport }).promise;
    if (stamped) stamp(context, canvas.width, canvas.height);
    const png = encodePng(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
    return { png, width: canvas.width, height: canvas.height, documentPages: document.numPages };
  } finally {
    page.cleanup();
  }
}

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of previews.ts');
port.on('message', (message: unknown) => {
  const request = parseRenderRequest(message);
  if (!request) return;
  if (request.type === 'drop') {
    const document = documents.get(request.docId);
    documents.delete(request.docId);
    void document?.then((loaded) => loaded.destroy()).catch(() => undefined);
    return;
  }
  renderPage(request.docId, request.pdf, request.pageNumber, request.dpi, request.stamp).then(
    ({ png, width, height, documentPages }) => {
      if (!png) {
        port.postMessage({ type: 'skipped', taskId: request.taskId, documentPages } satisfies RenderReply);
        return;
      }
      const reply: RenderReply = { type: 'page', taskId: request.taskId, png, width, height, documentPages };
      port.postMessage(reply, [png.buffer]);
    },
    (error: unknown) => {
      const reply: RenderReply = { type: 'error', taskId: request.taskId, message: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    },
  );
});
port.postMessage({ type: 'ready' } satisfies RenderReply);
