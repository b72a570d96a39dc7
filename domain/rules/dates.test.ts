import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareIsoDates,
  daysBetween,
  isCalendarDate,
  parseIsoDate,
  toMonthLabel,
  toUscisDate,
} from './dates.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2024-02-30', false],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-5', false],
    ['01/05/2024', false],
    ['2024-01-05T00:00:00Z', false],
    ['', false],
    [20240105, false],
    [null, false],
  ])('takes %j as a day on the calendar: %j', (value, real) => {
    expect(isCalendarDate(value)).toBe(real);
  });

  it('reads the parts of a date', () => {
    expect(parseIsoDate('1987-06-05')).toEqual({ year: 1987, month: 6, day: 5 });
  });
});

describe('toUscisDate', () => {
  it.each([
    ['2024-02-29', '02/29/2024'],
    ['1987-06-05', '06/05/1987'],
    ['2024-02-30', ''],
    ['', ''],
    [undefined, ''],
  ])('prints %j on the forms as %j', (value, printed) => {
    expect(toUscisDate(value)).toBe(printed);
  });

  it('names the month as mm/yyyy', () => {
    expect(toMonthLabel('2022-03-15')).toBe('03/2022');
  });
});

describe('month and day arithmetic', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-02-29', -60, '2019-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-12-15', 1, '2025-01-15'],
    ['2025-01-15', -1, '2024-12-15'],
    ['2025-06-30', -60, '2020-06-30'],
  ])('%s plus %i months is %s', (date, months, result) => {
    expect(addMonths(date, months)).toBe(result);
  });

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-03-01', -1, '2024-02-29'],
  ])('%s plus %i days is %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });

  it.each([
    ['2024-01-01', '2024-12-31', 365],
    ['2023-01-01', '2023-12-31', 364],
    ['2024-03-01', '2024-02-28', -2],
    ['2000-01-01', '2000-01-01', 0],
  ])('counts the days from %s to %s as %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it('refuses dates that are not on the calendar', () => {
    expect(addMonths('2023-02-29', 1)).toBeNull();
    expect(addDays('nonsense', 1)).toBeNull();
    expect(daysBetween('2024-01-01', '2024-02-30')).toBeNull();
    expect(compareIsoDates('2024-01-01', 'x')).toBeNaN();
  });

  it('orders dates', () => {
    expect(compareIsoDates('2024-01-01', '2024-01-02')).toBe(-1);
    expect(compareIsoDates('2024-01-02', '2024-01-02')).toBe(0);
    expect(compareIsoDates('2025-01-01', '2024-12-31')).toBe(1);
  });

  it('walks day by day exactly as the calendar does, for any date and any number of days', () => {
    const dates = fc
      .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.integer({ min: -20000, max: 20000 }), (date, days) => {
        const later = addDays(date, days);
        const expected = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
        expect(later).toBe(expected);
        expect(daysBetween(date, expected)).toBe(days);
      }),
    );
  });
});
