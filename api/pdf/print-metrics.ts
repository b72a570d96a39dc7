import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { holdsALine } from '../../domain/uscis/blocks/measure.ts';
import type { BoxTable } from '../../domain/uscis/blocks/template.ts';
import { printedFormName, type KnownForm } from '../../domain/uscis/index.ts';
import { acroForm } from './field-inventory.ts';

/**
 * The print facts the mappings measure with, kept in domain/ as data (domain/ reads no file):
 * Noto Sans's advance widths, and the text boxes of each mapped edition of a form. Each is written
 * from its source by a CLI verb (`greencard forms boxes <pdf>`, `greencard forms widths`), and a
 * test compares the kept file with what the verb would write.
 */

const require = createRequire(import.meta.url);
const DOMAIN_USCIS = path.resolve(import.meta.dirname, '../../domain/uscis');
export const FONT_PACKAGE = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';
/** The file that keeps the font's widths. */
export const FONT_WIDTHS_FILE = path.join(DOMAIN_USCIS, 'blocks/noto-sans-widths.ts');

const slug = (edition: string): string => edition.replaceAll('/', '-');

/** The file that keeps the box table of one edition of a form: domain/uscis/<form>/boxes-<mm-dd-yy>.ts (or below `root`). */
export const boxTableFile = (form: KnownForm, edition: string, root: string = DOMAIN_USCIS): string =>
  path.join(root, form.replace('-', ''), `boxes-${slug(edition)}.ts`);

/** The name of the table's constant: I485_01_20_25_BOXES. */
export const boxTableConstant = (form: KnownForm, edition: string): string => `${form.replace('-', '').toUpperCase()}_${edition.replaceAll('/', '_')}_BOXES`;

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

/** The source of the font widths file, from the installed font package. */
export async function fontWidthsSource(): Promise<string> {
  const font = fontkit.create(new Uint8Array(await readFile(require.resolve(FONT_PACKAGE))));
  // The measure reads widths per 1000 units of the font size.
  if (font.unitsPerEm !== 1000) throw new Error(`${FONT_PACKAGE} has ${font.unitsPerEm} units per em, not 1000`);
  const lines = widthRuns(font).map(([first, widths]) => `  [${first}, '${widths.join(' ')}'],`);
  return [
    `// Written by \`greencard forms widths\` from ${FONT_PACKAGE}; do not edit.`,
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
}

/**
 * An edition's box table, from its template (decrypted): every text field's width and height,
 * print size, layout and maxLength. A box the measure cannot describe (a border, a turned box,
 * widgets of different sizes) is an error naming the field.
 */
export async function boxTable(template: Uint8Array): Promise<BoxTable> {
  const doc = await PDFDocument.load(template, { updateMetadata: false });
  const table: Record<string, BoxTable[string]> = {};
  for (const field of acroForm(doc).getFields()) {
    if (!(field instanceof PDFTextField)) continue;
    const [widget, ...others] = field.acroField.getWidgets();
    if (!widget) continue;
    const rect = widget.getRectangle();
    // The measure lays text out as pdf-lib does in a box without a border, unturned, whose widgets agree.
    const name = field.getName();
    if ((widget.getBorderStyle()?.getWidth() ?? 0) !== 0) throw new Error(`${name} has a border, which the measure does not take into account`);
    if ((widget.getAppearanceCharacteristics()?.getRotation() ?? 0) !== 0) throw new Error(`${name} is turned, which the measure does not take into account`);
    for (const other of others) {
      const size = other.getRectangle();
      if (size.width !== rect.width || size.height !== rect.height) throw new Error(`${name} has widgets of different sizes`);
    }
    const size = Number(/(\d+(?:\.\d+)?)\s+Tf/.exec(field.acroField.getDefaultAppearance() ?? '')?.[1] ?? 0);
    const kind = field.isCombed() ? 'comb' : field.isMultiline() && holdsALine(rect.height, size) ? 'lines' : 'line';
    const round = (points: number) => Math.round(points * 100) / 100;
    table[name] = [round(rect.width), round(rect.height), size, kind, field.getMaxLength() ?? 0];
  }
  return table;
}

/** The source of an edition's box table: the module `greencard forms boxes` writes into domain/. */
export async function boxTableSource(template: Uint8Array, form: KnownForm, edition: string): Promise<string> {
  const rows = Object.entries(await boxTable(template)).map(
    ([name, [width, height, size, kind, maxLength]]) => `  '${name}': [${width}, ${height}, ${size}, '${kind}', ${maxLength}],`,
  );
  const printed = printedFormName(form);
  return [
    `// Written by \`greencard forms boxes\` from the template of Form ${printed}, edition ${edition}; do not edit.`,
    "import type { BoxTable } from '../blocks/template.ts';",
    '',
    `/** Every text box of Form ${printed}, edition ${edition}: width and height in points, print size (0: fit), layout, maxLength (0: none). */`,
    `export const ${boxTableConstant(form, edition)}: BoxTable = {`,
    ...rows,
    '};',
    '',
  ].join('\n');
}

/** Writes `source` to `file` unless it holds it already; whether it wrote. */
export async function writeIfChanged(file: string, source: string): Promise<boolean> {
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept === source) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  return true;
}
