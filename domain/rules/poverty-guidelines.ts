import { rowInEffect } from './dated-table.ts';

/**
 * The HHS poverty guidelines as USCIS applies them to the Affidavit of Support (Form I-864P).
 * HHS publishes new figures each January; USCIS starts using them on a later date, so every row
 * carries the date it takes effect for I-864 use. A new year is one new row.
 *
 * The minimums are kept as Form I-864P prints them, not worked out again: USCIS rounds 125% of the
 * guideline to whole dollars without one rule (2025: 125% of $21,150 printed $26,437, of $30,650
 * printed $38,313), and the officer compares with the printed figure.
 */

export type PovertyRegion = 'contiguous' | 'alaska' | 'hawaii';

/** One column of Form I-864P: the figure for households of 2 to 8, and what each further person adds. */
export interface PrintedColumn {
  readonly upToEight: readonly [number, number, number, number, number, number, number];
  readonly eachAdditional: number;
}

interface RegionFigures {
  /** The HHS guideline for a household of one, and what each further person adds. */
  readonly hhs: { readonly firstPerson: number; readonly eachAdditional: number };
  /** Form I-864P's column for a sponsor on active duty petitioning for a spouse or child. */
  readonly printed100: PrintedColumn;
  /** Form I-864P's column for every other sponsor. */
  readonly printed125: PrintedColumn;
}

export interface PovertyGuidelineYear {
  readonly year: number;
  /** The first day USCIS uses these figures for Form I-864 (ISO date). */
  readonly effectiveForI864: string;
  /** Where the figures come from. */
  readonly source: string;
  /** 'contiguous' is the 48 contiguous states and D.C. (and the U.S. territories). */
  readonly figures: Readonly<Record<PovertyRegion, RegionFigures>>;
}

/** Oldest first. */
export const POVERTY_GUIDELINES: readonly PovertyGuidelineYear[] = [
  {
    year: 2025,
    effectiveForI864: '2025-03-01',
    // The 48-state column as USCIS's I-864P page printed it (quoted by VisaVerge, "2025 I-864 Poverty
    // Guidelines", March 2025); Alaska and Hawaii from a public transcription of the same page.
    source: 'HHS 2025 poverty guidelines (January 2025); USCIS Form I-864P, 2025 HHS Poverty Guidelines for Affidavit of Support, effective 2025-03-01',
    figures: {
      contiguous: {
        hhs: { firstPerson: 15650, eachAdditional: 5500 },
        printed100: { upToEight: [21150, 26650, 32150, 37650, 43150, 48650, 54150], eachAdditional: 5500 },
        printed125: { upToEight: [26437, 33312, 40187, 47062, 53937, 60812, 67687], eachAdditional: 6875 },
      },
      alaska: {
        hhs: { firstPerson: 19550, eachAdditional: 6880 },
        printed100: { upToEight: [26430, 33310, 40190, 47070, 53950, 60830, 67710], eachAdditional: 6880 },
        printed125: { upToEight: [33037, 41637, 50237, 58837, 67437, 76037, 84637], eachAdditional: 8600 },
      },
      hawaii: {
        hhs: { firstPerson: 17990, eachAdditional: 6330 },
        printed100: { upToEight: [24320, 30650, 36980, 43310, 49640, 55970, 62300], eachAdditional: 6330 },
        printed125: { upToEight: [30400, 38313, 46225, 54137, 62050, 69963, 77875], eachAdditional: 7913 },
      },
    },
  },
  {
    year: 2026,
    effectiveForI864: '2026-03-01',
    // uscis.gov/i-864p (last reviewed 2026-02-27), as issue 11 quotes it and a public transcription gives it whole.
    source: 'HHS, 91 FR 1797 (2026-01-15); USCIS Form I-864P, 2026 HHS Poverty Guidelines for Affidavit of Support, effective 2026-03-01',
    figures: {
      contiguous: {
        hhs: { firstPerson: 15960, eachAdditional: 5680 },
        printed100: { upToEight: [21640, 27320, 33000, 38680, 44360, 50040, 55720], eachAdditional: 5680 },
        printed125: { upToEight: [27050, 34150, 41250, 48350, 55450, 62550, 69650], eachAdditional: 7100 },
      },
      alaska: {
        hhs: { firstPerson: 19950, eachAdditional: 7100 },
        printed100: { upToEight: [27050, 34150, 41250, 48350, 55450, 62550, 69650], eachAdditional: 7100 },
        printed125: { upToEight: [33813, 42688, 51563, 60438, 69313, 78188, 87063], eachAdditional: 8875 },
      },
      hawaii: {
        hhs: { firstPerson: 18360, eachAdditional: 6530 },
        printed100: { upToEight: [24890, 31420, 37950, 44480, 51010, 57540, 64070], eachAdditional: 6530 },
        printed125: { upToEight: [31113, 39275, 47438, 55600, 63763, 71925, 80088], eachAdditional: 8163 },
      },
    },
  },
];

/** The region whose figures apply to a sponsor living in this U.S. state or territory (two-letter code). */
export function povertyRegionOf(stateCode: string): PovertyRegion {
  const code = stateCode.trim().toUpperCase();
  if (code === 'AK') return 'alaska';
  if (code === 'HI') return 'hawaii';
  return 'contiguous';
}

/** The newest guideline year in effect for I-864 use on `onDate`; null before the first row or for a date that is not ISO. */
export const guidelineYearOn = (onDate: string): PovertyGuidelineYear | null => rowInEffect(POVERTY_GUIDELINES, onDate, (row) => row.effectiveForI864);

/** A column's figure for a household of this size (2 or more: the sponsor and the immigrant at least). */
export function printedFigure(column: PrintedColumn, householdSize: number): number | null {
  if (!Number.isSafeInteger(householdSize) || householdSize < 2) return null;
  const eight = column.upToEight[6];
  if (householdSize > 8) return eight + column.eachAdditional * (householdSize - 8);
  return column.upToEight[householdSize - 2] ?? null;
}

/**
 * The least yearly income a sponsor must show on Form I-864, as Form I-864P prints it for the
 * guideline year in effect on `onDate`: 125% of the guideline, or 100% when the sponsor is on
 * active duty in the U.S. armed forces and petitions for a spouse. Null when no row is in effect or
 * the size is not a household of 2 or more.
 */
export function i864MinimumIncome(
  householdSize: number,
  region: PovertyRegion,
  activeDuty: boolean,
  onDate: string,
): number | null {
  const row = guidelineYearOn(onDate);
  if (!row) return null;
  const figures = row.figures[region];
  return printedFigure(activeDuty ? figures.printed100 : figures.printed125, householdSize);
}
