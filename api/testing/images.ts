import { canvasLibrary } from '../pdf/canvas.ts';

const { createCanvas, loadImage } = canvasLibrary;

/** A decoded preview: RGBA bytes, row by row. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function decodePng(png: Uint8Array): Promise<Pixels> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, data };
}

/**
 * Dark pixels inside a field's rectangle ([x, y, width, height] in PDF points, y from the bottom
 * of a Letter page), leaving out `inset` pixels at the edges where the printed box outline runs.
 */
export function darkPixels(image: Pixels, rect: readonly [number, number, number, number], dpi: number, inset = 3): number {
  const scale = dpi / 72;
  const [x, y, width, height] = rect;
  const left = Math.ceil(x * scale) + inset;
  const right = Math.floor((x + width) * scale) - inset;
  const top = Math.ceil((792 - y - height) * scale) + inset;
  const bottom = Math.floor((792 - y) * scale) - inset;
  let dark = 0;
  for (let row = top; row < bottom; row++) {
    for (let column = left; column < right; column++) {
      const at = (row * image.width + column) * 4;
      const luminance = 0.299 * (image.data[at] ?? 255) + 0.587 * (image.data[at + 1] ?? 255) + 0.114 * (image.data[at + 2] ?? 255);
      if (luminance < 110) dark++;
    }
  }
  return dark;
}

/** Pixels where red clearly outweighs green and blue: the preview stamp's ink. */
export function reddishPixels(image: Pixels): number {
  let red = 0;
  for (let at = 0; at < image.data.length; at += 4) {
    const [r = 0, g = 0, b = 0] = [image.data[at], image.data[at + 1], image.data[at + 2]];
    if (r - g > 40 && r - b > 40) red++;
  }
  return red;
}
