import type { CatalogueText, TaxYearRef } from '../text.ts';
import type { Condition, FieldDef, FormDef } from '../types.ts';
import { incomeHouseholdFinancesStep } from './income-household.ts';

const yesNo = <K extends string>(key: K, question: CatalogueText, help: CatalogueText, visibleWhen?: Condition) => ({
  key,
  question,
  kind: 'yesNo',
  required: true,
  help,
  ...(visibleWhen ? { visibleWhen } : {}),
}) as const satisfies FieldDef;

const money = <K extends string>(key: K, question: CatalogueText, help: CatalogueText, visibleWhen?: Condition) => ({
  key,
  question,
  kind: 'money',
  required: true,
  format: 'nonNegativeMoney',
  help,
  ...(visibleWhen ? { visibleWhen } : {}),
}) as const satisfies FieldDef;

const employed: Condition = { field: 'incomeSponsorIsEmployed', is: 'yes' };
const selfEmployed: Condition = { field: 'incomeSponsorIsSelfEmployed', is: 'yes' };
const retired: Condition = { field: 'incomeSponsorHasRetired', is: 'yes' };
const notWorking: Condition = {
  all: [
    { field: 'incomeSponsorIsEmployed', is: 'no' },
    { field: 'incomeSponsorIsSelfEmployed', is: 'no' },
    { field: 'incomeSponsorHasRetired', is: 'no' },
  ],
};
/** The answers about tax years are asked once it is known which years they are (domain/rules/income-tax-years.ts). */
const yearsKnown: Condition = { field: 'incomeTaxYear', filled: true };
const missedAReturn: Condition = { all: [yearsKnown, { field: 'incomeSponsorFiledTaxesForPrev3Years', is: 'no' }] };
const year = (taxYear: TaxYearRef) => ({ taxYear });

const TOTAL_INCOME_HELP =
  'Enter the "total income" line of your federal tax return for that year (Form 1040, line 9); for a joint return, the total of the return. ' +
  'If you did not file a return for that year, enter the income you had that year, or 0 if you had none.';

/** The three tax years Form I-864 asks about, most recent first: the years come from the filing date (domain/rules/tax-years.ts). */
const taxYears = [
  { ordinal: '1st', year: 0 },
  { ordinal: '2nd', year: 1 },
  { ordinal: '3rd', year: 2 },
] as const;

