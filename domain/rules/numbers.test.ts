import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountProblem, formatNumber, isWholeAmount, parseNumber, readTypedAmount } from './numbers.ts';

describe('formatNumber', () => {
  it.each([
    [52000, '52,000'],
    ['52000', '52,000'],
    ['52,000', '52,000'],
    [' 1234567 ', '1,234,567'],
    [999, '999'],
    [1000, '1,000'],
    [0, '0'],
    ['0', '0'],
    ['007', '7'],
    [1234.5, '1,235'],
    [1234.4, '1,234'],
    ['1234.5', '1,235'],
    ['$1,500', '1,500'],
    [-1234, '-1,234'],
    ['12345678901234567890', '12,345,678,901,234,567,890'],
  ])('shows %j as %j', (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
  });

  it.each([[''], ['   '], ['abc'], ['12a'], ['1.2.3'], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined], [true], [{}], [[1]]])(
    'shows nothing for the empty or invalid value %j',
    (value) => {
      expect(formatNumber(value)).toBe('');
    },
  );
});

describe('parseNumber', () => {
  it.each([
    ['52,000', 52000],
    ['$52,000', 52000],
    [' 1 234 ', 1234],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
    [52000, 52000],
    [1234.6, 1235],
    [Number.NaN, 0],
    ['-500', 500],
    // A decimal point ends the number: cents never become dollars (issue 14).
    ['89,500.00', 89500],
    ['$92,000.50', 92000],
    ['1234.6', 1234],
    ['.75', 0],
  ])('reads %j as %j', (value, number) => {
    expect(parseNumber(value)).toBe(number);
  });
});

describe('formatting and parsing together', () => {
  it('gives back every non-negative whole number it showed', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(parseNumber(formatNumber(n))).toBe(n);
        expect(formatNumber(String(n))).toBe(formatNumber(n));
        expect(formatNumber(parseNumber(formatNumber(n)))).toBe(formatNumber(n));
      }),
    );
  });

  it('shows only digits and commas, with a comma before every group of three digits', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(formatNumber(n)).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('isWholeAmount', () => {
  it.each([
    ['52000', true],
    ['52,000', true],
    ['$52,000', true],
    ['0', true],
    [52000, true],
    ['52000.00', false],
    ['-5', false],
    ['5,00', false],
    ['', false],
    [1.5, false],
  ])('takes %j as a whole amount: %j', (value, whole) => {
    expect(isWholeAmount(value)).toBe(whole);
  });
});

describe('readTypedAmount', () => {
  it.each([
    ['89,500.00', '89500', '00'],
    ['$92,000.50', '92000', '50'],
    ['52000', '52000', null],
    ['52 000', '52000', null],
    ['1,00,000', '100000', null],
    ['89500.', '89500', ''],
    ['007', '7', null],
    ['0', '0', null],
    ['', '', null],
    ['.5', '', '5'],
  ])('reads %j as dollars %j, cents %j', (typed, dollars, cents) => {
    expect(readTypedAmount(typed)).toEqual({ kind: 'amount', dollars, cents });
  });

  it.each([
    ['-500', 'inputs.amount.negative'],
    ['92k', 'inputs.amount.notDigits'],
    ['two', 'inputs.amount.notDigits'],
    ['about 5000', 'inputs.amount.notDigits'],
    ['1.234.567', 'inputs.amount.grouping'],
    ['1.234,56', 'inputs.amount.grouping'],
    ['92.500', 'inputs.amount.grouping'],
    ['$92,5.0', 'inputs.amount.grouping'],
    ['9,2500', 'inputs.amount.grouping'],
  ])('never reads %j as another number: refused (%s)', (typed, message) => {
    expect(readTypedAmount(typed)).toEqual({ kind: 'refused', problem: expect.objectContaining({ id: message }) });
  });

  it.each([['92,'], ['92,5'], ['$92,50'], ['1,000,5']])('waits for the rest of a group of thousands being typed: %j', (typed) => {
    expect(readTypedAmount(typed)).toEqual({ kind: 'unfinished' });
  });
});

describe('amountProblem, the rule the server checks', () => {
  it.each([['92000'], ['92,000'], ['$92,000'], ['1,00,000'], ['']])('accepts %j', (value) => {
    expect(amountProblem(value)).toBeNull();
  });

  it.each([
    ['92k', 'inputs.amount.notDigits'],
    ['$92,5', 'inputs.amount.grouping'],
    ['ninety-two thousand', 'inputs.amount.notDigits'],
    ['92000.50', 'inputs.amount.wholeDollars'],
  ])('refuses %j with %s', (value, id) => {
    expect(amountProblem(value)?.id).toBe(id);
  });
});
