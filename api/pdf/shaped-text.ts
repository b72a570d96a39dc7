import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  beginText,
  endText,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  type Color,
  type PDFContext,
  type PDFDocument,
  type PDFRef,
} from 'pdf-lib';
import type { LoadedFace } from './font-faces.ts';
import { subsetKeepingGlyphIds } from './font-subset.ts';
import type { PlacedGlyph, ShapedLine } from './typeset.ts';

/** A face used by one document: the glyphs drawn with it so far, each with the text it stands for. */
interface UsedFace {
  readonly face: LoadedFace;
  readonly ref: PDFRef;
  readonly name: PDFName;
  readonly glyphs: Map<number, string>;
}

const used = new WeakMap<PDFDocument, Map<string, UsedFace>>();

function useFace(doc: PDFDocument, face: LoadedFace): UsedFace {
  let faces = used.get(doc);
  if (!faces) {
    faces = new Map();
    used.set(doc, faces);
  }
  let entry = faces.get(face.face.id);
  if (!entry) {
    entry = { face, ref: doc.context.nextRef(), name: PDFName.of(`Gc-${face.face.id}`), glyphs: new Map() };
    faces.set(face.face.id, entry);
  }
  return entry;
}

/** Drawing operators of a shaped line and the fonts they name (to go into the resources of the page or appearance). */
export interface ShapedDrawing {
  readonly operators: PDFOperator[];
  readonly fonts: ReadonlyMap<PDFName, PDFRef>;
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * One face's glyphs as TJ arrays: each glyph moved by its offset and followed by its shaped advance
 * (a viewer otherwise advances by the font's own width). A glyph raised or lowered by the shaper
 * (a stacked mark) gets its own text rise.
 */
function showGlyphs(context: PDFContext, glyphs: readonly PlacedGlyph[], size: number): PDFOperator[] {
  const operators: PDFOperator[] = [];
  let items: (PDFHexString | PDFNumber)[] = [];
  let rise = 0;
  const flush = () => {
    if (items.length > 0) operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [context.obj(items)]));
    items = [];
  };
  for (const glyph of glyphs) {
    const glyphRise = round((glyph.yOffset * size) / 1000);
    if (glyphRise !== rise) {
      flush();
      operators.push(setTextRise(glyphRise));
      rise = glyphRise;
    }
    if (glyph.xOffset !== 0) items.push(PDFNumber.of(round(-glyph.xOffset)));
    items.push(PDFHexString.of(glyph.id.toString(16).padStart(4, '0')));
    const after = glyph.fontAdvance + glyph.xOffset - glyph.advance;
    if (Math.abs(after) > 0.001) items.push(PDFNumber.of(round(after)));
  }
  flush();
  if (rise !== 0) operators.push(setTextRise(0));
  return operators;
}

/**
 * Draws a shaped line with its baseline starting at (x, y), in `size` points. The line is marked
 * with its text as typed (ActualText), so copying or searching the printed form finds the
 * characters in reading order even where the glyphs are reordered (right-to-left text, Indic
 * vowel signs written before their consonant).
 */
export function drawShapedLine(doc: PDFDocument, line: ShapedLine, options: { x: number; y: number; size: number; color: Color }): ShapedDrawing {
  const fonts = new Map<PDFName, PDFRef>();
  const operators: PDFOperator[] = [
    // An inline property list: pdf-lib's operator arguments take no dictionary, but do take its written form.
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), `<< /ActualText ${PDFHexString.fromText(line.text).toString()} >>`]),
    beginText(),
    setFillingColor(options.color),
    setTextMatrix(1, 0, 0, 1, round(options.x), round(options.y)),
  ];
  for (const run of line.runs) {
    const face = useFace(doc, run.face);
    fonts.set(face.name, face.ref);
    for (const glyph of run.glyphs) if (!face.glyphs.has(glyph.id)) face.glyphs.set(glyph.id, glyph.text);
    operators.push(setFontAndSize(face.name, options.size), ...showGlyphs(doc.context, run.glyphs, options.size));
  }
  operators.push(endText(), PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  return { operators, fonts };
}

const hex4 = (value: number): string => value.toString(16).padStart(4, '0');

function utf16Hex(text: string): string {
  let hex = '';
  for (let index = 0; index < text.length; index++) hex += hex4(text.charCodeAt(index));
  return hex;
}

/**
 * A glyph the shaper added without a character of its own (the dots Noto Sans Arabic draws apart
 * from their letter) reads as WORD JOINER: invisible and ignored by search, where no entry would make
 * readers invent a character from the glyph's number.
 */
const NO_CHARACTER = '\u2060';

/** The ToUnicode map of the glyphs drawn: what each glyph id reads as. */
function toUnicodeCMap(glyphs: ReadonlyMap<number, string>): string {
  const entries = [...glyphs].map(([id, text]): [number, string] => [id, text === '' ? NO_CHARACTER : text]).sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.map(([id, text]) => `<${hex4(id)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** Writes one used face into the document: a Type 0 font over its subset, with widths and a ToUnicode map. */
function embedFace(doc: PDFDocument, used: UsedFace): void {
  const { font, data } = used.face;
  const { context } = doc;
  const scale = 1000 / font.unitsPerEm;
  const ids = [...used.glyphs.keys()].sort((a, b) => a - b);
  const subset = subsetKeepingGlyphIds(data, ids);
  // A subset's name starts with six capital letters that differ between subsets (ISO 32000-1 §9.6.4).
  const digest = createHash('sha256').update(ids.join(',')).digest();
  const tag = Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('');
  const baseName = `${tag}+${font.postscriptName.replace(/[^A-Za-z0-9-]/g, '')}`;
  const fontFile = context.register(context.stream(deflateSync(subset), { Filter: 'FlateDecode', Length1: subset.byteLength }));
  const bbox = font.bbox;
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: baseName,
      Flags: 4,
      FontBBox: [bbox.minX * scale, bbox.minY * scale, bbox.maxX * scale, bbox.maxY * scale].map(Math.round),
      ItalicAngle: font.italicAngle,
      Ascent: Math.round(font.ascent * scale),
      Descent: Math.round(font.descent * scale),
      CapHeight: Math.round((font.capHeight || font.ascent) * scale),
      StemV: 80,
      FontFile2: fontFile,
    }),
  );
  const widths: (number | number[])[] = [];
  for (const id of ids) widths.push(id, [Math.round(font.getGlyph(id).advanceWidth * scale)]);
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseName,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      CIDToGIDMap: 'Identity',
    }),
  );
  const toUnicode = context.register(context.flateStream(toUnicodeCMap(used.glyphs)));
  context.assign(
    used.ref,
    context.obj({ Type: 'Font', Subtype: 'Type0', BaseFont: baseName, Encoding: 'Identity-H', DescendantFonts: [cidFont], ToUnicode: toUnicode }),
  );
}

/** Writes every face the document's shaped text used, each subset to the glyphs drawn. Call once, before saving. */
export function embedShapedFonts(doc: PDFDocument): void {
  for (const face of used.get(doc)?.values() ?? []) embedFace(doc, face);
  used.delete(doc);
}
