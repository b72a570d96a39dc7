/** The messages between the preview pool (previews.ts) and its renderer threads (render-worker.ts). */

export const STAMP_TEXT = 'PREVIEW — NOT FOR FILING';

export type RenderRequest =
  | {
      readonly type: 'render';
      readonly taskId: number;
      readonly docId: number;
      /** Sent with the first page of a document this renderer has not loaded yet. */
      readonly pdf: Uint8Array | undefined;
      /** 1-based page of that document. */
      readonly pageNumber: number;
      readonly dpi: number;
      readonly stamp: boolean;
    }
  | { readonly type: 'drop'; readonly docId: number };

export type RenderReply =
  | { readonly type: 'ready' }
  | {
      readonly type: 'page';
      readonly taskId: number;
      readonly png: Uint8Array;
      readonly width: number;
      readonly height: number;
      /** Pages of the whole document, so a pool that did not know can queue the rest. */
      readonly documentPages: number;
    }
  /** The page asked for is past the end of the document (a guess made before its length was known). */
  | { readonly type: 'skipped'; readonly taskId: number; readonly documentPages: number }
  | { readonly type: 'error'; readonly taskId: number; readonly message: string };

const field = (value: object, key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;

export function parseRenderRequest(message: unknown): RenderRequest | null {
  if (typeof message !== 'object' || message === null) return null;
  const type = field(message, 'type');
  const docId = field(message, 'docId');
  if (typeof docId !== 'number') return null;
  if (type === 'drop') return { type, docId };
  const [taskId, pageNumber, dpi, stamp, pdf] = ['taskId', 'pageNumber', 'dpi', 'stamp', 'pdf'].map((key) => field(message, key));
  if (type !== 'render' || typeof taskId !== 'number' || typeof pageNumber !== 'number' || typeof dpi !== 'number' || typeof stamp !== 'boolean') return null;
  if (pdf !== undefined && !(pdf instanceof Uint8Array)) return null;
  return { type, taskId, docId, pdf, pageNumber, dpi, stamp };
}

export function parseRenderReply(message: unknown): RenderReply | null {
  if (typeof message !== 'object' || message === null) return null;
  const type = field(message, 'type');
  if (type === 'ready') return { type };
  const taskId = field(message, 'taskId');
  if (typeof taskId !== 'number') return null;
  if (type === 'error') {
    const text = field(message, 'message');
    return { type, taskId, message: typeof text === 'string' ? text : 'the page could not be rendered' };
  }
  const [png, width, height, documentPages] = ['png', 'width', 'height', 'documentPages'].map((key) => field(message, key));
  if (type === 'skipped' && typeof documentPages === 'number') return { type, taskId, documentPages };
  if (type !== 'page' || !(png instanceof Uint8Array) || typeof width !== 'number' || typeof height !== 'number' || typeof documentPages !== 'number') return null;
  return { type, taskId, png, width, height, documentPages };
}
