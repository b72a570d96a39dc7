import { answer } from '../../catalogue/shown.ts';
import { assetAmount as amount, principalImmigrantAssets, sponsorAssets, totalAssets } from '../../rules/assets.ts';
import { rule, section, type FormTemplate, type Section } from '../blocks/index.ts';
import type { MappingContext } from '../types.ts';
import { dollars } from './amounts.ts';

/**
 * Part 7, assets to supplement income (pages 7 and 8): only for a sponsor who answered that they
 * use assets. The INCOME wizard hides every asset question otherwise, and the shown answers leave
 * stale amounts out, so nothing prints.
 */

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
