import type { CatalogueText, TaxYearRef } from '../text.ts';
import type { Condition, FieldDef } from '../types.ts';
import { moneyField, yesNoField } from './field-builders.ts';
import type { PersonPrefix } from './person-conditions.ts';
import { capitalised, select, spokenIn, voiceOf, type Voice } from './person-voice.ts';
import { JOINT_SPONSOR, PETITIONER_SPONSOR, type SponsorKeys } from './sponsor-keys.ts';

/**
 * Builders of what Form I-864 asks every sponsor: employment (Part 6 items 1 to 6), the federal
 * returns of the three most recent tax years (items 15 to 17), the household counted (Part 5
 * items 4 to 6) and the assets (Part 7 items 1 to 4). The petitioner is spoken to ("you") or named to
 * the beneficiary filling them in, the joint sponsor asked about by role, each under their own keys (sponsor-keys.ts).
 */

/** The two sponsors the INCOME wizard asks about. */
export type SponsorPrefix = Extract<PersonPrefix, 'p' | 'j'>;

const KEYS = { p: PETITIONER_SPONSOR, j: JOINT_SPONSOR } as const satisfies Readonly<Record<SponsorPrefix, SponsorKeys>>;

/** The keys of one sponsor, each its literal key (so the wizards' keys stay types, domain/catalogue/keys.ts). */
export const sponsorKeysOf = <P extends SponsorPrefix>(prefix: P): (typeof KEYS)[P] => KEYS[prefix];

const count = <K extends string>(key: K, question: CatalogueText, help: CatalogueText) => ({
  key,
  question,
  kind: 'number',
  required: true,
  format: 'digits',
  min: 0,
  max: 30,
  help,
}) as const satisfies FieldDef;

/** Part 6 items 1 to 6: employed, self-employed, retired, or none of these and since when. */
export function sponsorEmploymentFields<P extends SponsorPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  const k = sponsorKeysOf(prefix);
  const employed: Condition = { field: k.isEmployed, is: 'yes' };
  const notWorking: Condition = {
    all: [
      { field: k.isEmployed, is: 'no' },
      { field: k.isSelfEmployed, is: 'no' },
      { field: k.hasRetired, is: 'no' },
    ],
  };
  // The petitioner's wizard also asks the employment history, whose employer names must agree.
  const sameAsHistory = v.spokenTo ? `, the same as in ${v.their} employment history` : '';
  return spokenIn(prefix, [
    yesNoField(
      k.isEmployed,
      `${capitalised(v.ask('do'))} work for an employer now?`,
      `Answer Yes if ${v.they} are on the payroll of a company, an organization or a person, full time or part time. Work for ${v.their} own business is asked next.`,
    ),
    {
      key: k.occupation,
      question: `What is ${v.your} job title?`,
      kind: 'text',
      required: true,
      visibleWhen: employed,
      help: 'For example: nurse, software engineer, sales associate.',
    },
    {
      key: k.employer1,
      question: `What is the name of ${v.your} employer?`,
      kind: 'text',
      required: true,
      visibleWhen: employed,
      help: `The name as it appears on ${v.their} pay slips or Form W-2${sameAsHistory}.`,
    },
    {
      key: k.employer2,
      question: `If ${v.says('have')} a second employer, what is its name?`,
      kind: 'text',
      visibleWhen: employed,
      help: `Leave this empty if ${v.they} work for only one employer.`,
    },
    yesNoField(
      k.isSelfEmployed,
      `${capitalised(v.ask('are'))} self-employed?`,
      `Answer Yes if ${v.they} run ${v.their} own business, work as a freelancer or independent contractor (for example with Form 1099 income), or own a business ${v.they} work in.`,
    ),
    {
      key: k.selfEmployedOccupation,
      question: `What work ${v.ask('do')} do as a self-employed person?`,
      kind: 'text',
      required: true,
      visibleWhen: { field: k.isSelfEmployed, is: 'yes' },
      help: `${capitalised(v.their)} occupation, for example: photographer, truck driver, restaurant owner.`,
    },
    yesNoField(
      k.hasRetired,
      `${capitalised(v.ask('are'))} retired?`,
      `Answer Yes if ${v.they} have retired from work, even if ${v.they} still have a small job on the side.`,
    ),
    {
      key: k.retirementDate,
      question: `Since what date ${v.ask('have')} been retired?`,
      kind: 'date',
      required: true,
      format: 'pastDate',
      visibleWhen: { field: k.hasRetired, is: 'yes' },
    },
    {
      key: k.unemployedSince,
      question: `Since what date ${v.ask('have')} been without work?`,
      kind: 'date',
      required: true,
      format: 'pastDate',
      visibleWhen: notWorking,
      help: `The day after ${v.their} last job ended. Form I-864 asks for this when ${v.they} are neither employed, self-employed nor retired.`,
    },
  ] as const satisfies readonly FieldDef[]);
}

