import { I864A_RELATIONSHIP } from '../choices.ts';
import { voiced } from '../text.ts';
import type { Condition, FieldDef, StepDef } from '../types.ts';
import { moneyField } from './field-builders.ts';
import { jointSponsorFields } from './income-joint-sponsor.ts';
import { ASSET_HELP, householdCountFields, sponsorAssetFields } from './sponsor-fields.ts';

/**
 * The Household Finances step of INCOME: who the sponsor supports and whose income and assets
 * count (Form I-864 Parts 4 to 7, as far as the sponsor answers them), and a joint sponsor when one signs.
 */

const nameParts = [
  { key: 'nameFirst', question: 'First name', kind: 'text', required: true, format: 'name', maxLength: 60 },
  { key: 'nameMiddle', question: 'Middle name (if any)', kind: 'text', format: 'name', maxLength: 60 },
  { key: 'nameLast', question: 'Last name', kind: 'text', required: true, format: 'name', maxLength: 60 },
] as const satisfies readonly FieldDef[];

const usesAssets: Condition = { field: 'incomeUsesAssets', is: 'yes' };
const usesBeneficiaryAssets: Condition = { all: [usesAssets, { field: 'incomeUsesBeneficiaryAssets', is: 'yes' }] };

export const incomeHouseholdFinancesStep = {
  name: 'Household Finances',
  intro:
    'Form I-864 compares the income of your household with the U.S. poverty guidelines for your household size. ' +
    'Count each person only once.',
  fields: [
    {
      key: 'incomeBeneficiaryIsSoleGcApplicant',
      question: 'Is your spouse the only immigrant you are sponsoring with this Affidavit of Support?',
      kind: 'yesNo',
      required: true,
      help:
        'Answer No only if children of your spouse immigrate together with your spouse on this same petition, which is possible when you are a green card holder. ' +
        'A child of a U.S. citizen needs a separate Form I-130 and is not listed here.',
    },
    {
      key: 'incomeSponsoredFamilyMembers',
      question: 'Which family members immigrate together with your spouse?',
      kind: 'group',
      itemLabel: 'family member',
      required: true,
      visibleWhen: { field: 'incomeBeneficiaryIsSoleGcApplicant', is: 'no' },
      help: 'List each child of your spouse who immigrates at the same time as your spouse, or within six months, on this petition.',
      item: [
        ...nameParts,
        { key: 'birthDate', question: 'Date of birth', kind: 'date', required: true, format: 'pastDate' },
        { key: 'aNumber', question: 'A-Number (if any)', kind: 'text', format: 'aNumber' },
        { key: 'uscisAccountNumber', question: 'USCIS online account number (if any)', kind: 'text', format: 'uscisAccountNumber' },
      ],
    },
    ...householdCountFields('p'),
    {
      key: 'incomeHouseholdMembersSignI864A',
      question: 'Will a relative who lives with you, or a dependent of yours, add their income to yours by signing Form I-864A?',
      kind: 'yesNo',
      required: true,
      help:
        'Only parents, brothers and sisters, and adult children who share your home, and people you list as dependents on your federal tax return, can do this. ' +
        'Each one signs their own Form I-864A, a contract with you and the government. Your spouse is asked about separately below.',
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
          question: 'How is this person related to you?',
          kind: 'choice',
          choices: I864A_RELATIONSHIP,
          required: true,
          help: 'If this person is a dependent you already counted above, choose that answer so that the person is not counted twice.',
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
      question: "Do you want to count your spouse's income together with yours?",
      kind: 'yesNo',
      required: true,
      help:
        "You may count your spouse's income only if it was earned lawfully in the United States (with permission to work) " +
        'and will continue from the same source after your spouse gets the green card. Your spouse does not sign Form I-864A for this.',
    },
    moneyField(
      'incomeBeneficiaryCurrentIncome',
      "What is your spouse's current yearly income before taxes?",
      'Count only income that will continue from the same source after your spouse gets the green card.',
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
    ...sponsorAssetFields('p'),
    moneyField(
      'incomeHouseholdMembersAssetsTotal',
      'What is the total value of the assets of the household members who sign Form I-864A?',
      'Add up the assets each of them reports on their Form I-864A (Part 4, Item Number 6). Enter 0 if they add none.',
      { all: [usesAssets, { field: 'incomeHouseholdMembersSignI864A', is: 'yes' }] },
    ),
    {
      key: 'incomeUsesBeneficiaryAssets',
      question: "Do you also want to count your spouse's assets?",
      kind: 'yesNo',
      required: true,
      visibleWhen: usesAssets,
      help: "Your spouse's own savings, real estate and investments can count too.",
    },
    moneyField('incomeBeneficiaryAssetsBankBalance', "How much is in your spouse's bank accounts?", ASSET_HELP.bank, usesBeneficiaryAssets),
    moneyField(
      'incomeBeneficiaryAssetsRealEstateNetValue',
      "What is the net value of your spouse's real estate?",
      ASSET_HELP.realEstate,
      usesBeneficiaryAssets,
    ),
    moneyField(
      'incomeBeneficiaryAssetsStocksBondsOther',
      "What is the value of your spouse's stocks, bonds and other assets?",
      ASSET_HELP.stocks,
      usesBeneficiaryAssets,
    ),
    ...jointSponsorFields,
  ],
} as const satisfies StepDef;
