import path from 'node:path';
import { layoutMultilineText, PDFDocument, PDFTextField, TextAlignment, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { SMALLEST_PRINT } from '../../domain/uscis/blocks/measure.ts';
import { fillForm, MAPPINGS, type MappingContext } from '../../domain/uscis/index.ts';
import { fixtureFiles, loadFixture } from '../../fixtures/load.ts';
import { laidOut, rejoined } from '../../testing/laid-out.ts';
import { longAnswersContext } from '../../testing/long-answers.ts';
import { defaultFontSize } from './field-appearance.ts';
import { fieldsByName, fillTemplate } from './fill.ts';
import { embedNotoSans, printableCodePoints, printsAsTyped } from './fonts.ts';
import { loadTemplate } from './templates.ts';

/**
 * Nothing a couple wrote is lost on paper (issue 12 §3): every form is filled for a couple whose
 * every free-text answer is as long as its question allows, and for every fixture couple; each
 * filled box is laid out as pdf-lib draws it, with Noto Sans at the size printed, and every
 * character it was given must show inside the box; what no box holds must be in the Additional
 * Information spaces and the continuation sheets, whole, under its page, part and item.
 */

let formsDir: string;
let font: PDFFont;
let printable: ReadonlySet<number>;
beforeAll(async () => {
  formsDir = inject('formsDir');
  font = await embedNotoSans(await PDFDocument.create());
  printable = await printableCodePoints();
});

const COUPLES: readonly { readonly name: string; readonly ctx: MappingContext }[] = [
  { name: 'every free-text answer long', ctx: longAnswersContext() },
  ...fixtureFiles(path.resolve(import.meta.dirname, '../../fixtures/couples')).map((file) => {
    const fixture = loadFixture(file, '2026-09-17');
    return { name: fixture.name, ctx: { answers: fixture.answers, today: fixture.today } };
  }),
];

const letters = (text: string): string => text.replace(/\s+/g, '');

/** Why `text` does not show whole in `field` as filled, or null when every character shows. */
function hiddenPart(field: PDFTextField, text: string): string | null {
  const widget = field.acroField.getWidgets()[0];
  if (!widget) return 'no widget';
  const rect = widget.getRectangle();
  const size = defaultFontSize(field);
  if (field.isCombed()) return text.length <= (field.getMaxLength() ?? 0) ? null : `${text.length} characters in ${field.getMaxLength() ?? 0} cells`;
  const bounds = { x: 1, y: 1, width: rect.width - 2, height: rect.height - 2 };
  if (!field.isMultiline()) {
    if (size < SMALLEST_PRINT) return `printed at ${size} pt`;
    const width = font.widthOfTextAtSize(text.replace(/[\n\r]/g, ' '), size);
    return width <= bounds.width + 0.01 ? null : `${width.toFixed(1)} pt wide in ${bounds.width} pt at ${size} pt`;
  }
  const layout = layoutMultilineText(text, { alignment: TextAlignment.Left, fontSize: size, font, bounds });
  const wide = layout.lines.find((line) => line.width > bounds.width + 0.01);
  if (wide) return `the line "${wide.text}" is ${wide.width.toFixed(1)} pt wide in ${bounds.width} pt`;
  const lowest = Math.min(...layout.lines.map((line) => line.y));
  const descent = (-font.heightAtSize(size) + font.heightAtSize(size, { descender: false })) ;
  if (lowest + descent < bounds.y - 0.01) return `${layout.lines.length} lines of ${size} pt in ${bounds.height} pt`;
  return letters(layout.lines.map((line) => line.text).join('')) === letters(text) ? null : 'the lines drop characters';
}

describe('every word a couple gave shows on the filled forms', () => {
  // Each form the couple files, and the further filings it calls for (a joint sponsor's Form I-864).
  const filings = (ctx: MappingContext) => MAPPINGS.filter((mapping) => mapping.applies(ctx)).flatMap((mapping) => [mapping, ...(mapping.companions?.(ctx) ?? [])]);
  it.each(COUPLES.flatMap(({ name, ctx }) => filings(ctx).map((mapping) => [mapping.signer === 'j' ? `${mapping.form} (joint sponsor)` : mapping.form, name, mapping, ctx] as const)))(
    'Form %s for the couple "%s": every box shows all it was given, and the rest is in Additional Information',
    async (_form, _name, mapping, ctx) => {
      const filled = fillForm(mapping, ctx);
      const pdf = await fillTemplate(await loadTemplate(formsDir, mapping.form, mapping.edition), filled);
      const fields = fieldsByName(pdf.doc);
      const handwritten = new Set(pdf.handwritten.map((answer) => answer.field));
      const hidden: string[] = [];
      for (const [name, value] of Object.entries(filled.values)) {
        const field = fields.get(name);
        // Answers in other scripts are laid out by field-appearance.ts, which refuses what does not fit (then written by hand).
        if (!(field instanceof PDFTextField) || typeof value !== 'string' || !printsAsTyped(value, printable) || handwritten.has(name)) continue;
        const problem = hiddenPart(field, value);
        if (problem) hidden.push(`${name}: ${problem}`);
      }
      expect(hidden).toEqual([]);
      expect(pdf.handwritten.filter((answer) => answer.reason === 'too-long')).toEqual([]);
      expect(rejoined(laidOut(mapping, filled))).toEqual(rejoined(mapping.continuations(ctx)));
    },
  );

  it('continues a 964-character explanation over the Part 14 spaces or the sheets, and every employer of a long history', () => {
    const fixture = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/b2-visitor-long-explanation-long-history.json'), '2026-09-17');
    const ctx = { answers: fixture.answers, today: fixture.today };
    const i485 = MAPPINGS.find((mapping) => mapping.form === 'i-485');
    if (!i485) throw new Error('no I-485 mapping');
    const pieces = rejoined(laidOut(i485, fillForm(i485, ctx)));
    const explanation = pieces.find((entry) => entry.page === 14 && entry.item === '22');
    expect(explanation?.text.length).toBeGreaterThanOrEqual(900);
    expect(explanation?.text.endsWith('I attach a copy.')).toBe(true);
    const history = pieces.filter((entry) => entry.page === 8 && entry.item === '7').map((entry) => entry.text).join(' ');
    for (const employer of ['Farmácia Boa Saúde Ltda.', 'Drogaria Araujo S.A.', 'Hospital das Clínicas da UFMG', 'Laboratório Hermes Pardini']) {
      expect(history).toContain(employer);
    }
    expect(history).toContain('Dates: from 02/01/2011 to 02/28/2014');
  });
});
