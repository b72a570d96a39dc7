import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { fillForm, MAPPINGS } from '../../domain/uscis/index.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { STANDARD_FONT_DATA_URL } from './edition.ts';
import { fillTemplate } from './fill.ts';
import { savePdf } from './fonts.ts';
import { renderPreviews } from './previews.ts';
import { darkPixels, decodePng, type Pixels } from '../testing/images.ts';
import { loadTemplate } from './templates.ts';

let formsDir: string;
let blank: Pixels;
beforeAll(async () => {
  // Synced once for the run by api/testing/global-setup.ts.
  formsDir = inject('formsDir');
  const template = await PDFDocument.load(await loadTemplate(formsDir, 'i-130'), { updateMetadata: false });
  for (let index = template.getPageCount() - 1; index >= 0; index--) if (index !== 7) template.removePage(index);
  blank = await decodePng(await renderedPage(await template.save()));
}, 60_000);

async function renderedPage(pdf: Uint8Array): Promise<Uint8Array> {
  let png: Uint8Array | undefined;
  for await (const page of renderPreviews(pdf, { workers: 1, dpi: 144 })) png = page.png;
  if (!png) throw new Error('the page did not render');
  return png;
}

/** Form I-130 Part 4 item 57, the beneficiary's name in their native alphabet, and where its boxes sit on page 8. */
const FAMILY = 'form1[0].#subform[7].Pt4Line55a_FamilyName[0]';
const GIVEN = 'form1[0].#subform[7].Pt4Line55b_GivenName[0]';
const BOXES: Record<string, [number, number, number, number]> = { [FAMILY]: [120, 642, 174, 18], [GIVEN]: [120, 618, 174, 18] };

/**
 * A family and a given name in each script, and whether the PDF's text read back gives the name
 * in reading order: it does where each glyph stands for its own letters in order; Indic vowel
 * signs drawn before their consonant and letters drawn from shared pieces read back in the order drawn.
 */
const NAMES: readonly { script: string; family: string; given: string; readsBack: boolean }[] = [
  { script: 'Arabic', family: 'محمد', given: 'عبدالله', readsBack: true },
  { script: 'Hebrew', family: 'כהן', given: 'דוד', readsBack: true },
  { script: 'Cyrillic', family: 'Коваленко', given: 'Олена', readsBack: true },
  { script: 'Greek', family: 'Παπαδόπουλος', given: 'Γιώργος', readsBack: true },
  { script: 'Chinese', family: '赵', given: '雨婷', readsBack: true },
  { script: 'Japanese', family: '田中', given: 'はなこ', readsBack: true },
  { script: 'Korean', family: '김', given: '민준', readsBack: true },
  { script: 'Devanagari', family: 'कुलकर्णी', given: 'श्रीनिवास', readsBack: false },
  { script: 'Thai', family: 'สมชาย', given: 'ใจดี', readsBack: true },
  { script: 'Bengali', family: 'চৌধুরী', given: 'রবীন্দ্রনাথ', readsBack: false },
  { script: 'Tamil', family: 'கிருஷ்ணமூர்த்தி', given: 'அனன்யா', readsBack: false },
  { script: 'Gurmukhi', family: 'ਸਿੰਘ', given: 'ਹਰਪ੍ਰੀਤ', readsBack: false },
  { script: 'Gujarati', family: 'પટેલ', given: 'કૃષ્ણ', readsBack: false },
  { script: 'Ethiopic', family: 'ተስፋዬ', given: 'አበበ', readsBack: true },
  { script: 'Armenian', family: 'Պետրոսյան', given: 'Արամ', readsBack: true },
  { script: 'Georgian', family: 'ბერიძე', given: 'გიორგი', readsBack: true },
  { script: 'Khmer', family: 'សុខ', given: 'ចន្ទ្រា', readsBack: false },
];

async function pageText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: pdf.slice(), verbosity: 0, standardFontDataUrl: STANDARD_FONT_DATA_URL }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\u2060/g, '').normalize('NFC');
  } finally {
    await document.destroy();
  }
}

describe('a native name in every script a couple may write in', () => {
  for (const { script, family, given, readsBack } of NAMES) {
    it(`prints ${script} in the I-130's native-alphabet boxes, inked inside each box`, async () => {
      const pdf = await fillTemplate(await loadTemplate(formsDir, 'i-130'), { form: 'i-130', values: { [FAMILY]: family, [GIVEN]: given }, overflow: [] });
      expect(pdf.handwritten).toEqual([]);
      pdf.flatten();
      // Page 8 alone: the boxes' page, rendered as a reader shows it.
      for (let index = pdf.doc.getPageCount() - 1; index >= 0; index--) if (index !== 7) pdf.doc.removePage(index);
      const filled = await savePdf(pdf.doc);
      const image = await decodePng(await renderedPage(filled));
      for (const [field, rect] of Object.entries(BOXES)) {
        expect(darkPixels(blank, rect, 144), `${field} blank`).toBe(0);
        expect(darkPixels(image, rect, 144), `${script} ${field}`).toBeGreaterThan(40);
      }
      const text = await pageText(filled);
      if (readsBack) {
        expect(text).toContain(family);
        expect(text).toContain(given);
      }
    }, 60_000);
  }
});

describe('the fixture couple with an Arabic native name', () => {
  it('gets her name and address abroad printed in Arabic on the I-130, nothing left to write by hand', async () => {
    const couple = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/arabic-native-name-f1-student.json'));
    const ctx = { answers: couple.answers, today: couple.today };
    const mapping = MAPPINGS.find((candidate) => candidate.form === 'i-130');
    if (!mapping) throw new Error('no I-130 mapping');
    const pdf = await fillTemplate(await loadTemplate(formsDir, 'i-130'), fillForm(mapping, ctx));
    expect(pdf.handwritten).toEqual([]);
    pdf.flatten();
    for (let index = pdf.doc.getPageCount() - 1; index >= 0; index--) if (index !== 7) pdf.doc.removePage(index);
    const filled = await savePdf(pdf.doc);
    const text = await pageText(filled);
    for (const word of ['ليلى', 'حداد', 'عمان', 'الأردن']) expect(text).toContain(word);
    const image = await decodePng(await renderedPage(filled));
    for (const [field, rect] of Object.entries(BOXES)) expect(darkPixels(image, rect, 144), field).toBeGreaterThan(40);
  }, 60_000);
});
