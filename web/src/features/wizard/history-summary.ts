import type { HistorySpec } from '@domain/catalogue/types.ts';
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

/** "2 years 3 months", "5 months", "12 days": how long a stretch is, as a person says it. */
export function spokenLength(days: number): string {
  if (days < 45) return `${days} day${days === 1 ? '' : 's'}`;
  const months = Math.round(days / 30.44);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years > 0 ? `${years} year${years === 1 ? '' : 's'}` : '', rest > 0 ? `${rest} month${rest === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The timeline's words for a history's gaps. A gap of up to HISTORY_TOLERANCE_DAYS days passes the
 * check (moving house or changing jobs leaves one) but is still named, so "No gaps" is said only
 * when no day is missing.
 */
export function historySummary<E>(coverage: HistoryCoverage<E>, kind: HistorySpec['kind'], complete: boolean, hasEntries: boolean): HistorySummary {
  const toFill = coverage.gaps.filter((gap) => gap.days > HISTORY_TOLERANCE_DAYS);
  const short = coverage.gaps.filter((gap) => gap.days <= HISTORY_TOLERANCE_DAYS);
  const missing = kind === 'address' ? 'without an address' : 'without a job, school or time without work';
  const shortLine = (gap: Period) => {
    const advice = kind === 'address' ? 'fine if you were moving; if you lived somewhere else then, add that address' : 'fine between two jobs';
    const days = gap.from === gap.to ? toUscisDate(gap.from) : `${toUscisDate(gap.from)} to ${toUscisDate(gap.to)}`;
    return `${spokenLength(gap.days)} ${missing} (${days}): ${advice}.`;
  };
  let chip: HistorySummary['chip'] = null;
  if (toFill.length > 0 && hasEntries) chip = { tone: 'fill', label: `${plural(toFill.length, 'gap')} to fill` };
  else if (toFill.length === 0 && complete) {
    chip = short.length > 0 ? { tone: 'short', label: plural(short.length, 'short gap') } : { tone: 'clear', label: 'No gaps' };
  }
  return {
    chip,
    toFill: toFill.map((gap) => `Nothing from ${toMonthLabel(gap.from)} to ${toMonthLabel(gap.to)} (${spokenLength(gap.days)})`),
    short: short.map(shortLine),
  };
}
