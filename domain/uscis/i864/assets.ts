import type { ScalarKey } from '../../catalogue/keys.ts';
import { answer } from '../../catalogue/shown.ts';
import { amountOf, sum } from '../../rules/household.ts';
import { rule, section, type FormTemplate, type Section } from '../blocks/index.ts';
import type { MappingContext } from '../types.ts';
import { dollars } from './amounts.ts';

/**
 * Part 7, assets to supplement income (pages 7 and 8): only for a sponsor who answered that they
 * use assets. The INCOME wizard hides every asset question otherwise, and the shown answers leave
 * stale amounts out, so nothing prints.
 */


const amount = (ctx: MappingContext, key: ScalarKey<'INCOME'>): number | null => amountOf(answer(ctx, 'INCOME', key));

/** Item 4: the sponsor's own assets, items 1 to 3. */
const sponsorAssets = (ctx: MappingContext): number | null =>
  sum((['incomeAssetsBankBalance', 'incomeAssetsRealEstateNetValue', 'incomeAssetsStocksBondsOther'] as const).map((key) => amount(ctx, key)));

/** Item 9: the principal immigrant's assets, items 6 to 8. */
const principalImmigrantAssets = (ctx: MappingContext): number | null =>
  sum(
    (['incomeBeneficiaryAssetsBankBalance', 'incomeBeneficiaryAssetsRealEstateNetValue', 'incomeBeneficiaryAssetsStocksBondsOther'] as const).map(
      (key) => amount(ctx, key),
    ),
  );

/** Item 10: items 4, 5 and 9; item 5 and item 9 count only when asked (household members sign Form I-864A, spouse's assets used). */
export function totalAssets(ctx: MappingContext): number | null {
  if (answer(ctx, 'INCOME', 'incomeUsesAssets') !== 'yes') return null;
  const householdMembers = answer(ctx, 'INCOME', 'incomeHouseholdMembersSignI864A') === 'yes';
  const principal = answer(ctx, 'INCOME', 'incomeUsesBeneficiaryAssets') === 'yes';
  return sum([
    sponsorAssets(ctx),
    householdMembers ? amount(ctx, 'incomeHouseholdMembersAssetsTotal') : 0,
    principal ? principalImmigrantAssets(ctx) : 0,
  ]);
}

const usesPrincipalAssets = (ctx: MappingContext): boolean => answer(ctx, 'INCOME', 'incomeUsesBeneficiaryAssets') === 'yes';

export function assetsPart(I864: FormTemplate): Section {
  const { at } = I864;
  return section(
    rule(at(7, 'P7_Line1_BalanceofAccounts[0]'), (ctx) => dollars(amount(ctx, 'incomeAssetsBankBalance'))),
    rule(at(7, 'P7_Line2_RealEstate[0]'), (ctx) => dollars(amount(ctx, 'incomeAssetsRealEstateNetValue'))),
    rule(at(7, 'P7_Line3_StocksBonds[0]'), (ctx) => dollars(amount(ctx, 'incomeAssetsStocksBondsOther'))),
    rule(at(7, 'P7_Line4_Total[0]'), (ctx) => dollars(sponsorAssets(ctx))),
    rule(at(7, 'P7_Line5_TotalAssetsHouseholdMembers[0]'), (ctx) => dollars(amount(ctx, 'incomeHouseholdMembersAssetsTotal'))),
    rule(at(8, 'P7_Line6_BalanceofAccounts[0]'), (ctx) => dollars(amount(ctx, 'incomeBeneficiaryAssetsBankBalance'))),
    rule(at(8, 'P7_Line7_RealEstate[0]'), (ctx) => dollars(amount(ctx, 'incomeBeneficiaryAssetsRealEstateNetValue'))),
    rule(at(8, 'P7_Line8_StocksBonds[0]'), (ctx) => dollars(amount(ctx, 'incomeBeneficiaryAssetsStocksBondsOther'))),
    rule(at(8, 'P7_Line9_Total[0]'), (ctx) => (usesPrincipalAssets(ctx) ? dollars(principalImmigrantAssets(ctx)) : '')),
    rule(at(8, 'P7_Line10_TotalValueAssets[0]'), (ctx) => dollars(totalAssets(ctx))),
  );
}