/** The three tax years Form I-864 asks about, most recent first: the years come from the filing date (domain/rules/tax-years.ts). */
const TAX_YEAR_REFS: readonly TaxYearRef[] = [0, 1, 2];
const year = (taxYear: TaxYearRef) => ({ taxYear });

/** The answers about tax years are asked once it is known which years they are (domain/rules/income-tax-years.ts). */
const yearsKnown: Condition = { field: 'incomeTaxYear', filled: true };

function totalIncomeHelp(v: Voice): string {
  return (
    `Enter the "total income" line of ${v.their} federal tax return for that year (Form 1040, line 9); for a joint return, the total of the return. ` +
    `If ${v.they} did not file a return for that year, enter the income ${v.they} had that year, or 0 if ${v.they} had none.`
  );
}

/**
 * Part 6 items 15 to 17: a return filed for each of the three years, which years were not and
 * why, and each year's total income. Both sponsors answer for the tax years the INCOME answers
 * record (incomeTaxYear), which the filing date decides.
 */
export function taxReturnFields<P extends SponsorPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  const k = sponsorKeysOf(prefix);
  const missedAReturn: Condition = { all: [yearsKnown, { field: k.filedAll, is: 'no' }] };
  const fileFirst = v.spokenTo
    ? select('If you were required to file and did not, file the missing returns before you apply', 'If {name} was required to file and did not, {name} must file the missing returns before you apply')
    : `If ${v.they} were required to file and did not, ${v.they} must file the missing returns before signing`;
  return spokenIn(prefix, [
    yesNoField(
      k.filedAll,
      [`Did ${v.you} file a federal income tax return for each of `, year('all'), '?'],
      `Answer Yes if ${v.they} filed for all three years, alone or jointly with ${v.their} spouse.`,
      yearsKnown,
    ),
    ...k.taxYears.map((keys, slot) =>
      yesNoField(
        keys.filed,
        [`Did ${v.you} file a federal income tax return for `, year(TAX_YEAR_REFS[slot] ?? 0), '?'],
        'For a year without a return, Form I-864 shows N/A instead of an amount.',
        missedAReturn,
      ),
    ),
    yesNoField(
      k.notRequiredToFile,
      `For the years ${v.you} did not file, was ${v.their} income below the level at which the IRS requires a tax return?`,
      `If so, Form I-864 says that ${v.they} were not required to file, and ${v.they} attach proof, such as the IRS filing thresholds for those years and ${v.their} income records. ` +
        `${fileFirst}: a sponsor must have filed every required return.`,
      missedAReturn,
    ),
    ...k.taxYears.map((keys, slot) =>
      moneyField(keys.income, [`What was ${v.your} total income for `, year(TAX_YEAR_REFS[slot] ?? 0), '?'], totalIncomeHelp(v), yearsKnown),
    ),
  ] as const satisfies readonly FieldDef[]);
}

