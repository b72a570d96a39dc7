import type { HistorySpec } from '../catalogue/types.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';
import { addDays, addMonths, daysBetween, isCalendarDate, toMonthLabel } from './dates.ts';

/**
 * Five-year address and employment histories (I-130, I-130A, I-485): the entries must cover
 * every day of the five years before today, allowing the small gaps and overlaps that moving
 * house or changing jobs leaves.
 */
export const HISTORY_MONTHS = 60;
export const HISTORY_TOLERANCE_DAYS = 30;

/** A dated stretch of a history; both ends are ISO dates and count as covered. */
export interface HistoryEntry {
  readonly from: string;
  readonly to: string;
}

/** A stretch of days with its length (both ends included). */
export interface Period {
  readonly from: string;
  readonly to: string;
  readonly days: number;
}

export interface Overlap<E> extends Period {
  readonly first: E;
  readonly second: E;
}

export interface HistoryCoverage<E> {
  /** The five years checked: from the same day five years ago to today. */
  readonly window: { readonly from: string; readonly to: string };
  /** The days the entries cover inside the window, merged and in order. */
  readonly covered: readonly Period[];
  /** Every uncovered stretch inside the window, however short, in order. */
  readonly gaps: readonly Period[];
  /** Every pair of entries that share days inside the window, in order of the first. */
  readonly overlaps: readonly Overlap<E>[];
}

const inclusiveDays = (from: string, to: string): number => (daysBetween(from, to) ?? -1) + 1;
const later = (a: string, b: string): string => (a > b ? a : b);
const earlier = (a: string, b: string): string => (a < b ? a : b);

/**
 * What the entries cover of the five years before `today`, the gaps and the overlaps: the one
 * computation behind both the check and the timeline the web client draws. Entries whose dates
 * are not calendar dates or run backwards are left out; parts outside the window are cut off.
 * Null when `today` is not a calendar date.
 */
export function historyCoverage<E extends HistoryEntry>(entries: readonly E[], today: string): HistoryCoverage<E> | null {
  const windowFrom = addMonths(today, -HISTORY_MONTHS);
  if (windowFrom === null) return null;
  const clipped = entries
    .map((entry) => ({ entry, from: entry.from.trim(), to: entry.to.trim() }))
    .filter(({ from, to }) => isCalendarDate(from) && isCalendarDate(to) && from <= to)
    .map(({ entry, from, to }) => ({ entry, from: later(from, windowFrom), to: earlier(to, today) }))
    .filter((c) => c.from <= c.to)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));

  const covered: Period[] = [];
  const gaps: Period[] = [];
  let coveredUpTo = addDays(windowFrom, -1) ?? windowFrom; // the last covered day so far
  const addGapBefore = (from: string): void => {
    const gapFrom = addDays(coveredUpTo, 1);
    const gapTo = addDays(from, -1);
    if (gapFrom !== null && gapTo !== null && gapFrom <= gapTo) {
      gaps.push({ from: gapFrom, to: gapTo, days: inclusiveDays(gapFrom, gapTo) });
    }
  };
  for (const { from, to } of clipped) {
    const last = covered.at(-1);
    if (last && from <= (addDays(last.to, 1) ?? last.to)) {
      if (to > last.to) covered[covered.length - 1] = { from: last.from, to, days: inclusiveDays(last.from, to) };
    } else {
      addGapBefore(from);
      covered.push({ from, to, days: inclusiveDays(from, to) });
    }
    coveredUpTo = later(coveredUpTo, to);
  }
  addGapBefore(addDays(today, 1) ?? today);

  const overlaps: Overlap<E>[] = [];
  for (const [i, a] of clipped.entries()) {
    for (const b of clipped.slice(i + 1)) {
      if (b.from > a.to) break;
      const to = earlier(a.to, b.to);
      overlaps.push({ first: a.entry, second: b.entry, from: b.from, to, days: inclusiveDays(b.from, to) });
    }
  }
  return { window: { from: windowFrom, to: today }, covered, gaps, overlaps };
}

