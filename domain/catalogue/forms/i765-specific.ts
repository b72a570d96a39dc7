import type { Choice, Condition, FormDef } from '../types.ts';
import { applicant } from './applicant-voice.ts';

/**
 * The I-765 answers no other wizard collects. The applicant is the beneficiary: names, addresses,
 * birth data, identifiers, marital status, last arrival and I-94 come from BENEFICIARY_INFO.
 * The edition filled (08/21/25) no longer lets an applicant ask the Social Security
 * Administration for a card, so nothing about that is asked here.
 */

const hasOtherCitizenship: Condition = { field: 'i765HasOtherCitizenship', is: 'yes' };
const hasNewerPassport: Condition = { field: 'i765HasNewerPassport', is: 'yes' };

/** The one category this product files under: an adjustment applicant with a pending Form I-485. */
export const PENDING_ADJUSTMENT_CATEGORY = '(c)(9)';

const ELIGIBILITY_CATEGORY = [
  { value: PENDING_ADJUSTMENT_CATEGORY, label: '(c)(9): a pending application for a green card (Form I-485)' },
] as const satisfies readonly Choice[];

/** Part 1, Reason for Applying: items 1.a, 1.b and 1.c. */
const APPLICATION_TYPE = [
  { value: 'initial', label: 'Initial permission to accept employment: the first work permit in this category' },
  {
    value: 'replacement',
    label: 'A replacement for a lost, stolen or damaged work permit, or a correction not caused by USCIS',
  },
  { value: 'renewal', label: 'A renewal of the work permit' },
] as const satisfies readonly Choice[];