export const income = {
  type: 'INCOME',
  title: 'Income and Financial Support',
  description: "The sponsor's work, income, household and assets for the Affidavit of Support (Form I-864).",
  formName: 'INCOME',
  steps: [
    {
      name: "Sponsor's Income",
      intro:
        'The sponsor signs the Affidavit of Support (Form I-864) and promises to support the spouse who immigrates. ' +
        'Every question in this form is about the petitioner, the sponsor; "your spouse" is the spouse applying for the green card. ' +
        'If you are that spouse and fill this in, answer for the petitioner.',
      fields: [
        yesNo(
          'incomePetitionerIsSponsor',
          'Will you, the petitioner, sign the Affidavit of Support (Form I-864) as the sponsor?',
          'In a marriage case the petitioner must always sign Form I-864, even when the income is too low and a joint sponsor also signs one. ' +
            'The questions in this section are about the petitioner; a joint sponsor fills in a separate Form I-864 that we do not prepare.',
        ),
        yesNo(
          'isOnActiveDuty',
          'Are you on active duty in the U.S. armed forces or the U.S. Coast Guard?',
          'If you are, your income needs to reach only 100% of the U.S. poverty guidelines instead of 125%.',
        ),
        yesNo(
          'incomeComesFromW2',
          'Does at least 85% of your income come from wages reported on Form W-2?',
          'Form W-2 is the yearly wage statement your employer gives you. Answer No if a larger share comes from self-employment, a business, rent, investments, a pension or other sources.',
        ),
        yesNo(
          'incomeSponsorIsEmployed',
          'Do you work for an employer now?',
          'Answer Yes if you are on the payroll of a company, an organization or a person, full time or part time. Work for your own business is asked next.',
        ),
        {
          key: 'incomeSponsorOccupation',
          question: 'What is your job title?',
          kind: 'text',
          required: true,
          maxLength: 60,
          visibleWhen: employed,
          help: 'For example: nurse, software engineer, sales associate.',
        },
        {
          key: 'incomeSponsorEmployer1Name',
          question: 'What is the name of your employer?',
          kind: 'text',
          required: true,
          maxLength: 100,
          visibleWhen: employed,
          help: 'The name as it appears on your pay slips or Form W-2, the same as in your employment history.',
        },
        {
          key: 'incomeSponsorEmployer2Name',
          question: 'If you have a second employer, what is its name?',
          kind: 'text',
          maxLength: 100,
          visibleWhen: employed,
          help: 'Leave this empty if you work for only one employer.',
        },
        yesNo(
          'incomeSponsorIsSelfEmployed',
          'Are you self-employed?',
          'Answer Yes if you run your own business, work as a freelancer or independent contractor (for example with Form 1099 income), or own a business you work in.',
        ),
        {
          key: 'incomeSponsorSelfEmployedOccupation',
          question: 'What work do you do as a self-employed person?',
          kind: 'text',
          required: true,
          maxLength: 60,
          visibleWhen: selfEmployed,
          help: 'Your occupation, for example: photographer, truck driver, restaurant owner.',
        },
        yesNo(
          'incomeSponsorHasRetired',
          'Are you retired?',
          'Answer Yes if you have retired from work, even if you still have a small job on the side.',
        ),
        {
          key: 'incomeSponsorRetirementDate',
          question: 'Since what date have you been retired?',
          kind: 'date',
          required: true,
          format: 'pastDate',
          visibleWhen: retired,
        },
        {
          key: 'incomeSponsorUnemployedSinceDate',
          question: 'Since what date have you been without work?',
          kind: 'date',
          required: true,
          format: 'pastDate',
          visibleWhen: notWorking,
          help: 'The day after your last job ended. Form I-864 asks for this when you are neither employed, self-employed nor retired.',
        },
      ],
    },
    {
      name: 'Income Details',
      intro: [
        'Form I-864 asks for the total income on your federal income tax returns for ',
        year('all'),
        '. You send a copy or an IRS transcript of the most recent return with the forms.',
      ],
      fields: [
        {
          key: 'incomeTaxYear',
          question: ['Have you already filed your federal income tax return for ', year('latestDue'), '?'],
          kind: 'taxYear',
          required: true,
          help: [
            'Form I-864 asks about your most recent tax year: the last one whose federal return you have filed or had to file. ',
            'Until the filing deadline in April, your ',
            year('latestDue'),
            ' return may not be filed yet. Answer No if it is not: Form I-864 then asks about the three years before it.',
          ],
        },
        yesNo(
          'incomeSponsorFiledTaxesForPrev3Years',
          ['Did you file a federal income tax return for each of ', year('all'), '?'],
          'Answer Yes if you filed for all three years, alone or jointly with your spouse.',
          yearsKnown,
        ),
        ...taxYears.map(({ ordinal, year: ref }) =>
          yesNo(
            `income${ordinal}MostRecentTaxReturnFiled`,
            ['Did you file a federal income tax return for ', year(ref), '?'],
            'For a year without a return, Form I-864 shows N/A instead of an amount.',
            missedAReturn,
          ),
        ),
        yesNo(
          'incomeSponsorNotRequiredToFile',
          'For the years you did not file, was your income below the level at which the IRS requires a tax return?',
          'If so, Form I-864 says that you were not required to file, and you attach proof, such as the IRS filing thresholds for those years and your income records. ' +
            'If you were required to file and did not, file the missing returns before you apply: a sponsor must have filed every required return.',
          missedAReturn,
        ),
        ...taxYears.map(({ ordinal, year: ref }) =>
          money(`income${ordinal}MostRecentIncome`, ['What was your total income for ', year(ref), '?'], TOTAL_INCOME_HELP, yearsKnown),
        ),
      ],
    },
    {
      name: 'Current Year Income Prediction',
      intro: [
        'Form I-864 asks for your current yearly income. We estimate it from your last three tax years: 60% of ',
        year(0),
        ', 30% of ',
        year(1),
        ' and 10% of ',
        year(2),
        '. Check the estimate and correct it if your income this year is different.',
      ],
      fields: [
        {
          key: 'incomeCurrentYearPrediction',
          question: 'Our estimate of your income for this year',
          kind: 'money',
          format: 'nonNegativeMoney',
          help: ['Worked out from the incomes you entered for ', year('all'), '; you do not type it.'],
        },
        yesNo(
          'incomeCurrentYearUserOverrideYesNo',
          'Is this estimate of your income for this year right?',
          'Answer No if your income this year is different, for example because you changed jobs, got a raise, work fewer hours or stopped working. You then enter the right amount.',
        ),
        money(
          'incomeCurrentYearUserOverrideValue',
          'What is your income for this year?',
          'Your own yearly income before taxes as it is now: your pay for a full year at your current rate, plus self-employment, pension and other regular income. Do not include the income of other people.',
          { field: 'incomeCurrentYearUserOverrideYesNo', is: 'no' },
        ),
      ],
    },
    incomeHouseholdFinancesStep,
  ],
} as const satisfies FormDef;
