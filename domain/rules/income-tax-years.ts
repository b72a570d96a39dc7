import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';
import { isFilled, text, type Answers } from '../answers.ts';
import { JOINT_SPONSOR, PETITIONER_SPONSOR, type SponsorKeys } from '../catalogue/forms/sponsor-keys.ts';
import type { TextFacts } from '../catalogue/text.ts';
import { possibleMostRecent, taxYearOptions, taxYearsFrom, taxYearSpan, type TaxYears } from './tax-years.ts';

/**
 * Which tax years the INCOME answers are about. The answers record it themselves, under
 * TAX_YEAR_KEY: the most recent of the three years, chosen by the sponsor up to the April deadline
 * (has this year's return been filed?) and set by the wizard after it. A year's amount is never
 * read under another year: answers for other years than the filing date allows are flagged by the
 * check, and the wizard moves each answer to the slot of its own year.
 */

export const TAX_YEAR_KEY = 'incomeTaxYear';

/** The petitioner's INCOME answers that belong to one tax year, the most recent year first (Form I-864 Part 6 items 16.a to 16.c). */
export const TAX_YEAR_ANSWERS = PETITIONER_SPONSOR.taxYears;

/** "Did you file a return for each of the three years?": about the three years together. */
export const FILED_ALL_KEY = PETITIONER_SPONSOR.filedAll;

/** Both sponsors answer for the same three tax years: a change of year moves the answers of each. */
const SPONSORS: readonly SponsorKeys[] = [PETITIONER_SPONSOR, JOINT_SPONSOR];

/**
 * Answers saved before the years were recorded with them answered questions that named 2024, 2023
 * and 2022: the catalogue typed those years until then.
 */
export const YEAR_OF_UNRECORDED_ANSWERS = 2024;

const YEAR_KEYS: readonly string[] = [FILED_ALL_KEY, ...TAX_YEAR_ANSWERS.flatMap((keys) => [keys.income, keys.filed])];

/** The recorded year, when it is one: four digits. */
function recordedYear(income: Answers): number | null {
  const recorded = text(income[TAX_YEAR_KEY]);
  return /^\d{4}$/.test(recorded) ? Number(recorded) : null;
}

/** The most recent tax year the answers are about; null when no answer is about a tax year yet. */
export function answeredTaxYear(income: Answers): number | null {
  const recorded = recordedYear(income);
  if (recorded !== null) return recorded;
  return YEAR_KEYS.some((key) => isFilled(income[key])) ? YEAR_OF_UNRECORDED_ANSWERS : null;
}

/** The three years the answers are about, the most recent first; null when none is yet. */
export function answeredTaxYears(income: Answers): TaxYears | null {
  const year = answeredTaxYear(income);
  return year === null ? null : taxYearsFrom(year);
}

/**
 * The check's message when the answers are about other years than the filing date allows, else
 * null: after the April deadline the most recent tax year is last year; up to it, the year before
 * last too (while last year's return is not filed).
 */
export function staleTaxYearsMessage(income: Answers, filingDate: string, language: Language = DEFAULT_LANGUAGE): string | null {
  const answered = answeredTaxYear(income);
  const options = taxYearOptions(filingDate);
  if (answered === null || options === null || possibleMostRecent(options).includes(answered)) return null;
  const now = options.ask
    ? translate(language, 'check.staleTaxYears.ask', { previous: String(options.latestDue - 1), latest: String(options.latestDue) })
    : String(options.latestDue);
  return translate(language, 'check.staleTaxYears', { answered: taxYearSpan(answered), now });
}

/**
 * The answers moved from the years ending with `from` to those ending with `to`: each year's
 * amount and filed answer stay with their year, a year no longer asked is dropped and a new one
 * is left to answer. "Filed for each of the three years" spoke of the old years: a Yes is kept as
 * a Yes for each year still asked, and the question is asked again.
 */
export function movedToTaxYear(income: Answers, from: number, to: number): Answers {
  if (from === to) return income;
  const moved: Answers = { ...income };
  for (const sponsor of SPONSORS) {
    const filedAll = text(income[sponsor.filedAll]) === 'yes';
    sponsor.taxYears.forEach((keys, slot) => {
      const source = sponsor.taxYears[from - (to - slot)];
      for (const kind of ['income', 'filed'] as const) {
        const value = source ? (kind === 'filed' && filedAll ? 'yes' : income[source[kind]]) : undefined;
        if (value === undefined || !isFilled(value)) delete moved[keys[kind]];
        else moved[keys[kind]] = value;
      }
    });
    delete moved[sponsor.filedAll];
  }
  moved[TAX_YEAR_KEY] = String(to);
  return moved;
}

/**
 * What the wizard does as the answers change (`previous` to `next`) on the filing date: after the
 * deadline it records the one most recent tax year there is; up to it the sponsor's answer
 * records it. When the year recorded changes, the answers move with it; otherwise they stay.
 */
export function withTaxYearRecorded(previous: Answers, next: Answers, filingDate: string): Answers {
  const options = taxYearOptions(filingDate);
  if (!options) return next;
  const chosen = recordedYear(next);
  const target = options.ask ? (chosen !== null && possibleMostRecent(options).includes(chosen) ? chosen : null) : options.latestDue;
  if (target === null) return next;
  const from = answeredTaxYear(previous);
  if (from !== null && from !== target) return movedToTaxYear(next, from, target);
  return text(next[TAX_YEAR_KEY]) === String(target) ? next : { ...next, [TAX_YEAR_KEY]: String(target) };
}

/** The facts catalogue text is rendered with, for the INCOME answers on the filing date. */
export function taxYearFacts(filingDate: string, income: Answers): TextFacts {
  const options = taxYearOptions(filingDate);
  const answered = answeredTaxYear(income);
  const mostRecent = answered ?? (options && !options.ask ? options.latestDue : null);
  return { mostRecentTaxYear: mostRecent, latestDueTaxYear: options?.latestDue ?? null };
}
