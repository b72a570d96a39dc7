import type { HistorySpec } from '@domain/catalogue/types.ts';
import { longDate, monthYear } from '@domain/i18n/dates.ts';
import type { Language } from '@domain/i18n/languages.ts';
import { translate } from '@domain/i18n/messages.ts';
import { toMonthLabel, toUscisDate } from '@domain/rules/dates.ts';
import { HISTORY_TOLERANCE_DAYS, type HistoryCoverage, type Period } from '@domain/rules/history.ts';

/** What the five-year timeline says about its gaps: a chip, and one line for every gap, however short. */
export interface HistorySummary {
  /** 'clear' only when no day is missing; 'short' when every gap is within the tolerance. */
  readonly chip: { readonly tone: 'clear' | 'short' | 'fill'; readonly label: string } | null;
  /** Gaps the check reports (over the tolerance), by month. */
  readonly toFill: readonly string[];
  /** Gaps the check accepts, named by day, with what to do if they were not just a move. */
  readonly short: readonly string[];
}

/**
 * A month and a day as the timeline writes them: in English as the forms do (MM/YYYY,
 * MM/DD/YYYY); in Spanish by name ("mayo de YYYY", "4 de mayo de YYYY"), as a Spanish reader
 * would otherwise read 05/04 as the 5th of April (issue 22: dates are never ambiguous).
 */
export const monthOf = (language: Language, iso: string): string => (language === 'en' ? toMonthLabel(iso) : monthYear(language, iso));
const dayOf = (language: Language, iso: string): string => (language === 'en' ? toUscisDate(iso) : longDate(language, iso));

/** "2 years 3 months", "5 months", "12 days" ("2 años y 3 meses"): how long a stretch is, as a person says it. */
export function spokenLength(days: number, language: Language = 'en'): string {
  if (days < 45) return translate(language, 'walk.length.days', { count: days });
  const months = Math.round(days / 30.44);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearWords = translate(language, 'walk.length.years', { count: years });
  const monthWords = translate(language, 'walk.length.months', { count: rest });
  if (years === 0) return monthWords;
  return rest === 0 ? yearWords : translate(language, 'walk.length.yearsAndMonths', { years: yearWords, months: monthWords });
}

/**
 * The timeline's words for a history's gaps. A gap of up to HISTORY_TOLERANCE_DAYS days passes the
 * check (moving house or changing jobs leaves one) but is still named, so "No gaps" is said only
 * when no day is missing.
 */
export function historySummary<E>(
  coverage: HistoryCoverage<E>,
  kind: HistorySpec['kind'],
  complete: boolean,
  hasEntries: boolean,
  language: Language = 'en',
): HistorySummary {
  const toFill = coverage.gaps.filter((gap) => gap.days > HISTORY_TOLERANCE_DAYS);
  const short = coverage.gaps.filter((gap) => gap.days <= HISTORY_TOLERANCE_DAYS);
  const shortLine = (gap: Period) => {
    const days =
      gap.from === gap.to ? dayOf(language, gap.from) : translate(language, 'walk.timeline.dayRange', { from: dayOf(language, gap.from), to: dayOf(language, gap.to) });
    return translate(language, 'walk.timeline.shortLine', { length: spokenLength(gap.days, language), kind, days });
  };
  let chip: HistorySummary['chip'] = null;
  if (toFill.length > 0 && hasEntries) chip = { tone: 'fill', label: translate(language, 'walk.timeline.gapsToFill', { count: toFill.length }) };
  else if (toFill.length === 0 && complete) {
    chip =
      short.length > 0
        ? { tone: 'short', label: translate(language, 'walk.timeline.shortGaps', { count: short.length }) }
        : { tone: 'clear', label: translate(language, 'walk.timeline.noGaps') };
  }
  return {
    chip,
    toFill: toFill.map((gap) =>
      translate(language, 'walk.timeline.nothingFrom', { from: monthOf(language, gap.from), to: monthOf(language, gap.to), length: spokenLength(gap.days, language) }),
    ),
    short: short.map(shortLine),
  };
}
