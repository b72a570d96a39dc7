import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const requireBesidePdfjs = createRequire(require.resolve('pdfjs-dist/package.json'));

/**
 * The copy of @napi-rs/canvas that pdfjs-dist loads itself (it may be its own nested version):
 * pdfjs makes its paths and scratch canvases with it, refuses those of another copy, and two
 * copies of the native library drawing on each other's canvases crash the process. Every canvas
 * of ours comes from this one.
 */
export const canvasLibrary: typeof import('@napi-rs/canvas') = requireBesidePdfjs('@napi-rs/canvas');
