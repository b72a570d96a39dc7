import { ASSETS_BAND, HOUSEHOLD_INCOME_BAND, LIABILITIES_BAND, UNIT_TYPE } from '../choices.ts';
import { UNITED_STATES } from '../places.ts';
import type { Choice, Condition, FieldDef, FormDef } from '../types.ts';

/**
 * The household finance bands with the dollar ranges exactly as Form I-485 Part 9 items 58-60
 * print them, so a person near a boundary picks the box the form will show; the stored values
 * stay those of choices.ts.
 */
function withFormLabels(choices: readonly Choice[], labels: Readonly<Record<string, string>>): readonly Choice[] {
  return choices.map(({ value, label }) => ({ value, label: labels[value] ?? label }));
}

export const I485_HOUSEHOLD_INCOME_BANDS = withFormLabels(HOUSEHOLD_INCOME_BAND, {
  less_than_27k: '$0 to $27,000',
  '27k_to_52k': '$27,001 to $52,000',
  '52k_to_85k': '$52,001 to $85,000',
  '85k_to_141k': '$85,001 to $141,000',
  above_141k: 'Over $141,000',
});
export const I485_ASSETS_BANDS = withFormLabels(ASSETS_BAND, {
  less_than_18k: '$0 to $18,400',
  '18k_to_136k': '$18,401 to $136,000',
  '136k_to_321k': '$136,001 to $321,400',
  '321k_to_707k': '$321,401 to $707,100',
  above_707k: 'Over $707,100',
});
export const I485_LIABILITIES_BANDS = withFormLabels(LIABILITIES_BAND, {
  less_than_0k: '$0 (no debts)',
  '0k_to_10k': '$1 to $10,100',
  '10k_to_57k': '$10,101 to $57,700',
  '57k_to_186k': '$57,701 to $186,800',
  above_186k: 'Over $186,800',
});

const livesApartNow: Condition = { field: 'marriageBPCurrentlyLiveTogether', is: 'no' };
const livedTogetherBefore: Condition = {
  all: [livesApartNow, { field: 'marriageBPEverLivedTogether', is: 'yes' }],
};

/**
 * The last address where the couple lived together while they live apart now (I-130 Part 4,
 * items 59-60). While they live together, that address is their current one and the form takes it
 * from the petitioner's and beneficiary's current physical addresses.
 */
function lastAddressLivedTogether() {
  const prefix = 'lastPhysicalBAndPLivedTogether';
  const country = `${prefix}Country` as const;
  const inUs: Condition = { all: [livedTogetherBefore, { field: country, is: UNITED_STATES }] };
  const abroad: Condition = {
    all: [livedTogetherBefore, { field: country, filled: true }, { field: country, isNot: UNITED_STATES }],
  };
  return [
    {
      key: country,
      question: 'In which country is the last address where you lived together?',
      kind: 'country',
      required: true,
      visibleWhen: livedTogetherBefore,
    },
    {
      key: `${prefix}Street`,
      question: 'Street number and name',
      kind: 'text',
      letterCase: 'place',
      required: true,
      visibleWhen: livedTogetherBefore,
    },
    {
      key: `${prefix}UnitType`,
      question: 'Apartment, suite or floor',
      kind: 'choice',
      choices: UNIT_TYPE,
      visibleWhen: livedTogetherBefore,
    },
    {
      key: `${prefix}UnitNumber`,
      question: 'Apartment, suite or floor number',
      kind: 'text',
      required: true,
      visibleWhen: { all: [livedTogetherBefore, { field: `${prefix}UnitType`, filled: true }] },
    },
    {
      key: `${prefix}City`,
      question: 'City or town',
      kind: 'text',
      letterCase: 'place',
      required: true,
      visibleWhen: livedTogetherBefore,
    },
    { key: `${prefix}State`, question: 'State', kind: 'usState', required: true, visibleWhen: inUs },
    { key: `${prefix}Zip`, question: 'ZIP code', kind: 'text', required: true, format: 'usZip', visibleWhen: inUs },
    {
      key: `${prefix}Province`,
      question: 'Province, region or county (if any)',
      kind: 'text',
      letterCase: 'place',
      visibleWhen: abroad,
    },
    {
      key: `${prefix}PostalCode`,
      question: 'Postal code (if any)',
      kind: 'text',
      visibleWhen: abroad,
    },
    {
      key: `${prefix}DateFrom`,
      question: 'When did you start living together at this address?',
      kind: 'date',
      required: true,
      format: 'pastDate',
      visibleWhen: livedTogetherBefore,
    },
    {
      key: `${prefix}DateTo`,
      question: 'When did you stop living together at this address?',
      kind: 'date',
      required: true,
      format: 'pastDate',
      visibleWhen: livedTogetherBefore,
      dateRanges: [{ from: `${prefix}DateFrom`, to: `${prefix}DateTo` }],
    },
  ] as const satisfies readonly FieldDef[];
}

