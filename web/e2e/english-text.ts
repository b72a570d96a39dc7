import type { Page } from 'playwright-core';
import { PACKAGE_FORMS } from '../../domain/product/package.ts';

/**
 * Finds the English sentences left on a screen that should read in Spanish (issue 22, "Done when":
 * no English sentence on any screen). A sentence reads as English when it holds two English
 * function words or more: words a Spanish sentence never uses (so "a", "no", "me", "he", "son",
 * "I" and "us" are left out, being Spanish words or part of "Form I-130" and "U.S."); when it
 * writes a date the English way ("September 17, 2026", "May 2026"); or when it is nothing but a
 * common English word of an interface ("Next", "(optional)", "Loading…"), alone in its line or in
 * parentheses, as a button, a label's mark or a placeholder shows it.
 */
const ENGLISH_WORDS = new Set([
  'the', 'and', 'your', 'you', 'yours', 'to', 'of', 'is', 'are', 'was', 'were', 'will', 'would', 'should', 'must', 'can', 'could',
  'what', 'who', 'which', 'when', 'where', 'why', 'how', 'please', 'this', 'that', 'these', 'those', 'with', 'for', 'from', 'by',
  'be', 'been', 'being', 'have', 'has', 'had', 'do', 'does', 'did', 'we', 'our', 'they', 'their', 'it', 'its', 'in', 'on', 'at',
  'or', 'if', 'not', 'an', 'my', 'any', 'all', 'there', 'here', 'than', 'then', 'about', 'into', 'yet', 'still', 'only',
]);

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const SHORT_MONTHS = 'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec';
/** "September 17, 2026", "Sept. 17", "May 2026", "17 September 2026": a month named in English beside a day or a year. Spanish writes "17 de septiembre de 2026". */
const ENGLISH_DATE = new RegExp(
  `\\b(?:(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|(?:${MONTHS})\\s+\\d{4}\\b|\\d{1,2}\\s+(?:${MONTHS})\\b|(?:${SHORT_MONTHS})\\.?\\s+\\d{1,2},\\s*\\d{4}\\b)`,
);

/**
 * Words of an interface that a Spanish screen never shows alone: none is a Spanish word ("Error",
 * "Total" and "No" are, and are left out). Compared in lower case, a line or a parenthesis at a time.
 */
const UI_WORDS = new Set([
  'next', 'back', 'previous', 'save', 'saved', 'saving', 'optional', 'required', 'loading', 'cancel', 'continue', 'submit', 'edit',
  'delete', 'remove', 'add', 'close', 'open', 'download', 'upload', 'help', 'done', 'yes', 'retry', 'skip', 'search', 'print',
  'send', 'confirm', 'today', 'settings', 'dashboard', 'preview', 'pay', 'show', 'hide', 'more', 'less', 'clear', 'finish',
  'sign in', 'sign out', 'sign up', 'log in', 'log out', 'go back', 'try again', 'learn more', 'read more', 'show more', 'not specified',
]);
/** A line's text as a lone word: its surrounding marks ("(optional)", "Next →", "Loading…", "Starts:") dropped. */
const bare = (text: string) => text.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').replace(/\s+/g, ' ');
/** A line break, or the space after a sentence's end but not after a month's abbreviation ("Sept. 17"). */
const SENTENCE_END = new RegExp(`\\n|(?<=[.!?;])(?<!\\b(?:${SHORT_MONTHS})\\.)\\s+`);
const PARENTHESES = /\(([^()\n]*)\)/g;

/** Whether what is left of a line, once the kept texts are set aside, is an English interface word or a date written the English way. */
function englishWordOrDate(rest: string): boolean {
  if (ENGLISH_DATE.test(rest)) return true;
  if (UI_WORDS.has(bare(rest))) return true;
  return [...rest.matchAll(PARENTHESES)].some(([, inner]) => UI_WORDS.has(bare(inner ?? '')));
}

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
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const rest = setAside.reduce((left, keptText) => left.split(keptText).join(' '), sentence).replace(OFFICIAL_REFERENCE, ' ').replace(QUOTED, ' ');
      const words = rest.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
      if (words.filter((word) => ENGLISH_WORDS.has(word)).length >= 2) return true;
      return englishWordOrDate(rest);
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
