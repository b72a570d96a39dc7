import { chartInForce, lockboxOf, type Lockbox, type LockboxAnswer, type LockboxChart } from './lockbox.ts';

/**
 * Where a Form I-130 (with its Form I-130A) filed on its own is mailed: the USCIS lockbox for the
 * state the petitioner lives in, from USCIS's "Direct Filing Addresses for Form I-130, Petition for
 * Alien Relative", as a dated table. A Form I-130 filed with a Form I-485 goes to the family-based
 * lockbox chart instead (lockbox.ts). A new chart is one new row.
 */

export interface PetitionLockboxChart extends LockboxChart {
  /** The lockbox of a petitioner who lives outside the United States. */
  readonly abroad: Lockbox;
}

const PHOENIX: Lockbox = {
  name: 'Phoenix',
  usps: ['USCIS', 'Attn: I-130', 'P.O. Box 21700', 'Phoenix, AZ 85036-1700'],
  courier: ['USCIS', 'Attn: I-130 (Box 21700)', '2108 E. Elliot Rd.', 'Tempe, AZ 85284-1806'],
  states: ['AK', 'AS', 'AZ', 'CA', 'CO', 'FL', 'GU', 'HI', 'ID', 'KS', 'MP', 'MT', 'ND', 'NE', 'NM', 'NV', 'OK', 'OR', 'PR', 'SD', 'TX', 'UT', 'VI', 'WA', 'WY'],
};

const ELGIN: Lockbox = {
  name: 'Elgin',
  usps: ['USCIS', 'Attn: I-130', 'P.O. Box 4053', 'Carol Stream, IL 60197-4053'],
  courier: ['USCIS', 'Attn: I-130 (Box 4053)', '2500 Westfield Drive', 'Elgin, IL 60124-7836'],
  states: [
    'AA', 'AE', 'AL', 'AP', 'AR', 'CT', 'DC', 'DE', 'FM', 'GA', 'IA', 'IL', 'IN', 'KY', 'LA', 'MA', 'MD', 'ME', 'MH', 'MI', 'MN', 'MO', 'MS',
    'NC', 'NH', 'NJ', 'NY', 'OH', 'PA', 'PW', 'RI', 'SC', 'TN', 'VA', 'VT', 'WI', 'WV',
  ],
};

/** Oldest first. */
export const PETITION_LOCKBOX_CHARTS: readonly PetitionLockboxChart[] = [
  {
    // USCIS's own date for this chart is not in the copies read, so it applies from the day it was
    // read: the state-by-state table with its addresses as transcribed in a public repository's
    // filing-address table (PHP, "I130" group), read 2026-11-27; its lockbox for Alaska (Phoenix),
    // Alabama and a petitioner abroad (Elgin) agrees with a copy of the USCIS page at
    // usciss.us/i-130-addresses.html, read the same day.
    effective: '2026-11-27',
    confirmed: '2026-11-27',
    source: 'USCIS, "Direct Filing Addresses for Form I-130", the rows for a Form I-130 filed alone',
    lockboxes: [PHOENIX, ELGIN],
    abroad: ELGIN,
  },
];

/** Where USCIS publishes the chart: what a person reads when the product does not know the address. */
export const PETITION_CHART_PAGE = 'uscis.gov/i-130-addresses';

/**
 * The lockbox for a Form I-130 filed alone, on `filingDate`, by a petitioner living in `state`
 * (two-letter code), or outside the United States when `abroad`.
 */
export function petitionLockboxFor(state: string, abroad: boolean, filingDate: string): LockboxAnswer {
  const chart = chartInForce(PETITION_LOCKBOX_CHARTS, filingDate);
  if (!chart) return { kind: 'unknown' };
  return abroad ? { kind: 'lockbox', lockbox: chart.abroad, chart } : lockboxOf(chart, state);
}