export const i765Specific = {
  type: 'I_765_SPECIFIC',
  title: 'Work Permit (Form I-765)',
  description: 'The application for an Employment Authorization Document while the green card application is pending.',
  formName: 'I-765',
  steps: [
    {
      name: 'Eligibility Category',
      intro: applicant(
        'Every question in this form is about you, the spouse applying for the green card: you apply for the work permit while your green card application (Form I-485) is pending.',
        'Every question in this form is about {name}, the spouse applying for the green card, who applies for the work permit while the green card application (Form I-485) is pending. Answer for {name}.',
      ),
      fields: [
        {
          key: 'i765EligibilityCategory',
          question: applicant('Your eligibility category', "{name}'s eligibility category"),
          kind: 'choice',
          choices: ELIGIBILITY_CATEGORY,
          required: true,
          defaultValue: PENDING_ADJUSTMENT_CATEGORY,
          help: applicant(
            'Category (c)(9) is for a person who has filed Form I-485 to become a permanent resident and is waiting for a decision. You file Form I-765 together with your Form I-485, or later while it is pending. This is the only category we prepare.',
            "Category (c)(9) is for a person who has filed Form I-485 to become a permanent resident and is waiting for a decision. Form I-765 is filed together with {name}'s Form I-485, or later while it is pending. This is the only category we prepare.",
          ),
        },
      ],
    },
    {
      name: 'Application Type',
      fields: [
        {
          key: 'i765ApplicationType',
          question: applicant('What are you applying for?', 'What is {name} applying for?'),
          kind: 'choice',
          choices: APPLICATION_TYPE,
          required: true,
          help: applicant(
            'Choose the first option if you have never had a work permit in category (c)(9). For a replacement or a renewal, attach a copy of your current or last work permit (front and back), if you still have it. If the card has a mistake made by USCIS, do not file a new Form I-765: ask USCIS to correct it.',
            "Choose the first option if {name} has never had a work permit in category (c)(9). For a replacement or a renewal, attach a copy of {name}'s current or last work permit (front and back), if they still have it. If the card has a mistake made by USCIS, do not file a new Form I-765: ask USCIS to correct it.",
          ),
        },
      ],
    },
    {
      name: 'Additional Information',
      fields: [
        {
          key: 'i765FiledBefore',
          question: applicant('Have you ever filed Form I-765, an application for a work permit, before?', 'Has {name} ever filed Form I-765, an application for a work permit, before?'),
          kind: 'yesNo',
          required: true,
          help: 'Count every earlier Form I-765 in any category, for example as a student or as an asylum applicant, whatever the result.',
        },
        {
          key: 'i765BirthStateOrProvince',
          question: applicant('In which state, province or region were you born?', 'In which state, province or region was {name} born?'),
          kind: 'text',
          letterCase: 'place',
          help: applicant(
            'The state, province, region or department of the city or town where you were born. Leave empty if your country of birth has none.',
            "The state, province, region or department of the city or town where {name} was born. Leave empty if {name}'s country of birth has none.",
          ),
        },
        {
          key: 'i765HasOtherCitizenship',
          question: applicant('Are you also a citizen or national of another country?', 'Is {name} also a citizen or national of another country?'),
          kind: 'yesNo',
          required: true,
          help: applicant(
            'Form I-765 lists every country of which you are a citizen or national now, not only the one you gave in Beneficiary Information.',
            'Form I-765 lists every country of which {name} is a citizen or national now, not only the one given in Beneficiary Information.',
          ),
        },
        {
          key: 'i765OtherCitizenshipCountry',
          question: applicant('Of which other country are you a citizen or national?', 'Of which other country is {name} a citizen or national?'),
          kind: 'country',
          required: true,
          visibleWhen: hasOtherCitizenship,
        },
        {
          key: 'i765HasNewerPassport',
          question: applicant('Were you issued a new passport after your last arrival in the United States?', "Was {name} issued a new passport after their last arrival in the United States?"),
          kind: 'yesNo',
          required: true,
          help: applicant(
            'Form I-765 asks for your most recently issued passport. Answer Yes if you renewed your passport, or got a passport, after your last arrival; answer No if the passport you used to arrive is still your newest one, or if you have no passport.',
            "Form I-765 asks for {name}'s most recently issued passport. Answer Yes if {name} renewed their passport, or got a passport, after their last arrival; answer No if the passport they used to arrive is still their newest one, or if they have no passport.",
          ),
        },
        {
          key: 'i765NewestPassportNumber',
          question: applicant('What is the number of your newest passport?', "What is the number of {name}'s newest passport?"),
          kind: 'text',
          letterCase: 'upper',
          required: true,
          visibleWhen: hasNewerPassport,
        },
        {
          key: 'i765NewestPassportCountry',
          question: applicant('Which country issued your newest passport?', "Which country issued {name}'s newest passport?"),
          kind: 'country',
          required: true,
          visibleWhen: hasNewerPassport,
        },
        {
          key: 'i765NewestPassportExpirationDate',
          question: applicant('On what date does your newest passport expire?', "On what date does {name}'s newest passport expire?"),
          kind: 'date',
          required: true,
          visibleWhen: hasNewerPassport,
        },
        {
          key: 'i765SevisNumber',
          question: applicant('What is your SEVIS number (if any)?', "What is {name}'s SEVIS number (if any)?"),
          kind: 'text',
          format: 'digits',
          // A SEVIS ID is N and 10 digits (Forms I-20 and DS-2019): a real limit, not a box's.
          maxLength: 10,
          help: applicant(
            'Only students and exchange visitors (F, M or J status) have one. It is printed on Form I-20 or DS-2019 as N followed by 10 digits; enter the 10 digits. Leave empty if you have none.',
            'Only students and exchange visitors (F, M or J status) have one. It is printed on Form I-20 or DS-2019 as N followed by 10 digits; enter the 10 digits. Leave empty if {name} has none.',
          ),
        },
        {
          key: 'i765AbcSettlement',
          question: applicant(
            'Are you a Salvadoran or Guatemalan national who is eligible for benefits under the ABC settlement agreement?',
            'Is {name} a Salvadoran or Guatemalan national who is eligible for benefits under the ABC settlement agreement?',
          ),
          kind: 'yesNo',
          required: true,
          help: applicant(
            'The ABC settlement (American Baptist Churches v. Thornburgh) covers certain Salvadorans who were in the United States by September 19, 1990, and Guatemalans who were here by October 1, 1990, and who registered for its benefits. If you are not a national of El Salvador or Guatemala, answer No.',
            'The ABC settlement (American Baptist Churches v. Thornburgh) covers certain Salvadorans who were in the United States by September 19, 1990, and Guatemalans who were here by October 1, 1990, and who registered for its benefits. If {name} is not a national of El Salvador or Guatemala, answer No.',
          ),
        },
      ],
    },
  ],
} as const satisfies FormDef;
