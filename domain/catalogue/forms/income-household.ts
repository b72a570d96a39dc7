import { I864A_RELATIONSHIP } from '../choices.ts';
import { voiced } from '../text.ts';
import type { Condition, FieldDef, StepDef } from '../types.ts';
import { moneyField } from './field-builders.ts';
import { jointSponsorFields } from './income-joint-sponsor.ts';
import { capitalised, select, spokenIn, voiceOf } from './person-voice.ts';
import { ASSET_HELP, householdCountFields, sponsorAssetFields } from './sponsor-fields.ts';

/** The petitioner, the sponsor, spoken to or named; their spouse is "your spouse" to them and "you" to the beneficiary filling this in. */
const v = voiceOf('p');
const spouse = select('your spouse', 'you');
const spouses = select("your spouse's", 'your');
/** The spouse as the subject of a verb in the third person: "your spouse gets", "you get". */
const spouseDoes = (verb: string, base: string) => select(`your spouse ${verb}`, `you ${base}`);

/**
 * The Household Finances step of INCOME: who the sponsor supports and whose income and assets
 * count (Form I-864 Parts 4 to 7, as far as the sponsor answers them), and a joint sponsor when one signs.
 */

const nameParts = [
  { key: 'nameFirst', question: 'First name', kind: 'text', required: true, format: 'name' },
  { key: 'nameMiddle', question: 'Middle name (if any)', kind: 'text', format: 'name' },
  { key: 'nameLast', question: 'Last name', kind: 'text', required: true, format: 'name' },
] as const satisfies readonly FieldDef[];

const usesAssets: Condition = { field: 'incomeUsesAssets', is: 'yes' };
const usesBeneficiaryAssets: Condition = { all: [usesAssets, { field: 'incomeUsesBeneficiaryAssets', is: 'yes' }] };

