import { createCanvas, loadImage } from '@napi-rs/canvas';
import fs from 'node:fs';
const [src, prefix, tileH] = process.argv.slice(2);
const img = await loadImage(fs.readFileSync(src!));
const h = Number(tileH);
for (let y = 0, i = 0; y < img.height; y += h, i++) {
  const c = createCanvas(img.width, Math.min(h, img.height - y));
  c.getContext('2d').drawImage(img, 0, y, img.width, c.height, 0, 0, img.width, c.height);
  fs.writeFileSync(`${prefix}-${i}.png`, c.toBuffer('image/png'));
}
