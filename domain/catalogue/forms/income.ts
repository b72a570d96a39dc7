import type { TaxYearRef } from '../text.ts';
import type { FieldDef, FormDef } from '../types.ts';
import { moneyField, yesNoField } from './field-builders.ts';
import { incomeHouseholdFinancesStep } from './income-household.ts';
import { capitalised, select, spokenIn, voicedText, voiceOf } from './person-voice.ts';
import { sponsorEmploymentFields, taxReturnFields } from './sponsor-fields.ts';

/** The questions are about the petitioner, the sponsor: spoken to them, or naming them to the beneficiary filling this in (person-voice.ts). */
const v = voiceOf('p');

/** A tax year named in a text, rendered from the filing date's facts (domain/catalogue/text.ts). */
const year = (taxYear: TaxYearRef) => ({ taxYear });

export const income = {
  type: 'INCOME',
  title: 'Income and Financial Support',
  description: "The sponsor's work, income, household and assets for the Affidavit of Support (Form I-864).",
  formName: 'INCOME',
  steps: [
    {
      name: "Sponsor's Income",
      intro: voicedText(
        'p',
        'The sponsor signs the Affidavit of Support (Form I-864) and promises to support the spouse who immigrates. ' +
          select(
            'Every question in this form is about you, the petitioner and sponsor, except those about a joint sponsor at the end; "your spouse" is the spouse applying for the green card.',
            'Every question in this form is about {name}, the petitioner and sponsor, except those about a joint sponsor at the end; "you" are the spouse applying for the green card. Answer for {name}.',
          ),
      ),
      fields: [
        ...spokenIn('p', [
          yesNoField(
            'incomePetitionerIsSponsor',
            select(
              'Will you, the petitioner, sign the Affidavit of Support (Form I-864) as the sponsor?',
              'Will {name}, the petitioner, sign the Affidavit of Support (Form I-864) as the sponsor?',
            ),
            'In a marriage case the petitioner must always sign Form I-864, even when the income is too low and a joint sponsor also signs one. ' +
              'The questions in this section are about the petitioner. If a joint sponsor signs a second Form I-864, the questions about them come at the end of Household Finances, and we fill their form too.',
          ),
          yesNoField(
            'isOnActiveDuty',
            `${capitalised(v.ask('are'))} on active duty in the U.S. armed forces or the U.S. Coast Guard?`,
            `If ${v.says('are')}, ${v.their} income needs to reach only 100% of the U.S. poverty guidelines instead of 125%.`,
          ),
          yesNoField(
            'incomeComesFromW2',
            `Does at least 85% of ${v.your} income come from wages reported on Form W-2?`,
            `Form W-2 is the yearly wage statement ${v.your} employer gives ${select('you', 'them')}. Answer No if a larger share comes from self-employment, a business, rent, investments, a pension or other sources.`,
          ),
        ]),
        ...sponsorEmploymentFields('p'),
      ],
    },
    {
      name: 'Income Details',
      intro: voicedText('p', [
        `Form I-864 asks for the total income on ${v.your} federal income tax returns for `,
        year('all'),
        '. You send a copy or an IRS transcript of the most recent return with the forms.',
      ]),
      fields: [
        ...spokenIn('p', [
          {
            key: 'incomeTaxYear',
            question: [`${capitalised(v.ask('have'))} already filed ${v.their} federal income tax return for `, year('latestDue'), '?'],
            kind: 'taxYear',
            required: true,
            help: [
              `Form I-864 asks about ${v.your} most recent tax year: the last one whose federal return ${v.says('have')} filed or had to file. `,
              `Until the filing deadline in April, ${v.their} `,
              year('latestDue'),
              ' return may not be filed yet. Answer No if it is not: Form I-864 then asks about the three years before it.',
            ],
          },
        ] as const satisfies readonly FieldDef[]),
        ...taxReturnFields('p'),
      ],
    },
    {
      name: 'Current Year Income Prediction',
      intro: voicedText('p', [
        `Form I-864 asks for ${v.your} current yearly income. We estimate it from ${v.their} last three tax years: 60% of `,
        year(0),
        ', 30% of ',
        year(1),
        ' and 10% of ',
        year(2),
        `. Check the estimate and correct it if ${v.their} income this year is different.`,
      ]),
      fields: spokenIn('p', [
        {
          key: 'incomeCurrentYearPrediction',
          question: `Our estimate of ${v.your} income for this year`,
          kind: 'money',
          format: 'nonNegativeMoney',
          help: ['Worked out from the incomes you entered for ', year('all'), '; you do not type it.'],
        },
        yesNoField(
          'incomeCurrentYearUserOverrideYesNo',
          `Is this estimate of ${v.your} income for this year right?`,
          `Answer No if ${v.their} income this year is different, for example because ${v.they} changed jobs, got a raise, work fewer hours or stopped working. You then enter the right amount.`,
        ),
        moneyField(
          'incomeCurrentYearUserOverrideValue',
          `What is ${v.your} income for this year?`,
          `${capitalised(v.their)} own yearly income before taxes as it is now: ${v.their} pay for a full year at ${v.their} current rate, plus self-employment, pension and other regular income. Do not include the income of other people.`,
          { field: 'incomeCurrentYearUserOverrideYesNo', is: 'no' },
        ),
      ] as const satisfies readonly FieldDef[]),
    },
    incomeHouseholdFinancesStep,
  ],
} as const satisfies FormDef;
