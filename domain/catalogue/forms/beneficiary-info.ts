import { EDUCATION_LEVEL } from '../choices.ts';
import type { FieldDef, FormDef } from '../types.ts';
import { addressAbroadFields } from './beneficiary-address-abroad.ts';
import { immigrationSituationFields } from './beneficiary-immigration.ts';
import {
  addressHistoryFields,
  addressParts,
  allOf,
  biographicFields,
  birthFields,
  childrenFields,
  contactFields,
  currentAddressFields,
  employmentFields,
  isYes,
  nameFields,
  parentFields,
  previousMarriageFields,
  sexFields,
  statementFields,
  preparerFields,
} from './person-fields.ts';

const writesInOtherScript = isYes('bNativeScriptUsed');

/** Form I-130 Part 4 item 57: the name in the native script, when it is not written in Latin letters. */
const nativeScriptNameFields = [
  {
    key: 'bNativeScriptUsed',
    question: 'Is your native language written in an alphabet other than Latin letters?',
    kind: 'yesNo',
    required: true,
    help: 'For example Arabic, Chinese, Cyrillic, Devanagari, Greek, Hebrew, Japanese, Korean or Thai script.',
  },
  {
    key: 'bNativeScriptNameFirst',
    question: 'Your first name (given name) in your native script',
    kind: 'text',
    required: true,
    visibleWhen: writesInOtherScript,
  },
  {
    key: 'bNativeScriptNameMiddle',
    question: 'Your middle name in your native script',
    kind: 'text',
    visibleWhen: writesInOtherScript,
  },
  {
    key: 'bNativeScriptNameLast',
    question: 'Your last name (family name) in your native script',
    kind: 'text',
    required: true,
    visibleWhen: writesInOtherScript,
  },
] as const satisfies readonly FieldDef[];

/** Form I-485 Part 1 items 3 and 8. */
const moreBirthFields = [
  {
    key: 'birthHasUsedOtherDate',
    question: 'Have you ever used any other date of birth?',
    kind: 'yesNo',
    required: true,
    help: 'For example a different date on an earlier passport or visa, or one written by mistake on an immigration document.',
  },
  {
    key: 'birthOtherDatesArray',
    question: 'List every other date of birth you have used',
    kind: 'group',
    itemLabel: 'date of birth',
    required: true,
    visibleWhen: isYes('birthHasUsedOtherDate'),
    item: [{ key: 'otherBirthDate', question: 'Other date of birth', kind: 'date', required: true, format: 'pastDate' }],
  },
  {
    key: 'bCitizenshipCountry',
    question: 'Of which country are you a citizen or national?',
    kind: 'country',
    required: true,
    help: 'If you are a citizen of more than one country, choose the one whose passport you used to enter the United States.',
  },
] as const satisfies readonly FieldDef[];

/** Form I-485 Part 1 item 19: a new Social Security card, for anyone without a number or who wants a new card. */
const socialSecurityCardFields = [
  {
    key: 'bSsaWantsCard',
    question: 'Do you want the Social Security Administration (SSA) to issue you a Social Security card?',
    kind: 'yesNo',
    required: true,
    help:
      'Answer Yes if you have no Social Security number, or if you want a new card, for example one without the words "valid only with DHS ' +
      'authorization". The SSA then sends the card by mail after your green card is approved, without a visit to its office.',
  },
  {
    key: 'bSsaConsentToDisclose',
    question: 'Do you allow USCIS to give the SSA the information from your application that it needs to assign you a number and issue the card?',
    kind: 'yesNo',
    required: true,
    format: 'consentGiven',
    visibleWhen: isYes('bSsaWantsCard'),
    help: 'The SSA can issue the card only with this consent.',
  },
] as const satisfies readonly FieldDef[];

const hasTravelDocument = {
  any: [
    { field: 'passportNumber', filled: true },
    { field: 'travelDocumentNumber', filled: true },
  ],
};

