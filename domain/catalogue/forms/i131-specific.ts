import type { CatalogueText } from '../text.ts';
import type { Choice, Condition, FieldDef, FormDef } from '../types.ts';
import { applicant } from './applicant-voice.ts';

/**
 * The I-131 answers of an adjustment applicant asking for advance parole (Part 1, item 5.A) that
 * no other wizard collects. Names, addresses, identifiers, I-94, biographic data, contact details
 * and removal proceedings (Part 4, item 1) come from BENEFICIARY_INFO.
 */

export const ADVANCE_PAROLE_PENDING_I485 = 'advance_parole_pending_i485';

const APPLICATION_TYPE = [
  {
    value: ADVANCE_PAROLE_PENDING_I485,
    label: 'Advance parole document, based on a pending green card application (Form I-485)',
  },
] as const satisfies readonly Choice[];

/** Part 4, items 2.c and 3.c: what became of the last document issued. */
const DOCUMENT_DISPOSITION = [
  { value: 'in_my_possession', label: 'Still kept by the applicant' },
  { value: 'attached', label: 'Sent with this application' },
  { value: 'lost', label: 'Lost' },
  { value: 'stolen', label: 'Stolen' },
  { value: 'damaged_destroyed', label: 'Damaged or destroyed' },
  { value: 'returned', label: 'Given back to the U.S. government (for example, at the border)' },
] as const satisfies readonly Choice[];

/** Part 4, item 5: why a replacement is requested. */
const REPLACEMENT_REASON = [
  { value: 'not_received', label: 'The document was issued but never received' },
  { value: 'lost_stolen_damaged', label: 'The document was received, then lost, stolen or damaged' },
  {
    value: 'incorrect_my_error',
    label: "The document has incorrect information because of the applicant's own mistake, or because their information has changed",
  },
  {
    value: 'incorrect_not_my_error',
    label: 'The document has incorrect information because of a mistake the applicant did not make, such as a USCIS error',
  },
] as const satisfies readonly Choice[];

/** Part 7, item 4: how many trips the document is for. */
const NUMBER_OF_TRIPS = [
  { value: 'one_trip', label: 'One trip' },
  { value: 'more_than_one_trip', label: 'More than one trip' },
] as const satisfies readonly Choice[];

const yesNo = <K extends string>(key: K, question: CatalogueText, help: CatalogueText, visibleWhen?: Condition) => ({
  key,
  question,
  kind: 'yesNo',
  required: true,
  help,
  ...(visibleWhen ? { visibleWhen } : {}),
}) as const satisfies FieldDef;

/** The date issued and the disposition of the last document of a kind (Part 4, items 2 and 3). */
function lastDocumentIssued<P extends string>(prefix: P, document: string, openedBy: Condition) {
  return [
    {
      key: `${prefix}IssuedDate`,
      question: applicant(`On what date was the last ${document} issued to you?`, `On what date was the last ${document} issued to {name}?`),
      kind: 'date',
      required: true,
      format: 'pastDate',
      visibleWhen: openedBy,
      help: 'The issue date printed on the document.',
    },
    {
      key: `${prefix}Disposition`,
      question: `What happened to that ${document}?`,
      kind: 'choice',
      choices: DOCUMENT_DISPOSITION,
      required: true,
      visibleWhen: openedBy,
    },
  ] as const satisfies readonly FieldDef[];
}

const isReplacement: Condition = { field: 'i131IsReplacement', is: 'yes' };
const correctsInformation: Condition = {
  all: [isReplacement, { field: 'i131ReplacementReason', is: ['incorrect_my_error', 'incorrect_not_my_error'] }],
};

/** Part 4, item 6.a: what is wrong on the document to replace. */
const corrections = [
  ['i131CorrectName', applicant('Is your name wrong on the document?', "Is {name}'s name wrong on the document?")],
  ['i131CorrectANumber', applicant('Is your A-Number wrong on the document?', "Is {name}'s A-Number wrong on the document?")],
  [
    'i131CorrectCountry',
    applicant('Is your country of birth or citizenship wrong on the document?', "Is {name}'s country of birth or citizenship wrong on the document?"),
  ],
  ['i131CorrectTerms', 'Are the terms and conditions wrong on the document?'],
  ['i131CorrectBirthDate', applicant('Is your date of birth wrong on the document?', "Is {name}'s date of birth wrong on the document?")],
  ['i131CorrectSex', applicant('Is your sex wrong on the document?', "Is {name}'s sex wrong on the document?")],
  ['i131CorrectValidity', 'Are the validity dates wrong on the document?'],
  ['i131CorrectPhoto', 'Is the photo wrong on the document?'],
] as const;

