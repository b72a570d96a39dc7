import { addDays } from '../rules/dates.ts';
import type { KnownForm } from './types.ts';

/**
 * Which editions of each form USCIS accepts, from when until when: a dated table read for the
 * filing date. A USCIS alert about a new edition is one new row (and the last day of the row it
 * replaces).
 */
export interface EditionRow {
  readonly form: KnownForm;
  /** As printed in the footer of every page: 'mm/dd/yy'. */
  readonly edition: string;
  /**
   * The first day USCIS accepts it (ISO). null where no source at hand records it: it then counts
   * as accepted from the day it is dated (see `firstAcceptedDay`).
   */
  readonly acceptedFrom: string | null;
  /**
   * The last day USCIS accepts it (ISO); null while it is current; 'replaced' when it is known to
   * be replaced but its last day is not recorded, so it is never taken as accepted.
   */
  readonly acceptedUntil: string | null | 'replaced';
  /** Where the dates come from. */
  readonly source: string;
}

export const EDITIONS: readonly EditionRow[] = [
  {
    form: 'i-130',
    edition: '04/01/24',
    acceptedFrom: '2024-04-01',
    acceptedUntil: null,
    source: 'Edition of the USCIS fee rule (89 FR 6194), in force 2024-04-01; current on 2026-11-24 (USCIS forms page, summed up in uscis-forms/previous-editions/README.md).',
  },
  {
    form: 'i-130a',
    edition: '04/01/24',
    acceptedFrom: '2024-04-01',
    acceptedUntil: null,
    source: 'Edition of the USCIS fee rule (89 FR 6194), in force 2024-04-01; current on 2026-11-24 (USCIS forms page, summed up in uscis-forms/previous-editions/README.md).',
  },
  {
    form: 'i-485',
    edition: '02/21/23',
    acceptedFrom: null,
    acceptedUntil: '2025-02-09',
    source: 'USCIS alert on the revised Form I-485 (2024-12-10), as quoted by hooyou.com (2025-02-16) and motaword.com (2025-03-07): earlier editions rejected from 2025-02-10.',
  },
  {
    form: 'i-485',
    edition: '01/20/25',
    acceptedFrom: null,
    acceptedUntil: '2026-09-17',
    source: 'USCIS alert on the 09/18/26 edition (public-charge final rule, 91 FR 45324): rejected when postmarked on or after 2026-09-18, no grace period (issue 11). First day not recorded: the sources at hand disagree about the editions of early 2025.',
  },
  {
    form: 'i-485',
    edition: '09/18/26',
    acceptedFrom: '2026-09-18',
    acceptedUntil: null,
    source: 'Published 2026-09-18 for the public-charge final rule (91 FR 45324), the only edition accepted from that day (USCIS alert, issue 11).',
  },
  {
    form: 'i-864',
    edition: '12/08/21',
    acceptedFrom: null,
    acceptedUntil: 'replaced',
    source: 'Replaced by the 10/17/24 edition; its last day is not recorded in the sources at hand.',
  },
  {
    form: 'i-864',
    edition: '10/17/24',
    acceptedFrom: null,
    acceptedUntil: '2026-09-30',
    source: 'Accepted during the 30-day grace after the 08/24/26 edition was published (2026-08-31); filed from 2026-10-01 it counts as missing initial evidence, 8 CFR 103.2(b)(8) (USCIS alert, issue 11). First day not recorded.',
  },
  {
    form: 'i-864',
    edition: '08/24/26',
    acceptedFrom: '2026-08-31',
    acceptedUntil: null,
    source: 'Published 2026-08-31 (adds a privacy release); the only edition accepted from 2026-10-01 (USCIS alert, issue 11).',
  },
  {
    form: 'i-864a',
    edition: '08/24/26',
    acceptedFrom: null,
    acceptedUntil: null,
    source: 'Current edition (USCIS forms page, issue 15). First day not recorded. Its template and mapping are not in the product yet.',
  },
  {
    form: 'i-765',
    edition: '10/31/22',
    acceptedFrom: null,
    acceptedUntil: 'replaced',
    source: 'Replaced by later editions; its last day is not recorded in the sources at hand.',
  },
  {
    form: 'i-765',
    edition: '08/21/25',
    acceptedFrom: null,
    acceptedUntil: null,
    source: 'Current: a 09/15/26 edition announced without grace was postponed by a court order of 2026-09-14, and USCIS keeps accepting 08/21/25 until further notice (issue 11). When the order is lifted, add the 09/15/26 row and give this one its last day. First day not recorded.',
  },
  {
    form: 'i-131',
    edition: '01/20/25',
    acceptedFrom: null,
    acceptedUntil: null,
    source: 'Current on 2026-11-24 (USCIS forms page, summed up in uscis-forms/previous-editions/README.md). First day not recorded.',
  },
];

/** The day an edition is dated, 'mm/dd/yy' → 'YYYY-MM-DD' (USCIS editions are all of this century); null when not an edition. */
export function editionDay(edition: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(edition);
  return match ? `20${match[3]}-${match[1]}-${match[2]}` : null;
}

/** Newest edition first. */
export const byNewestEdition = (a: { edition: string }, b: { edition: string }): number =>
  (editionDay(b.edition) ?? '').localeCompare(editionDay(a.edition) ?? '');

/** Every edition of a form the table knows, newest first. */
export function editionsOf(form: KnownForm, table: readonly EditionRow[] = EDITIONS): EditionRow[] {
  return table.filter((row) => row.form === form).sort(byNewestEdition);
}

export function editionRow(form: KnownForm, edition: string, table: readonly EditionRow[] = EDITIONS): EditionRow | undefined {
  return table.find((row) => row.form === form && row.edition === edition);
}

/**
 * The first day an edition can be accepted: the recorded first day, and never before the day the
 * edition is dated. The edition printed in each page's footer is the date of that revision of the
 * form: it did not exist earlier, so no filing made before it can use it.
 */
export function firstAcceptedDay(row: EditionRow): string {
  const dated = editionDay(row.edition) ?? '';
  return row.acceptedFrom !== null && row.acceptedFrom > dated ? row.acceptedFrom : dated;
}

/** Whether USCIS accepts this edition of its form on `date` (ISO). */
export function isAccepted(row: EditionRow, date: string): boolean {
  if (row.acceptedUntil === 'replaced') return false;
  if (date < firstAcceptedDay(row)) return false;
  return row.acceptedUntil === null || date <= row.acceptedUntil;
}

/** The editions of a form USCIS accepts on `date`, newest first; empty when the table knows of none. */
export function acceptedEditions(form: KnownForm, date: string, table: readonly EditionRow[] = EDITIONS): EditionRow[] {
  return editionsOf(form, table).filter((row) => isAccepted(row, date));
}

/**
 * The first day USCIS no longer accepts an edition, when the table records it: the day after its
 * last day, or, for an edition filed too early, null (nothing replaced it yet).
 */
export function noLongerAcceptedSince(row: EditionRow): string | null {
  return typeof row.acceptedUntil === 'string' && row.acceptedUntil !== 'replaced' ? addDays(row.acceptedUntil, 1) : null;
}
