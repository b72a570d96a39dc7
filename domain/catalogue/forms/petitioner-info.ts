import { CITIZENSHIP_GOT_BY, RELATION, US_STATUS } from '../choices.ts';
import type { Condition, FieldDef, FormDef } from '../types.ts';
import {
  addressHistoryFields,
  biographicFields,
  birthFields,
  contactFields,
  currentAddressFields,
  employmentFields,
  isYes,
  nameFields,
  parentFields,
  previousMarriageFields,
  sexFields,
  sponsorIdentifierFields,
  statementFields,
  preparerFields,
} from './person-fields.ts';
import { voiced } from '../text.ts';
import { capitalised, select, spokenIn, voiceOf } from './person-voice.ts';

/** Every question is about the petitioner, spoken to them or naming them to their spouse (person-voice.ts). */
const v = voiceOf('p');

const isCitizen: Condition = { field: 'usStatus', is: 'citizen' };
const isGreenCardHolder: Condition = { field: 'usStatus', is: 'pr' };
const hasCertificate: Condition = { all: [isCitizen, isYes('usHasCertOfNaturalOrCitizenship')] };

/** Form I-130 Part 1 item 4 and Part 2 items 36-41. */
const statusFields = spokenIn('p', [
  {
    key: 'usStatus',
    question: `${capitalised(v.ask('are'))} a U.S. citizen or a green card holder?`,
    kind: 'choice',
    choices: US_STATUS,
    required: true,
  },
  {
    key: 'usCitizenshipGotBy',
    question: `How did ${v.you} become a U.S. citizen?`,
    kind: 'choice',
    choices: CITIZENSHIP_GOT_BY,
    required: true,
    visibleWhen: isCitizen,
    help: `Choose U.S. citizen parents if ${v.says('were')} a citizen through ${v.their} parents, whether ${v.they} were born abroad or became one as a child.`,
  },
  {
    key: 'usHasCertOfNaturalOrCitizenship',
    question: `${capitalised(v.ask('do'))} have a Certificate of Naturalization or a Certificate of Citizenship?`,
    kind: 'yesNo',
    required: true,
    visibleWhen: isCitizen,
    help: 'People who became citizens by naturalization receive a Certificate of Naturalization. People born in the United States usually have neither.',
  },
  {
    key: 'usCertificateNumber',
    question: 'What is the certificate number?',
    kind: 'text',
    required: true,
    visibleWhen: hasCertificate,
    help: `Printed at the top right of the certificate, often in red. It is not ${v.their} A-Number.`,
  },
  {
    key: 'usCertificateIssuedPlace',
    question: 'Where was the certificate issued?',
    kind: 'text',
    required: true,
    visibleWhen: hasCertificate,
    help: 'The city and state printed on the certificate, for example Chicago, IL.',
  },
  {
    key: 'usCertificateIssuedDate',
    question: 'On what date was the certificate issued?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: hasCertificate,
  },
  {
    key: 'usPrAdmissionClass',
    question: `What is the category on ${v.your} green card?`,
    kind: 'text',
    required: true,
    visibleWhen: isGreenCardHolder,
    help: `The short code printed as "Category" on ${v.their} green card, for example IR1, CR1, F21 or E21.`,
  },
  {
    key: 'usPrAdmissionDate',
    question: `On what date did ${v.you} become a permanent resident?`,
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: isGreenCardHolder,
    help: `Printed as "Resident Since" on ${v.their} green card.`,
  },
  {
    key: 'usPrAdmissionCity',
    question: `Where did ${v.you} become a permanent resident? City or town`,
    kind: 'text',
    letterCase: 'place',
    required: true,
    visibleWhen: isGreenCardHolder,
    help: `The port of entry where ${v.they} arrived with ${v.their} immigrant visa, or the city of the USCIS office that approved ${v.their} green card if ${v.they} got it inside the United States.`,
  },
  {
    key: 'usPrAdmissionState',
    question: `Where did ${v.you} become a permanent resident? State`,
    kind: 'usState',
    required: true,
    visibleWhen: isGreenCardHolder,
  },
  {
    key: 'usPrByMarriage',
    question: `Did ${v.you} get ${v.their} green card through marriage to a U.S. citizen or green card holder?`,
    kind: 'yesNo',
    required: true,
    visibleWhen: isGreenCardHolder,
  },
  {
    key: 'usAdoptionStatus',
    question: `Did ${v.you} get ${v.their} citizenship or green card through adoption?`,
    kind: 'yesNo',
    required: true,
  },
  // Form I-485 Part 6 item 2 asks the beneficiary whether the spouse is a current member.
  {
    key: 'usArmedForcesMember',
    question: `${capitalised(v.ask('are'))} a current member of the U.S. armed forces or the U.S. Coast Guard?`,
    kind: 'yesNo',
    required: true,
    help: `On active duty, in the reserve or in the National Guard. Answer Yes if ${v.they} are on active duty.`,
  },
] as const satisfies readonly FieldDef[]);

const filedBefore = isYes('hasOtherPetitions');
const petitionsForOthersNow = isYes('hasOtherRelativePetitions');

