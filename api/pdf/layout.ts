import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawShapedLine } from './shaped-text.ts';
import { paragraphDirection, shapeParagraph, type ShapedLine } from './typeset.ts';

/** U.S. Letter, the paper USCIS forms are printed on. */
export const LETTER: [number, number] = [612, 792];
export const MARGIN = 54;
const TEXT_WIDTH = LETTER[0] - 2 * MARGIN;
export const INK = rgb(0, 0, 0);
export const GREY = rgb(0.35, 0.35, 0.35);

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

export interface TextStyle {
  readonly bold?: boolean;
  readonly size?: number;
  /** Points from the left margin. */
  readonly indent?: number;
  readonly color?: ReturnType<typeof rgb>;
}

const advances = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of `text` from each character's advance, cached: pdf-lib measures by shaping the
 * whole string with fontkit, far too slow to try every word of a page. Kerning is left out, so
 * callers keep a little room.
 */
export function measure(font: PDFFont, text: string, size: number): number {
  let widths = advances.get(font);
  if (!widths) {
    widths = new Map();
    advances.set(font, widths);
  }
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1000);
      widths.set(char, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}

/** Lines of at most `width` points: words stay whole unless one alone is wider than a line. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = maxWidth * 0.98;
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(font, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      for (const char of word) {
        if (line !== '' && measure(font, line + char, size) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Writes flowing text top to bottom over as many Letter pages as it needs. `top` is where the
 * text starts on every page (below what `onNewPage` draws); `bottom` leaves room for a footer.
 */
export class PageWriter {
  readonly pages: PDFPage[] = [];
  private page: PDFPage | undefined;
  private y = 0;
  private readonly doc: PDFDocument;
  private readonly fonts: Fonts;
  private readonly bottom: number;
  private readonly onNewPage: (page: PDFPage) => number;

  constructor(doc: PDFDocument, fonts: Fonts, options: { bottom?: number; onNewPage?: (page: PDFPage) => number } = {}) {
    this.doc = doc;
    this.fonts = fonts;
    this.bottom = options.bottom ?? MARGIN;
    this.onNewPage = options.onNewPage ?? (() => LETTER[1] - MARGIN);
  }

  private newPage(): void {
    const page = this.doc.addPage(LETTER);
    this.pages.push(page);
    this.page = page;
    this.y = this.onNewPage(page);
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (!this.page || this.y - height < this.bottom) this.newPage();
  }

  space(points: number): void {
    if (this.page) this.y -= points;
  }

  /** Wrapped text; `keepWith` more points are kept on the same page (a heading with its first line). */
  text(text: string, style: TextStyle = {}, keepWith = 0): void {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    const leading = size * 1.35;
    const lines = wrapText(text, font, size, TEXT_WIDTH - indent);
    lines.forEach((line, index) => {
      this.ensure(leading + (index === 0 ? keepWith : 0));
      this.y -= leading;
      this.page?.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color: style.color ?? INK });
    });
  }

  /**
   * Text in any script (see typeset): shaped in the fonts of its scripts and wrapped like text().
   * Throws MissingGlyphsError, before drawing anything, when no font has one of its characters.
   */
  async shapedText(text: string, style: Omit<TextStyle, 'bold'> = {}): Promise<void> {
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    const leading = size * 1.35;
    const width = TEXT_WIDTH - indent;
    const lines: { line: ShapedLine; rtl: boolean }[] = [];
    for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
      const rtl = paragraphDirection(paragraph) === 'rtl';
      for (const line of await shapeParagraph(paragraph, (width * 0.98 * 1000) / size)) lines.push({ line, rtl });
    }
    for (const { line, rtl } of lines) {
      this.ensure(leading);
      this.y -= leading;
      const page = this.page;
      if (!page) continue;
      const x = MARGIN + indent + (rtl ? width - (line.width * size) / 1000 : 0);
      const drawn = drawShapedLine(this.doc, line, { x, y: this.y + size * 0.3, size, color: style.color ?? INK });
      for (const [name, ref] of drawn.fonts) page.node.setFontDictionary(name, ref);
      page.pushOperators(...drawn.operators);
    }
  }

  /**
   * A bulleted item, or with `box` an empty square to tick: the mark hangs left of the indented
   * text. An item is read as one: it starts on a new page rather than break across two.
   */
  bullet(text: string, style: TextStyle & { box?: boolean } = {}): void {
    const indent = (style.indent ?? 0) + (style.box ? 16 : 12);
    const size = style.size ?? 10;
    const lines = wrapText(text, style.bold ? this.fonts.bold : this.fonts.regular, size, TEXT_WIDTH - indent).length;
    this.ensure(size * 1.35 * Math.min(lines, 8));
    const page = this.page;
    const baseline = this.y - size * 1.35 + size * 0.3;
    this.text(text, { ...style, indent });
    if (style.box) {
      const side = size * 0.75;
      page?.drawRectangle({ x: MARGIN + indent - 14, y: baseline, width: side, height: side, borderColor: INK, borderWidth: 0.7 });
    } else {
      page?.drawText('•', { x: MARGIN + indent - 10, y: baseline, size, font: this.fonts.regular, color: INK });
    }
  }

  /** A thin horizontal rule across the text width. */
  rule(): void {
    this.ensure(8);
    this.y -= 4;
    this.page?.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: LETTER[0] - MARGIN, y: this.y }, thickness: 0.6, color: GREY });
    this.y -= 4;
  }

  /**
   * One row of a table: each cell starts at its offset (points from the left margin) and wraps
   * within the room before the next cell; the row is as tall as its tallest cell. With
   * `alignRight`, the last cell ends at the right margin.
   */
  row(cells: readonly string[], offsets: readonly number[], style: TextStyle & { alignRight?: boolean } = {}): void {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const size = style.size ?? 10;
    const leading = size * 1.35;
    const columns = cells.map((cell, index) => {
      const left = offsets[index] ?? 0;
      const right = offsets[index + 1] ?? TEXT_WIDTH;
      return { left, lines: wrapText(cell, font, size, right - left - 6) };
    });
    const height = Math.max(...columns.map((column) => column.lines.length)) * leading + size * 0.1;
    this.ensure(height);
    const top = this.y;
    columns.forEach(({ left, lines }, index) => {
      const last = index === columns.length - 1;
      lines.forEach((line, lineIndex) => {
        const x = last && style.alignRight ? LETTER[0] - MARGIN - measure(font, line, size) : MARGIN + left;
        this.page?.drawText(line, { x, y: top - (lineIndex + 1) * leading + size * 0.3, size, font, color: style.color ?? INK });
      });
    });
    this.y = top - height;
  }
}
