import type { ScalarKey } from '../catalogue/keys.ts';
import { answer, type AnswerSource } from '../catalogue/shown.ts';
import { amountOf, sum } from './household.ts';

/**
 * The assets a sponsor counts to supplement income, as Form I-864 Part 7 adds them up (items 4, 9
 * and 10): what the form prints and what the Affidavit of Support's route measures.
 */

/** One asset amount of the INCOME answers, or null when not answered. */
export const assetAmount = (ctx: AnswerSource, key: ScalarKey<'INCOME'>): number | null => amountOf(answer(ctx, 'INCOME', key));

/** Item 4: the sponsor's own assets, items 1 to 3. */
export const sponsorAssets = (ctx: AnswerSource): number | null =>
  sum((['incomeAssetsBankBalance', 'incomeAssetsRealEstateNetValue', 'incomeAssetsStocksBondsOther'] as const).map((key) => assetAmount(ctx, key)));

/** Item 9: the principal immigrant's assets, items 6 to 8. */
export const principalImmigrantAssets = (ctx: AnswerSource): number | null =>
  sum(
    (['incomeBeneficiaryAssetsBankBalance', 'incomeBeneficiaryAssetsRealEstateNetValue', 'incomeBeneficiaryAssetsStocksBondsOther'] as const).map(
      (key) => assetAmount(ctx, key),
    ),
  );

/** Item 10: items 4, 5 and 9; item 5 and item 9 count only when asked (household members sign Form I-864A, spouse's assets used). */
export function totalAssets(ctx: AnswerSource): number | null {
  if (answer(ctx, 'INCOME', 'incomeUsesAssets') !== 'yes') return null;
  const householdMembers = answer(ctx, 'INCOME', 'incomeHouseholdMembersSignI864A') === 'yes';
  const principal = answer(ctx, 'INCOME', 'incomeUsesBeneficiaryAssets') === 'yes';
  return sum([
    sponsorAssets(ctx),
    householdMembers ? assetAmount(ctx, 'incomeHouseholdMembersAssetsTotal') : 0,
    principal ? principalImmigrantAssets(ctx) : 0,
  ]);
}