/** Form I-130 Part 1 item 1, Part 5 items 1-9, and the petitioner's earlier marriages (Part 2 items 16-23). */
const petitionFields = spokenIn('p', [
  {
    key: 'petitionFor',
    question: `Who ${v.ask('are')} filing this petition for?`,
    kind: 'choice',
    choices: RELATION.filter((relation) => relation.value === 'spouse'),
    required: true,
    defaultValue: 'spouse',
    help: 'This service prepares petitions for a husband or wife only.',
  },
  {
    key: 'hasOtherPetitions',
    question: `${capitalised(v.ask('have'))} ever filed a petition for this spouse or for anyone else before?`,
    kind: 'yesNo',
    required: true,
    help: `Any Form I-130 (relative) or I-129F (fiancé(e)) petition ${v.you} filed, for anyone, at any time.`,
  },
  {
    key: 'prevPetitionBNameFirst',
    question: `First name of the person ${v.you} filed that petition for`,
    kind: 'text',
    required: true,
    format: 'name',
    visibleWhen: filedBefore,
    help: `If ${v.you} filed more than one, give the most recent here and the others below.`,
  },
  {
    key: 'prevPetitionBNameMiddle',
    question: 'Middle name of that person',
    kind: 'text',
    format: 'name',
    visibleWhen: filedBefore,
  },
  {
    key: 'prevPetitionBNameLast',
    question: 'Last name (family name) of that person',
    kind: 'text',
    required: true,
    format: 'name',
    visibleWhen: filedBefore,
  },
  {
    key: 'prevPetitionCity',
    question: 'Where was that petition filed? City or town',
    kind: 'text',
    letterCase: 'place',
    required: true,
    visibleWhen: filedBefore,
    help: 'The city of the USCIS office or service center on the receipt notice.',
  },
  {
    key: 'prevPetitionState',
    question: 'Where was that petition filed? State',
    kind: 'usState',
    required: true,
    visibleWhen: filedBefore,
  },
  {
    key: 'prevPetitionDate',
    question: 'On what date was it filed?',
    kind: 'date',
    required: true,
    format: 'pastDate',
    visibleWhen: filedBefore,
    help: 'The received date on the receipt notice.',
  },
  {
    key: 'prevPetitionResult',
    question: 'What was the result?',
    kind: 'text',
    required: true,
    visibleWhen: filedBefore,
    help: 'For example approved, denied, withdrawn, or still pending.',
  },
  {
    key: 'prevPetitionMoreDetails',
    question: 'Any other earlier petitions',
    kind: 'textarea',
    visibleWhen: filedBefore,
    help: `Only if ${v.you} filed more than one: for each of the others, the name of the person, the city and state, the date filed and the result.`,
  },
  {
    key: 'hasOtherRelativePetitions',
    question: `${capitalised(v.ask('are'))} also filing petitions for other relatives now, together with this one?`,
    kind: 'yesNo',
    required: true,
    help: `For example separate petitions for ${select("your spouse's", 'your')} children.`,
  },
  {
    key: 'otherRelativePetitionsList',
    question: `Which relatives ${v.ask('are')} also filing for?`,
    kind: 'group',
    itemLabel: 'relative',
    required: true,
    visibleWhen: petitionsForOthersNow,
    item: [
      { key: 'relativeNameFirst', question: "Relative's first name", kind: 'text', required: true, format: 'name' },
      { key: 'relativeNameMiddle', question: "Relative's middle name", kind: 'text', format: 'name' },
      { key: 'relativeNameLast', question: "Relative's last name (family name)", kind: 'text', required: true, format: 'name' },
      {
        key: 'relativeRelationship',
        question: `How is this person related to ${v.you}?`,
        kind: 'text',
        required: true,
        help: 'For example stepson or stepdaughter.',
      },
    ],
  },
  ...previousMarriageFields('p'),
] as const satisfies readonly FieldDef[]);

export const petitionerInfo = {
  type: 'PETITIONER_INFO',
  title: 'Petitioner Information',
  description: 'About the U.S. citizen or green card holder who files the petition: names, addresses, work, family and status.',
  formName: 'PETITIONER INFO',
  steps: [
    {
      name: "Petitioner's Names and Sex",
      intro: voiced(
        'p',
        select(
          'Every question in this form is about you, the petitioner: the U.S. citizen or green card holder who files the petition for the spouse.',
          'Every question in this form is about {name}, the petitioner: the U.S. citizen or green card holder who files the petition for you. Answer for {name}.',
        ),
      ),
      fields: [...nameFields('p'), ...sexFields('p')],
    },
    { name: 'Contact Information', fields: [...contactFields('p'), ...statementFields('p'), ...preparerFields('p')] },
    { name: 'Birth Information', fields: birthFields('p') },
    { name: 'Address', fields: currentAddressFields('p') },
    {
      name: 'Address History',
      intro: voiced('p', `Where ${v.says('have')} lived during the last five years.`),
      fields: addressHistoryFields('p'),
    },
    {
      name: 'Employment History',
      intro: voiced('p', `${capitalised(v.your)} work during the last five years, inside and outside the United States.`),
      fields: employmentFields('p', { askSupportSource: false }),
    },
    {
      name: "Parents' Names",
      intro:
        voiced('p', `The forms ask about two parents, each with a sex. If ${v.says('have')} two mothers or two fathers, give one parent in each part and set the sex of each.`),
      fields: [
        ...parentFields('p', 'Father', { nameAtBirth: false, birthCity: false }),
        ...parentFields('p', 'Mother', { nameAtBirth: false, birthCity: false }),
      ],
    },
    { name: 'Biographic Information', fields: biographicFields('p') },
    { name: 'Status in the US', fields: statusFields },
    {
      name: 'Optional Identifiers',
      intro:
        voiced('p', `Numbers the U.S. government has given ${v.you}. Leave the A-Number and the online account number empty if ${v.they} have none; the Social Security number is required.`),
      fields: sponsorIdentifierFields('p'),
    },
    { name: 'Petition and marital status', fields: petitionFields },
  ],
} as const satisfies FormDef;
