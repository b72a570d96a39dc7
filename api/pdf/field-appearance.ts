import { clip, endPath, PDFName, popGraphicsState, pushGraphicsState, rectangle, rgb, type PDFDocument, type PDFOperator, type PDFRef, type PDFTextField } from 'pdf-lib';
import { SMALLEST_PRINT } from '../../domain/uscis/blocks/measure.ts';
import { FONT_FACES, loadFace } from './font-faces.ts';
import { drawShapedLine } from './shaped-text.ts';
import { paragraphDirection, shapeLine, shapeParagraph, type ShapedLine } from './typeset.ts';

/** The smallest print a person still reads on the filed form: the mappings measure answers against it too. */
export const SMALLEST_FONT_SIZE = SMALLEST_PRINT;

/** An answer that does not fit its box even in the smallest print. */
export class TooLongError extends Error {
  override name = 'TooLongError';
}

/** A widget this code does not lay out (turned by the form's designer). */
export class UnsupportedWidgetError extends Error {
  override name = 'UnsupportedWidgetError';
}

const INK = rgb(0, 0, 0);
const ALIGN_LEFT = 0;
const ALIGN_CENTER = 1;

/** The font size the field asks for in its default appearance; 0 means "fit the box". */
export function defaultFontSize(field: PDFTextField): number {
  return Number(/(\d+(?:\.\d+)?)\s+Tf/.exec(field.acroField.getDefaultAppearance() ?? '')?.[1] ?? 0);
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Noto Sans's ascent and descent per point: every script's baseline sits where a Latin answer's does. */
async function verticalMetrics(): Promise<{ ascent: number; descent: number }> {
  const noto = FONT_FACES[0];
  if (!noto) throw new Error('no Noto Sans face');
  const { font } = await loadFace(noto);
  return { ascent: font.ascent / font.unitsPerEm, descent: font.descent / font.unitsPerEm };
}

interface PlacedLine {
  readonly line: ShapedLine;
  readonly x: number;
  readonly y: number;
}

/** One line, centred vertically as pdf-lib centres Latin answers, shrunk to fit the width down to the smallest legible size. */
async function singleLine(text: string, box: Box, size: number, alignment: number): Promise<{ lines: PlacedLine[]; size: number }> {
  const line = await shapeLine(text);
  const { ascent } = await verticalMetrics();
  let printed = size > 0 ? size : Math.min(12, box.height / 1.2 / (ascent + 0.3));
  const width = (line.width * printed) / 1000;
  if (width > box.width - 0.5) printed = Math.floor((((box.width - 0.5) * 1000) / line.width) * 10) / 10;
  if (printed < SMALLEST_FONT_SIZE) throw new TooLongError(`${line.width} thousandths do not fit ${box.width} points`);
  const shown = (line.width * printed) / 1000;
  // A right-to-left answer starts at the right edge of a box meant to start at the left.
  const effective = alignment === ALIGN_LEFT && paragraphDirection(text) === 'rtl' ? 2 : alignment;
  const x = effective === ALIGN_LEFT ? box.x : effective === ALIGN_CENTER ? box.x + (box.width - shown) / 2 : box.x + box.width - shown;
  const y = box.y + box.height / 2 - (ascent * printed) / 2;
  return { lines: [{ line, x, y }], size: printed };
}

/** Wrapped lines from the top of the box, made smaller until they all fit its height. */
async function multiLine(text: string, box: Box, size: number, alignment: number): Promise<{ lines: PlacedLine[]; size: number }> {
  const { ascent, descent } = await verticalMetrics();
  for (let printed = size > 0 ? size : 12; printed >= SMALLEST_FONT_SIZE; printed -= 0.5) {
    const leading = (ascent - descent) * printed * 1.2;
    const lines: { line: ShapedLine; rtl: boolean }[] = [];
    for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
      const rtl = paragraphDirection(paragraph) === 'rtl';
      for (const line of await shapeParagraph(paragraph, (box.width * 1000) / printed)) lines.push({ line, rtl });
    }
    if ((ascent - descent) * printed + (lines.length - 1) * leading > box.height) continue;
    const top = box.y + box.height - ascent * printed;
    return {
      size: printed,
      lines: lines.map(({ line, rtl }, index) => {
        const shown = (line.width * printed) / 1000;
        // A line of a right-to-left paragraph ends at the right edge, whatever its own letters.
        const effective = alignment === ALIGN_LEFT && rtl ? 2 : alignment;
        const x = effective === ALIGN_LEFT ? box.x : effective === ALIGN_CENTER ? box.x + (box.width - shown) / 2 : box.x + box.width - shown;
        return { line, x, y: top - index * leading };
      }),
    };
  }
  throw new TooLongError('the answer does not fit the box in legible print');
}

/** A character per cell, each centred in its cell, as the form's comb boxes ask. */
async function combed(text: string, box: Box, size: number, cells: number): Promise<{ lines: PlacedLine[]; size: number }> {
  const { ascent } = await verticalMetrics();
  const characters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
  const cell = box.width / Math.max(1, cells);
  const printed = size > 0 ? size : Math.min(12, box.height / 1.2 / (ascent + 0.3));
  const lines: PlacedLine[] = [];
  for (const [index, character] of characters.entries()) {
    const line = await shapeLine(character);
    lines.push({ line, x: box.x + cell * index + (cell - (line.width * printed) / 1000) / 2, y: box.y + box.height / 2 - (ascent * printed) / 2 });
  }
  return { lines, size: printed };
}

/**
 * Gives a text field the appearance of `text` shaped in the fonts of its scripts (see typeset),
 * laid out as pdf-lib lays out a Latin answer: one line centred vertically and shrunk to fit, or
 * wrapped lines, or a character per comb cell. Throws TooLongError when it cannot fit legibly.
 */
export async function drawShapedFieldAppearance(doc: PDFDocument, field: PDFTextField, text: string): Promise<void> {
  for (const widget of field.acroField.getWidgets()) {
    if ((widget.getAppearanceCharacteristics()?.getRotation() ?? 0) % 360 !== 0) throw new UnsupportedWidgetError('a turned text box');
    const rect = widget.getRectangle();
    const border = widget.getBorderStyle()?.getWidth() ?? 0;
    const padding = field.isCombed() ? 0 : 1;
    const inset = border + padding;
    const box = { x: inset, y: inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset };
    const size = defaultFontSize(field);
    const cells = field.getMaxLength() ?? 0;
    const laid = field.isMultiline()
      ? await multiLine(text, box, size, field.getAlignment())
      : field.isCombed() && cells > 0
        ? await combed(text, box, size, cells)
        : await singleLine(text, box, size, field.getAlignment());
    const fonts = new Map<PDFName, PDFRef>();
    const operators: PDFOperator[] = [pushGraphicsState(), rectangle(box.x, box.y, box.width, box.height), clip(), endPath()];
    for (const { line, x, y } of laid.lines) {
      const drawn = drawShapedLine(doc, line, { x, y, size: laid.size, color: INK });
      operators.push(...drawn.operators);
      for (const [name, ref] of drawn.fonts) fonts.set(name, ref);
    }
    operators.push(popGraphicsState());
    const appearance = doc.context.formXObject(operators, {
      BBox: [0, 0, rect.width, rect.height],
      Resources: { Font: Object.fromEntries([...fonts].map(([name, ref]) => [name.decodeText(), ref])) },
    });
    widget.setNormalAppearance(doc.context.register(appearance));
  }
}
