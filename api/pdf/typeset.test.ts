import { describe, expect, it } from 'vitest';
import { MissingGlyphsError, shapeLine } from './typeset.ts';

/**
 * Glyph ids as HarfBuzz 6.0.0 (hb-shape, the reference shaper) gives them for the same Noto
 * faces: Devanagari and Tamil conjuncts and vowel signs, Arabic joining, Gurmukhi and Khmer
 * marks, Thai stacked tone marks.
 */
const HARFBUZZ: readonly [string, string, number[][]][] = [
  ['Devanagari', 'क्षत्रिय', [[4147, 4023, 4159, 3999]]],
  ['Devanagari', 'कृष्णमूर्ति', [[3935, 3971, 4240, 3950, 3945, 3994, 4069, 3982, 4035]]],
  ['Arabic', 'محمد', [[29, 78, 26, 79]]],
  ['Gurmukhi', 'ਸਿੰਘ', [[52, 48, 77, 20]]],
  ['Khmer', 'ភ្នំពេញ', [[75, 209, 137, 131, 74, 58]]],
  ['Tamil', 'கிருஷ்ணமூர்த்தி', [[18, 166, 140, 97, 24, 135, 90, 84, 25, 166]]],
  ['Thai', 'ผู้ใหญ่', [[70, 95, 47, 81, 19, 129, 42]]],
];

describe('shaping', () => {
  it.each(HARFBUZZ)('shapes %s %s into the glyphs HarfBuzz gives', async (_script, text, runs) => {
    const line = await shapeLine(text);
    expect(line.runs.map((run) => run.glyphs.map((glyph) => glyph.id))).toEqual(runs);
  });

  it('places a mark where the font anchors it (Devanagari vowel sign u below its consonant)', async () => {
    const line = await shapeLine('कृष्णमूर्ति');
    // HarfBuzz: glyph 3971 at x offset -221 with no advance.
    expect(line.runs[0]?.glyphs[1]).toMatchObject({ id: 3971, advance: 0, xOffset: -221 });
  });

  it('orders right-to-left text for the eye: an Arabic street and its number, words right to left, digits left to right', async () => {
    const line = await shapeLine('شارع الملك فهد 12');
    const faces = line.runs.map((run) => run.face.face.id);
    expect(faces).toEqual(['arabic', 'arabic']);
    // Visual order: the run holding the number first (leftmost), then the words; the digits themselves read 1, 2.
    const digits = line.runs.flatMap((run) => run.glyphs).filter((glyph) => /\d/.test(glyph.text)).map((glyph) => glyph.text);
    expect(digits).toEqual(['1', '2']);
    expect(line.runs[0]?.glyphs.at(-1)?.text).toBe('2');
    expect(line.text).toBe('شارع الملك فهد 12');
  });

  it('prints Han in the Japanese face beside kana, the Korean face beside Hangul, the Chinese face otherwise', async () => {
    expect((await shapeLine('田中 はなこ')).runs.map((run) => run.face.face.id)).toEqual(['japanese']);
    expect((await shapeLine('金 민준')).runs.map((run) => run.face.face.id)).toEqual(['korean']);
    expect((await shapeLine('赵雨婷')).runs.map((run) => run.face.face.id)).toEqual(['chinese']);
  });

  it('names the characters no face has', async () => {
    await expect(shapeLine('ⴰⵎⴰⵣⵉⵖ ok')).rejects.toThrow(MissingGlyphsError);
  });
});
