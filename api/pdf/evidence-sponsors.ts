import { JOINT_SPONSOR, PETITIONER_SPONSOR, type SponsorKeys } from '../../domain/catalogue/forms/sponsor-keys.ts';
import { answeredTaxYears } from '../../domain/rules/income-tax-years.ts';
import { hasJointSponsor, jointSponsorName } from '../../domain/rules/joint-sponsor.ts';
import { text } from '../../domain/answers.ts';
import { shownAnswerRecord } from '../../domain/catalogue/shown.ts';
import { amountOf, fullName, incomeContributors } from '../../domain/rules/household.ts';
import type { MappingContext } from '../../domain/uscis/index.ts';
import type { EvidenceSection } from './evidence.ts';

/**
 * What each person behind the Affidavit of Support attaches (Form I-864 instructions; 8 CFR
 * 213a.2(c)(2)): the sponsor's and the joint sponsor's returns, work and assets, each household
 * member's Form I-864A with their own, and the spouse's where their income or assets count.
 */

/** The INCOME answers as shown, by key: the sponsors' keys are the catalogue's SponsorKeys (sponsor-keys.ts). */
const incomeAnswers = (ctx: MappingContext) => shownAnswerRecord(ctx, 'INCOME');
const answer = (ctx: MappingContext, key: string): string => text(incomeAnswers(ctx)[key]);

/** The most recent of the tax years the income answers are about, when known. */
const latestTaxYear = (ctx: MappingContext): number | null => answeredTaxYears(incomeAnswers(ctx))?.[0] ?? null;

/** Form I-864 Part 6 items 15 to 17: the returns of one sponsor for the three tax years, named `who`. */
function taxReturnEvidence(ctx: MappingContext, keys: SponsorKeys, who: string): string[] {
  const income = incomeAnswers(ctx);
  const years = answeredTaxYears(income);
  if (!years) return [];
  const filed = keys.taxYears.map((year) => text(income[keys.filedAll]) === 'yes' || text(income[year.filed]) === 'yes');
  const [latest, ...earlier] = years;
  const items: string[] = [];
  if (filed[0]) {
    items.push(`An IRS tax return transcript, or a copy of ${who}'s federal income tax return with every W-2 and 1099, for ${latest} (required: the most recent tax year).`);
  }
  const earlierFiled = earlier.filter((_, index) => filed[index + 1]);
  if (earlierFiled.length > 0) items.push(`The same for ${earlierFiled.join(' and ')} (recommended).`);
  const notFiled = years.filter((_, index) => !filed[index]);
  if (notFiled.length > 0 && text(income[keys.notRequiredToFile]) === 'yes') {
    items.push(`For ${notFiled.join(' and ')}: a written explanation, with proof, that ${who} was not required to file a federal tax return.`);
  }
  return items;
}

/** Employment, self-employment and retirement evidence of one sponsor (Part 6 items 1 to 6). */
function workEvidence(ctx: MappingContext, keys: SponsorKeys): string[] {
  const items: string[] = [];
  if (answer(ctx, keys.isEmployed) === 'yes') items.push('A letter from the employer stating the job, pay and start date, or pay stubs of the last six months.');
  if (answer(ctx, keys.isSelfEmployed) === 'yes') items.push('For self-employment: Schedule C or F (and Schedule SE) of the tax returns, and recent business records.');
  if (answer(ctx, keys.hasRetired) === 'yes') items.push('Proof of pension or retirement income (award letters or statements).');
  return items;
}

/** The evidence of each kind of asset counted: ownership, value, and what is owed on it (Part 7). */
function assetEvidence(ctx: MappingContext, kinds: { readonly bank: string; readonly realEstate: string; readonly stocks: string }, whose: string): string[] {
  const income = incomeAnswers(ctx);
  const held = (key: string) => (amountOf(income[key]) ?? 0) > 0;
  const items: string[] = [];
  if (held(kinds.bank)) items.push(`${whose} bank accounts: statements of the last 12 months showing the balance, or a letter from the bank giving the balance and the date the account was opened.`);
  if (held(kinds.realEstate)) {
    items.push(`${whose} real estate: the deed or other proof of ownership, a recent appraisal by a licensed appraiser or the tax assessment, and the latest statement of every mortgage or lien on it.`);
  }
  if (held(kinds.stocks)) items.push(`${whose} stocks, bonds and other assets: the latest statements of the accounts (or the certificates), showing what they are worth today.`);
  if (items.length > 0) items.push('Every asset counted must be one that can be turned into cash within a year.');
  return items;
}

const PETITIONER_ASSETS = { bank: PETITIONER_SPONSOR.assetsBank, realEstate: PETITIONER_SPONSOR.assetsRealEstate, stocks: PETITIONER_SPONSOR.assetsStocks };
const JOINT_SPONSOR_ASSETS = { bank: JOINT_SPONSOR.assetsBank, realEstate: JOINT_SPONSOR.assetsRealEstate, stocks: JOINT_SPONSOR.assetsStocks };
const SPOUSE_ASSETS = { bank: 'incomeBeneficiaryAssetsBankBalance', realEstate: 'incomeBeneficiaryAssetsRealEstateNetValue', stocks: 'incomeBeneficiaryAssetsStocksBondsOther' };

