import { JOINT_SPONSOR, JOINT_SPONSOR_KEYS as J } from '../catalogue/forms/sponsor-keys.ts';
import type { ScalarKey } from '../catalogue/keys.ts';
import { answer, shownAnswers, type AnswerSource } from '../catalogue/shown.ts';
import { addressAt, currentHome, type Address } from '../people/address.ts';
import type { PersonName } from '../people/names.ts';
import { parseIsoDate } from './dates.ts';
import { amountOf, petitionerHousehold, sum } from './household.ts';
import { i864MinimumIncome, povertyRegionOf } from './poverty-guidelines.ts';

type Source = AnswerSource & { readonly today: string };

/**
 * The joint sponsor as their Form I-864 states them, from the INCOME answers (prefix j): who they
 * are, their household (Part 5), income (Part 6) and assets (Part 7). A joint sponsor has their own
 * household: themselves, their spouse and dependants, the people they sponsored before, and the
 * immigrants they sponsor now (Part 5 item 1, the same as on the petitioner's affidavit).
 */

/** Whether the couple answered that a joint sponsor signs. */
export const hasJointSponsor = (ctx: AnswerSource): boolean => answer(ctx, 'INCOME', J.hasJointSponsor) === 'yes';

/** One of the joint sponsor's amounts as answered, or null when not answered. */
const amount = <K extends ScalarKey<'INCOME'>>(ctx: AnswerSource, key: K): number | null => amountOf(answer(ctx, 'INCOME', key));

export const jointSponsorName = (ctx: AnswerSource): PersonName => ({
  last: answer(ctx, 'INCOME', 'jNameLast'),
  first: answer(ctx, 'INCOME', 'jNameFirst'),
  middle: answer(ctx, 'INCOME', 'jNameMiddle'),
});

/** The joint sponsor's mailing address, and their home when they do not live there. */
export function jointSponsorAddresses(ctx: AnswerSource): { readonly mailing: Address | null; readonly home: Address | null; readonly inCareOf: string } {
  const mailing = addressAt(shownAnswers(ctx, 'INCOME'), 'jMailing');
  return { mailing, home: currentHome(ctx, 'j'), inCareOf: answer(ctx, 'INCOME', 'jMailingInCareOfName') };
}

/** Part 5 of the joint sponsor's Form I-864, item by item; null where an answer it needs is missing. */
export interface JointSponsorHousehold {
  /** Item 1: the immigrants sponsored, as on the petitioner's affidavit. */
  readonly sponsored: number | null;
  readonly yourself: 1;
  /** Item 3: their spouse. */
  readonly spouse: number | null;
  readonly dependentChildren: number | null;
  readonly otherDependents: number | null;
  readonly previouslySponsored: number | null;
  /** Item 7: relatives combining income on Form I-864A; the product does not ask a joint sponsor for any. */
  readonly relativesSigningI864A: 0;
  readonly total: number | null;
}

export function jointSponsorHousehold(ctx: AnswerSource): JointSponsorHousehold {
  const married = answer(ctx, 'INCOME', J.isMarried);
  const size = {
    sponsored: petitionerHousehold(ctx).sponsored,
    yourself: 1 as const,
    spouse: married === 'yes' ? 1 : married === 'no' ? 0 : null,
    dependentChildren: amount(ctx, JOINT_SPONSOR.dependentChildren),
    otherDependents: amount(ctx, JOINT_SPONSOR.otherDependents),
    previouslySponsored: amount(ctx, JOINT_SPONSOR.previouslySponsored),
    relativesSigningI864A: 0 as const,
  };
  return {
    ...size,
    total: sum([size.sponsored, size.yourself, size.spouse, size.dependentChildren, size.otherDependents, size.previouslySponsored]),
  };
}

/** Part 6 item 7: the joint sponsor's current yearly income. */
export const jointSponsorIncome = (ctx: AnswerSource): number | null => amount(ctx, J.currentIncome);

/** Part 7 items 1 to 4: the joint sponsor's assets by kind and their total; all null when they add none. */
export function jointSponsorAssets(ctx: AnswerSource): { readonly bank: number | null; readonly realEstate: number | null; readonly stocks: number | null; readonly total: number | null } {
  if (answer(ctx, 'INCOME', JOINT_SPONSOR.usesAssets) !== 'yes') return { bank: null, realEstate: null, stocks: null, total: null };
  const bank = amount(ctx, JOINT_SPONSOR.assetsBank);
  const realEstate = amount(ctx, JOINT_SPONSOR.assetsRealEstate);
  const stocks = amount(ctx, JOINT_SPONSOR.assetsStocks);
  return { bank, realEstate, stocks, total: sum([bank, realEstate, stocks]) };
}

/**
 * The least income Form I-864P prints for the joint sponsor's household, in the region of their
 * home: always 125%, the 100% of active duty being for a petitioning sponsor only (Part 2 item 12).
 */
export function jointSponsorMinimum(ctx: Source): number | null {
  const size = jointSponsorHousehold(ctx).total;
  const state = jointSponsorAddresses(ctx).home?.state ?? '';
  return size === null ? null : i864MinimumIncome(size, povertyRegionOf(state), false, ctx.today);
}

/** Whole years of age on `onDate` for a birth date (ISO); null when either is not a date. */
export function ageOn(birthDate: string, onDate: string): number | null {
  const born = parseIsoDate(birthDate);
  const on = parseIsoDate(onDate);
  if (!born || !on) return null;
  const hadBirthday = on.month > born.month || (on.month === born.month && on.day >= born.day);
  return on.year - born.year - (hadBirthday ? 0 : 1);
}
