import { i864MinimumIncome, povertyRegionOf } from '../../rules/poverty-guidelines.ts';
import { currentHome } from '../people/address.ts';
import { yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { householdIncome, householdSize, incomeAnswers, sponsorCurrentIncome } from './household.ts';

/**
 * The income test of the Affidavit of Support, as the package's cover page shows it. The form
 * prints no comparison (its poverty-guideline chart is for USCIS use only); the officer compares
 * Part 6 item 12 with Form I-864P for the household size of Part 5 item 8.
 */
export interface I864IncomeTest {
  /** Part 5 item 8; null while an answer it adds up is missing. */
  readonly householdSize: number | null;
  /**
   * 125% of the HHS poverty guideline in effect on `ctx.today` for that size in the region of the
   * sponsor's home state (100% for a sponsor on active duty); null when it cannot be worked out.
   */
  readonly minimumIncome: number | null;
  /** The sponsor's own current yearly income (Part 6 item 7). */
  readonly sponsorIncome: number | null;
  /** What the officer compares: the sponsor's income and the income of the people counted (Part 6 item 12). */
  readonly householdIncome: number | null;
  /** Whether the household income reaches the minimum; assets (Part 7) are not counted here. */
  readonly meets: boolean;
}

export function i864IncomeTest(ctx: MappingContext): I864IncomeTest {
  const size = householdSize(ctx).total;
  const activeDuty = yesNo(incomeAnswers(ctx)['isOnActiveDuty']) === 'yes';
  const region = povertyRegionOf(currentHome(ctx, 'p')?.state ?? '');
  const minimumIncome = size === null ? null : i864MinimumIncome(size, region, activeDuty, ctx.today);
  const income = householdIncome(ctx);
  return {
    householdSize: size,
    minimumIncome,
    sponsorIncome: sponsorCurrentIncome(ctx),
    householdIncome: income,
    meets: minimumIncome !== null && income !== null && income >= minimumIncome,
  };
}
