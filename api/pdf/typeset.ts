import * as bidiJs from 'bidi-js';
import { candidateFaces, FONT_FACES, isNeutral, loadFace, type FontFace, type LoadedFace } from './font-faces.ts';

// bidi-js is CommonJS: Node's default import is its module.exports, the factory, while its typings
// describe an ES module whose default export is the factory. Take whichever is the function.
const imported = bidiJs.default;
const bidi = (typeof imported === 'function' ? imported : imported.default)();

/** One glyph as placed by the shaper, in thousandths of the font size. */
export interface PlacedGlyph {
  readonly id: number;
  readonly advance: number;
  readonly xOffset: number;
  readonly yOffset: number;
  /** The text this glyph stands for (a ligature stands for several characters), for copy and search. */
  readonly text: string;
  /** The glyph's own advance in the font (what a viewer moves by unless told otherwise). */
  readonly fontAdvance: number;
}

/** Glyphs of one face at one embedding level, in the order they are drawn (left to right). */
export interface ShapedRun {
  readonly face: LoadedFace;
  readonly glyphs: readonly PlacedGlyph[];
}

/** A line of text shaped and ordered for display: its runs left to right, as the eye reads them on paper. */
export interface ShapedLine {
  /** The characters as typed (logical order): what copying the printed line gives back. */
  readonly text: string;
  readonly runs: readonly ShapedRun[];
  /** Thousandths of the font size. */
  readonly width: number;
}

/** Text our fonts cannot print: the characters none of them has, each once. */
export class MissingGlyphsError extends Error {
  override name = 'MissingGlyphsError';
  readonly missing: readonly string[];
  constructor(missing: readonly string[]) {
    super(`no font has the characters U+${missing.map((char) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')).join(', U+')}`);
    this.missing = missing;
  }
}

/**
 * Latin, Greek and Cyrillic letters and the characters they share print straight from Noto Sans's
 * character map (fonts.ts); every other script is shaped here (joined Arabic letters, Indic
 * conjuncts and vowel signs, marks placed by the font).
 */
export const needsShaping = (text: string): boolean => /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/u.test(text);

interface Placed {
  readonly char: string;
  readonly start: number;
  readonly face: LoadedFace;
  readonly level: number;
}

async function firstFaceWith(char: string, faces: readonly FontFace[]): Promise<LoadedFace | null> {
  const code = char.codePointAt(0) ?? 0;
  for (const face of faces) {
    const loaded = await loadFace(face);
    if (loaded.font.hasGlyphForCodePoint(code)) return loaded;
  }
  return null;
}

/**
 * Each character with the face that prints it: a letter in the first face of its script that has
 * it; a space, digit, punctuation or mark in the face of the letter before it (or after it) when
 * that face has it, so a run of one script stays in one face and its marks attach.
 */
async function assignFaces(text: string, levels: Uint8Array): Promise<Placed[]> {
  const chars: { char: string; start: number }[] = [];
  for (let start = 0; start < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(start) ?? 0);
    chars.push({ char, start });
    start += char.length;
  }
  const faces: (LoadedFace | null)[] = [];
  for (const { char } of chars) faces.push(isNeutral(char) ? null : await firstFaceWith(char, candidateFaces(char, text)));
  const has = (face: LoadedFace | null | undefined, char: string): face is LoadedFace => !!face && face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  const placed: Placed[] = [];
  const missing: string[] = [];
  for (const [index, { char, start }] of chars.entries()) {
    let face = faces[index] ?? null;
    if (!face && isNeutral(char)) {
      const before = placed.at(-1)?.face;
      const after = faces.slice(index + 1).find((candidate) => candidate !== null);
      face = has(before, char) ? before : has(after, char) ? after : await firstFaceWith(char, FONT_FACES);
    }
    if (face) placed.push({ char, start, face, level: levels[start] ?? 0 });
    else if (!missing.includes(char)) missing.push(char);
  }
  if (missing.length > 0) throw new MissingGlyphsError(missing);
  return placed;
}

