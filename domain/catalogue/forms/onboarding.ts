import { CORE_FORMS_IN_WORDS, OPTIONAL_FORMS_IN_WORDS, PRICE_DOLLARS } from '../../product/package.ts';
import {
  HOUSEHOLD_SIZE,
  ONBOARDING_FILING_CHOICE,
  ONBOARDING_PETITION_STATUS,
  ONBOARDING_LAST_ENTRY,
  ONBOARDING_PETITIONER_STATUS,
  ONBOARDING_ROLE,
  ONBOARDING_YES_NO,
  ONBOARDING_YES_NO_NOT_SURE,
} from '../choices.ts';
import type { Condition, FieldDef, FormDef } from '../types.ts';
import { supportQuestions } from './onboarding-support.ts';

/** Onboarding stores its yes/no answers as 'Yes' / 'No' (spec section 3), so they are choices. */
const yesNoQuestion = <K extends string>(key: K, question: string, help: string) => ({
  key,
  question,
  kind: 'choice',
  choices: ONBOARDING_YES_NO,
  required: true,
  help,
}) as const satisfies FieldDef;

/** The beneficiary is in the United States and applies for the green card from here (adjustment of status). */
const inUs: Condition = { all: [{ field: 'onboardingBIsInUs', is: 'Yes' }, { field: 'onboardingBWillApplyFromUs', isNot: 'No' }] };
/** The beneficiary applies for an immigrant visa at a U.S. embassy or consulate abroad (consular processing). */
const abroad: Condition = { any: [{ field: 'onboardingBIsInUs', is: 'No' }, { field: 'onboardingBWillApplyFromUs', is: 'No' }] };
const petitionerIsPr: Condition = { field: 'onboardingPStatus', is: 'pr' };
const entered = (ways: string | readonly string[]): Condition => ({ all: [inUs, { field: 'onboardingBLastEntry', is: ways }] });

/**
 * The beneficiary's entry and status, each asked only where the law makes it decide (INA 245(a),
 * 245(c), 245(d), 245(i), 212(e)); domain/rules/eligibility-entry.ts judges the answers.
 */
