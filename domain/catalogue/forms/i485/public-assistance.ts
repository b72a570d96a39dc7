import type { StepDef } from '../../types.ts';
import { applicant, inApplicantVoice, select } from '../applicant-voice.ts';
import { PUBLIC_CHARGE_EXEMPT_HELP, helpText, whenYes, yesNoItem } from './part9-item.ts';

/**
 * I-485 Part 9, "Public Charge", Item Numbers 63. - 66. Items 56. - 62. (exemption, household
 * size, income, assets, liabilities, education, certifications) are answered in other wizards.
 */
export const publicAssistanceStep = {
  name: 'Public Assistance',
  intro:
    'USCIS considers whether an applicant is likely to depend on government cash assistance or long-term care ("public charge"). The household size, income, assets, liabilities, and education for this part of the form come from your other answers.',
  fields: [
    ...yesNoItem({
      key: 'q63',
      question: `${select('Have you', 'Has {name}')} ever received Supplemental Security Income (SSI), Temporary Assistance for Needy Families (TANF), or state, Tribal, territorial, or local cash benefit programs for income maintenance (often called “General Assistance” in the state context, but which also exist under other names)?`,
      help: helpText(
        `Only cash assistance for income maintenance counts. Do not count non-cash benefits such as SNAP (food stamps), Medicaid (other than long-term institutional care), housing assistance, WIC, or CHIP, nor benefits ${select('you', '{name}')} earned, such as Social Security retirement, unemployment insurance, or veterans benefits.`,
        select('Benefits that only a family member received do not count as yours.', "Benefits that only a family member received do not count as {name}'s."),
      ),
    }),
    {
      key: 'benefitsReceivedList',
      question: applicant(
        'List the specific benefit(s) you received, the start and end dates of each period of receipt, the dollar amount of benefits received, and whether you received the benefits while you were in an immigration category exempt from the public charge ground of inadmissibility.',
        'List the specific benefit(s) {name} received, the start and end dates of each period of receipt, the dollar amount of benefits received, and whether {name} received the benefits while in an immigration category exempt from the public charge ground of inadmissibility.',
      ),
      kind: 'group',
      itemLabel: 'benefit',
      required: true,
      visibleWhen: whenYes('q63'),
      item: [
        {
          key: 'benefitName',
          question: 'Benefit received',
          kind: 'text',
          required: true,
          help: "Name the program, for example Supplemental Security Income (SSI), Temporary Assistance for Needy Families (TANF), or a state's General Assistance program.",
        },
        { key: 'benefitStartDate', question: 'Start date', kind: 'date', required: true, format: 'pastDate' },
        { key: 'benefitIsCurrent', question: applicant('Do you still receive this benefit?', 'Does {name} still receive this benefit?'), kind: 'yesNo', required: true },
        {
          key: 'benefitEndDate',
          question: 'End date',
          kind: 'date',
          required: true,
          format: 'pastDate',
          visibleWhen: { field: 'benefitIsCurrent', is: 'no' },
        },
        {
          key: 'benefitAmount',
          question: 'Dollar amount of benefits received',
          kind: 'money',
          required: true,
          format: 'nonNegativeMoney',
          help: applicant('The total you received in this period, in whole U.S. dollars.', 'The total {name} received in this period, in whole U.S. dollars.'),
        },
        {
          key: 'benefitExemptFromPublicCharge',
          question: applicant(
            'Did you receive this benefit while you were in an immigration category exempt from the public charge ground of inadmissibility?',
            'Did {name} receive this benefit while in an immigration category exempt from the public charge ground of inadmissibility?',
          ),
          kind: 'yesNo',
          required: true,
          help: inApplicantVoice(PUBLIC_CHARGE_EXEMPT_HELP),
        },
      ],
      dateRanges: [{ from: 'benefitStartDate', to: 'benefitEndDate' }],
    },
    ...yesNoItem({
      key: 'q64',
      question: `${select('Have you', 'Has {name}')} ever received long-term institutionalization at government expense?`,
      help: 'This means living in a nursing home, mental health institution, or similar facility for long-term care paid for by the government, for example by Medicaid. Short stays for rehabilitation and imprisonment for a criminal conviction do not count.',
    }),
    {
      key: 'institutionalizationReceivedList',
      question: applicant(
        'List the name, city, and state for each institution, the start and end dates of each period of institutionalization, the reason you were institutionalized, and whether you were institutionalized while you were in an immigration category exempt from the public charge ground of inadmissibility.',
        'List the name, city, and state for each institution, the start and end dates of each period of institutionalization, the reason {name} was institutionalized, and whether {name} was institutionalized while in an immigration category exempt from the public charge ground of inadmissibility.',
      ),
      kind: 'group',
      itemLabel: 'institution',
      required: true,
      visibleWhen: whenYes('q64'),
      item: [
        {
          key: 'institutionName',
          question: 'Institution name, city, and state',
          kind: 'text',
          required: true,
        },
        { key: 'institutionStartDate', question: 'Date from', kind: 'date', required: true, format: 'pastDate' },
        { key: 'institutionIsCurrent', question: applicant('Are you still in this institution?', 'Is {name} still in this institution?'), kind: 'yesNo', required: true },
        {
          key: 'institutionEndDate',
          question: 'Date to',
          kind: 'date',
          required: true,
          format: 'pastDate',
          visibleWhen: { field: 'institutionIsCurrent', is: 'no' },
        },
        { key: 'institutionReason', question: applicant('Reason you were institutionalized', 'Reason {name} was institutionalized'), kind: 'text', required: true },
        {
          key: 'institutionExemptFromPublicCharge',
          question: applicant(
            'Were you institutionalized while you were in an immigration category exempt from the public charge ground of inadmissibility?',
            'Was {name} institutionalized while in an immigration category exempt from the public charge ground of inadmissibility?',
          ),
          kind: 'yesNo',
          required: true,
          help: inApplicantVoice(PUBLIC_CHARGE_EXEMPT_HELP),
        },
      ],
      dateRanges: [{ from: 'institutionStartDate', to: 'institutionEndDate' }],
    },
  ],
} as const satisfies StepDef;