/** Part 5 items 4 to 6: the dependants and the people sponsored before, whom the sponsor's income must also support. */
export function householdCountFields<P extends SponsorPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  const k = sponsorKeysOf(prefix);
  // The petitioner's spouse's children who immigrate along are listed just before, and counted there.
  const notTheImmigrants = v.spokenTo ? ` Do not count a child listed above as immigrating with ${select('your spouse', 'you')}.` : '';
  return spokenIn(prefix, [
    count(
      k.dependentChildren,
      `How many dependent children ${v.ask('do')} have?`,
      `${capitalised(v.their)} children who are not married and are under 21, whether or not they live with ${v.you} (including stepchildren and adopted children), ` +
        `and older children ${v.they} list as dependents on ${v.their} federal tax return.${notTheImmigrants} Enter 0 if none.`,
    ),
    count(
      k.otherDependents,
      `How many other dependents ${v.ask('do')} have?`,
      `Other people ${v.they} list as dependents on ${v.their} most recent federal tax return and have not counted yet. Do not count ${v.their} spouse. Enter 0 if none.`,
    ),
    count(
      k.previouslySponsored,
      `How many people did ${v.you} sponsor before who are still under ${v.their} Affidavit of Support?`,
      `People for whom ${v.they} signed Form I-864 or I-864EZ before, who are now green card holders and whom ${v.they} still must support. ` +
        'The duty ends when the person becomes a U.S. citizen, has worked 40 quarters (about 10 years) in the U.S., leaves the U.S. for good, or dies. Enter 0 if none.',
    ),
  ] as const satisfies readonly FieldDef[]);
}

const BANK_HELP = 'The current balance of all cash, savings and checking accounts.';
const REAL_ESTATE_HELP =
  'What the real estate is worth (its assessed value) minus what is still owed on mortgages on it. Enter 0 if there is none.';
const STOCKS_HELP =
  'The cash value today of stocks, bonds, certificates of deposit and any other assets not already counted in the two questions before. Enter 0 if there are none.';

/** The same three kinds of asset for the principal immigrant (Part 7 items 6 to 8), asked about the spouse. */
export const ASSET_HELP = { bank: BANK_HELP, realEstate: REAL_ESTATE_HELP, stocks: STOCKS_HELP } as const;

/**
 * Part 7 items 1 to 3: whether the sponsor adds assets, and their net value by kind. 8 CFR
 * 213a.2(c)(2)(iii)(B): worth at least three times the shortfall for the spouse of a U.S. citizen,
 * five times otherwise.
 */
export function sponsorAssetFields<P extends SponsorPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  const k = sponsorKeysOf(prefix);
  const uses: Condition = { field: k.usesAssets, is: 'yes' };
  const gateHelp = v.spokenTo
    ? select(
        'You need this only if your household income is below what your household size requires: 125% of the U.S. poverty guidelines, or 100% if you are on active duty in the armed forces. ' +
          'The assets must then be worth at least three times the missing amount if you are a U.S. citizen, or five times if you are a green card holder.',
        '{name} needs this only if their household income is below what their household size requires: 125% of the U.S. poverty guidelines, or 100% if they are on active duty in the armed forces. ' +
          'The assets must then be worth at least three times the missing amount if {name} is a U.S. citizen, or five times if {name} is a green card holder.',
      )
    : `Only if ${v.your} own household income is below what ${v.their} household size requires: 125% of the U.S. poverty guidelines. ` +
      'The assets must then be worth at least three times the missing amount if the petitioner is a U.S. citizen, or five times if the petitioner is a green card holder.';
  return spokenIn(prefix, [
    yesNoField(k.usesAssets, `${capitalised(v.ask('do'))} want to add the value of ${v.their} assets to meet the income requirement?`, gateHelp),
    moneyField(k.assetsBank, `How much is in ${v.your} bank accounts?`, BANK_HELP, uses),
    moneyField(k.assetsRealEstate, `What is the net value of ${v.your} real estate?`, REAL_ESTATE_HELP, uses),
    moneyField(k.assetsStocks, `What is the value of ${v.your} stocks, bonds and other assets?`, STOCKS_HELP, uses),
  ] as const satisfies readonly FieldDef[]);
}