const HOUSEHOLD_HELP =
  'Count, as Form I-485 does for the spouse applying for the green card: that spouse; the other spouse if the two live together; the applying spouse\'s children who live with them; ' +
  'other children and anyone else the applying spouse pays at least half the costs of, or lists as a dependent on a federal tax return; ' +
  'and anyone who pays at least half of the applying spouse\'s costs, or lists that spouse as a dependent on their tax return.';

export const marriageInfo = {
  type: 'MARRIAGE_INFO',
  title: 'Marriage Information',
  description: 'Your marriage, where you live together, and your household finances.',
  formName: 'MARRIAGE INFO',
  steps: [
    {
      name: 'Marriage Details',
      fields: [
        {
          key: 'marriageDate',
          question: 'On what date did you marry?',
          kind: 'date',
          required: true,
          format: 'pastDate',
          help: 'The date on your marriage certificate.',
        },
        {
          key: 'marriageCity',
          question: 'In which city or town did you marry?',
          kind: 'text',
          letterCase: 'place',
          required: true,
          help: 'The place on your marriage certificate.',
        },
        { key: 'marriageCountry', question: 'In which country did you marry?', kind: 'country', required: true },
        {
          key: 'marriageState',
          question: 'In which state did you marry?',
          kind: 'usState',
          required: true,
          visibleWhen: { field: 'marriageCountry', is: UNITED_STATES },
        },
        {
          key: 'marriageProvince',
          question: 'In which province, region or state did you marry (if any)?',
          kind: 'text',
          letterCase: 'place',
          visibleWhen: {
            all: [
              { field: 'marriageCountry', filled: true },
              { field: 'marriageCountry', isNot: UNITED_STATES },
            ],
          },
        },
        {
          key: 'marriageBPCurrentlyLiveTogether',
          question: 'Do you and your spouse live together now?',
          kind: 'yesNo',
          required: true,
          help: 'Answer Yes if you share the same home now, even if one of you is away for a short time (work travel, a visit abroad).',
        },
        {
          key: 'marriageBPEverLivedTogether',
          question: 'Have you and your spouse ever lived together?',
          kind: 'yesNo',
          required: true,
          visibleWhen: livesApartNow,
          help: 'Form I-130 asks for the last address where you lived together, or says that you never lived together.',
        },
        ...lastAddressLivedTogether(),
      ],
    },
    {
      name: 'Spouse Information',
      intro:
        'Form I-485 asks the spouse applying for the green card about the size and finances of their household (the public charge questions). ' +
        'Answer these questions for the household of the spouse applying for the green card, whichever of you fills them in.',
      fields: [
        {
          key: 'marriageHouseholdSize',
          question: 'How many people are in the household of the spouse applying for the green card?',
          kind: 'number',
          required: true,
          format: 'digits',
          min: 1,
          max: 99,
          help: HOUSEHOLD_HELP,
        },
        {
          key: 'marriageAnnualHouseholdIncome',
          question: 'What is the yearly income of that household?',
          kind: 'choice',
          choices: I485_HOUSEHOLD_INCOME_BANDS,
          required: true,
          help:
            'Add up the yearly income before taxes of everyone counted in the household: wages, self-employment, pensions, rent, interest and dividends, ' +
            'and money the household receives from people outside it, such as alimony or child support.',
        },
        {
          key: 'marriageTotalAssets',
          question: 'What is the total value of the assets of that household?',
          kind: 'choice',
          choices: I485_ASSETS_BANDS,
          required: true,
          help:
            'Add up what everyone in the household owns that could be turned into cash: checking and savings accounts, stocks, bonds, annuities, retirement and education accounts, ' +
            'and real estate and other property at what it is worth today.',
        },
        {
          key: 'marriageTotalLiabilities',
          question: 'What is the total of the debts of that household?',
          kind: 'choice',
          choices: I485_LIABILITIES_BANDS,
          required: true,
          help:
            'Add up everything that everyone in the household owes: debts secured by property, such as a mortgage or a car loan, and unsecured debts, such as credit cards, ' +
            'student loans, personal loans and unpaid medical bills.',
        },
      ],
    },
  ],
} as const satisfies FormDef;
