import { JOINT_SPONSOR, PETITIONER_SPONSOR, type SponsorKeys } from '../../domain/catalogue/forms/sponsor-keys.ts';
import { answeredTaxYears } from '../../domain/rules/income-tax-years.ts';
import { hasJointSponsor, jointSponsorName } from '../../domain/rules/joint-sponsor.ts';
import { text } from '../../domain/answers.ts';
import { shownAnswerRecord } from '../../domain/catalogue/shown.ts';
import { amountOf, fullName, incomeContributors } from '../../domain/rules/household.ts';
import type { MappingContext } from '../../domain/uscis/index.ts';
import { listValues } from '../../domain/i18n/lists.ts';
import type { MessageId } from '../../domain/i18n/messages.ts';
import type { EvidenceSection } from './evidence.ts';
import { isAbroad } from '../../domain/catalogue/places.ts';
import { countryName } from '../../domain/i18n/countries.ts';
import type { Language } from '../../domain/i18n/languages.ts';

/** One message in the cover's language. */
type Say = (id: MessageId, values?: Record<string, string | number>) => string;

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

/** One tax year, or the years joined ("Y1 and Y2"), in the cover's language. */
const yearsListed = (say: Say, years: readonly number[]): string => (years.length === 1 ? String(years[0]) : say('list.and', listValues(years.map(String))));

/** Form I-864 Part 6 items 15 to 17: the returns of one sponsor for the three tax years. */
function taxReturnEvidence(ctx: MappingContext, keys: SponsorKeys, who: 'petitioner' | 'joint', say: Say): string[] {
  const income = incomeAnswers(ctx);
  const years = answeredTaxYears(income);
  if (!years) return [];
  const filed = keys.taxYears.map((year) => text(income[keys.filedAll]) === 'yes' || text(income[year.filed]) === 'yes');
  const [latest, ...earlier] = years;
  const items: string[] = [];
  if (filed[0]) items.push(say('cover.evidence.tax.latest', { who, year: String(latest) }));
  const earlierFiled = earlier.filter((_, index) => filed[index + 1]);
  if (earlierFiled.length > 0) items.push(say('cover.evidence.tax.earlier', { years: yearsListed(say, earlierFiled) }));
  const notFiled = years.filter((_, index) => !filed[index]);
  if (notFiled.length > 0 && text(income[keys.notRequiredToFile]) === 'yes') {
    items.push(say('cover.evidence.tax.notRequired', { years: yearsListed(say, notFiled), who }));
  }
  return items;
}

/** Employment, self-employment and retirement evidence of one sponsor (Part 6 items 1 to 6). */
function workEvidence(ctx: MappingContext, keys: SponsorKeys, say: Say): string[] {
  const items: string[] = [];
  if (answer(ctx, keys.isEmployed) === 'yes') items.push(say('cover.evidence.work.employed'));
  if (answer(ctx, keys.isSelfEmployed) === 'yes') items.push(say('cover.evidence.work.selfEmployed'));
  if (answer(ctx, keys.hasRetired) === 'yes') items.push(say('cover.evidence.work.retired'));
  return items;
}

/** The evidence of each kind of asset counted: ownership, value, and what is owed on it (Part 7). */
function assetEvidence(
  ctx: MappingContext,
  kinds: { readonly bank: string; readonly realEstate: string; readonly stocks: string },
  whose: 'petitioner' | 'joint' | 'beneficiary',
  say: Say,
): string[] {
  const income = incomeAnswers(ctx);
  const held = (key: string) => (amountOf(income[key]) ?? 0) > 0;
  const items: string[] = [];
  if (held(kinds.bank)) items.push(say('cover.evidence.assets.bank', { whose }));
  if (held(kinds.realEstate)) items.push(say('cover.evidence.assets.realEstate', { whose }));
  if (held(kinds.stocks)) items.push(say('cover.evidence.assets.stocks', { whose }));
  if (items.length > 0) items.push(say('cover.evidence.assets.convertible'));
  return items;
}

const PETITIONER_ASSETS = { bank: PETITIONER_SPONSOR.assetsBank, realEstate: PETITIONER_SPONSOR.assetsRealEstate, stocks: PETITIONER_SPONSOR.assetsStocks };
const JOINT_SPONSOR_ASSETS = { bank: JOINT_SPONSOR.assetsBank, realEstate: JOINT_SPONSOR.assetsRealEstate, stocks: JOINT_SPONSOR.assetsStocks };
const SPOUSE_ASSETS = { bank: 'incomeBeneficiaryAssetsBankBalance', realEstate: 'incomeBeneficiaryAssetsRealEstateNetValue', stocks: 'incomeBeneficiaryAssetsStocksBondsOther' };

