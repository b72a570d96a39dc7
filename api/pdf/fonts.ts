import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** Noto Sans covers Latin with every accent (Vietnamese included), Greek and Cyrillic; Helvetica covers WinAnsi only. */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

export type FontWeight = keyof typeof FONT_FILES;

const cache = new Map<FontWeight, Promise<Uint8Array>>();

function fontBytes(weight: FontWeight): Promise<Uint8Array> {
  let bytes = cache.get(weight);
  if (!bytes) {
    bytes = readFile(FONT_FILES[weight]).then((buffer) => new Uint8Array(buffer));
    cache.set(weight, bytes);
  }
  return bytes;
}

/**
 * Embeds Noto Sans in full: @pdf-lib/fontkit's subsetter garbles this font (measured: most glyphs
 * come out blank or wrong), so subsetting is off; package.ts shares one copy of the font file.
 */
export async function embedNotoSans(doc: PDFDocument, weight: FontWeight = 'regular'): Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  return doc.embedFont(await fontBytes(weight), { subset: false });
}

let printable: Promise<ReadonlySet<number>> | undefined;

/** The code points Noto Sans can draw (line breaks and tabs count as drawable: layout handles them). */
export function printableCodePoints(): Promise<ReadonlySet<number>> {
  printable ??= fontBytes('regular').then((bytes) => {
    const font = fontkit.create(bytes);
    return new Set<number>([...font.characterSet, 0x0a, 0x0d, 0x09]);
  });
  return printable;
}

/** The characters of `text` that Noto Sans cannot draw, each once, in order. */
export function unprintableCharacters(text: string, codePoints: ReadonlySet<number>): string[] {
  const missing: string[] = [];
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code !== undefined && !codePoints.has(code) && !missing.includes(char)) missing.push(char);
  }
  return missing;
}
