import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { listValues } from '../i18n/lists.ts';
import { translate, type MessageId } from '../i18n/messages.ts';
import { formatNumber } from './numbers.ts';
import type { AssetMultiple, SponsorTest, SupportRoute } from './support-routes.ts';

/**
 * The route a couple is on, and what a shortfall lacks, in whole sentences of one language (the
 * `shortfall.route` and `shortfall.words` messages): spoken to the sponsor in the check ("your
 * income"), or about the petitioner on onboarding and the cover, which either spouse reads.
 */
export interface Audience {
  /** Spoken to the sponsor ('sponsor') or about the petitioner ('petitioner'). */
  readonly to: 'sponsor' | 'petitioner';
  readonly language: Language;
}

export const toTheSponsor = (language: Language): Audience => ({ to: 'sponsor', language });
export const aboutThePetitioner = (language: Language): Audience => ({ to: 'petitioner', language });
export const TO_THE_SPONSOR: Audience = toTheSponsor(DEFAULT_LANGUAGE);
export const ABOUT_THE_PETITIONER: Audience = aboutThePetitioner(DEFAULT_LANGUAGE);

export const dollars = (amount: number): string => `$${formatNumber(amount)}`;

const say = (audience: Audience, id: MessageId, values: Record<string, string | number> = {}): string =>
  translate(audience.language, id, { to: audience.to, ...values });

/** "a, b and c" in the audience's language. */
const listed = (audience: Audience, items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : translate(audience.language, 'list.and', listValues(items));

/** What the minimum is, as Form I-864P prints it: "125% of the 2026 HHS poverty guidelines". */
export const minimumBasis = (guidelineYear: number, activeDuty: boolean, language: Language = DEFAULT_LANGUAGE): string =>
  translate(language, 'shortfall.route.basis', { year: String(guidelineYear), activeDuty: activeDuty ? 'yes' : 'no' });

/** The relative who adds income at onboarding, by the onboarding's choice: "a parent", "un padre o una madre". */
export const relativeWords = (relation: string, language: Language): string => translate(language, 'shortfall.route.relative', { relation });

/** "your income, with Ana Lopez's as a household member (Form I-864A) and your spouse's continuing income, and assets worth $30,000 (…)". */
function petitionerWords(test: SponsorTest, multiple: AssetMultiple, audience: Audience): string {
  const added = test.figures.added.map((person) =>
    person.kind === 'household member' ? say(audience, 'shortfall.route.member', { who: person.who }) : say(audience, 'shortfall.route.spouseIncome'),
  );
  const income = say(audience, 'shortfall.route.income', { added: added.length > 0 ? listed(audience, added) : 'none' });
  if (test.meets !== 'assets') return income;
  return say(audience, 'shortfall.route.assets', { income, assets: dollars(test.figures.assets), multiple, shortfall: dollars(test.shortfall) });
}

/**
 * The route in a few words, to follow "The income requirement is met with …" (routeSentence); null
 * when no route is seen yet (then shortfallWords says what would close it).
 */
export function routeWords(route: SupportRoute, multiple: AssetMultiple, audience: Audience, jointSponsorName = ''): string | null {
  switch (route.kind) {
    case 'petitioner':
      return petitionerWords(route.petitioner, multiple, audience);
    case 'joint sponsor': {
      if (route.joint.meets === false) return route.petitioner.meets ? petitionerWords(route.petitioner, multiple, audience) : null;
      return say(audience, 'shortfall.route.joint', { name: jointSponsorName === '' ? 'none' : jointSponsorName, size: route.joint.figures.householdSize });
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
  return say(audience, 'shortfall.words.short', {
    income: dollars(test.householdIncome),
    shortfall: dollars(test.shortfall),
    minimum: dollars(minimum),
    size: householdSize,
    basis,
  });
}

/** What closes a shortfall of the petitioner's household: any one of the lawful ways, with their figures. */
export function closingWords(test: SponsorTest, multiple: AssetMultiple, audience: Audience): string {
  if (test.shortfall === 0) return '';
  const counted = test.figures.assets;
  return say(audience, 'shortfall.words.closing', {
    shortfall: dollars(test.shortfall),
    needed: dollars(test.assetsNeeded),
    multiple,
    counted: counted > 0 ? dollars(counted) : 'none',
    lacking: dollars(test.assetsNeeded - counted),
  });
}

/** The petitioner's shortfall and what closes it, after "As answered, it does not meet the income requirement." */
export const notMetWords = (test: SponsorTest, multiple: AssetMultiple, audience: Audience, basis: string): string =>
  say(audience, 'shortfall.words.notMet', { short: shortfallWords(test, audience, basis), closing: closingWords(test, multiple, audience) });

/** What a joint sponsor short of the minimum lacks, and what closes it: they must meet it alone. */
export function jointSponsorShortfallWords(joint: SponsorTest, multiple: AssetMultiple, audience: Audience, basis: string): string {
  if (joint.meets !== false) return '';
  const { householdSize, minimum, assets } = joint.figures;
  return say(audience, 'shortfall.words.joint', {
    income: dollars(joint.householdIncome),
    shortfall: dollars(joint.shortfall),
    minimum: dollars(minimum),
    size: householdSize,
    basis,
    needed: dollars(joint.assetsNeeded),
    multiple,
    counted: assets > 0 ? dollars(assets) : 'none',
    lacking: dollars(joint.assetsNeeded - assets),
  });
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