export const incomeHouseholdFinancesStep = {
  name: 'Household Finances',
  intro: voiced(
    'p',
    `Form I-864 compares the income of ${v.your} household with the U.S. poverty guidelines for ${v.their} household size. Count each person only once.`,
  ),
  fields: [
    ...spokenIn('p', [
    {
      key: 'incomeBeneficiaryIsSoleGcApplicant',
      question: select('Is your spouse the only immigrant you are sponsoring with this Affidavit of Support?', 'Are you the only immigrant {name} is sponsoring with this Affidavit of Support?'),
      kind: 'yesNo',
      required: true,
      help:
        `Answer No only if ${spouses} children immigrate together with ${spouse} on this same petition, which is possible when ${v.says('are')} a green card holder. ` +
        'A child of a U.S. citizen needs a separate Form I-130 and is not listed here.',
    },
    {
      key: 'incomeSponsoredFamilyMembers',
      question: `Which family members immigrate together with ${spouse}?`,
      kind: 'group',
      itemLabel: 'family member',
      required: true,
      visibleWhen: { field: 'incomeBeneficiaryIsSoleGcApplicant', is: 'no' },
      help: `List each of ${spouses} children who immigrates at the same time as ${spouse}, or within six months, on this petition.`,
      item: [
        ...nameParts,
        { key: 'birthDate', question: 'Date of birth', kind: 'date', required: true, format: 'pastDate' },
        { key: 'aNumber', question: 'A-Number (if any)', kind: 'text', format: 'aNumber' },
        { key: 'uscisAccountNumber', question: 'USCIS online account number (if any)', kind: 'text', format: 'uscisAccountNumber' },
      ],
    },
    ] as const satisfies readonly FieldDef[]),
    ...householdCountFields('p'),
    ...spokenIn('p', [
    {
      key: 'incomeHouseholdMembersSignI864A',
      question: `Will a relative who lives with ${v.you}, or a dependent of ${select('yours', 'theirs')}, add their income to ${select('yours', "{name}'s")} by signing Form I-864A?`,
      kind: 'yesNo',
      required: true,
      help:
        `Only parents, brothers and sisters, and adult children who share ${v.your} home, and people ${v.they} list as dependents on ${v.their} federal tax return, can do this. ` +
        `Each one signs their own Form I-864A, a contract with ${v.you} and the government. ${capitalised(spouse)} ${select('is', 'are')} asked about separately below.`,
    },
    {
      key: 'incomeHouseholdMembers',
      question: 'Who will add their income with Form I-864A?',
      kind: 'group',
      itemLabel: 'household member',
      required: true,
      visibleWhen: { field: 'incomeHouseholdMembersSignI864A', is: 'yes' },
      item: [
        ...nameParts,
        {
          key: 'relationship',
          question: `How is this person related to ${v.you}?`,
          kind: 'choice',
          choices: I864A_RELATIONSHIP,
          required: true,
          help: 'If this person is a dependent already counted above, choose that answer so that the person is not counted twice.',
        },
        {
          key: 'currentIncome',
          question: "This person's current yearly income before taxes",
          kind: 'money',
          required: true,
          format: 'nonNegativeMoney',
        },
      ],
    },
    {
      key: 'incomeUsesBeneficiaryIncome',
      question: select("Do you want to count your spouse's income together with yours?", "Does {name} want to count your income together with theirs?"),
      kind: 'yesNo',
      required: true,
      help:
        `${capitalised(v.you)} may count ${spouses} income only if it was earned lawfully in the United States (with permission to work) ` +
        `and will continue from the same source after ${spouseDoes('gets', 'get')} the green card. ${capitalised(spouseDoes('does', 'do'))} not sign Form I-864A for this.`,
    },
    moneyField(
      'incomeBeneficiaryCurrentIncome',
      `What is ${spouses} current yearly income before taxes?`,
      `Count only income that will continue from the same source after ${spouseDoes('gets', 'get')} the green card.`,
      { field: 'incomeUsesBeneficiaryIncome', is: 'yes' },
    ),
    {
      // Worked out when the answers are saved (domain/rules/derived-answers.ts), never typed: Form I-864 Part 5 item 8.
      key: 'incomeNumberOfHouseholdMembers',
      question: voiced('p', "{who, select, you {Your household size on Form I-864} other {{name}'s household size on Form I-864}}"),
      kind: 'number',
      help:
        'Added up from the answers, as Form I-864 Part 5 counts it; nobody types it. ' +
        'Nobody is counted twice: the spouse counts once, as the immigrant sponsored, and a dependent who signs Form I-864A counts once, as a dependent.',
    },
    ] as const satisfies readonly FieldDef[]),
    ...sponsorAssetFields('p'),
    ...spokenIn('p', [
    moneyField(
      'incomeHouseholdMembersAssetsTotal',
      'What is the total value of the assets of the household members who sign Form I-864A?',
      'Add up the assets each of them reports on their Form I-864A (Part 4, Item Number 6). Enter 0 if they add none.',
      { all: [usesAssets, { field: 'incomeHouseholdMembersSignI864A', is: 'yes' }] },
    ),
    {
      key: 'incomeUsesBeneficiaryAssets',
      question: select("Do you also want to count your spouse's assets?", "Does {name} also want to count your assets?"),
      kind: 'yesNo',
      required: true,
      visibleWhen: usesAssets,
      help: `${capitalised(spouses)} own savings, real estate and investments can count too.`,
    },
    moneyField('incomeBeneficiaryAssetsBankBalance', `How much is in ${spouses} bank accounts?`, ASSET_HELP.bank, usesBeneficiaryAssets),
    moneyField(
      'incomeBeneficiaryAssetsRealEstateNetValue',
      `What is the net value of ${spouses} real estate?`,
      ASSET_HELP.realEstate,
      usesBeneficiaryAssets,
    ),
    moneyField(
      'incomeBeneficiaryAssetsStocksBondsOther',
      `What is the value of ${spouses} stocks, bonds and other assets?`,
      ASSET_HELP.stocks,
      usesBeneficiaryAssets,
    ),
    ] as const satisfies readonly FieldDef[]),
    ...jointSponsorFields,
  ],
} as const satisfies StepDef;
