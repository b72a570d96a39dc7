import { HOUSEHOLD_SIZE, ONBOARDING_ROLE, ONBOARDING_YES_NO } from '../choices.ts';
import type { FieldDef, FormDef } from '../types.ts';
import { supportQuestions } from './onboarding-support.ts';

/** Onboarding stores its yes/no answers as 'Yes' / 'No' (spec section 3), so they are choices. */
const yesNoQuestion = (key: string, question: string, help: string): FieldDef => ({
  key,
  question,
  kind: 'choice',
  choices: ONBOARDING_YES_NO,
  required: true,
  help,
});

export const onboarding: FormDef = {
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
          key: 'onboardingPNameFirst',
          question: "What is the petitioner's first name?",
          kind: 'text',
          required: true,
          format: 'name',
          maxLength: 60,
          help: 'The U.S. citizen or green card holder. Write the first name as it appears on their passport or green card.',
        },
        {
          key: 'onboardingBNameFirst',
          question: "What is the beneficiary's first name?",
          kind: 'text',
          required: true,
          format: 'name',
          maxLength: 60,
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
          'Our service prepares an application filed from inside the United States (adjustment of status).',
        ),
        {
          ...yesNoQuestion(
            'onboardingBWillApplyFromUs',
            'Will the beneficiary stay in the United States and apply for the green card from here?',
            'Applying from inside the United States is called adjustment of status. A spouse who applies through a U.S. embassy or consulate abroad uses a different process that our service does not prepare.',
          ),
          visibleWhen: { field: 'onboardingBIsInUs', is: 'Yes' },
        },
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
        yesNoQuestion(
          'onboardingBWantsEAD',
          'Does the beneficiary want a work permit while the green card application is pending?',
          'The work permit (Employment Authorization Document) is requested with Form I-765. It lets the beneficiary work for any employer until the green card is decided.',
        ),
        yesNoQuestion(
          'onboardingBWantsAP',
          'Does the beneficiary want a travel document to leave the United States and come back while the application is pending?',
          'This travel document is called advance parole and is requested with Form I-131. Leaving the United States without it while the application is pending usually means the application is abandoned.',
        ),
      ],
    },
    {
      name: "What's Next",
      intro:
        'Next you fill in the information for the official USCIS forms, step by step, from your dashboard: ' +
        'the petitioner, the beneficiary, your marriage, your income, and the eligibility questions of Form I-485, ' +
        'plus Form I-765 (work permit) and Form I-131 (travel document) if you asked for them. ' +
        'We fill Forms I-130, I-130A, I-485 and I-864 (and I-765 and I-131) for you. ' +
        'When you are done, Check My Data checks every answer and lists anything missing. ' +
        'You then preview the filled forms page by page, make a one-time payment of $299, and download all the forms as one PDF, ready to print, sign and mail.',
      fields: [],
    },
  ],
};
