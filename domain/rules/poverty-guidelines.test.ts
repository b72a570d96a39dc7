import { describe, expect, it } from 'vitest';
import { guidelineFor, guidelineYearOn, i864MinimumIncome, povertyRegionOf } from './poverty-guidelines.ts';

describe('guidelineFor', () => {
  it.each([
    [1, 'contiguous', '2025-06-15', 15650],
    [2, 'contiguous', '2025-06-15', 21150],
    [9, 'contiguous', '2025-06-15', 59650],
    [2, 'alaska', '2025-06-15', 26430],
    [4, 'alaska', '2025-06-15', 40190],
    [2, 'hawaii', '2025-06-15', 24320],
    [4, 'hawaii', '2025-06-15', 36980],
    [2, 'contiguous', '2025-02-28', 20440],
    [9, 'contiguous', '2024-12-31', 58100],
    [2, 'alaska', '2024-06-01', 25540],
    [2, 'hawaii', '2024-06-01', 23500],
  ] as const)('a household of %i in the %s region on %s: $%i', (size, region, date, amount) => {
    expect(guidelineFor(size, region, date)).toBe(amount);
  });

  it('uses the new year from the day USCIS adopts it', () => {
    expect(guidelineYearOn('2025-02-28')?.year).toBe(2024);
    expect(guidelineYearOn('2025-03-01')?.year).toBe(2025);
    expect(guidelineYearOn('2030-01-01')?.year).toBe(2025);
  });

  it('has no figures before the first row, for a malformed date or for an impossible household', () => {
    expect(guidelineFor(2, 'contiguous', '2024-02-29')).toBeNull();
    expect(guidelineFor(2, 'contiguous', 'soon')).toBeNull();
    expect(guidelineFor(0, 'contiguous', '2025-06-15')).toBeNull();
    expect(guidelineFor(2.5, 'contiguous', '2025-06-15')).toBeNull();
  });
});

describe('i864MinimumIncome', () => {
  it.each([
    [2, 'contiguous', false, '2025-06-15', 26437],
    [2, 'contiguous', true, '2025-06-15', 21150],
    [3, 'contiguous', false, '2025-06-15', 33312],
    [9, 'contiguous', false, '2025-06-15', 74562],
    [9, 'contiguous', true, '2025-06-15', 59650],
    [4, 'alaska', false, '2025-06-15', 50237],
    [4, 'hawaii', false, '2025-06-15', 46225],
    [2, 'contiguous', false, '2024-06-15', 25550],
  ] as const)('a household of %i (%s, active duty: %s) on %s needs $%i', (size, region, activeDuty, date, amount) => {
    expect(i864MinimumIncome(size, region, activeDuty, date)).toBe(amount);
  });
});

describe('povertyRegionOf', () => {
  it.each([
    ['AK', 'alaska'],
    ['hi', 'hawaii'],
    ['CA', 'contiguous'],
    ['DC', 'contiguous'],
    ['PR', 'contiguous'],
    ['', 'contiguous'],
  ])('a sponsor in %j uses the %s figures', (state, region) => {
    expect(povertyRegionOf(state)).toBe(region);
  });
});
