import { describe, expect, it } from 'vitest';
import { guidelineYearOn, i864MinimumIncome, POVERTY_GUIDELINES, povertyRegionOf, printedFigure } from './poverty-guidelines.ts';

describe('i864MinimumIncome', () => {
  // Form I-864P for 2026 (issue 11): the 125% column, the 100% column, and each additional person.
  it.each([
    [2, 'contiguous', false, 27050],
    [3, 'contiguous', false, 34150],
    [4, 'contiguous', false, 41250],
    [5, 'contiguous', false, 48350],
    [6, 'contiguous', false, 55450],
    [7, 'contiguous', false, 62550],
    [8, 'contiguous', false, 69650],
    [9, 'contiguous', false, 76750],
    [10, 'contiguous', false, 83850],
    [2, 'alaska', false, 33813],
    [3, 'alaska', false, 42688],
    [9, 'alaska', false, 95938],
    [2, 'hawaii', false, 31113],
    [9, 'hawaii', false, 88251],
    [2, 'contiguous', true, 21640],
    [3, 'contiguous', true, 27320],
    [4, 'contiguous', true, 33000],
    [9, 'contiguous', true, 61400],
  ] as const)('2026: a household of %i (%s, active duty: %s) needs $%i', (size, region, activeDuty, amount) => {
    expect(i864MinimumIncome(size, region, activeDuty, '2026-06-15')).toBe(amount);
  });

  // Form I-864P for 2025, as USCIS printed it: the rounding of the half dollar goes both ways.
  it.each([
    [2, 'contiguous', false, 26437],
    [3, 'contiguous', false, 33312],
    [4, 'contiguous', false, 40187],
    [8, 'contiguous', false, 67687],
    [9, 'contiguous', false, 74562],
    [2, 'contiguous', true, 21150],
    [4, 'alaska', false, 50237],
    [3, 'hawaii', false, 38313],
    [4, 'hawaii', false, 46225],
    [5, 'hawaii', false, 54137],
  ] as const)('2025: a household of %i (%s, active duty: %s) needs $%i', (size, region, activeDuty, amount) => {
    expect(i864MinimumIncome(size, region, activeDuty, '2025-06-15')).toBe(amount);
  });

  it('uses the new year from the day USCIS adopts it for Form I-864, not the day HHS publishes it', () => {
    expect(i864MinimumIncome(2, 'contiguous', false, '2026-02-28')).toBe(26437);
    expect(i864MinimumIncome(2, 'contiguous', false, '2026-03-01')).toBe(27050);
    expect(guidelineYearOn('2025-03-01')?.year).toBe(2025);
    expect(guidelineYearOn('2026-03-01')?.year).toBe(2026);
  });

  it('has no figure before the first row, for a malformed date or for a size Form I-864 cannot have', () => {
    expect(i864MinimumIncome(2, 'contiguous', false, '2025-02-28')).toBeNull();
    expect(i864MinimumIncome(2, 'contiguous', false, 'soon')).toBeNull();
    expect(i864MinimumIncome(1, 'contiguous', false, '2026-06-15')).toBeNull();
    expect(i864MinimumIncome(2.5, 'contiguous', false, '2026-06-15')).toBeNull();
  });
});

describe('the printed figures', () => {
  const columns = POVERTY_GUIDELINES.flatMap((row) =>
    Object.entries(row.figures).map(([region, figures]) => ({ label: `${row.year} ${region}`, ...figures })),
  );

  // A typing slip in a printed figure shows here: the 100% column is the HHS guideline itself, and
  // the 125% column is within the half dollar USCIS rounds away.
  it.each(columns)('$label agrees with the HHS guideline it prints', ({ hhs, printed100, printed125 }) => {
    for (let size = 2; size <= 8; size++) {
      const guideline = hhs.firstPerson + hhs.eachAdditional * (size - 1);
      expect(printedFigure(printed100, size)).toBe(guideline);
      expect(Math.abs((printedFigure(printed125, size) ?? 0) - guideline * 1.25)).toBeLessThanOrEqual(0.5);
    }
    expect(printed100.eachAdditional).toBe(hhs.eachAdditional);
    expect(Math.abs(printed125.eachAdditional - hhs.eachAdditional * 1.25)).toBeLessThanOrEqual(0.5);
  });

  it('rows are dated, sourced and oldest first', () => {
    const dates = POVERTY_GUIDELINES.map((row) => row.effectiveForI864);
    expect(dates).toEqual([...dates].sort());
    for (const row of POVERTY_GUIDELINES) expect(row.source).toMatch(/HHS.*I-864P/);
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
