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
import { voiced } from '../text.ts';
import { capitalised, select, spokenIn, voiceOf } from './person-voice.ts';

/** Every question is about the beneficiary, spoken to them or naming them to their spouse (person-voice.ts). */
const v = voiceOf('b');

const writesInOtherScript = isYes('bNativeScriptUsed');

/** Form I-130 Part 4 item 57: the name in the native script, when it is not written in Latin letters. */
const nativeScriptNameFields = spokenIn('b', [
  {
    key: 'bNativeScriptUsed',
    question: `Is ${v.your} native language written in an alphabet other than Latin letters?`,
    kind: 'yesNo',
    required: true,
    help: 'For example Arabic, Chinese, Cyrillic, Devanagari, Greek, Hebrew, Japanese, Korean or Thai script.',
  },
  {
    key: 'bNativeScriptNameFirst',
    question: `${capitalised(v.your)} first name (given name) in ${v.their} native script`,
    kind: 'text',
    required: true,
    visibleWhen: writesInOtherScript,
  },
  {
    key: 'bNativeScriptNameMiddle',
    question: `${capitalised(v.your)} middle name in ${v.their} native script`,
    kind: 'text',
    visibleWhen: writesInOtherScript,
  },
  {
    key: 'bNativeScriptNameLast',
    question: `${capitalised(v.your)} last name (family name) in ${v.their} native script`,
    kind: 'text',
    required: true,
    visibleWhen: writesInOtherScript,
  },
] as const satisfies readonly FieldDef[]);

/** Form I-485 Part 1 items 3 and 8. */
const moreBirthFields = spokenIn('b', [
  {
    key: 'birthHasUsedOtherDate',
    question: `${capitalised(v.ask('have'))} ever used any other date of birth?`,
    kind: 'yesNo',
    required: true,
    help: 'For example a different date on an earlier passport or visa, or one written by mistake on an immigration document.',
  },
  {
    key: 'birthOtherDatesArray',
    question: `List every other date of birth ${v.says('have')} used`,
    kind: 'group',
    itemLabel: 'date of birth',
    required: true,
    visibleWhen: isYes('birthHasUsedOtherDate'),
    item: [{ key: 'otherBirthDate', question: 'Other date of birth', kind: 'date', required: true, format: 'pastDate' }],
  },
  {
    key: 'bCitizenshipCountry',
    question: `Of which country ${v.ask('are')} a citizen or national?`,
    kind: 'country',
    required: true,
    help: `If ${v.says('are')} a citizen of more than one country, choose the one whose passport ${v.they} used to enter the United States.`,
  },
] as const satisfies readonly FieldDef[]);

/** Form I-485 Part 1 item 19: a new Social Security card, for anyone without a number or who wants a new card. */
const socialSecurityCardFields = spokenIn('b', [
  {
    key: 'bSsaWantsCard',
    question: `${capitalised(v.ask('do'))} want the Social Security Administration (SSA) to issue ${select('you', 'them')} a Social Security card?`,
    kind: 'yesNo',
    required: true,
    help:
      `Answer Yes if ${v.says('have')} no Social Security number, or if ${v.they} want a new card, for example one without the words "valid only with DHS ` +
      `authorization". The SSA then sends the card by mail after ${v.their} green card is approved, without a visit to its office.`,
  },
  {
    key: 'bSsaConsentToDisclose',
    question: `${capitalised(v.ask('do'))} allow USCIS to give the SSA the information from ${v.their} application that it needs to assign ${select('you', 'them')} a number and issue the card?`,
    kind: 'yesNo',
    required: true,
    format: 'consentGiven',
    visibleWhen: isYes('bSsaWantsCard'),
    help: 'The SSA can issue the card only with this consent.',
  },
] as const satisfies readonly FieldDef[]);

const hasTravelDocument = {
  any: [
    { field: 'passportNumber', filled: true },
    { field: 'travelDocumentNumber', filled: true },
  ],
};