function petitionerSection(ctx: MappingContext, say: Say): EvidenceSection {
  const items = [...taxReturnEvidence(ctx, PETITIONER_SPONSOR, 'petitioner', say), ...workEvidence(ctx, PETITIONER_SPONSOR, say)];
  if (answer(ctx, 'isOnActiveDuty') === 'yes') items.push(say('cover.evidence.activeDuty'));
  if (answer(ctx, PETITIONER_SPONSOR.usesAssets) === 'yes') items.push(...assetEvidence(ctx, PETITIONER_ASSETS, 'petitioner', say));
  return { heading: say('cover.evidence.heading.sponsor'), items };
}

/** The proof that a household member may combine income with the sponsor (Form I-864 Part 5 item 7, or a dependent in items 4 and 5). */
const RELATIONSHIP_PROOF: Readonly<Record<string, MessageId>> = {
  Parent: 'cover.evidence.relation.parent',
  Sibling: 'cover.evidence.relation.sibling',
  'Adult child': 'cover.evidence.relation.child',
};

function householdMemberSections(ctx: MappingContext, say: Say): EvidenceSection[] {
  const year = latestTaxYear(ctx);
  return incomeContributors(ctx)
    .filter((person) => !person.isPrincipalImmigrant)
    .map((person) => {
      const name = person.name;
      const proof = RELATIONSHIP_PROOF[person.relationship];
      const items = [
        say('cover.evidence.member.i864a', { name }),
        say('cover.evidence.member.tax', { name, year: year === null ? 'none' : String(year) }),
        say('cover.evidence.member.employer', { name }),
        say(person.relationship === 'Dependent' ? 'cover.evidence.member.dependent' : 'cover.evidence.member.livesWith', { name }),
        ...(proof ? [say(proof)] : []),
      ];
      if (answer(ctx, PETITIONER_SPONSOR.usesAssets) === 'yes' && (amountOf(incomeAnswers(ctx)['incomeHouseholdMembersAssetsTotal']) ?? 0) > 0) {
        items.push(say('cover.evidence.member.assets', { name }));
      }
      return { heading: say('cover.evidence.heading.member', { name }), items };
    });
}

function spouseSection(ctx: MappingContext, say: Say): EvidenceSection[] {
  const items: string[] = [];
  if (answer(ctx, 'incomeUsesBeneficiaryIncome') === 'yes') {
    const year = latestTaxYear(ctx);
    items.push(say('cover.evidence.spouse.continues'), say('cover.evidence.spouse.tax', { year: year === null ? 'none' : String(year) }));
  }
  if (answer(ctx, PETITIONER_SPONSOR.usesAssets) === 'yes' && answer(ctx, 'incomeUsesBeneficiaryAssets') === 'yes') items.push(...assetEvidence(ctx, SPOUSE_ASSETS, 'beneficiary', say));
  return items.length > 0 ? [{ heading: say('cover.evidence.heading.spouse'), items }] : [];
}

function jointSponsorSection(ctx: MappingContext, say: Say, language: Language): EvidenceSection[] {
  if (!hasJointSponsor(ctx)) return [];
  const name = fullName(jointSponsorName(ctx));
  const status = answer(ctx, 'jStatus');
  const items = [
    say('cover.evidence.joint.status', { status: ['citizen', 'national', 'pr'].includes(status) ? status : 'other' }),
    ...taxReturnEvidence(ctx, JOINT_SPONSOR, 'joint', say),
    ...workEvidence(ctx, JOINT_SPONSOR, say),
    ...(answer(ctx, JOINT_SPONSOR.usesAssets) === 'yes' ? assetEvidence(ctx, JOINT_SPONSOR_ASSETS, 'joint', say) : []),
  ];
  const birthCountry = answer(ctx, 'jBirthCountry');
  const abroad = isAbroad(birthCountry) ? [say('cover.translation.joint', { name, country: countryName(language, birthCountry) })] : [];
  return [{ heading: say('cover.evidence.heading.joint', { name }), items, abroad }];
}

/** The Affidavit of Support's evidence, person by person, in the order of the forms they sign. */
export const affidavitEvidence = (ctx: MappingContext, say: Say, language: Language): EvidenceSection[] => [
  petitionerSection(ctx, say),
  ...householdMemberSections(ctx, say),
  ...spouseSection(ctx, say),
  ...jointSponsorSection(ctx, say, language),
];