/** Form I-130 Part 4 items 1-3 and 47-50, I-485 Part 1 items 4-5, 9, 10 and 19. */
const identificationFields = [
  {
    key: 'bANumber',
    question: 'What is your A-Number (Alien Registration Number), if you have one?',
    kind: 'text',
    format: 'aNumber',
    help: 'A number of 7 to 9 digits starting with A, on USCIS notices, a work permit (as USCIS#) or an immigrant visa. Most visitors and students have none; then leave it empty.',
  },
  {
    key: 'aNumberHasMany',
    question: 'Have you ever used or been given any other A-Number?',
    kind: 'yesNo',
    required: true,
  },
  {
    key: 'aNumberList',
    question: 'List every other A-Number',
    kind: 'group',
    itemLabel: 'A-Number',
    required: true,
    visibleWhen: isYes('aNumberHasMany'),
    item: [{ key: 'otherANumber', question: 'Other A-Number', kind: 'text', required: true, format: 'aNumber' }],
  },
  {
    key: 'bUscisAccountNumber',
    question: 'What is your USCIS online account number, if you have one?',
    kind: 'text',
    format: 'uscisAccountNumber',
    help: 'Only if you have filed something online with USCIS or received an account access notice: a 12-digit number. It is not your A-Number.',
  },
  {
    key: 'bSsn',
    question: 'What is your U.S. Social Security number, if you have one?',
    kind: 'text',
    format: 'ssn',
    help: 'Only a number the Social Security Administration has officially issued to you. Leave empty if you have none.',
  },
  ...socialSecurityCardFields,
  {
    key: 'passportNumber',
    question: 'What is the number of the passport you used at your last arrival in the United States?',
    kind: 'text',
    letterCase: 'upper',
    maxLength: 30,
    help: 'Leave empty if you had no passport.',
  },
  {
    key: 'travelDocumentNumber',
    question: 'If you used a travel document instead of a passport, what is its number?',
    kind: 'text',
    letterCase: 'upper',
    help: 'For example a refugee travel document. Most people leave this empty.',
  },
  {
    key: 'passportCountry',
    question: 'Which country issued that passport or travel document?',
    kind: 'country',
    required: true,
    visibleWhen: hasTravelDocument,
  },
  {
    key: 'passportExpirationDate',
    question: 'When does (or did) that passport or travel document expire?',
    kind: 'date',
    required: true,
    visibleWhen: hasTravelDocument,
  },
] as const satisfies readonly FieldDef[];

const livedAbroad = isYes('outsideUsLivedOverYear');
const workedAbroad = isYes('outsideUsWorkedEver');

/** Form I-130A Parts 1 and 3, I-485 Part 1 item 18 and Part 4 item 8, I-130 Part 4 item 58. */
const outsideUsFields = [
  {
    key: 'outsideUsLivedOverYear',
    question: 'Have you ever lived outside the United States for more than one year?',
    kind: 'yesNo',
    required: true,
  },
  ...addressParts('outsideUsPhysicalAddress', {
    label: 'Last address outside the U.S.',
    required: true,
    abroad: true,
    when: livedAbroad,
  }),
  {
    key: 'outsideUsPhysicalAddressDateFrom',
    question: 'When did you start living at that address?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: livedAbroad,
  },
  {
    key: 'outsideUsPhysicalAddressDateTo',
    question: 'When did you stop living there?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: livedAbroad,
    dateRanges: [{ from: 'outsideUsPhysicalAddressDateFrom', to: 'outsideUsPhysicalAddressDateTo' }],
  },
  {
    key: 'outsideUsWorkedEver',
    question: 'Have you ever worked outside the United States?',
    kind: 'yesNo',
    required: true,
  },
  {
    key: 'outsideUsEmployer',
    question: 'Name of your most recent employer outside the United States',
    kind: 'text',
    required: true,
    visibleWhen: workedAbroad,
    help: 'Give it even if it is already in your employment history. If you worked for yourself, write Self-employed.',
  },
  ...addressParts('outsideUsEmployer', { label: 'Employer address', required: true, abroad: true, when: workedAbroad }),
  {
    key: 'outsideUsEmployerOccupation',
    question: 'Your occupation there',
    kind: 'text',
    required: true,
    visibleWhen: workedAbroad,
  },
  {
    key: 'outsideUsEmployerDateFrom',
    question: 'When did you start working there?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: workedAbroad,
  },
  {
    key: 'outsideUsEmployerDateTo',
    question: 'When did you stop working there?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: workedAbroad,
    dateRanges: [{ from: 'outsideUsEmployerDateFrom', to: 'outsideUsEmployerDateTo' }],
  },
  {
    key: 'bNativeScriptAddressStreet',
    question: 'Your address abroad in your native script: street and number',
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
    help: 'The address above, written in your native script. Leave these empty if you cannot type that script.',
  },
  {
    key: 'bNativeScriptAddressCity',
    question: 'Your address abroad in your native script: city or town',
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
  },
  {
    key: 'bNativeScriptAddressProvince',
    question: 'Your address abroad in your native script: province or region',
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
  },
  {
    key: 'bNativeScriptAddressPostalCode',
    question: 'Your address abroad in your native script: postal code',
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
  },
  {
    key: 'bNativeScriptAddressCountry',
    question: 'Your address abroad in your native script: country',
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
  },
] as const satisfies readonly FieldDef[];

