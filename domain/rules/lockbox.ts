import { addDays } from './dates.ts';
import { rowInEffect } from './dated-table.ts';

/**
 * Where a family-based Form I-485 is mailed with the Form I-130 it rests on (a spouse of a U.S.
 * citizen, or of a permanent resident whose category is current): the USCIS lockbox for the state
 * the applicant lives in, as a dated table of USCIS's chart. A new chart is one new row.
 */

export type LockboxName = 'Chicago' | 'Dallas' | 'Elgin' | 'Phoenix';

export interface Lockbox {
  readonly name: LockboxName;
  /** For the U.S. Postal Service (a P.O. box): each line as it is written on the envelope. */
  readonly usps: readonly string[];
  /** For FedEx, UPS and DHL, which cannot deliver to a P.O. box. */
  readonly courier: readonly string[];
  /** Two-letter codes of the states and territories it serves. */
  readonly states: readonly string[];
}

export interface LockboxChart {
  /** The day USCIS last changed the chart (ISO date): it applies from then on. */
  readonly effective: string;
  /** The last day the chart was read and found current (ISO date). */
  readonly confirmed: string;
  readonly source: string;
  readonly lockboxes: readonly Lockbox[];
}

/** Oldest first. */
export const FAMILY_LOCKBOX_CHARTS: readonly LockboxChart[] = [
  {
    effective: '2024-10-11',
    confirmed: '2026-10-01',
    // The chart as transcribed from uscis.gov on 2026-10-01 in the public repository christophermarsh/briefcaddy
    // (schemas/law/uscis_lockboxes.json); the Dallas and Elgin boxes agree with committocitizenship.org's copy.
    source: 'USCIS, "USCIS Lockbox Filing Locations Chart for Certain Family-Based Forms" (Forms I-130, I-131, I-485, I-765, I-864), page updated 10/11/2024',
    lockboxes: [
      {
        name: 'Chicago',
        usps: ['USCIS', 'Attn: AOS', 'P.O. Box 805887', 'Chicago, IL 60680'],
        courier: ['USCIS', 'Attn: AOS (Box 805887)', '131 S. Dearborn St., 3rd Floor', 'Chicago, IL 60603-5517'],
        states: ['CA', 'CT', 'DC', 'FL', 'GU', 'IL', 'MA', 'ME', 'MN', 'MP', 'NH', 'NJ', 'OH', 'PR', 'RI', 'SC', 'VI', 'VT'],
      },
      {
        name: 'Dallas',
        usps: ['USCIS', 'Attn: AOS', 'P.O. Box 650288', 'Dallas, TX 75265-0288'],
        courier: ['USCIS', 'Attn: AOS (Box 650288)', '2501 S. State Hwy. 121 Business, Suite 400', 'Lewisville, TX 75067-8003'],
        states: ['TX'],
      },
      {
        name: 'Elgin',
        usps: ['USCIS', 'Attn: AOS', 'P.O. Box 4109', 'Carol Stream, IL 60197-4109'],
        courier: ['USCIS', 'Attn: AOS (Box 4109)', '2500 Westfield Drive', 'Elgin, IL 60124-7836'],
        states: ['DE', 'GA', 'IA', 'IN', 'KS', 'MD', 'MI', 'MO', 'MS', 'NC', 'ND', 'NE', 'NY', 'PA', 'SD', 'VA', 'WI', 'WV'],
      },
      {
        name: 'Phoenix',
        usps: ['USCIS', 'Attn: AOS', 'P.O. Box 20500', 'Phoenix, AZ 85036-0500'],
        courier: ['USCIS', 'Attn: AOS (Box 20500)', '2108 E. Elliot Rd.', 'Tempe, AZ 85284-1806'],
        states: ['AK', 'AL', 'AR', 'AZ', 'CO', 'HI', 'ID', 'KY', 'LA', 'MT', 'NM', 'NV', 'OK', 'OR', 'TN', 'UT', 'WA', 'WY'],
      },
    ],
  },
];

/** Where USCIS publishes the chart: what a person reads when the product does not know the address. */
export const LOCKBOX_CHART_PAGE = 'uscis.gov/i-485-addresses';

/**
 * USCIS moves lockboxes without notice to the product: a chart not read again for this many days
 * before the filing date is not printed as the address, the person is sent to the chart instead.
 */
export const LOCKBOX_CHART_REVIEW_DAYS = 180;

export type LockboxAnswer =
  | { readonly kind: 'lockbox'; readonly lockbox: Lockbox; readonly chart: LockboxChart }
  /** No chart in effect on the date, or the chart was not confirmed recently enough. */
  | { readonly kind: 'unknown' }
  /** The state is on no lockbox of the chart (American Samoa, an APO/FPO address, no state given). */
  | { readonly kind: 'not on the chart'; readonly chart: LockboxChart };

/** The chart of `charts` in effect on `filingDate`, unless it was not read again for LOCKBOX_CHART_REVIEW_DAYS before it. */
export function chartInForce<C extends LockboxChart>(charts: readonly C[], filingDate: string): C | null {
  const chart = rowInEffect(charts, filingDate, (row) => row.effective);
  const reviewBy = chart ? addDays(chart.confirmed, LOCKBOX_CHART_REVIEW_DAYS) : null;
  return !chart || reviewBy === null || filingDate > reviewBy ? null : chart;
}

/** The lockbox of `chart` serving `state` (two-letter code). */
export function lockboxOf(chart: LockboxChart, state: string): LockboxAnswer {
  const code = state.trim().toUpperCase();
  const lockbox = chart.lockboxes.find((candidate) => candidate.states.includes(code));
  return lockbox ? { kind: 'lockbox', lockbox, chart } : { kind: 'not on the chart', chart };
}

/**
 * The lockbox for a family-based I-485 of an applicant living in `state` (two-letter code), mailed
 * on `filingDate`: with its Form I-130, or on a Form I-130 filed before it, pending or approved
 * (the chart covers both: USCIS's "Direct Filing Addresses for Form I-485" sends family-based
 * applicants to it).
 */
export function familyLockboxFor(state: string, filingDate: string): LockboxAnswer {
  const chart = chartInForce(FAMILY_LOCKBOX_CHARTS, filingDate);
  return chart ? lockboxOf(chart, state) : { kind: 'unknown' };
}
