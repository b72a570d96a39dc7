import { yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { amountOf, incomeAnswers } from './household.ts';
import { dollars, fieldName, mappedPart, rule, sum } from './rules.ts';

/**
 * Part 7, assets to supplement income (pages 7 and 8): only for a sponsor who answered that they
 * use assets. The INCOME wizard hides every asset question otherwise, and the shown answers leave
 * stale amounts out, so nothing prints.
 */

const page7 = (name: string) => fieldName(6, name);
const page8 = (name: string) => fieldName(7, name);

const amount = (ctx: MappingContext, key: string): number | null => amountOf(incomeAnswers(ctx)[key]);

/** Item 4: the sponsor's own assets, items 1 to 3. */
const sponsorAssets = (ctx: MappingContext): number | null =>
  sum(['incomeAssetsBankBalance', 'incomeAssetsRealEstateNetValue', 'incomeAssetsStocksBondsOther'].map((key) => amount(ctx, key)));

/** Item 9: the principal immigrant's assets, items 6 to 8. */
const principalImmigrantAssets = (ctx: MappingContext): number | null =>
  sum(
    ['incomeBeneficiaryAssetsBankBalance', 'incomeBeneficiaryAssetsRealEstateNetValue', 'incomeBeneficiaryAssetsStocksBondsOther'].map(
      (key) => amount(ctx, key),
    ),
  );

/** Item 10: items 4, 5 and 9; item 5 and item 9 count only when asked (household members sign Form I-864A, spouse's assets used). */
export function totalAssets(ctx: MappingContext): number | null {
  const answers = incomeAnswers(ctx);
  if (yesNo(answers['incomeUsesAssets']) !== 'yes') return null;
  const householdMembers = yesNo(answers['incomeHouseholdMembersSignI864A']) === 'yes';
  const principal = yesNo(answers['incomeUsesBeneficiaryAssets']) === 'yes';
  return sum([
    sponsorAssets(ctx),
    householdMembers ? amount(ctx, 'incomeHouseholdMembersAssetsTotal') : 0,
    principal ? principalImmigrantAssets(ctx) : 0,
  ]);
}

const usesPrincipalAssets = (ctx: MappingContext): boolean =>
  yesNo(incomeAnswers(ctx)['incomeUsesBeneficiaryAssets']) === 'yes';

export const assetsPart = mappedPart([
  rule(page7('P7_Line1_BalanceofAccounts[0]'), (ctx) => dollars(amount(ctx, 'incomeAssetsBankBalance'))),
  rule(page7('P7_Line2_RealEstate[0]'), (ctx) => dollars(amount(ctx, 'incomeAssetsRealEstateNetValue'))),
  rule(page7('P7_Line3_StocksBonds[0]'), (ctx) => dollars(amount(ctx, 'incomeAssetsStocksBondsOther'))),
  rule(page7('P7_Line4_Total[0]'), (ctx) => dollars(sponsorAssets(ctx))),
  rule(page7('P7_Line5_TotalAssetsHouseholdMembers[0]'), (ctx) => dollars(amount(ctx, 'incomeHouseholdMembersAssetsTotal'))),
  rule(page8('P7_Line6_BalanceofAccounts[0]'), (ctx) => dollars(amount(ctx, 'incomeBeneficiaryAssetsBankBalance'))),
  rule(page8('P7_Line7_RealEstate[0]'), (ctx) => dollars(amount(ctx, 'incomeBeneficiaryAssetsRealEstateNetValue'))),
  rule(page8('P7_Line8_StocksBonds[0]'), (ctx) => dollars(amount(ctx, 'incomeBeneficiaryAssetsStocksBondsOther'))),
  rule(page8('P7_Line9_Total[0]'), (ctx) => (usesPrincipalAssets(ctx) ? dollars(principalImmigrantAssets(ctx)) : '')),
  rule(page8('P7_Line10_TotalValueAssets[0]'), (ctx) => dollars(totalAssets(ctx))),
]);