/** One row of a history group as the check reads it: its answers, keyed by item key. */
export type HistoryRow = Readonly<Record<string, unknown>>;

export interface HistoryCheckInput {
  readonly spec: HistorySpec;
  readonly rows: readonly HistoryRow[];
  /** What one row is called ("address", "employer"). */
  readonly itemLabel: string | undefined;
  /** The answer under spec.currentFromKey (the move-in date of the current address), when the spec has one. */
  readonly currentFrom: unknown;
  readonly today: string;
  /** The reader's language, for the entries' names and the messages; English when not said. */
  readonly language?: Language;
}

/** One entry of a history as a person names it; `row` is its index in the list, or 'current' for the entry beside it. */
export interface LabelledHistoryEntry extends HistoryEntry {
  readonly label: string;
  readonly row: number | 'current';
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const dateText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The entries of a history that can be read, for the check and for the timeline the web client
 * draws (with historyCoverage). `complete` is false while any entry cannot be read (a date missing,
 * not on the calendar, running backwards or starting in the future).
 */
export function historyEntries(input: HistoryCheckInput): { entries: LabelledHistoryEntry[]; complete: boolean } {
  const { spec, rows, today } = input;
  const language = input.language ?? DEFAULT_LANGUAGE;
  const label = input.itemLabel?.trim() || translate(language, spec.kind === 'address' ? 'check.history.address' : 'check.history.job');
  const entries: LabelledHistoryEntry[] = [];
  let complete = true;
  const readable = (from: string, to: string): boolean =>
    isCalendarDate(from) && isCalendarDate(to) && from <= to && from <= today;
  for (const [index, row] of rows.entries()) {
    const from = dateText(row[spec.fromKey]);
    const isCurrent = spec.currentKey !== undefined && dateText(row[spec.currentKey]).toLowerCase() === 'yes';
    const to = isCurrent ? today : dateText(row[spec.toKey]);
    if (readable(from, to)) entries.push({ from, to, label: translate(language, 'check.history.entry', { label, number: index + 1 }), row: index });
    else complete = false;
  }
  if (spec.currentFromKey !== undefined) {
    const from = dateText(input.currentFrom);
    const current = translate(language, spec.kind === 'address' ? 'check.history.currentAddress' : 'check.history.currentJob');
    if (readable(from, today)) entries.push({ from, to: today, label: current, row: 'current' });
    else complete = false;
  }
  return { entries, complete };
}

function gapMessage(kind: HistorySpec['kind'], gap: Period, language: Language): string {
  const dates = { from: toMonthLabel(gap.from), to: toMonthLabel(gap.to) };
  return translate(language, kind === 'address' ? 'check.history.gapAddress' : 'check.history.gapJob', dates);
}

/**
 * The messages for a five-year history: every gap over 30 days by month, and for addresses every
 * two entries that overlap by more than 30 days. Overlapping jobs are allowed: people hold two
 * jobs at once, and the forms list both.
 */
export function checkHistory(input: HistoryCheckInput): string[] {
  // Answers that cannot be read get their own messages first; the coverage is checked once they are fixed.
  const { entries, complete } = historyEntries(input);
  if (!complete) return [];
  const coverage = historyCoverage(entries, input.today);
  if (coverage === null) return [];
  const messages = coverage.gaps
    .filter((gap) => gap.days > HISTORY_TOLERANCE_DAYS)
    .map((gap) => gapMessage(input.spec.kind, gap, input.language ?? DEFAULT_LANGUAGE));
  if (input.spec.kind === 'address') {
    for (const overlap of coverage.overlaps) {
      if (overlap.days <= HISTORY_TOLERANCE_DAYS) continue;
      messages.push(
        translate(input.language ?? DEFAULT_LANGUAGE, 'check.history.overlap', {
          first: capitalised(overlap.first.label),
          second: overlap.second.label,
          from: toMonthLabel(overlap.from),
          to: toMonthLabel(overlap.to),
          days: String(overlap.days),
        }),
      );
    }
  }
  return messages;
}
