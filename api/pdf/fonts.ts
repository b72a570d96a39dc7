import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { CustomFontEmbedder, PDFFont, type PDFContext, type PDFDocument, type PDFRef, type SaveOptions } from 'pdf-lib';
import { embedShapedFonts } from './shaped-text.ts';
import { needsShaping } from './typeset.ts';

const require = createRequire(import.meta.url);

/** Noto Sans covers Latin with every accent (Vietnamese included), Greek and Cyrillic; Helvetica covers WinAnsi only. */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

export type FontWeight = keyof typeof FONT_FILES;

interface LoadedFont {
  readonly data: Uint8Array;
  /** Parsed once: fontkit parses its layout tables lazily, which costs more than the layout itself. */
  readonly font: CustomFontEmbedder['font'];
  /** The font file compressed once, by zlib, for every document that embeds it. */
  readonly compressed: Uint8Array;
}

const loaded = new Map<FontWeight, Promise<LoadedFont>>();

function loadFont(weight: FontWeight): Promise<LoadedFont> {
  let font = loaded.get(weight);
  if (!font) {
    font = readFile(FONT_FILES[weight]).then((buffer) => {
      const data = new Uint8Array(buffer);
      return { data, font: fontkit.create(data), compressed: new Uint8Array(deflateSync(data)) };
    });
    loaded.set(weight, font);
  }
  return font;
}

/**
 * Characters map straight to Noto's glyphs, which has a precomposed glyph for every accented Latin
 * letter. Shaping would cost eight times as much per string, and its ccmp feature would split "ị"
 * into "i" plus a dot below, giving the plain "i" the wrong text in the document's ToUnicode map
 * (copy and search would break). Forms need no kerning.
 */
const NO_LAYOUT_FEATURES = Object.fromEntries(
  ['rvrn', 'ltra', 'ltrm', 'frac', 'numr', 'dnom', 'ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'].map((feature) => [feature, false]),
);

/**
 * The whole font file, embedded from the shared compressed copy: @pdf-lib/fontkit's subsetter garbles
 * this font (measured: most glyphs come out blank or wrong), and pdf-lib would otherwise deflate
 * the same 630 KB again in every document. package.ts keeps one copy in the assembled package.
 */
class SharedFontEmbedder extends CustomFontEmbedder {
  private readonly compressed: Uint8Array;

  constructor(loadedFont: LoadedFont) {
    super(loadedFont.font, loadedFont.data, undefined, NO_LAYOUT_FEATURES);
    this.compressed = loadedFont.compressed;
  }

  protected override async embedFontStream(context: PDFContext): Promise<PDFRef> {
    return context.register(context.stream(this.compressed, { Filter: 'FlateDecode', Length1: this.fontData.length }));
  }
}

/** The fonts each document still has to write into itself before it is saved. */
const unsaved = new WeakMap<PDFDocument, PDFFont[]>();

/** Noto Sans for `doc`. Save the document with savePdf, which writes the font into it. */
export async function embedNotoSans(doc: PDFDocument, weight: FontWeight = 'regular'): Promise<PDFFont> {
  const font = PDFFont.of(doc.context.nextRef(), doc, new SharedFontEmbedder(await loadFont(weight)));
  unsaved.set(doc, [...(unsaved.get(doc) ?? []), font]);
  return font;
}

/** Saves a document after writing its Noto Sans fonts into it (pdf-lib only does that for fonts it embedded itself). */
export async function savePdf(doc: PDFDocument, options: SaveOptions = {}): Promise<Uint8Array> {
  await embedFonts(doc);
  return doc.save({ updateFieldAppearances: false, ...options });
}

/** Writes the document's fonts into it (Noto Sans, and the faces of shaped text): needed before its pages are copied into another document. */
export async function embedFonts(doc: PDFDocument): Promise<void> {
  for (const font of unsaved.get(doc) ?? []) await font.embed();
  embedShapedFonts(doc);
}

let printable: Promise<ReadonlySet<number>> | undefined;

/** The code points Noto Sans can draw (line breaks and tabs count as drawable: layout handles them). */
export function printableCodePoints(): Promise<ReadonlySet<number>> {
  printable ??= loadFont('regular').then(({ font }) => new Set<number>([...font.characterSet, 0x0a, 0x0d, 0x09]));
  return printable;
}

/**
 * Whether `text` prints straight from Noto Sans's character map: Latin, Greek and Cyrillic letters
 * and what they share, every character in the font. Anything else is shaped (typeset.ts).
 */
export function printsAsTyped(text: string, codePoints: ReadonlySet<number>): boolean {
  return !needsShaping(text) && unprintableCharacters(text, codePoints).length === 0;
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