function petitionerSection(ctx: MappingContext): EvidenceSection {
  const items = [...taxReturnEvidence(ctx, PETITIONER_SPONSOR, 'the petitioner'), ...workEvidence(ctx, PETITIONER_SPONSOR)];
  if (answer(ctx, 'isOnActiveDuty') === 'yes') items.push("Proof of the petitioner's active duty in the U.S. armed forces or Coast Guard (orders or a letter from the commanding officer).");
  if (answer(ctx, PETITIONER_SPONSOR.usesAssets) === 'yes') items.push(...assetEvidence(ctx, PETITIONER_ASSETS, "The petitioner's"));
  return { heading: 'Affidavit of Support: the petitioner, the sponsor (Form I-864)', items };
}

/** The proof that a household member may combine income with the sponsor (Form I-864 Part 5 item 7, or a dependent in items 4 and 5). */
const RELATIONSHIP_PROOF: Readonly<Record<string, string>> = {
  Parent: "Proof that this is the petitioner's parent: the petitioner's birth certificate naming them.",
  Sibling: "Proof that this is the petitioner's brother or sister: both birth certificates, showing a parent in common.",
  'Adult child': "Proof that this is the petitioner's son or daughter: their birth certificate naming the petitioner.",
};

function householdMemberSections(ctx: MappingContext): EvidenceSection[] {
  const year = latestTaxYear(ctx);
  return incomeContributors(ctx)
    .filter((person) => !person.isPrincipalImmigrant)
    .map((person) => {
      const dependent = person.relationship === 'Dependent';
      const items = [
        `Form I-864A, Contract Between Sponsor and Household Member, signed by ${person.name} and by the petitioner (not in this package: see "The Affidavit of Support" above).`,
        `An IRS tax return transcript, or a copy of ${person.name}'s federal income tax return with every W-2 and 1099${year === null ? '' : `, for ${year}`} (the most recent tax year).`,
        `A letter from ${person.name}'s employer stating the job, pay and start date, or pay stubs of the last six months.`,
        dependent
          ? `The petitioner's tax return for the most recent tax year shows ${person.name} as a dependent: no proof of living together is needed.`
          : `Proof that ${person.name} lives with the petitioner: a lease, deed, or bills or bank statements at the petitioner's address in their name.`,
        ...(RELATIONSHIP_PROOF[person.relationship] ? [RELATIONSHIP_PROOF[person.relationship] ?? ''] : []),
      ];
      if (answer(ctx, PETITIONER_SPONSOR.usesAssets) === 'yes' && (amountOf(incomeAnswers(ctx)['incomeHouseholdMembersAssetsTotal']) ?? 0) > 0) {
        items.push(`Proof of ownership and value of every asset ${person.name} reports on Form I-864A (statements, deeds, appraisals), with what is owed on them.`);
      }
      return { heading: `Affidavit of Support: ${person.name}, household member (Form I-864A)`, items };
    });
}

function spouseSection(ctx: MappingContext): EvidenceSection[] {
  const items: string[] = [];
  if (answer(ctx, 'incomeUsesBeneficiaryIncome') === 'yes') {
    const year = latestTaxYear(ctx);
    items.push(
      "Proof that the beneficiary's income will continue from the same source after the green card: a letter from the employer, and pay stubs of the last six months.",
      `An IRS tax return transcript, or a copy of the beneficiary's federal income tax return with every W-2${year === null ? '' : `, for ${year}`}.`,
    );
  }
  if (answer(ctx, PETITIONER_SPONSOR.usesAssets) === 'yes' && answer(ctx, 'incomeUsesBeneficiaryAssets') === 'yes') items.push(...assetEvidence(ctx, SPOUSE_ASSETS, "The beneficiary's"));
  return items.length > 0 ? [{ heading: "Affidavit of Support: the beneficiary's income and assets", items }] : [];
}

const JOINT_SPONSOR_STATUS_PROOF: Readonly<Record<string, string>> = {
  citizen: "Proof of the joint sponsor's U.S. citizenship: a copy of the photo page of their valid U.S. passport, their U.S. birth certificate, or their Certificate of Naturalization or Citizenship.",
  national: "Proof of the joint sponsor's U.S. nationality: a copy of their U.S. passport (noting non-citizen national status) or of their birth certificate from American Samoa or Swains Island.",
  pr: "A copy of the front and back of the joint sponsor's green card (Form I-551).",
};

function jointSponsorSection(ctx: MappingContext): EvidenceSection[] {
  if (!hasJointSponsor(ctx)) return [];
  const name = fullName(jointSponsorName(ctx));
  const items = [
    JOINT_SPONSOR_STATUS_PROOF[answer(ctx, 'jStatus')] ?? "Proof of the joint sponsor's U.S. citizenship, nationality or permanent residence.",
    ...taxReturnEvidence(ctx, JOINT_SPONSOR, 'the joint sponsor'),
    ...workEvidence(ctx, JOINT_SPONSOR),
    ...(answer(ctx, JOINT_SPONSOR.usesAssets) === 'yes' ? assetEvidence(ctx, JOINT_SPONSOR_ASSETS, "The joint sponsor's") : []),
  ];
  return [{ heading: `Affidavit of Support: ${name}, joint sponsor (second Form I-864)`, items }];
}

/** The Affidavit of Support's evidence, person by person, in the order of the forms they sign. */
export const affidavitEvidence = (ctx: MappingContext): EvidenceSection[] => [
  petitionerSection(ctx),
  ...householdMemberSections(ctx),
  ...spouseSection(ctx),
  ...jointSponsorSection(ctx),
];
