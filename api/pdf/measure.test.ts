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
});