function shapeRun(face: LoadedFace, text: string, rtl: boolean): ShapedRun {
  const { font } = face;
  const scale = 1000 / font.unitsPerEm;
  const run = font.layout(text, undefined, undefined, undefined, rtl ? 'rtl' : 'ltr');
  const glyphs = run.glyphs.map((glyph, index): PlacedGlyph => {
    const position = run.positions[index];
    return {
      id: glyph.id,
      advance: (position?.xAdvance ?? glyph.advanceWidth) * scale,
      xOffset: (position?.xOffset ?? 0) * scale,
      yOffset: (position?.yOffset ?? 0) * scale,
      text: String.fromCodePoint(...glyph.codePoints),
      fontAdvance: glyph.advanceWidth * scale,
    };
  });
  return { face, glyphs };
}

/** Unicode's rule L2: from the highest level down to the lowest odd one, reverse every stretch of runs at that level or above. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < ordered.length; ) {
      if ((ordered[start]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end++;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}

/**
 * Shapes one line: the Unicode bidirectional algorithm (bidi-js) finds what reads right to left,
 * each stretch of one face and one direction is shaped by fontkit with the font's own rules, and
 * the stretches are put in visual order. Throws MissingGlyphsError when no face has a character.
 */
export async function shapeLine(line: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): Promise<ShapedLine> {
  const text = line.replace(/[\r\n\t]+/g, ' ');
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const placed = await assignFaces(text, embedding.levels);
  const runs: { face: LoadedFace; level: number; text: string }[] = [];
  for (const { char, start, face, level } of placed) {
    const shown = mirrored.get(start) ?? char;
    const last = runs.at(-1);
    if (last && last.face === face && last.level === level) last.text += shown;
    else runs.push({ face, level, text: shown });
  }
  const shaped = visualOrder(runs).map((run) => shapeRun(run.face, run.text, run.level % 2 === 1));
  const width = shaped.reduce((sum, run) => sum + run.glyphs.reduce((total, glyph) => total + glyph.advance, 0), 0);
  return { text: line, runs: shaped, width };
}

/** The base direction of a paragraph: right to left when its first strong letter is (Unicode rules P2–P3). */
export function paragraphDirection(text: string): 'ltr' | 'rtl' {
  const paragraph = bidi.getEmbeddingLevels(text, 'auto').paragraphs[0];
  return (paragraph?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

const words = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Lines of at most `maxWidth` thousandths of the font size: breaks where a word ends (ICU's word
 * boundaries, so Thai, Khmer, Burmese and CJK, written without spaces, break between words too),
 * within a word only when it alone is wider than a line. Every line keeps the paragraph's direction.
 */
export async function shapeParagraph(paragraph: string, maxWidth: number): Promise<ShapedLine[]> {
  const direction = paragraphDirection(paragraph);
  const whole = await shapeLine(paragraph, direction);
  if (whole.width <= maxWidth) return [whole];
  const lines: ShapedLine[] = [];
  let line = '';
  let shaped: ShapedLine | null = null;
  const pieces = [...words.segment(paragraph)].map((segment) => segment.segment);
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index] ?? '';
    if (line === '' && piece.trim() === '') continue;
    const candidate = await shapeLine((line + piece).trimEnd(), direction);
    if (candidate.width <= maxWidth) {
      line += piece;
      shaped = candidate;
    } else if (shaped) {
      // The line is full: the piece starts the next one.
      lines.push(shaped);
      line = '';
      shaped = null;
      index--;
    } else {
      const characters = [...graphemes.segment(piece)].map((part) => part.segment);
      // A word wider than a line on its own is split between characters; a single character is printed as it is.
      if (characters.length > 1) pieces.splice(index--, 1, ...characters);
      else {
        line = piece;
        shaped = candidate;
      }
    }
  }
  if (shaped) lines.push(shaped);
  return lines;
}
