import { answer, shownAnswers } from '../catalogue/shown.ts';
import { compareIsoDates, isCalendarDate } from '../rules/dates.ts';
import type { DatedAnswers } from '../answers.ts';
import { addressAt, currentHome, currentHomeSince, stateCode, type Address } from './address.ts';

/** The couple's marriage: its date (ISO) and place. */
export interface CurrentMarriage {
  readonly date: string;
  readonly city: string;
  /** Two-letter code, only for a marriage in the United States. */
  readonly state: string;
  readonly province: string;
  readonly country: string;
}

/** The couple's marriage as MARRIAGE_INFO gives it. */
export function currentMarriage(ctx: DatedAnswers): CurrentMarriage {
  const married = (key: 'marriageDate' | 'marriageCity' | 'marriageState' | 'marriageProvince' | 'marriageCountry') => answer(ctx, 'MARRIAGE_INFO', key);
  return {
    date: married('marriageDate'),
    city: married('marriageCity'),
    state: stateCode(married('marriageState')),
    province: married('marriageProvince'),
    country: married('marriageCountry'),
  };
}

/**
 * The last address where the couple lived together (Form I-130 Part 4 items 59-60):
 * - 'now': they live together, at the beneficiary's current home, since the later of their two
 *   move-in dates ('' when either is not answered);
 * - 'before': they live apart now, and this is the last home they shared, with its period;
 * - 'never': they have never lived together;
 * - null while the questions are not answered.
 */
export type LastHomeTogether =
  | { readonly kind: 'now'; readonly address: Address; readonly from: string }
  | { readonly kind: 'before'; readonly address: Address; readonly from: string; readonly to: string }
  | { readonly kind: 'never' };

export function lastHomeTogether(ctx: DatedAnswers): LastHomeTogether | null {
  const together = answer(ctx, 'MARRIAGE_INFO', 'marriageBPCurrentlyLiveTogether');
  if (together === 'yes') {
    const address = currentHome(ctx, 'b');
    if (!address) return null;
    const movedIn = [currentHomeSince(ctx, 'p'), currentHomeSince(ctx, 'b')];
    const [a, b] = movedIn;
    const from = a && b && isCalendarDate(a) && isCalendarDate(b) ? (compareIsoDates(a, b) >= 0 ? a : b) : '';
    return { kind: 'now', address, from };
  }
  if (together !== 'no') return null;
  const ever = answer(ctx, 'MARRIAGE_INFO', 'marriageBPEverLivedTogether');
  if (ever === 'no') return { kind: 'never' };
  if (ever !== 'yes') return null;
  const address = addressAt(shownAnswers(ctx, 'MARRIAGE_INFO'), 'lastPhysicalBAndPLivedTogether');
  if (!address) return null;
  return {
    kind: 'before',
    address,
    from: answer(ctx, 'MARRIAGE_INFO', 'lastPhysicalBAndPLivedTogetherDateFrom'),
    to: answer(ctx, 'MARRIAGE_INFO', 'lastPhysicalBAndPLivedTogetherDateTo'),
  };
}
