/**
 * The HHS poverty guidelines as USCIS applies them to the Affidavit of Support (Form I-864P).
 * HHS publishes new figures each January; USCIS starts using them on a later date, so every row
 * carries the date it takes effect for I-864 use. A new year is one new row.
 */

export type PovertyRegion = 'contiguous' | 'alaska' | 'hawaii';

interface RegionFigures {
  /** The guideline for a household of one, in dollars a year. */
  readonly firstPerson: number;
  /** What each further person in the household adds. */
  readonly eachAdditional: number;
}

export interface PovertyGuidelineYear {
  readonly year: number;
  /** The first day USCIS uses these figures for Form I-864 (ISO date). */
  readonly effectiveForI864: string;
  /** 'contiguous' is the 48 contiguous states and D.C. (and the U.S. territories). */
  readonly figures: Readonly<Record<PovertyRegion, RegionFigures>>;
}

/** Oldest first. */
export const POVERTY_GUIDELINES: readonly PovertyGuidelineYear[] = [
  {
    year: 2024,
    effectiveForI864: '2024-03-01',
    figures: {
      contiguous: { firstPerson: 15060, eachAdditional: 5380 },
      alaska: { firstPerson: 18810, eachAdditional: 6730 },
      hawaii: { firstPerson: 17310, eachAdditional: 6190 },
    },
  },
  {
    year: 2025,
    effectiveForI864: '2025-03-01',
    figures: {
      contiguous: { firstPerson: 15650, eachAdditional: 5500 },
      alaska: { firstPerson: 19550, eachAdditional: 6880 },
      hawaii: { firstPerson: 17990, eachAdditional: 6330 },
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
export function guidelineYearOn(onDate: string): PovertyGuidelineYear | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(onDate)) return null;
  let inEffect: PovertyGuidelineYear | null = null;
  for (const row of POVERTY_GUIDELINES) if (row.effectiveForI864 <= onDate) inEffect = row;
  return inEffect;
}

const isHouseholdSize = (size: number): boolean => Number.isSafeInteger(size) && size >= 1;

/** The 100% poverty guideline in dollars for a household of this size, or null (no row in effect, or not a household size). */
export function guidelineFor(householdSize: number, region: PovertyRegion, onDate: string): number | null {
  const row = guidelineYearOn(onDate);
  if (!row || !isHouseholdSize(householdSize)) return null;
  const { firstPerson, eachAdditional } = row.figures[region];
  return firstPerson + eachAdditional * (householdSize - 1);
}

/**
 * The least yearly income a sponsor must show on Form I-864: 125% of the guideline, or 100% when
 * the sponsor is on active duty in the U.S. armed forces and petitions for a spouse; in whole
 * dollars with the cents dropped, as USCIS prints it on Form I-864P (125% of $21,150 is $26,437).
 */
export function i864MinimumIncome(
  householdSize: number,
  region: PovertyRegion,
  activeDuty: boolean,
  onDate: string,
): number | null {
  const guideline = guidelineFor(householdSize, region, onDate);
  if (guideline === null) return null;
  return activeDuty ? guideline : Math.floor((guideline * 125) / 100);
}
