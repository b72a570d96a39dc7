import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../rules/dates.ts';
import { acceptedEditions, EDITIONS, editionDay, editionsOf, isAccepted, noLongerAcceptedSince, type EditionRow } from './editions.ts';
import { MAPPINGS } from './registry.ts';
import { KNOWN_FORMS } from './types.ts';

const editions = (rows: readonly EditionRow[]) => rows.map((row) => row.edition);

describe('the edition table', () => {
  it('holds well-formed rows: a real edition, real dates in order, a source, no edition twice', () => {
    const seen = new Set<string>();
    for (const row of EDITIONS) {
      const key = `${row.form} ${row.edition}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(editionDay(row.edition), key).not.toBeNull();
      if (row.acceptedFrom !== null) expect(isCalendarDate(row.acceptedFrom), key).toBe(true);
      if (typeof row.acceptedUntil === 'string' && row.acceptedUntil !== 'replaced') {
        expect(isCalendarDate(row.acceptedUntil), key).toBe(true);
        if (row.acceptedFrom !== null) expect(row.acceptedFrom <= row.acceptedUntil, key).toBe(true);
      }
      expect(row.source.length, key).toBeGreaterThan(20);
    }
  });

  it('knows every edition a mapping is written for, and every form the product follows', () => {
    for (const mapping of MAPPINGS) expect(editionsOf(mapping.form).map((row) => row.edition), mapping.form).toContain(mapping.edition);
    for (const form of KNOWN_FORMS) expect(editionsOf(form).length, form).toBeGreaterThan(0);
    expect(editions(editionsOf('i-864a'))).toEqual(['08/24/26']);
  });

  it('lists a form’s editions newest first', () => {
    expect(editions(editionsOf('i-485'))).toEqual(['09/18/26', '01/20/25', '02/21/23']);
    expect(editions(editionsOf('i-864'))).toEqual(['08/24/26', '10/17/24', '12/08/21']);
  });

  it('takes the I-485 of 01/20/25 until 2026-09-17 and only the 09/18/26 edition from 2026-09-18, without grace', () => {
    expect(editions(acceptedEditions('i-485', '2026-09-17'))).toEqual(['01/20/25']);
    expect(editions(acceptedEditions('i-485', '2026-09-18'))).toEqual(['09/18/26']);
  });

  it('takes both I-864 editions during the grace from 2026-08-31 to 2026-09-30, then only 08/24/26', () => {
    expect(editions(acceptedEditions('i-864', '2026-08-30'))).toEqual(['10/17/24']);
    expect(editions(acceptedEditions('i-864', '2026-08-31'))).toEqual(['08/24/26', '10/17/24']);
    expect(editions(acceptedEditions('i-864', '2026-09-30'))).toEqual(['08/24/26', '10/17/24']);
    expect(editions(acceptedEditions('i-864', '2026-10-01'))).toEqual(['08/24/26']);
  });

  it('never takes an edition known to be replaced, and keeps the current I-765 and I-131', () => {
    expect(editions(acceptedEditions('i-765', '2026-11-25'))).toEqual(['08/21/25']);
    expect(editions(acceptedEditions('i-131', '2026-11-25'))).toEqual(['01/20/25']);
    expect(editions(acceptedEditions('i-130', '2024-03-31'))).toEqual([]);
  });

  it('never takes an edition before the day it is dated, whether or not its first day is recorded', () => {
    expect(editions(acceptedEditions('i-765', '2025-08-20'))).toEqual([]);
    expect(editions(acceptedEditions('i-765', '2025-08-21'))).toEqual(['08/21/25']);
    expect(editions(acceptedEditions('i-485', '2024-06-03'))).toEqual(['02/21/23']);
    expect(editions(acceptedEditions('i-485', '2025-01-19'))).toEqual(['02/21/23']);
    expect(editions(acceptedEditions('i-485', '2025-01-20'))).toEqual(['01/20/25', '02/21/23']);
    const recordedLater: EditionRow = { form: 'i-130', edition: '04/01/24', acceptedFrom: '2024-05-01', acceptedUntil: null, source: 'a row made for this test' };
    expect([isAccepted(recordedLater, '2024-04-30'), isAccepted(recordedLater, '2024-05-01')]).toEqual([false, true]);
  });

  it('says from which day an edition is no longer accepted, when that is recorded', () => {
    const row = (form: 'i-485' | 'i-864' | 'i-765', edition: string) => EDITIONS.find((r) => r.form === form && r.edition === edition);
    const i485 = row('i-485', '01/20/25');
    const i864 = row('i-864', '10/17/24');
    const i765 = row('i-765', '10/31/22');
    if (!i485 || !i864 || !i765) throw new Error('rows missing');
    expect(noLongerAcceptedSince(i485)).toBe('2026-09-18');
    expect(noLongerAcceptedSince(i864)).toBe('2026-10-01');
    expect(noLongerAcceptedSince(i765)).toBeNull();
    expect(isAccepted(i765, '2026-11-25')).toBe(false);
  });
});
