import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it, inject } from 'vitest';
import { holdsALine } from '../../domain/uscis/blocks/measure.ts';
import { MAPPINGS } from '../../domain/uscis/index.ts';
import { loadTemplate } from './templates.ts';

/**
 * The print facts the mappings measure with, kept in domain/ as data (domain/ reads no file):
 * Noto Sans's advance widths, and the text boxes of every mapped template. Each test writes the
 * table from its source and compares it with the file kept in the repository; after a change of
 * the font package or a new edition, `npx vitest run api/pdf/print-metrics.test.ts --update` writes it.
 */

const require = createRequire(import.meta.url);
const DOMAIN_USCIS = path.resolve(import.meta.dirname, '../../domain/uscis');
const FONT_PACKAGE = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';

/** The font's code points in runs of consecutive ones, each run with its glyphs' advance widths. */
function widthRuns(font: fontkit.Font): [number, number[]][] {
  const codePoints = [...font.characterSet].sort((a, b) => a - b);
  const runs: [number, number[]][] = [];
  for (const code of codePoints) {
    const last = runs.at(-1);
    const width = font.glyphForCodePoint(code).advanceWidth;
    if (last && last[0] + last[1].length === code && last[1].length < 24) last[1].push(width);
    else runs.push([code, [width]]);
  }
  return runs;
}

describe('the print metrics kept in domain/', () => {
  it('hold the advance widths of Noto Sans Regular, the face the forms print in', async () => {
    const font = fontkit.create(new Uint8Array(await readFile(require.resolve(FONT_PACKAGE))));
    expect(font.unitsPerEm).toBe(1000);
    const lines = widthRuns(font).map(([first, widths]) => `  [${first}, '${widths.join(' ')}'],`);
    const source = [
      `// Written by api/pdf/print-metrics.test.ts from ${FONT_PACKAGE} (npx vitest run api/pdf/print-metrics.test.ts --update); do not edit.`,
      '',
      '/** Noto Sans Regular: ascent and descent per 1000 units of the font size. */',
      `export const NOTO_SANS_VERTICAL = { ascent: ${font.ascent}, descent: ${font.descent} } as const;`,
      '',
      '/** Its advance widths per 1000 units of the font size: runs of consecutive code points, from the first. */',
      'export const NOTO_SANS_WIDTHS: readonly (readonly [first: number, widths: string])[] = [',
      ...lines,
      '];',
      '',
    ].join('\n');
    await expect(source).toMatchFileSnapshot(path.join(DOMAIN_USCIS, 'blocks/noto-sans-widths.ts'));
  });

  it.each(MAPPINGS.map((mapping) => [mapping.form, mapping.edition, mapping] as const))('hold the text boxes of Form %s, edition %s', async (form, edition) => {
    const doc = await PDFDocument.load(await loadTemplate(inject('formsDir'), form, edition), { updateMetadata: false });
    const rows: string[] = [];
    for (const field of doc.getForm().getFields()) {
      if (!(field instanceof PDFTextField)) continue;
      const [widget, ...others] = field.acroField.getWidgets();
      if (!widget) continue;
      const rect = widget.getRectangle();
      // The measure lays text out as pdf-lib does in a box without a border, unturned, whose widgets agree.
      expect(widget.getBorderStyle()?.getWidth() ?? 0, field.getName()).toBe(0);
      expect(widget.getAppearanceCharacteristics()?.getRotation() ?? 0, field.getName()).toBe(0);
      for (const other of others) expect([other.getRectangle().width, other.getRectangle().height]).toEqual([rect.width, rect.height]);
      const size = Number(/(\d+(?:\.\d+)?)\s+Tf/.exec(field.acroField.getDefaultAppearance() ?? '')?.[1] ?? 0);
      const kind = field.isCombed() ? 'comb' : field.isMultiline() && holdsALine(rect.height, size) ? 'lines' : 'line';
      const round = (points: number) => Math.round(points * 100) / 100;
      rows.push(`  '${field.getName()}': [${round(rect.width)}, ${round(rect.height)}, ${size}, '${kind}', ${field.getMaxLength() ?? 0}],`);
    }
    const slug = edition.replaceAll('/', '-');
    const constant = `${form.replace('-', '').toUpperCase()}_${slug.replaceAll('-', '_')}_BOXES`;
    const source = [
      `// Written by api/pdf/print-metrics.test.ts from the template of Form ${form.toUpperCase()}, edition ${edition} (npx vitest run api/pdf/print-metrics.test.ts --update); do not edit.`,
      "import type { BoxTable } from '../blocks/template.ts';",
      '',
      `/** Every text box of Form ${form.toUpperCase()}, edition ${edition}: width and height in points, print size (0: fit), layout, maxLength (0: none). */`,
      `export const ${constant}: BoxTable = {`,
      ...rows,
      '};',
      '',
    ].join('\n');
    await expect(source).toMatchFileSnapshot(path.join(DOMAIN_USCIS, form.replace('-', ''), `boxes-${slug}.ts`));
  });
});
