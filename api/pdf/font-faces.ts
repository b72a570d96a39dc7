import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** A font file and the writing systems it is chosen for. */
export interface FontFace {
  readonly id: string;
  readonly file: string;
  /** Unicode script names (as in \p{Script=…}) whose letters this face prints. */
  readonly scripts: readonly string[];
}

const expo = (family: string, file: string): string => require.resolve(`@expo-google-fonts/${family}/400Regular/${file}_400Regular.ttf`);

/**
 * Every face a form answer may be printed in, Noto Sans first: each from the Google Fonts packages
 * of the Noto family, regular weight. A script face is read from disk the first time an answer
 * needs it, so a Latin-only package never loads one. Han is printed in the Simplified Chinese face
 * unless the text has kana (Japanese) or Hangul (Korean): the SC face also holds the traditional
 * characters and the kana, so no Han character goes unprinted. Burmese is left out: fontkit draws
 * its medial ra after the consonant instead of before it (HarfBuzz gets it right), and a wrongly
 * shaped name is worse than a box the couple fills in by hand.
 */
export const FONT_FACES: readonly FontFace[] = [
  { id: 'noto-sans', file: expo('noto-sans', 'NotoSans'), scripts: ['Latin', 'Greek', 'Cyrillic', 'Devanagari'] },
  { id: 'arabic', file: expo('noto-sans-arabic', 'NotoSansArabic'), scripts: ['Arabic'] },
  { id: 'hebrew', file: expo('noto-sans-hebrew', 'NotoSansHebrew'), scripts: ['Hebrew'] },
  { id: 'japanese', file: expo('noto-sans-jp', 'NotoSansJP'), scripts: ['Hiragana', 'Katakana'] },
  { id: 'korean', file: expo('noto-sans-kr', 'NotoSansKR'), scripts: ['Hangul'] },
  { id: 'chinese', file: expo('noto-sans-sc', 'NotoSansSC'), scripts: ['Han', 'Bopomofo', 'Hiragana', 'Katakana'] },
  { id: 'thai', file: expo('noto-sans-thai', 'NotoSansThai'), scripts: ['Thai'] },
  { id: 'bengali', file: expo('noto-sans-bengali', 'NotoSansBengali'), scripts: ['Bengali'] },
  { id: 'tamil', file: expo('noto-sans-tamil', 'NotoSansTamil'), scripts: ['Tamil'] },
  { id: 'gurmukhi', file: expo('noto-sans-gurmukhi', 'NotoSansGurmukhi'), scripts: ['Gurmukhi'] },
  { id: 'gujarati', file: expo('noto-sans-gujarati', 'NotoSansGujarati'), scripts: ['Gujarati'] },
  { id: 'ethiopic', file: expo('noto-sans-ethiopic', 'NotoSansEthiopic'), scripts: ['Ethiopic'] },
  { id: 'armenian', file: expo('noto-sans-armenian', 'NotoSansArmenian'), scripts: ['Armenian'] },
  { id: 'georgian', file: expo('noto-sans-georgian', 'NotoSansGeorgian'), scripts: ['Georgian'] },
  { id: 'khmer', file: expo('noto-sans-khmer', 'NotoSansKhmer'), scripts: ['Khmer'] },
];

export interface LoadedFace {
  readonly face: FontFace;
  readonly data: Uint8Array;
  readonly font: fontkit.Font;
}

const loaded = new Map<string, Promise<LoadedFace>>();
let anchorsGuarded = false;

/**
 * fontkit 2.0.4 takes a NULL anchor offset in a mark attachment (OpenType GPOS lookup types 4–6:
 * this mark class has no anchor on that glyph) for an anchor and throws; Noto Sans Gurmukhi and
 * Khmer have such entries. Like HarfBuzz, such a mark is left where the shaper put it. The
 * positioning processor is one class for every font, reached through the first font's layout engine.
 */
function guardNullAnchors(font: fontkit.Font): void {
  if (anchorsGuarded) return;
  font.layout(' ');
  const engine: unknown = Reflect.get(Reflect.get(font, '_layoutEngine') ?? {}, 'engine');
  const processor: unknown = typeof engine === 'object' && engine !== null ? Reflect.get(engine, 'GPOSProcessor') : undefined;
  if (typeof processor !== 'object' || processor === null) return;
  const prototype: unknown = Object.getPrototypeOf(processor);
  const applyAnchor: unknown = typeof prototype === 'object' && prototype !== null ? Reflect.get(prototype, 'applyAnchor') : undefined;
  if (typeof prototype !== 'object' || prototype === null || typeof applyAnchor !== 'function') return;
  Reflect.set(prototype, 'applyAnchor', function (this: unknown, markRecord: unknown, baseAnchor: unknown, baseIndex: unknown) {
    const markAnchor: unknown = typeof markRecord === 'object' && markRecord !== null ? Reflect.get(markRecord, 'markAnchor') : null;
    if (baseAnchor === null || baseAnchor === undefined || markAnchor === null || markAnchor === undefined) return;
    Reflect.apply(applyAnchor, this, [markRecord, baseAnchor, baseIndex]);
  });
  anchorsGuarded = true;
}

/** The face's file, parsed once per process. */
export function loadFace(face: FontFace): Promise<LoadedFace> {
  let promise = loaded.get(face.id);
  if (!promise) {
    promise = readFile(face.file).then((buffer) => {
      const font = fontkit.create(buffer);
      // A .ttc would be a collection; every file above is one font.
      if (!('layout' in font)) throw new Error(`${face.file} is a font collection`);
      guardNullAnchors(font);
      return { face, data: new Uint8Array(buffer), font };
    });
    loaded.set(face.id, promise);
  }
  return promise;
}

const scriptPatterns = new Map<string, RegExp>();

function scriptPattern(script: string): RegExp {
  let pattern = scriptPatterns.get(script);
  if (!pattern) {
    pattern = new RegExp(`^\\p{Script=${script}}$`, 'u');
    scriptPatterns.set(script, pattern);
  }
  return pattern;
}

/** Characters that take the face of the letters around them: spaces, digits, punctuation, marks. */
export const isNeutral = (char: string): boolean => /^[\p{Script=Common}\p{Script=Inherited}]$/u.test(char);

/**
 * The faces that may print `char`, best first. A neutral character is printed in the face of its
 * neighbours when that face has it (see typeset), so it is offered Noto Sans here. Han goes to the
 * Japanese or Korean face when the same text has kana or Hangul.
 */
export function candidateFaces(char: string, text: string): FontFace[] {
  if (isNeutral(char)) return FONT_FACES.filter((face) => face.id === 'noto-sans');
  const faces = FONT_FACES.filter((face) => face.scripts.some((script) => scriptPattern(script).test(char)));
  if (/\p{Script=Han}/u.test(char)) {
    const preferred = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? 'japanese' : /\p{Script=Hangul}/u.test(text) ? 'korean' : 'chinese';
    const extra = FONT_FACES.filter((face) => face.id === preferred);
    return [...extra, ...faces.filter((face) => face.id !== preferred)];
  }
  return faces;
}
