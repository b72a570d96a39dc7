import type { Page } from 'playwright-core';
import { PACKAGE_FORMS } from '../../domain/product/package.ts';

/**
 * Finds the English sentences left on a screen that should read in Spanish (issue 22, "Done when":
 * no English sentence on any screen). A sentence reads as English when it holds two English
 * function words or more: words a Spanish sentence never uses (so "a", "no", "me", "he", "son",
 * "I" and "us" are left out, being Spanish words or part of "Form I-130" and "U.S.").
 */
const ENGLISH_WORDS = new Set([
  'the', 'and', 'your', 'you', 'yours', 'to', 'of', 'is', 'are', 'was', 'were', 'will', 'would', 'should', 'must', 'can', 'could',
  'what', 'who', 'which', 'when', 'where', 'why', 'how', 'please', 'this', 'that', 'these', 'those', 'with', 'for', 'from', 'by',
  'be', 'been', 'being', 'have', 'has', 'had', 'do', 'does', 'did', 'we', 'our', 'they', 'their', 'it', 'its', 'in', 'on', 'at',
  'or', 'if', 'not', 'an', 'my', 'any', 'all', 'there', 'here', 'than', 'then', 'about', 'into', 'yet', 'still', 'only',
]);

/**
 * What stays English on a Spanish screen: USCIS's own names for its forms, parts and items (the
 * forms are in English and the Spanish names them so), the forms' official titles, words quoted
 * as an English document prints them, and whatever
 * the caller keeps (the couple's own names, addresses and answers).
 */
const OFFICIAL_REFERENCE =
  /\b(?:Forms?\s+[A-Z]-\d+[A-Z]?(?:\s*,?\s*(?:Part|Page|Item(?:\s+Number)?|Line)s?\s+\d+[.\w-]*)*|(?:Part|Page|Item(?:\s+Number)?|Line)s?\s+\d+[.\w-]*)/g;
/** Words quoted as printed on an English document ("valid only with DHS authorization"): what the couple must look for on the paper. */
const QUOTED = /"[^"\n]*"|“[^”\n]*”/g;
const OFFICIAL_TITLES: readonly string[] = [
  ...PACKAGE_FORMS.map(({ title }) => title),
  // USCIS's names of documents, kept in English beside the Spanish so the couple finds them on the paper.
  'Certificate of Naturalization',
  'Certificate of Citizenship',
  'Affidavit of Support',
  'Employment Authorization Document',
  'Notice of Action',
  'Arrival/Departure Record',
];

const longestFirst = (texts: readonly string[]) => [...texts].filter((text) => text.trim().length > 0).sort((a, b) => b.length - a.length);

/** The sentences of `text` (a page's visible text) that read as English, once `kept` (and the official names) are set aside. */
export function englishSentences(text: string, kept: readonly string[] = []): string[] {
  const setAside = longestFirst([...OFFICIAL_TITLES, ...kept]);
  return text
    .split(/\n|(?<=[.!?;])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const rest = setAside.reduce((left, keptText) => left.split(keptText).join(' '), sentence).replace(OFFICIAL_REFERENCE, ' ').replace(QUOTED, ' ');
      const words = rest.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
      return words.filter((word) => ENGLISH_WORDS.has(word)).length >= 2;
    });
}

/** The English sentences of the page's visible text (document.body.innerText). */
export async function englishOnPage(page: Page, kept: readonly string[] = []): Promise<string[]> {
  return englishSentences(await page.evaluate(() => document.body.innerText), kept);
}

/** The texts a couple typed (names, addresses, their own answers) to set aside: every string in `answers`, deep. */
export function typedTexts(answers: unknown): string[] {
  if (typeof answers === 'string') return answers.trim().length >= 3 ? [answers.trim()] : [];
  if (Array.isArray(answers)) return answers.flatMap(typedTexts);
  if (answers && typeof answers === 'object') return Object.values(answers).flatMap(typedTexts);
  return [];
}
