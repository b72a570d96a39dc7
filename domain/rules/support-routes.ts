/**
 * The lawful ways to meet the income requirement of the Affidavit of Support (INA 213A; 8 CFR
 * 213a.2(c)): the petitioner always signs Form I-864 as the sponsor, and the requirement is met
 * - by the sponsor's household income: their own, plus the income of household members who sign
 *   Form I-864A and the beneficiary's income that continues after immigration (213a.2(c)(2)(i)-(ii));
 * - short of it, by assets whose net value is at least three times the shortfall for the spouse of
 *   a U.S. citizen, five times otherwise (213a.2(c)(2)(iii)(B));
 * - or by a joint sponsor who meets the requirement alone, for their own household plus the
 *   beneficiary, and signs a second Form I-864 (213a.2(c)(2)(iii)(C)).
 * Pure figures in, the route and what it lacks out: the onboarding, the check and the cover page
 * word it each for their reader (support-route-words.ts).
 */

/** Someone whose income the sponsor adds to theirs (Form I-864 Part 6 items 8 to 11). */
export type AddedIncome =
  /** A household member signs Form I-864A; `who` as the route names them: "Ana Lopez", "a brother or sister". */
  | { readonly kind: 'household member'; readonly who: string; readonly income: number }
  /** The beneficiary's continuing income needs none: the route names them as its reader knows them. */
  | { readonly kind: 'beneficiary'; readonly income: number };

/** One sponsor's figures, as Form I-864 states them. */
export interface SponsorFigures {
  /** Part 5 item 8. */
  readonly householdSize: number;
  /** The least yearly income Form I-864P prints for that household, in the sponsor's region. */
  readonly minimum: number;
  /** Part 6 item 7: the sponsor's own current yearly income. */
  readonly income: number;
  /** Part 6 items 8 to 11. */
  readonly added: readonly AddedIncome[];
  /** Part 7 item 10: the net value of the assets counted; 0 when none are. */
  readonly assets: number;
}

/** How many times the shortfall the assets must be worth. */
export type AssetMultiple = 3 | 5;

/** 8 CFR 213a.2(c)(2)(iii)(B): three times for the spouse of a U.S. citizen, five times for the spouse of a permanent resident. */
export const assetMultipleFor = (petitionerIsCitizen: boolean): AssetMultiple => (petitionerIsCitizen ? 3 : 5);

/** One sponsor measured against the requirement. */
export interface SponsorTest {
  readonly figures: SponsorFigures;
  /** Part 6 item 12: the sponsor's income and what is added to it. */
  readonly householdIncome: number;
  /** What the household income lacks; 0 when it reaches the minimum. */
  readonly shortfall: number;
  /** What assets must be worth to make up the shortfall. */
  readonly assetsNeeded: number;
  /** How the requirement is met: by income alone, with assets, or not. */
  readonly meets: 'income' | 'assets' | false;
}

export function testSponsor(figures: SponsorFigures, multiple: AssetMultiple): SponsorTest {
  const householdIncome = figures.income + figures.added.reduce((total, person) => total + person.income, 0);
  const shortfall = Math.max(0, figures.minimum - householdIncome);
  const assetsNeeded = shortfall * multiple;
  const meets = shortfall === 0 ? 'income' : figures.assets > 0 && figures.assets >= assetsNeeded ? 'assets' : false;
  return { figures, householdIncome, shortfall, assetsNeeded, meets };
}

export interface SupportRouteInput {
  readonly petitioner: SponsorFigures;
  readonly multiple: AssetMultiple;
  /** The joint sponsor's figures; 'unnamed' when one will sign but is not named yet; null when none will. */
  readonly jointSponsor: SponsorFigures | 'unnamed' | null;
}

/**
 * The route a couple is on:
 * - 'petitioner': the petitioner's household income, with assets if it needs them, meets it;
 * - 'joint sponsor': a joint sponsor signs, and `joint` says whether they meet it alone;
 * - 'joint sponsor to name': one will sign, and is still to be named;
 * - 'none': no way is seen yet; `petitioner` says by how much it falls short.
 */
export type SupportRoute =
  | { readonly kind: 'petitioner'; readonly petitioner: SponsorTest }
  | { readonly kind: 'joint sponsor'; readonly petitioner: SponsorTest; readonly joint: SponsorTest }
  | { readonly kind: 'joint sponsor to name'; readonly petitioner: SponsorTest }
  | { readonly kind: 'none'; readonly petitioner: SponsorTest };

export function supportRoute(input: SupportRouteInput): SupportRoute {
  const petitioner = testSponsor(input.petitioner, input.multiple);
  const { jointSponsor } = input;
  // A joint sponsor who signs files their own Form I-864 whatever the petitioner's figures.
  if (jointSponsor === 'unnamed') return { kind: 'joint sponsor to name', petitioner };
  if (jointSponsor) return { kind: 'joint sponsor', petitioner, joint: testSponsor(jointSponsor, input.multiple) };
  return petitioner.meets ? { kind: 'petitioner', petitioner } : { kind: 'none', petitioner };
}

/**
 * Whether the affidavits meet the requirement as answered: the petitioner's alone, or a joint
 * sponsor's who meets it alone. A joint sponsor still to be named meets nothing yet.
 */
export function routeMeets(route: SupportRoute): boolean {
  switch (route.kind) {
    case 'petitioner':
      return true;
    case 'joint sponsor':
      return route.petitioner.meets !== false || route.joint.meets !== false;
    case 'joint sponsor to name':
    case 'none':
      return false;
    default: {
      const exhaustive: never = route;
      return exhaustive;
    }
  }
}
