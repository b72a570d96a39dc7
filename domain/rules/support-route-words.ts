import { formatNumber } from './numbers.ts';
import type { AssetMultiple, SponsorTest, SupportRoute } from './support-routes.ts';

/**
 * The route a couple is on, and what a shortfall lacks, in plain words: spoken to the sponsor in
 * the check ("your income"), or about the petitioner at onboarding, which either spouse answers.
 */
export interface Audience {
  /** The petitioner as the subject of a sentence: 'you' or 'the petitioner'. */
  readonly sponsor: string;
  /** Their possessive: 'your' or "the petitioner's". */
  readonly sponsors: string;
  /** The spouse who immigrates: 'your spouse' or 'the beneficiary'. */
  readonly spouse: string;
}

export const TO_THE_SPONSOR: Audience = { sponsor: 'you', sponsors: 'your', spouse: 'your spouse' };
export const ABOUT_THE_PETITIONER: Audience = { sponsor: 'the petitioner', sponsors: "the petitioner's", spouse: 'the beneficiary' };

export const dollars = (amount: number): string => `$${formatNumber(amount)}`;

const capitalised = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** "a, b and c". */
const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** What the minimum is, as Form I-864P prints it: "125% of the 2026 HHS poverty guidelines". */
export const minimumBasis = (guidelineYear: number, activeDuty: boolean): string =>
  activeDuty
    ? `100% of the ${guidelineYear} HHS poverty guidelines, for a sponsor on active duty in the U.S. armed forces`
    : `125% of the ${guidelineYear} HHS poverty guidelines`;

/** "your income, with Ana Lopez's as a household member (Form I-864A) and your spouse's continuing income, and assets worth $30,000 (…)". */
function petitionerWords(test: SponsorTest, multiple: AssetMultiple, audience: Audience): string {
  const added = test.figures.added.map((person) =>
    person.kind === 'household member' ? `${person.who}'s as a household member (Form I-864A)` : `${person.who}'s continuing income`,
  );
  const income = `${audience.sponsors} income${added.length > 0 ? `, with ${listed(added)}` : ''}`;
  if (test.meets !== 'assets') return income;
  return `${income}, and assets worth ${dollars(test.figures.assets)} (at least ${multiple} times the ${dollars(test.shortfall)} the income lacks)`;
}

/**
 * The route in a few words, to follow "The income requirement is met with …"; null when no route
 * is seen yet (then shortfallWords says what would close it).
 */
export function routeWords(route: SupportRoute, multiple: AssetMultiple, audience: Audience, jointSponsorName = ''): string | null {
  switch (route.kind) {
    case 'petitioner':
      return petitionerWords(route.petitioner, multiple, audience);
    case 'joint sponsor': {
      if (route.joint.meets === false) return route.petitioner.meets ? petitionerWords(route.petitioner, multiple, audience) : null;
      const named = jointSponsorName === '' ? 'a joint sponsor' : `a joint sponsor, ${jointSponsorName},`;
      const stillSigns = audience.sponsor === 'you' ? 'you still sign your' : `${audience.sponsor} still signs their`;
      return `${named} who meets it alone for a household of ${route.joint.figures.householdSize} (${stillSigns} own Form I-864)`;
    }
    case 'joint sponsor to name':
    case 'none':
      return null;
    default: {
      const exhaustive: never = route;
      return exhaustive;
    }
  }
}

/** What a sponsor's household income lacks against the minimum, in one sentence; '' when nothing. */
export function shortfallWords(test: SponsorTest, audience: Audience, basis: string): string {
  if (test.shortfall === 0) return '';
  const { householdSize, minimum } = test.figures;
  return (
    `${capitalised(audience.sponsors)} household income (${dollars(test.householdIncome)}) is ${dollars(test.shortfall)} below ${dollars(minimum)}, ` +
    `the least Form I-864 accepts for a household of ${householdSize} (${basis}).`
  );
}

/** What closes a shortfall of the petitioner's household: any one of the lawful ways, with their figures. */
export function closingWords(test: SponsorTest, multiple: AssetMultiple, audience: Audience): string {
  if (test.shortfall === 0) return '';
  const counted = test.figures.assets;
  const assets =
    counted > 0
      ? `assets worth at least ${dollars(test.assetsNeeded)} net (${multiple} times the shortfall): those counted are worth ${dollars(counted)}, ${dollars(test.assetsNeeded - counted)} too little`
      : `assets worth at least ${dollars(test.assetsNeeded)} net (${multiple} times the shortfall)`;
  return (
    `Any one of these closes it: ${dollars(test.shortfall)} more yearly income, from relatives who live with ${audience.sponsor} (or dependents on ${audience.sponsors} tax return) and sign Form I-864A, ` +
    `or from ${audience.spouse}'s income that continues after the green card; ${assets}; ` +
    'or a joint sponsor who reaches the minimum alone and signs a second Form I-864.'
  );
}

/** What a joint sponsor short of the minimum lacks, and what closes it: they must meet it alone. */
export function jointSponsorShortfallWords(joint: SponsorTest, multiple: AssetMultiple, audience: Audience, basis: string): string {
  if (joint.meets !== false) return '';
  const { householdSize, minimum, assets } = joint.figures;
  const lacking = assets > 0 ? `, ${dollars(joint.assetsNeeded - assets)} more than the ${dollars(assets)} counted` : '';
  return (
    `The joint sponsor's household income (${dollars(joint.householdIncome)}) is ${dollars(joint.shortfall)} below ${dollars(minimum)}, ` +
    `the least Form I-864 accepts for their household of ${householdSize}, ${audience.spouse} included (${basis}). ` +
    `A joint sponsor must meet it alone: with ${dollars(joint.shortfall)} more yearly income, with assets of their own worth at least ` +
    `${dollars(joint.assetsNeeded)} (${multiple} times the shortfall${lacking}), or another joint sponsor must sign in their place.`
  );
}

/**
 * An income shortfall as figures (issue 24 item 5), for the pages that show it under its own
 * heading with each way that closes it: more income from a household member who signs Form I-864A,
 * the beneficiary's continuing income, assets at `multiple` times the shortfall (8 CFR
 * 213a.2(c)(2)(iii)(B)), or a joint sponsor who reaches the minimum alone.
 */
export interface IncomeShortfall {
  /** The least Form I-864 accepts for the household (Part 6 item 13's figure). */
  readonly minimum: number;
  readonly householdSize: number;
  /** The sponsor's income and what is added to it (Part 6 item 12). */
  readonly householdIncome: number;
  readonly shortfall: number;
  readonly multiple: AssetMultiple;
  readonly assetsNeeded: number;
  readonly assetsCounted: number;
  /** The least a joint sponsor who lives alone needs (a household of two, with the beneficiary). */
  readonly jointSponsorMinimum: number;
  /** The couple said a joint sponsor will sign. */
  readonly jointSponsorChosen: boolean;
}

export function incomeShortfall(test: SponsorTest, multiple: AssetMultiple, jointSponsorMinimum: number, jointSponsorChosen: boolean): IncomeShortfall | null {
  if (test.shortfall === 0 || test.meets !== false) return null;
  return {
    minimum: test.figures.minimum,
    householdSize: test.figures.householdSize,
    householdIncome: test.householdIncome,
    shortfall: test.shortfall,
    multiple,
    assetsNeeded: test.assetsNeeded,
    assetsCounted: test.figures.assets,
    jointSponsorMinimum,
    jointSponsorChosen,
  };
}
