import { I864A_RELATIONSHIP, ONBOARDING_YES_NO } from '../choices.ts';
import type { Choice, Condition, FieldDef } from '../types.ts';
import { moneyField } from './field-builders.ts';

/**
 * The onboarding questions about the other lawful ways to meet the income requirement of the
 * Affidavit of Support, for a petitioner whose own income may not reach it (8 CFR 213a.2(c)): a
 * relative who adds their income with Form I-864A, the beneficiary's continuing income, assets,
 * or a joint sponsor. The eligibility check then says which way the couple is on (eligibility-income.ts).
 */

export const SUPPORT_KEYS = {
  beyondIncome: 'onboardingSupportBeyondIncome',
  householdMember: 'onboardingHouseholdMemberRelationship',
  householdMemberIncome: 'onboardingHouseholdMemberIncome',
  beneficiaryIncome: 'onboardingBContinuingIncome',
  assets: 'onboardingAssetsValue',
  jointSponsor: 'onboardingJointSponsor',
} as const;

export const NO_HOUSEHOLD_MEMBER = 'none';

/** Each relative who may sign Form I-864A, as the onboarding speaks of them (about the petitioner, whichever spouse answers). */
export const HOUSEHOLD_MEMBER_WORDS: Readonly<Record<string, { readonly label: string }>> = {
  parent: { label: 'A parent of the petitioner' },
  brother_sister: { label: 'A brother or sister of the petitioner' },
  child: { label: 'An adult son or daughter of the petitioner' },
  dependent: { label: "A dependent on the petitioner's tax return" },
};

const HOUSEHOLD_MEMBER_CHOICES: readonly Choice[] = [
  { value: NO_HOUSEHOLD_MEMBER, label: 'No one' },
  ...I864A_RELATIONSHIP.map((relation) => ({ value: relation.value, label: HOUSEHOLD_MEMBER_WORDS[relation.value]?.label ?? relation.label })),
];

const beyondIncome: Condition = { field: SUPPORT_KEYS.beyondIncome, is: 'Yes' };

export const supportQuestions = [
  {
    key: SUPPORT_KEYS.beyondIncome,
    question: "Will anything besides the petitioner's own income help meet the income requirement?",
    kind: 'choice',
    choices: ONBOARDING_YES_NO,
    required: true,
    help:
      "If the petitioner's income is below the minimum for the household (the check tells you), the law allows other ways: the income of relatives who live with the petitioner and sign Form I-864A, " +
      "the beneficiary's income that continues after the green card, savings and other assets, or a joint sponsor who signs a second Form I-864. " +
      'Answer No if the income is enough, or if you do not know yet: you can add them later in the Income form.',
  },
  {
    key: SUPPORT_KEYS.householdMember,
    question: 'Who lives with the petitioner and will add their income by signing Form I-864A?',
    kind: 'choice',
    choices: HOUSEHOLD_MEMBER_CHOICES,
    required: true,
    visibleWhen: beyondIncome,
    help: 'Parents, brothers and sisters, and adult children who share the petitioner’s home, and anyone listed as a dependent on the petitioner’s tax return. If several will sign, choose one of them.',
  },
  moneyField(
    SUPPORT_KEYS.householdMemberIncome,
    'What is their yearly income before taxes?',
    'If several relatives will sign Form I-864A, add up their incomes.',
    { all: [beyondIncome, { field: SUPPORT_KEYS.householdMember, filled: true }, { field: SUPPORT_KEYS.householdMember, isNot: NO_HOUSEHOLD_MEMBER }] },
  ),
  moneyField(
    SUPPORT_KEYS.beneficiaryIncome,
    "What is the beneficiary's yearly income that will continue after the green card?",
    'Only income earned lawfully in the United States, with permission to work, from a job or source that goes on after the green card. Enter 0 if none.',
    beyondIncome,
  ),
  moneyField(
    SUPPORT_KEYS.assets,
    'What are the savings, property and investments of the petitioner and the beneficiary worth?',
    'Their net value: bank balances, plus what real estate is worth minus the mortgage, plus stocks, bonds and other assets that can be sold within a year. Enter 0 if none.',
    beyondIncome,
  ),
  {
    key: SUPPORT_KEYS.jointSponsor,
    question: 'Has someone agreed to be a joint sponsor and sign a second Form I-864?',
    kind: 'choice',
    choices: ONBOARDING_YES_NO,
    required: true,
    visibleWhen: beyondIncome,
    help: 'A U.S. citizen, U.S. national or green card holder aged 18 or older who lives in the United States, and whose own income is enough for their household plus the beneficiary.',
  },
] as const satisfies readonly FieldDef[];
