import { describe, expect, it } from 'vitest';
import { weekdayOf } from './dates.ts';
import { federalReturnDueDate, mostRecentTaxYearOn, possibleMostRecent, taxYearOptions, taxYearsFrom, taxYearSpan } from './tax-years.ts';

describe('federalReturnDueDate', () => {
  it.each([
    // April 15 on a weekday that is no holiday.
    [2023, '2024-04-15'],
    [2024, '2025-04-15'],
    [2025, '2026-04-15'],
    [2026, '2027-04-15'],
    // April 15 a Friday and D.C. Emancipation Day (Saturday the 16th) kept that Friday: Monday the 18th.
    [2015, '2016-04-18'],
    [2021, '2022-04-18'],
    // April 15 a Saturday, the 16th a Sunday kept on Monday the 17th: Tuesday the 18th.
    [2016, '2017-04-18'],
    [2022, '2023-04-18'],
    [2027, '2028-04-18'],
    // April 15 a Sunday: Monday the 16th is Emancipation Day itself, so Tuesday the 17th.
    [2017, '2018-04-17'],
  ])('the return for %i is due on %s', (taxYear, due) => {
    expect(federalReturnDueDate(taxYear)).toBe(due);
  });

  it('never falls on a weekend', () => {
    for (let year = 2000; year < 2100; year++) expect([0, 6]).not.toContain(weekdayOf(federalReturnDueDate(year)));
  });
});

describe('the most recent tax year on a filing date', () => {
  it('up to and on the due date, is last year once its return is filed and the year before until then', () => {
    for (const day of ['2026-01-02', '2026-03-01', '2026-04-15']) {
      expect(taxYearOptions(day)).toEqual({ latestDue: 2025, dueDate: '2026-04-15', ask: true });
      expect(mostRecentTaxYearOn(day, true)).toBe(2025);
      expect(mostRecentTaxYearOn(day, false)).toBe(2024);
      expect(mostRecentTaxYearOn(day, null)).toBeNull();
    }
    expect(taxYearOptions('2023-04-18')?.ask).toBe(true);
  });

  it('after the due date, is last year whatever the sponsor did: its return had to be filed', () => {
    for (const day of ['2026-04-16', '2026-11-22', '2026-12-31']) {
      expect(taxYearOptions(day)?.ask).toBe(false);
      expect(mostRecentTaxYearOn(day, false)).toBe(2025);
      expect(mostRecentTaxYearOn(day, null)).toBe(2025);
    }
    expect(taxYearOptions('2023-04-19')?.ask).toBe(false);
  });

  it('names the years a sponsor can mean, and the three years of one', () => {
    const before = taxYearOptions('2026-04-01');
    const after = taxYearOptions('2026-05-01');
    expect(before && possibleMostRecent(before)).toEqual([2025, 2024]);
    expect(after && possibleMostRecent(after)).toEqual([2025]);
    expect(taxYearsFrom(2025)).toEqual([2025, 2024, 2023]);
    expect(taxYearSpan(2024)).toBe('2022–2024');
  });

  it('knows nothing for a date that is not on the calendar', () => {
    expect(taxYearOptions('2026-02-30')).toBeNull();
    expect(mostRecentTaxYearOn('soon', true)).toBeNull();
  });
});
