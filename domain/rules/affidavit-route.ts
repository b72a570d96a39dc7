import { JOINT_SPONSOR, PETITIONER_SPONSOR } from '../catalogue/forms/sponsor-keys.ts';
import { answer, type AnswerSource } from '../catalogue/shown.ts';
import { totalAssets } from './assets.ts';
import { fullName, incomeContributors } from './household.ts';
import { i864IncomeTest } from './income-test.ts';
import { guidelineYearOn } from './poverty-guidelines.ts';
import { hasJointSponsor, jointSponsorAssets, jointSponsorHousehold, jointSponsorIncome, jointSponsorMinimum, jointSponsorName } from './joint-sponsor.ts';
import { minimumBasis, type Audience } from './support-route-words.ts';
import { assetMultipleFor, supportRoute, type AssetMultiple, type SponsorFigures, type SupportRoute } from './support-routes.ts';

/**
 * The route of a couple's Affidavit of Support from their INCOME answers (and the petitioner's
 * status, which sets how much assets must cover): the figures each Form I-864 states, measured
 * against Form I-864P for the filing date.
 */
export interface AffidavitRoute {
  readonly route: SupportRoute;
  readonly multiple: AssetMultiple;
  /** What the petitioner's minimum is ("125% of the 2026 HHS poverty guidelines"). */
  readonly basis: string;
  /** The joint sponsor's minimum is always 125%. */
  readonly jointBasis: string;
  /** "Given Middle Family" of the joint sponsor, '' when none signs. */
  readonly jointSponsorName: string;
}

type Source = AnswerSource & { readonly today: string };

/** The petitioner's Form I-864 in figures; null while an answer they rest on is missing. */
function petitionerFigures(ctx: Source, audience: Audience): SponsorFigures | null {
  const test = i864IncomeTest(ctx);
  if (test.householdSize === null || test.minimumIncome === null || test.sponsorIncome === null) return null;
  const contributors = incomeContributors(ctx);
  const added: SponsorFigures['added'][number][] = [];
  for (const person of contributors) {
    if (person.income === null) return null;
    added.push(
      person.isPrincipalImmigrant
        ? { who: audience.spouse, kind: 'beneficiary', income: person.income }
        : { who: person.name, kind: 'household member', income: person.income },
    );
  }
  const usesAssets = answer(ctx, 'INCOME', PETITIONER_SPONSOR.usesAssets) === 'yes';
  const assets = usesAssets ? totalAssets(ctx) : 0;
  if (assets === null) return null;
  return { householdSize: test.householdSize, minimum: test.minimumIncome, income: test.sponsorIncome, added, assets };
}

/** The joint sponsor's Form I-864 in figures; null while an answer they rest on is missing. */
function jointFigures(ctx: Source): SponsorFigures | null {
  const householdSize = jointSponsorHousehold(ctx).total;
  const minimum = jointSponsorMinimum(ctx);
  const income = jointSponsorIncome(ctx);
  const assets = jointSponsorAssets(ctx);
  const usesAssets = answer(ctx, 'INCOME', JOINT_SPONSOR.usesAssets) === 'yes';
  if (householdSize === null || minimum === null || income === null || (usesAssets && assets.total === null)) return null;
  return { householdSize, minimum, income, added: [], assets: assets.total ?? 0 };
}

export function affidavitRoute(ctx: Source, audience: Audience): AffidavitRoute | null {
  const year = guidelineYearOn(ctx.today)?.year;
  const petitioner = petitionerFigures(ctx, audience);
  if (year === undefined || petitioner === null) return null;
  const joint = hasJointSponsor(ctx) ? jointFigures(ctx) : null;
  if (hasJointSponsor(ctx) && joint === null) return null;
  const multiple = assetMultipleFor(answer(ctx, 'PETITIONER_INFO', 'usStatus') === 'citizen');
  const activeDuty = answer(ctx, 'INCOME', 'isOnActiveDuty') === 'yes';
  return {
    route: supportRoute({ petitioner, multiple, jointSponsor: joint }),
    multiple,
    basis: minimumBasis(year, activeDuty),
    jointBasis: minimumBasis(year, false),
    jointSponsorName: hasJointSponsor(ctx) ? fullName(jointSponsorName(ctx)) : '',
  };
}
