import type { CatalogueText } from '../text.ts';
import { select, voiceOf } from './person-voice.ts';

/**
 * The words of the applicant's own wizards (I-485 eligibility, I-765, I-131): every question is
 * about the beneficiary, who applies. They speak to the beneficiary filling in ("Have you EVER…")
 * and name them to the petitioner filling in ("Has Priya EVER…"), as the person wizards do
 * (filled-by.ts). Read without knowing who fills in, they speak to "you", as the forms print them.
 */
export const applicant = (you: string, other: string): CatalogueText => voiceOf('b').text(select(you, other));

/** Words written with `select` (possibly mixed with plain text) as the applicant's voiced text. */
export const inApplicantVoice = (words: string): CatalogueText => voiceOf('b').text(words);

export { select };
