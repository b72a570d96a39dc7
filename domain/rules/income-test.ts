import { answer, personAnswer, type AnswerSource } from '../catalogue/shown.ts';
import { currentHomeAt } from '../people/address.ts';
import { householdIncome, petitionerHousehold, sponsorCurrentIncome } from './household.ts';
import { i864MinimumIncome, povertyRegionOf } from './poverty-guidelines.ts';

/**
 * The income test of the Affidavit of Support, which the check applies (affidavit.ts) and the
 * package's cover page shows. The form prints no comparison (its poverty-guideline chart is for
 * USCIS use only); the officer compares Part 6 item 12 with Form I-864P for the household size
 * of Part 5 item 8.
 */
export interface I864IncomeTest {
  /** Part 5 item 8; null while an answer it adds up is missing. */
  readonly householdSize: number | null;
  /**
   * 125% of the HHS poverty guideline in effect on `today` for that size in the region of the
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

/** The state of the sponsor's current home, as answered. */
function sponsorHomeState(source: AnswerSource): string {
  const at = currentHomeAt(source, 'p');
  return at ? personAnswer(source, 'p', `${at}State`) : '';
}

export function i864IncomeTest(source: AnswerSource & { readonly today: string }): I864IncomeTest {
  const size = petitionerHousehold(source).total;
  const activeDuty = answer(source, 'INCOME', 'isOnActiveDuty') === 'yes';
  const region = povertyRegionOf(sponsorHomeState(source).toUpperCase());
  const minimumIncome = size === null ? null : i864MinimumIncome(size, region, activeDuty, source.today);
  const income = householdIncome(source);
  return {
    householdSize: size,
    minimumIncome,
    sponsorIncome: sponsorCurrentIncome(source),
    householdIncome: income,
    meets: minimumIncome !== null && income !== null && income >= minimumIncome,
  };
}