/** Form I-485 Part 9 items 61-62 (public charge). */
const educationFields = [
  {
    key: 'eduHighestLevel',
    question: 'What is the highest level of school you have completed?',
    kind: 'choice',
    choices: EDUCATION_LEVEL,
    required: true,
    help: 'Degrees from schools outside the United States count: choose the level they match.',
  },
  {
    key: 'eduHighestGradeCompleted',
    question: 'What is the highest grade of school you completed?',
    kind: 'text',
    required: true,
    maxLength: 20,
    visibleWhen: { field: 'eduHighestLevel', is: 'less_than_high_school' },
    help: 'For example 8th grade.',
  },
  {
    key: 'eduHasCertifications',
    question: 'Do you have any certificates, licenses, or skills learned through work or training?',
    kind: 'yesNo',
    required: true,
    help: 'For example a nursing or commercial driver license, a trade certificate, computer certifications, or skills such as carpentry or languages.',
  },
  {
    key: 'eduCertificationsList',
    question: 'List your certificates, licenses and skills',
    kind: 'group',
    itemLabel: 'certificate, license or skill',
    required: true,
    visibleWhen: isYes('eduHasCertifications'),
    item: [{ key: 'eduCertification', question: 'Certificate, license or skill', kind: 'text', required: true }],
  },
] as const satisfies readonly FieldDef[];

export const beneficiaryInfo = {
  type: 'BENEFICIARY_INFO',
  title: 'Beneficiary Information',
  description: 'About the spouse applying for the green card: names, addresses, work, immigration history, family and education.',
  formName: 'BENEFICIARY INFO',
  steps: [
    {
      name: "Beneficiary's Names and Sex",
      intro:
        'Every question in this form is about the beneficiary: the spouse who applies for the green card. If you are the petitioner filling it in, answer for your spouse.',
      fields: [...nameFields('b'), ...sexFields('b'), ...nativeScriptNameFields],
    },
    { name: 'Contact Information', fields: [...contactFields('b'), ...statementFields('b'), ...preparerFields('b')] },
    { name: 'Address', fields: [...currentAddressFields('b', { homes: true }), ...addressAbroadFields] },
    {
      name: 'Address History',
      intro: 'Where you have lived during the last five years, inside and outside the United States.',
      fields: addressHistoryFields('b', { homes: true }),
    },
    {
      name: 'Employment History',
      intro: 'Your work and schooling during the last five years, inside and outside the United States.',
      fields: employmentFields('b', { askSupportSource: true }),
    },
    { name: 'Birth Information', fields: [...birthFields('b'), ...moreBirthFields] },
    {
      name: 'Identification Numbers',
      intro: 'Numbers the U.S. government or your country has given you. Leave empty the ones you do not have.',
      fields: identificationFields,
    },
    {
      name: 'Immigration Situation',
      intro: 'Your arrival in the United States and your immigration history. Your I-94 record is at i94.cbp.dhs.gov.',
      fields: immigrationSituationFields,
    },
    { name: 'Biographic Information', fields: biographicFields('b') },
    {
      name: "Parents' Information",
      intro:
        'The forms ask about two parents, each with a sex. If you have two mothers or two fathers, give one parent in each part and set the sex of each.',
      fields: [
        ...parentFields('b', 'Father', { nameAtBirth: true, birthCity: true }),
        ...parentFields('b', 'Mother', { nameAtBirth: true, birthCity: true }),
      ],
    },
    {
      name: 'Marital History',
      intro: 'Your earlier marriages and your children. Your current marriage is asked in the marriage form.',
      fields: [...previousMarriageFields('b'), ...childrenFields('b')],
    },
    {
      name: 'Information from Outside the U.S.',
      intro: 'Your last home and your last job outside the United States, even if you already listed them.',
      fields: outsideUsFields,
    },
    { name: 'Education Info', fields: educationFields },
  ],
} as const satisfies FormDef;