/** Form I-130 Part 4 items 1-3 and 47-50, I-485 Part 1 items 4-5, 9, 10 and 19. */
const identificationFields = spokenIn('b', [
  {
    key: 'bANumber',
    question: `What is ${v.your} A-Number (Alien Registration Number), if ${v.they} have one?`,
    kind: 'text',
    format: 'aNumber',
    help: 'A number of 7 to 9 digits starting with A, on USCIS notices, a work permit (as USCIS#) or an immigrant visa. Most visitors and students have none; then leave it empty.',
  },
  {
    key: 'aNumberHasMany',
    question: `${capitalised(v.ask('have'))} ever used or been given any other A-Number?`,
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
    question: `What is ${v.your} USCIS online account number, if ${v.they} have one?`,
    kind: 'text',
    format: 'uscisAccountNumber',
    help: `Only if ${v.says('have')} filed something online with USCIS or received an account access notice: a 12-digit number. It is not ${v.their} A-Number.`,
  },
  {
    key: 'bSsn',
    question: `What is ${v.your} U.S. Social Security number, if ${v.they} have one?`,
    kind: 'text',
    format: 'ssn',
    help: `Only a number the Social Security Administration has officially issued to ${v.you}. Leave empty if ${v.they} have none.`,
  },
  ...socialSecurityCardFields,
  {
    key: 'passportNumber',
    question: `What is the number of the passport ${v.you} used at ${v.their} last arrival in the United States?`,
    kind: 'text',
    letterCase: 'upper',
    help: `Leave empty if ${v.you} had no passport.`,
  },
  {
    key: 'travelDocumentNumber',
    question: `If ${v.you} used a travel document instead of a passport, what is its number?`,
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
] as const satisfies readonly FieldDef[]);

const livedAbroad = isYes('outsideUsLivedOverYear');
const workedAbroad = isYes('outsideUsWorkedEver');

/** Form I-130A Parts 1 and 3, I-485 Part 1 item 18 and Part 4 item 8, I-130 Part 4 item 58. */
const outsideUsFields = spokenIn('b', [
  {
    key: 'outsideUsLivedOverYear',
    question: `${capitalised(v.ask('have'))} ever lived outside the United States for more than one year?`,
    kind: 'yesNo',
    required: true,
  },
  ...addressParts('outsideUsPhysicalAddress', {
    label: v.label('last address outside the U.S.'),
    voice: v,
    required: true,
    abroad: true,
    when: livedAbroad,
  }),
  {
    key: 'outsideUsPhysicalAddressDateFrom',
    question: `When did ${v.you} start living at that address?`,
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: livedAbroad,
  },
  {
    key: 'outsideUsPhysicalAddressDateTo',
    question: `When did ${v.you} stop living there?`,
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: livedAbroad,
    dateRanges: [{ from: 'outsideUsPhysicalAddressDateFrom', to: 'outsideUsPhysicalAddressDateTo' }],
  },
  {
    key: 'outsideUsWorkedEver',
    question: `${capitalised(v.ask('have'))} ever worked outside the United States?`,
    kind: 'yesNo',
    required: true,
  },
  {
    key: 'outsideUsEmployer',
    question: `Name of ${v.your} most recent employer outside the United States`,
    kind: 'text',
    required: true,
    visibleWhen: workedAbroad,
    help: `Give it even if it is already in ${v.their} employment history. If ${v.they} worked for ${select('yourself', 'themselves')}, write Self-employed.`,
  },
  ...addressParts('outsideUsEmployer', { label: 'Employer address', required: true, abroad: true, when: workedAbroad }),
  {
    key: 'outsideUsEmployerOccupation',
    question: `${capitalised(v.your)} occupation there`,
    kind: 'text',
    required: true,
    visibleWhen: workedAbroad,
  },
  {
    key: 'outsideUsEmployerDateFrom',
    question: `When did ${v.you} start working there?`,
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: workedAbroad,
  },
  {
    key: 'outsideUsEmployerDateTo',
    question: `When did ${v.you} stop working there?`,
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: workedAbroad,
    dateRanges: [{ from: 'outsideUsEmployerDateFrom', to: 'outsideUsEmployerDateTo' }],
  },
  {
    key: 'bNativeScriptAddressStreet',
    question: `${capitalised(v.your)} address abroad in ${v.their} native script: street and number`,
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
    help: `The address above, written in ${v.their} native script. Leave these empty if you cannot type that script.`,
  },
  {
    key: 'bNativeScriptAddressCity',
    question: `${capitalised(v.your)} address abroad in ${v.their} native script: city or town`,
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
  },
  {
    key: 'bNativeScriptAddressProvince',
    question: `${capitalised(v.your)} address abroad in ${v.their} native script: province or region`,
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
  },
  {
    key: 'bNativeScriptAddressPostalCode',
    question: `${capitalised(v.your)} address abroad in ${v.their} native script: postal code`,
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
  },
  {
    key: 'bNativeScriptAddressCountry',
    question: `${capitalised(v.your)} address abroad in ${v.their} native script: country`,
    kind: 'text',
    visibleWhen: allOf(writesInOtherScript, livedAbroad),
  },
] as const satisfies readonly FieldDef[]);

/** Form I-485 Part 9 items 61-62 (public charge). */
const educationFields = spokenIn('b', [
  {
    key: 'eduHighestLevel',
    question: `What is the highest level of school ${v.says('have')} completed?`,
    kind: 'choice',
    choices: EDUCATION_LEVEL,
    required: true,
    help: 'Degrees from schools outside the United States count: choose the level they match.',
  },
  {
    key: 'eduHighestGradeCompleted',
    question: `What is the highest grade of school ${v.you} completed?`,
    kind: 'text',
    required: true,
    visibleWhen: { field: 'eduHighestLevel', is: 'less_than_high_school' },
    help: 'For example 8th grade.',
  },
  {
    key: 'eduHasCertifications',
    question: `${capitalised(v.ask('do'))} have any certificates, licenses, or skills learned through work or training?`,
    kind: 'yesNo',
    required: true,
    help: 'For example a nursing or commercial driver license, a trade certificate, computer certifications, or skills such as carpentry or languages.',
  },
  {
    key: 'eduCertificationsList',
    question: `List ${v.your} certificates, licenses and skills`,
    kind: 'group',
    itemLabel: 'certificate, license or skill',
    required: true,
    visibleWhen: isYes('eduHasCertifications'),
    item: [{ key: 'eduCertification', question: 'Certificate, license or skill', kind: 'text', required: true }],
  },
] as const satisfies readonly FieldDef[]);

export const beneficiaryInfo = {
  type: 'BENEFICIARY_INFO',
  title: 'Beneficiary Information',
  description: 'About the spouse applying for the green card: names, addresses, work, immigration history, family and education.',
  formName: 'BENEFICIARY INFO',
  steps: [
    {
      name: "Beneficiary's Names and Sex",
      intro: voiced(
        'b',
        select(
          'Every question in this form is about you, the beneficiary: the spouse who applies for the green card.',
          'Every question in this form is about {name}, the beneficiary: the spouse who applies for the green card. Answer for {name}.',
        ),
      ),
      fields: [...nameFields('b'), ...sexFields('b'), ...nativeScriptNameFields],
    },
    { name: 'Contact Information', fields: [...contactFields('b'), ...statementFields('b'), ...preparerFields('b')] },
    { name: 'Address', fields: [...currentAddressFields('b', { homes: true }), ...addressAbroadFields] },
    {
      name: 'Address History',
      intro: voiced('b', `Where ${v.says('have')} lived during the last five years, inside and outside the United States.`),
      fields: addressHistoryFields('b', { homes: true }),
    },
    {
      name: 'Employment History',
      intro: voiced('b', `${capitalised(v.your)} work and schooling during the last five years, inside and outside the United States.`),
      fields: employmentFields('b', { askSupportSource: true }),
    },
    { name: 'Birth Information', fields: [...birthFields('b'), ...moreBirthFields] },
    {
      name: 'Identification Numbers',
      intro: voiced('b', `Numbers the U.S. government or ${v.your} country has given ${select('you', 'them')}. Leave empty the ones ${v.they} do not have.`),
      fields: identificationFields,
    },
    {
      name: 'Immigration Situation',
      intro: voiced('b', `${capitalised(v.your)} arrival in the United States and ${v.their} immigration history. ${capitalised(v.their)} I-94 record is at i94.cbp.dhs.gov.`),
      fields: immigrationSituationFields,
    },
    { name: 'Biographic Information', fields: biographicFields('b') },
    {
      name: "Parents' Information",
      intro:
        voiced('b', `The forms ask about two parents, each with a sex. If ${v.says('have')} two mothers or two fathers, give one parent in each part and set the sex of each.`),
      fields: [
        ...parentFields('b', 'Father', { nameAtBirth: true, birthCity: true }),
        ...parentFields('b', 'Mother', { nameAtBirth: true, birthCity: true }),
      ],
    },
    {
      name: 'Marital History',
      intro: voiced('b', `${capitalised(v.your)} earlier marriages and ${v.their} children. Your current marriage is asked in the marriage form.`),
      fields: [...previousMarriageFields('b'), ...childrenFields('b')],
    },
    {
      name: 'Information from Outside the U.S.',
      intro: voiced('b', `${capitalised(v.your)} last home and ${v.their} last job outside the United States, even if ${v.they} already listed them.`),
      fields: outsideUsFields,
    },
    { name: 'Education Info', fields: educationFields },
  ],
} as const satisfies FormDef;