const entryQuestions = [
  {
    key: 'onboardingBLastEntry',
    question: 'How did the beneficiary last come into the United States?',
    kind: 'choice',
    choices: ONBOARDING_LAST_ENTRY,
    required: true,
    visibleWhen: inUs,
    help: 'The last time they arrived, not the first. How a person came in decides whether they can get the green card from inside the United States.',
  },
  {
    ...yesNoQuestion(
      'onboardingBK1MarriedPetitioner',
      'Did the beneficiary marry the U.S. citizen who filed the fiancé(e) petition (Form I-129F) for them?',
      'A K-1 fiancé(e) can get a green card in the United States only through marriage to the person who petitioned for them.',
    ),
    visibleWhen: entered('k1'),
  },
  {
    ...yesNoQuestion(
      'onboardingBEverJ',
      'Has the beneficiary ever been in the United States as a J-1 or J-2 exchange visitor?',
      'For example as a student, researcher, teacher, au pair or physician with a Form DS-2019, or as the spouse or child of one.',
    ),
    visibleWhen: inUs,
  },
  {
    key: 'onboardingBSubjectTo212e',
    question: 'Is the beneficiary subject to the two-year home-country physical presence requirement (INA 212(e))?',
    kind: 'choice',
    choices: ONBOARDING_YES_NO_NOT_SURE,
    required: true,
    visibleWhen: { all: [inUs, { field: 'onboardingBEverJ', is: 'Yes' }] },
    help:
      'The J visa and the Form DS-2019 usually say so ("Bearer is subject to section 212(e)"). It applies to programs paid for by a government, ' +
      'to skills on the home country’s list, and to graduate medical training in the United States.',
  },
  {
    ...yesNoQuestion(
      'onboardingB212eWaived',
      'Has the beneficiary received a waiver of that requirement, or already lived two years in their home country since the exchange program?',
      'USCIS grants the waiver (Form I-612, or on the recommendation of the Department of State). Answer No while a waiver is only applied for.',
    ),
    visibleWhen: { all: [inUs, { field: 'onboardingBSubjectTo212e', is: 'Yes' }] },
  },
  {
    ...yesNoQuestion(
      'onboardingBKeptLawfulStatus',
      'Has the beneficiary been in a lawful immigration status every day since they last arrived, and are they in one now?',
      'For example admitted as a student or a worker and never past the date on the I-94, or a new status USCIS approved before the old one ended. ' +
        'The spouse of a green card holder must have kept a lawful status to get the green card from inside the United States.',
    ),
    visibleWhen: { all: [inUs, petitionerIsPr, { field: 'onboardingBLastEntry', filled: true }, { field: 'onboardingBLastEntry', isNot: 'without_inspection' }] },
  },
  {
    ...yesNoQuestion(
      'onboardingBWorkedWithoutPermission',
      'Has the beneficiary ever worked in the United States without permission?',
      'Work their status did not allow, or work without a work permit (Employment Authorization Document).',
    ),
    visibleWhen: { all: [inUs, petitionerIsPr] },
  },
  {
    ...yesNoQuestion(
      'onboardingB245i',
      'Was a petition or a labor certification filed for the beneficiary on or before April 30, 2001 (INA 245(i))?',
      'A Form I-130, I-140, I-360 or I-526, or a labor certification, filed for the beneficiary (or for a parent or spouse they could immigrate with) ' +
        'on or before April 30, 2001, that could be approved when it was filed. One filed after January 14, 1998 also needs the beneficiary to have been ' +
        'in the United States on December 21, 2000. Answer No if none was.',
    ),
    visibleWhen: {
      any: [
        entered(['without_inspection', 'crewman']),
        {
          all: [
            inUs,
            petitionerIsPr,
            {
              any: [
                { field: 'onboardingBLastEntry', is: 'vwp' },
                { field: 'onboardingBKeptLawfulStatus', is: 'No' },
                { field: 'onboardingBWorkedWithoutPermission', is: 'Yes' },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    ...yesNoQuestion(
      'onboardingBBornInMexico',
      'Was the beneficiary born in Mexico?',
      'The Visa Bulletin lists spouses of green card holders born in Mexico apart from everyone else. It goes by the country of birth, not of citizenship.',
    ),
    visibleWhen: { all: [inUs, petitionerIsPr] },
  },
] as const satisfies readonly FieldDef[];

/** The two stages: what each lets the spouse do, said as facts (issue 20). */
const STAGES_HELP =
  'The petition (Form I-130 with Form I-130A) asks USCIS to recognise the marriage; on its own it does not let the beneficiary stay, work or travel. ' +
  'A pending green card application (Form I-485) lets the beneficiary stay while it is decided, and with Forms I-765 and I-131 work and travel. ' +
  'A later Form I-485 rests on the same petition, by its receipt number. USCIS charges the same fees whether the forms go in together or apart.';

const filedPetition: Condition = {
  any: [
    { field: 'onboardingFilingChoice', is: 'petition-filed' },
    { all: [{ field: 'onboardingFilingChoice', is: 'petition-first' }, { field: 'onboardingPetitionMailed', is: 'Yes' }] },
  ],
};

/**
 * How the couple files (domain/rules/filing-path.ts): together, the petition first, or the green card
 * application on a petition already filed, whose receipt notice (Form I-797C) or approval notice gives
 * what Form I-485 Part 2 asks of the underlying petition. A spouse abroad names the consulate instead
 * (Form I-130 Part 4).
 */
const filingQuestions = [
  {
    key: 'onboardingFilingChoice',
    question: 'How do you want to file?',
    kind: 'choice',
    choices: ONBOARDING_FILING_CHOICE,
    // Not required: a couple who never saw the question (before it was asked) files together.
    required: false,
    defaultValue: 'together',
    visibleWhen: inUs,
    help: STAGES_HELP,
  },
  {
    ...yesNoQuestion(
      'onboardingPetitionMailed',
      'Have you filed the petition and received its receipt notice (Form I-797C)?',
      'Answer Yes once USCIS has sent the receipt notice of the Form I-130 you filed: we then prepare the green card application on it.',
    ),
    required: false,
    visibleWhen: { all: [inUs, { field: 'onboardingFilingChoice', is: 'petition-first' }] },
  },
  {
    key: 'onboardingPetitionReceiptNumber',
    question: 'What is the receipt number of the Form I-130?',
    kind: 'text',
    required: true,
    format: 'receiptNumber',
    // A USCIS receipt number is 3 letters and 10 digits (the receipt notice): a real limit, not a box's.
    maxLength: 13,
    visibleWhen: { all: [inUs, filedPetition] },
    help: 'Three letters and ten digits, at the top left of the receipt or approval notice (Form I-797), for example IOE0912345678.',
  },
  {
    key: 'onboardingPetitionReceiptDate',
    question: 'On what date did USCIS receive the Form I-130?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: { all: [inUs, filedPetition] },
    help: 'The "Received Date" on the notice (Form I-797).',
  },
  {
    key: 'onboardingPetitionPriorityDate',
    question: 'What is the priority date of the Form I-130?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: { all: [inUs, filedPetition] },
    help: 'The "Priority Date" on the notice (Form I-797); for a petition for a spouse it is usually the date USCIS received it.',
  },
  {
    key: 'onboardingPetitionStatus',
    question: 'Where does the Form I-130 stand?',
    kind: 'choice',
    choices: ONBOARDING_PETITION_STATUS,
    required: true,
    visibleWhen: { all: [inUs, filedPetition] },
  },
  {
    ...yesNoQuestion(
      'onboardingPetitionHasNotice',
      'Do you have that notice (Form I-797) on paper or as a copy you can print?',
      'A copy of it goes into the green card application, in place of a new Form I-130. If it is lost, USCIS’s online account or a request on Form I-824 gives another copy.',
    ),
    visibleWhen: { all: [inUs, filedPetition] },
  },
  {
    key: 'onboardingConsulateCity',
    question: 'In which city is the U.S. embassy or consulate where the beneficiary will apply for the immigrant visa?',
    kind: 'text',
    required: true,
    letterCase: 'place',
    visibleWhen: abroad,
    help: 'Usually the one in the country where the beneficiary lives. Form I-130 asks for it; the National Visa Center confirms it later.',
  },
  {
    key: 'onboardingConsulateCountry',
    question: 'In which country is that embassy or consulate?',
    kind: 'text',
    required: true,
    letterCase: 'place',
    visibleWhen: abroad,
  },
] as const satisfies readonly FieldDef[];

export const onboarding = {
  type: 'ONBOARDING',
  title: 'Onboarding',
  description: 'A few questions that tell whether our service fits your case.',
  formName: 'ONBOARDING',
  steps: [
    {
      name: 'About You & Your Spouse',
      intro:
        'The petitioner is the U.S. citizen or green card holder who asks for the green card for a spouse. ' +
        'The beneficiary is the spouse who will receive the green card.',
      fields: [
        {
          key: 'onboardingUserIs',
          question: 'Which of the two are you?',
          kind: 'choice',
          choices: ONBOARDING_ROLE,
          required: true,
        },
        {
          key: 'onboardingPStatus',
          question: 'Is the petitioner a U.S. citizen or a green card holder?',
          kind: 'choice',
          choices: ONBOARDING_PETITIONER_STATUS,
          required: true,
          help:
            'A U.S. citizen’s spouse can apply for the green card at once. A green card holder’s spouse is in category F2A and waits until the Visa Bulletin ' +
            'has a visa number for them.',
        },
        {
          key: 'onboardingPNameFirst',
          question: "What is the petitioner's first name?",
          kind: 'text',
          required: true,
          format: 'name',
          help: 'The U.S. citizen or green card holder. Write the first name as it appears on their passport or green card.',
        },
        {
          key: 'onboardingBNameFirst',
          question: "What is the beneficiary's first name?",
          kind: 'text',
          required: true,
          format: 'name',
          help: 'The spouse who is applying for the green card. Write the first name as it appears on their passport.',
        },
      ],
    },
    {
      name: "Beneficiary's Situation",
      fields: [
        yesNoQuestion(
          'onboardingBIsInUs',
          'Is the beneficiary in the United States now?',
          'A spouse in the United States can usually apply for the green card from here (adjustment of status). A spouse abroad applies for an immigrant visa at a U.S. embassy or consulate: we prepare the petition that starts it.',
        ),
        {
          ...yesNoQuestion(
            'onboardingBWillApplyFromUs',
            'Will the beneficiary stay in the United States and apply for the green card from here?',
            'Applying from inside the United States is called adjustment of status. A spouse who applies through a U.S. embassy or consulate abroad files the same petition, then goes on with the National Visa Center.',
          ),
          visibleWhen: { field: 'onboardingBIsInUs', is: 'Yes' },
        },
        ...entryQuestions,
        ...filingQuestions,
        yesNoQuestion(
          'onboardingBOnlyGcApplicant',
          'Is the beneficiary the only person applying for a green card in this case?',
          'Answer No if children or other relatives are applying for green cards together with the beneficiary.',
        ),
      ],
    },
    {
      name: "Petitioner's Finances",
      intro:
        'The petitioner promises to support the beneficiary financially (Form I-864, Affidavit of Support). ' +
        'The income must be at least 125% of the U.S. poverty guidelines for the household size.',
      fields: [
        {
          key: 'onboardingPCurrentIncome',
          question: "What is the petitioner's yearly income before taxes?",
          kind: 'money',
          required: true,
          format: 'nonNegativeMoney',
          help: 'In whole U.S. dollars, before taxes: wages, self-employment income, pensions and other regular income. Enter 0 if there is none.',
        },
        yesNoQuestion(
          'onboardingIncomeFromW2',
          "Does at least 85% of the petitioner's income come from wages reported on Form W-2?",
          'Form W-2 is the yearly wage statement an employer gives an employee. Answer No if a larger share comes from self-employment, a business, rent, investments or other sources.',
        ),
      ],
    },
    {
      name: 'Household Details',
      fields: [
        {
          key: 'onboardingNumberOfHouseholdMembers',
          question: "How many people are in the petitioner's household?",
          kind: 'choice',
          choices: HOUSEHOLD_SIZE,
          required: true,
          help:
            'Count the petitioner and the beneficiary; the petitioner\'s children under 21 who are not married; anyone else the petitioner lists as a dependent on the federal tax return; ' +
            'anyone the petitioner sponsored before with an Affidavit of Support that is still in force; and relatives living with the petitioner who will add their income. ' +
            'Count each person once.',
        },
        yesNoQuestion(
          'onboardingPOnActiveDuty',
          'Is the petitioner on active duty in the U.S. armed forces or the U.S. Coast Guard?',
          'An active-duty petitioner sponsoring a spouse needs an income of only 100% of the poverty guidelines instead of 125%.',
        ),
        ...supportQuestions,
      ],
    },
    {
      name: 'Eligibility Check',
      intro:
        'We now check your answers: whether the beneficiary can apply from inside the United States, ' +
        'and how the Affidavit of Support will meet the income requirement for the household size. This takes a few seconds. ' +
        'When the case fits our service you can go on; if not, we explain why.',
      fields: [],
    },
    {
      name: 'Optional Applications',
      intro: 'Two applications can be filed together with the green card application. They are optional.',
      fields: [
        { ...yesNoQuestion(
          'onboardingBWantsEAD',
          'Does the beneficiary want a work permit while the green card application is pending?',
          'The work permit (Employment Authorization Document) is requested with Form I-765. It lets the beneficiary work for any employer until the green card is decided.',
        ), visibleWhen: inUs },
        { ...yesNoQuestion(
          'onboardingBWantsAP',
          'Does the beneficiary want a travel document to leave the United States and come back while the application is pending?',
          'This travel document is called advance parole and is requested with Form I-131. Leaving the United States without it while the application is pending usually means the application is abandoned.',
        ), visibleWhen: inUs },
      ],
    },
    {
      name: "What's Next",
      intro:
        'Next you fill in the information for the official USCIS forms, step by step, from your dashboard: ' +
        'the petitioner, the beneficiary, your marriage, your income, and the eligibility questions of Form I-485, ' +
        'plus Form I-765 (work permit) and Form I-131 (travel document) if you asked for them. ' +
        `We fill Forms ${CORE_FORMS_IN_WORDS} (and ${OPTIONAL_FORMS_IN_WORDS}) for you. ` +
        'When you are done, Check My Data checks every answer and lists anything missing. ' +
        `You then preview the filled forms page by page, make a one-time payment of $${PRICE_DOLLARS}, and download what can be filed today as one PDF, ready to print, sign and mail; the list below says what that is and what waits.`,
      fields: [],
    },
  ],
} as const satisfies FormDef;