export const i131Specific = {
  type: 'I_131_SPECIFIC',
  title: 'Travel Document (Form I-131)',
  description: 'The application for advance parole, to travel abroad and return while the green card application is pending.',
  formName: 'I-131',
  steps: [
    {
      name: 'Application Type',
      intro: applicant(
        'Every question in this form is about you, the spouse applying for the green card, who will travel with the document.',
        'Every question in this form is about {name}, the spouse applying for the green card, who will travel with the document. Answer for {name}.',
      ),
      fields: [
        {
          key: 'i131ApplicationType',
          question: applicant('What you are applying for', 'What {name} is applying for'),
          kind: 'choice',
          choices: APPLICATION_TYPE,
          required: true,
          defaultValue: ADVANCE_PAROLE_PENDING_I485,
          help: applicant(
            'Advance parole lets you leave the United States and come back while your green card application is pending. Without it, leaving the United States usually means your application is abandoned. You must be in the United States when you apply, and you should not leave before you have the document in hand. This is the only kind of travel document we prepare.',
            "Advance parole lets {name} leave the United States and come back while their green card application is pending. Without it, leaving the United States usually means the application is abandoned. {name} must be in the United States when applying, and should not leave before having the document in hand. This is the only kind of travel document we prepare.",
          ),
        },
        {
          key: 'i131I485ReceiptNumber',
          question: applicant('If your Form I-485 is already filed, what is its receipt number?', "If {name}'s Form I-485 is already filed, what is its receipt number?"),
          kind: 'text',
          format: 'receiptNumber',
          help: applicant(
            'Only if you file this application after your Form I-485: the receipt number is on the receipt notice USCIS sent you (3 letters and 10 digits). Leave it empty if you send both applications together.',
            "Only if this application is filed after {name}'s Form I-485: the receipt number is on the receipt notice USCIS sent (3 letters and 10 digits). Leave it empty if both applications are sent together.",
          ),
        },
        yesNo(
          'i131RefugeeStatus',
          applicant(
            'Do you hold refugee status, were you paroled as a refugee, or are you a permanent resident as a direct result of being a refugee?',
            'Does {name} hold refugee status, was {name} paroled as a refugee, or is {name} a permanent resident as a direct result of being a refugee?',
          ),
          'Most people applying through marriage answer No. Asylum status alone is not refugee status.',
        ),
        yesNo(
          'i131EverIssuedReentryOrRefugeeDoc',
          applicant(
            'Has a reentry permit or a refugee travel document ever been issued to you?',
            'Has a reentry permit or a refugee travel document ever been issued to {name}?',
          ),
          'A reentry permit is a travel document for green card holders; a refugee travel document is for refugees and asylees.',
        ),
        ...lastDocumentIssued('i131LastReentryOrRefugeeDoc', 'reentry permit or refugee travel document', {
          field: 'i131EverIssuedReentryOrRefugeeDoc',
          is: 'yes',
        }),
        yesNo(
          'i131EverIssuedAdvanceParole',
          applicant('Has an advance parole document ever been issued to you?', 'Has an advance parole document ever been issued to {name}?'),
          'Count every earlier advance parole document (Form I-512L or a combined work and travel card marked "Serves as I-512 Advance Parole").',
        ),
        ...lastDocumentIssued('i131LastAdvanceParole', 'advance parole document', {
          field: 'i131EverIssuedAdvanceParole',
          is: 'yes',
        }),
      ],
    },
    {
      name: 'Travel Information',
      intro: applicant(
        'Tell USCIS about the trip you plan. If you do not have an exact plan yet, give your best estimate.',
        'Tell USCIS about the trip {name} plans. If there is no exact plan yet, give your best estimate.',
      ),
      fields: [
        {
          key: 'i131DepartureDate',
          question: applicant('On what date do you plan to leave the United States?', 'On what date does {name} plan to leave the United States?'),
          kind: 'date',
          required: true,
          format: 'futureDate',
          help: applicant(
            'Your best estimate. Processing takes months: plan to leave only after you have the document in hand.',
            'Your best estimate. Processing takes months: {name} should plan to leave only after having the document in hand.',
          ),
        },
        {
          key: 'i131TripPurpose',
          question: applicant('What is the purpose of your trip?', "What is the purpose of {name}'s trip?"),
          kind: 'textarea',
          required: true,
          help: applicant(
            'For example: to visit my parents, to attend a family wedding, for business meetings. Say briefly why you need to travel.',
            'For example: to visit my parents, to attend a family wedding, for business meetings. Say briefly why {name} needs to travel.',
          ),
        },
        {
          key: 'i131CountriesToVisit',
          question: applicant('Which countries do you plan to visit?', 'Which countries does {name} plan to visit?'),
          kind: 'textarea',
          required: true,
          help: 'List every country, separated by commas.',
        },
        {
          key: 'i131NumberOfTrips',
          question: applicant('How many trips do you plan to make with this document?', 'How many trips does {name} plan to make with this document?'),
          kind: 'choice',
          choices: NUMBER_OF_TRIPS,
          required: true,
          help: applicant(
            'With a document for more than one trip you can travel several times while it is valid.',
            'With a document for more than one trip {name} can travel several times while it is valid.',
          ),
        },
        {
          key: 'i131TripLengthDays',
          question: applicant('How many days do you expect the trip to last?', "How many days does {name} expect the trip to last?"),
          kind: 'number',
          required: true,
          format: 'digits',
          min: 1,
          max: 3650,
          help: applicant('If you plan more than one trip, give the length of the longest one.', 'If {name} plans more than one trip, give the length of the longest one.'),
        },
      ],
    },
    {
      name: 'Processing Information',
      intro: applicant(
        'USCIS mails the advance parole document to the U.S. mailing address you gave in Beneficiary Information. Form I-131 does not let an advance parole applicant choose an embassy, consulate or office abroad for pick-up, so keep your mailing address up to date with USCIS.',
        "USCIS mails the advance parole document to {name}'s U.S. mailing address given in Beneficiary Information. Form I-131 does not let an advance parole applicant choose an embassy, consulate or office abroad for pick-up, so keep {name}'s mailing address up to date with USCIS.",
      ),
      fields: [
        yesNo(
          'i131IsReplacement',
          applicant(
            'Are you asking to replace an advance parole document that was already issued to you?',
            'Is {name} asking to replace an advance parole document that was already issued to them?',
          ),
          'Answer Yes only if this application replaces a document that was issued but never arrived, was lost, stolen or damaged, or has wrong information. Answer No for a new document.',
        ),
        {
          key: 'i131ReplacementReason',
          question: applicant('Why do you need a replacement?', 'Why does {name} need a replacement?'),
          kind: 'choice',
          choices: REPLACEMENT_REASON,
          required: true,
          visibleWhen: isReplacement,
        },
        ...corrections.map(([key, question]) =>
          yesNo(key, question, 'Answer Yes for each piece of information that must be corrected.', correctsInformation),
        ),
        {
          key: 'i131CorrectionExplanation',
          question: applicant('What is incorrect on your current document?', "What is incorrect on {name}'s current document?"),
          kind: 'textarea',
          required: true,
          visibleWhen: correctsInformation,
          help: 'Say what is printed and what it should say, and attach copies of documents that prove the correct information.',
        },
        {
          key: 'i131ReplacedReceiptNumber',
          question: applicant(
            'What is the receipt number of the Form I-131 for the document you are replacing?',
            'What is the receipt number of the Form I-131 for the document {name} is replacing?',
          ),
          kind: 'text',
          required: true,
          format: 'receiptNumber',
          visibleWhen: isReplacement,
          help: 'It is on the receipt notice and the approval notice of that application: 3 letters and 10 digits.',
        },
        {
          key: 'i131ParoleeId',
          question: applicant('What is your eMedical U.S. Parolee ID (USPID), if you have one?', "What is {name}'s eMedical U.S. Parolee ID (USPID), if they have one?"),
          kind: 'text',
          letterCase: 'upper',
          help: applicant(
            'Only people paroled into the United States under certain programs (for example for Ukrainians or Afghans) received this ID. Leave it empty if you do not have one.',
            'Only people paroled into the United States under certain programs (for example for Ukrainians or Afghans) received this ID. Leave it empty if {name} does not have one.',
          ),
        },
      ],
    },
  ],
} as const satisfies FormDef;
