import { NOTO_SANS_VERTICAL, NOTO_SANS_WIDTHS } from './noto-sans-widths.ts';
import type { BoxSize } from './template.ts';

/**
 * What fits a text box, measured with the metrics of Noto Sans (the face api/pdf prints answers
 * in) at the size printed, and laid out as the fill lays it out (pdf-lib's layout of text fields,
 * api/pdf/fill.ts): a one-line box holds what fits its width at the template's size, except that
 * a box whose template sets a character limit holds that many characters, printed smaller as far
 * as the smallest print (the limit is the form's own, its box drawn for another face); a box of
 * several lines wraps at the template's size and holds the lines that fit its height; a comb
 * holds a character per cell.
 */

/** The smallest print a person still reads on the filed form; the fill shrinks one-line answers down to it. */
export const SMALLEST_PRINT = 6;

/**
 * A character Noto Sans lacks is printed in the face of its script (api/pdf/font-faces.ts), whose
 * widths are not here: counted a full em, as wide as a Chinese character, so it is never under-measured.
 */
const UNKNOWN_WIDTH = 1000;

const WIDTHS: ReadonlyMap<number, number> = new Map(
  NOTO_SANS_WIDTHS.flatMap(([first, widths]) => widths.split(' ').map((width, index) => [first + index, Number(width)] as const)),
);

/** The width of `text` in points at `size`. */
export function widthOf(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += WIDTHS.get(char.codePointAt(0) ?? 0) ?? UNKNOWN_WIDTH;
  return (units * size) / 1000;
}

/** pdf-lib keeps a point of padding on each side of a box without a border; the fill keeps half a point more on a line. */
const PADDING = 1;
const LINE_ROOM = 2 * PADDING + 0.5;

/** Lines of a wrapped box: 1.2 times the face's height, as pdf-lib spaces them. */
const lineHeight = (size: number): number => (1.2 * (NOTO_SANS_VERTICAL.ascent - NOTO_SANS_VERTICAL.descent) * size) / 1000;
const descender = (size: number): number => (-NOTO_SANS_VERTICAL.descent * size) / 1000;

/**
 * Whether a wrapped box of `height` points holds one line at `size`. One that does not (the I-485's
 * Part 9 tables set 10 pt in boxes 18 pt high) is printed as a one-line box (api/pdf/fill.ts) and
 * recorded as one in the box tables (written by `greencard forms boxes`), so it is measured as one.
 */
export function holdsALine(height: number, size: number): boolean {
  return size <= 0 || lineHeight(size) + descender(size) <= height - 2 * PADDING;
}

const cleaned = (text: string): string => text.replace(/\t|\u0085|\u2028|\u2029/g, '    ').replace(/[\b\v]/g, '');

/**
 * One line cut from the start of `input`, as pdf-lib cuts it: at the last whitespace that leaves it
 * narrower than the box (the whole input when it is narrower, or when no such whitespace exists).
 * pdf-lib measures ever shorter starts from the end; a start's width only grows with its length,
 * so one pass from the start finds the same cut without measuring the input again at every space.
 * The units are summed in the same order as widthOf sums them: the same width, to the last bit.
 */
function cutLine(input: string, maxWidth: number, size: number): { line: string; rest: string | undefined } {
  let units = 0;
  let index = 0;
  let cut: number | undefined;
  for (const char of input) {
    if ((units * size) / 1000 >= maxWidth) break;
    if (index > 0 && /\s/.test(char)) cut = index;
    units += WIDTHS.get(char.codePointAt(0) ?? 0) ?? UNKNOWN_WIDTH;
    index += char.length;
  }
  if ((index === input.length && (units * size) / 1000 < maxWidth) || cut === undefined) return { line: input, rest: undefined };
  return { line: input.substring(0, cut), rest: input.substring(cut) || undefined };
}

/** The lines pdf-lib draws for `text` in a wrapped box of `width` points at `size`. */
export function wrappedLines(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of cleaned(text).split(/[\n\f\r\u000B]/)) {
    let rest: string | undefined = paragraph;
    while (rest !== undefined) {
      const cut = cutLine(rest, width, size);
      lines.push(cut.line);
      rest = cut.rest?.trim();
    }
  }
  return lines;
}

/** Whether every character of `text` shows inside a box of `box`'s size, printed as the fill prints it. */
export function fitsBox(box: BoxSize, text: string): boolean {
  if (box.maxLength !== undefined && text.length > box.maxLength) return false;
  if (box.layout === 'comb') return true;
  const width = box.width - 2 * PADDING;
  if (box.layout === 'lines' && box.size > 0) {
    const lines = wrappedLines(text, width, box.size);
    if (lines.some((line) => widthOf(line, box.size) > width)) return false;
    return lines.length * lineHeight(box.size) + descender(box.size) <= box.height - 2 * PADDING;
  }
  // One line; newlines print as spaces.
  const size = box.maxLength === undefined && box.size > 0 ? box.size : SMALLEST_PRINT;
  return widthOf(cleaned(text).replace(/[\n\f\r\u000B]/g, ' '), size) <= box.width - LINE_ROOM;
}

/** The longest start of `text` for which `fits` holds, cut at whitespace when it can, else between characters. */
function longestStart(text: string, fits: (start: string) => boolean): number {
  const cuts = [...text.matchAll(/\s+/g)].map((space) => space.index);
  let [low, high] = [0, cuts.length - 1];
  let best = -1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(text.slice(0, cuts[middle]))) [best, low] = [middle, middle + 1];
    else high = middle - 1;
  }
  if (best >= 0) return cuts[best] ?? 0;
  // Not even the first word fits: a word longer than a line (an e-mail address) is cut where the
  // box ends, after its last '-', '.', '/', '@' or '_' there when one is in the second half.
  let end = 0;
  for (const char of text) {
    if (!fits(text.slice(0, end + char.length))) break;
    end += char.length;
  }
  const mark = Math.max(...['-', '.', '/', '@', '_'].map((char) => text.lastIndexOf(char, end - 1)));
  return mark + 1 > end / 2 ? mark + 1 : end;
}

/**
 * `text` cut in two for a box of `box`'s size: the start that shows in it, and the rest, to
 * continue elsewhere ('' when all of it shows). A list is cut between its entries (a new line,
 * then '; ') when that keeps at least half of what would show.
 */
export function splitToFit(box: BoxSize, text: string): { readonly shown: string; readonly rest: string } {
  const whole = text.trim();
  if (fitsBox(box, whole)) return { shown: whole, rest: '' };
  let end = longestStart(whole, (start) => fitsBox(box, start.trimEnd()));
  for (const mark of ['\n', '; ']) {
    const at = whole.lastIndexOf(mark, end - mark.length);
    if (at > end / 2) {
      end = at + mark.trimEnd().length;
      break;
    }
  }
  return { shown: whole.slice(0, end).trimEnd(), rest: whole.slice(end).trimStart() };
}
