import fc from 'fast-check';
import { layoutMultilineText, PDFDocument, TextAlignment, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { widthOf, wrappedLines } from '../../domain/uscis/blocks/measure.ts';
import { embedNotoSans } from './fonts.ts';

/**
 * The mappings measure answers with a table of Noto Sans's widths (domain/uscis/blocks): here
 * that measure is held to what pdf-lib does with the embedded font when it fills a box.
 */

let font: PDFFont;
beforeAll(async () => {
  font = await embedNotoSans(await PDFDocument.create());
});

const TEXTS = [
  'Avenida del Libertador General San Martin 14500',
  'Nguyễn Thị Hồng Nhung, Đống Đa, Hà Nội',
  'Stowarzyszenie Studentów Wietnamskich w Polsce (Vietnamese Students Association in Poland)',
  'Ἀθῆναι, Αττική; Москва, улица Тверская 7; Kraków ŁÓDŹ',
  'olena.kovalenko.the.software.analyst@example-mailbox.com and more words after the long one',
  `In 2019 I was arrested in Chicago for driving without a valid license.\n\nThe charge was dismissed on 03/04/2020.\tCase 19-TR-0042. ${'The court records are attached. '.repeat(12)}`,
  'W'.repeat(60),
  'a b  c   d    e     f',
];

describe('the print measure of the mappings', () => {
  it.each(TEXTS)('gives the width pdf-lib gives: %s', (text) => {
    // pdf-lib lays out a text field's answer with its tabs as four spaces.
    for (const line of text.replaceAll('\t', '    ').split('\n')) expect(widthOf(line, 10)).toBeCloseTo(font.widthOfTextAtSize(line, 10), 6);
  });

  it.each(TEXTS.flatMap((text) => [120, 234, 516].map((width) => [width, text] as const)))('wraps %i points as pdf-lib wraps: %s', (width, text) => {
    const layout = layoutMultilineText(text, { alignment: TextAlignment.Left, fontSize: 10, font, bounds: { x: 1, y: 1, width, height: 1000 } });
    expect(wrappedLines(text, width, 10)).toEqual(layout.lines.map((line) => line.text));
  });

  it('wraps any text as pdf-lib wraps it: words, runs of spaces, long words, line breaks, other scripts, any width', () => {
    // The measure cuts each line in one pass where pdf-lib measures ever shorter starts: the same
    // lines. The words are of letters Noto Sans has (a face's missing letter is measured wider on purpose).
    const letters = [...new Set(TEXTS.join('').replace(/\s/g, ''))];
    const word = fc.oneof(
      fc.constantFrom('a', 'the', 'Libertador', 'Hà', 'Nội', 'Москва', 'Αττική;', 'W'.repeat(40), 'olena.kovalenko@example-mailbox.com', '19-TR-0042'),
      fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 12 }).map((chars) => chars.join('')),
    );
    const gap = fc.constantFrom(' ', '  ', '   ', '\n', '\t', ' \n ', '\n\n');
    const text = fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 60 }).map((parts) => parts.flat().join('').trim());
    fc.assert(
      fc.property(text, fc.integer({ min: 20, max: 600 }), fc.constantFrom(6, 8, 10, 12), (text, width, size) => {
        const layout = layoutMultilineText(text, { alignment: TextAlignment.Left, fontSize: size, font, bounds: { x: 1, y: 1, width, height: 100_000 } });
        expect(wrappedLines(text, width, size)).toEqual(layout.lines.map((line) => line.text));
      }),
      { seed: 25, numRuns: 300 },
    );
  });
});
