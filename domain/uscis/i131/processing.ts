import { text, type AnswerValue } from '../../answers.ts';
import { noBox, receipt, usDate, yesBox } from '../format.ts';
import { personAnswers, shownAnswers } from '../people/shown.ts';
import type { FieldRule, MappingContext } from '../types.ts';
import { boxedRule, roomOf, type BoxedText } from '../i765/boxes.ts';

/**
 * Form I-131 (01/20/25), pages 7-8: Part 4 items 1-6, the processing information an advance parole
 * applicant gives. Items 7-9 (where a reentry permit or refugee travel document is sent) are skipped
 * by an advance parole applicant, as the form says.
 */

const P7 = 'form1[0].P7[0].';
const P8 = 'form1[0].#subform[7].';

const specific = (ctx: MappingContext) => shownAnswers(ctx, 'I_131_SPECIFIC');
const answer = (key: string) => (ctx: MappingContext) => specific(ctx)[key];

/** Items 2.c and 3.c in the form's own words ("attached, lost, stolen, damaged/destroyed, still in my possession"). */
const DISPOSITION: Readonly<Record<string, string>> = {
  in_my_possession: 'Still in my possession',
  attached: 'Attached',
  lost: 'Lost',
  stolen: 'Stolen',
  damaged_destroyed: 'Damaged/destroyed',
  returned: 'Returned to the U.S. government',
};

const disposition = (key: string) => (ctx: MappingContext): string => DISPOSITION[text(answer(key)(ctx))] ?? '';

/** A Yes/No question: exactly one of its two boxes, or neither when unanswered. */
function yesNoPair(yes: string, no: string, value: (ctx: MappingContext) => AnswerValue | undefined): FieldRule[] {
  return [
    { field: yes, value: (ctx) => yesBox(value(ctx)) },
    { field: no, value: (ctx) => noBox(value(ctx)) },
  ];
}

/** Item 5: one box per replacement reason, exporting 1 to 4. */
const REPLACEMENT_REASON_BOXES: Readonly<Record<string, string>> = {
  not_received: 'P4_Line5[0]',
  lost_stolen_damaged: 'P4_Line5[1]',
  incorrect_my_error: 'P4_Line5[2]',
  incorrect_not_my_error: 'P4_Line5[3]',
};

/** Item 6.a: the information to correct, one box each. */
const CORRECTION_BOXES: readonly (readonly [string, string])[] = [
  ['i131CorrectName', 'P4_Line6a_Name[0]'],
  ['i131CorrectANumber', 'P4_Line6a_ANumber[0]'],
  ['i131CorrectCountry', 'P4_Line6a_CountryofBirthCitizenship[0]'],
  ['i131CorrectTerms', 'P4_Line6a_Terms[0]'],
  ['i131CorrectBirthDate', 'P4_Line6a_DOB[0]'],
  ['i131CorrectSex', 'P4_Line6a_Gender[0]'],
  ['i131CorrectValidity', 'P4_Line6a_Validity[0]'],
  ['i131CorrectPhoto', 'P4_Line6a_Photo[0]'],
];

/** Item 6.a's explanation box is 516 by 54 points. */
export const processingBoxes: readonly BoxedText[] = [
  {
    field: `${P8}P4_Line6a_Explanation[0]`,
    room: roomOf(516, 54),
    place: { page: 8, part: 4, item: '6.a' },
    text: (ctx) => text(answer('i131CorrectionExplanation')(ctx)),
  },
];

export const processingRules: readonly FieldRule[] = [
  // Item 1 asks about exclusion, deportation, removal or rescission proceedings: the Beneficiary
  // Information question on immigration court proceedings.
  ...yesNoPair(`${P7}P4_Line1_YesNo[0]`, `${P7}P4_Line1_YesNo[1]`, (ctx) =>
    personAnswers(ctx, 'b')['immiInDeportationProceedingsYesNo'],
  ),
  ...yesNoPair(`${P7}P4_Line2a_YesNo[0]`, `${P7}P4_Line2a_YesNo[1]`, answer('i131EverIssuedReentryOrRefugeeDoc')),
  { field: `${P7}P4_Line2b_DateIssued[0]`, value: (ctx) => usDate(answer('i131LastReentryOrRefugeeDocIssuedDate')(ctx)) },
  { field: `${P7}P4_Line2c_Disposition[0]`, value: disposition('i131LastReentryOrRefugeeDocDisposition') },
  ...yesNoPair(`${P7}P4_Line3a_YesNo[0]`, `${P7}P4_Line3a_YesNo[1]`, answer('i131EverIssuedAdvanceParole')),
  { field: `${P7}P4_Line3b_DateIssued[0]`, value: (ctx) => usDate(answer('i131LastAdvanceParoleIssuedDate')(ctx)) },
  { field: `${P7}P4_Line3c_Disposition[0]`, value: disposition('i131LastAdvanceParoleDisposition') },
  ...yesNoPair(`${P7}P4_Line4_YesNo[0]`, `${P7}P4_Line4_YesNo[1]`, answer('i131IsReplacement')),
  ...Object.entries(REPLACEMENT_REASON_BOXES).map(([reason, field]) => ({
    field: `${P8}${field}`,
    value: (ctx: MappingContext) => text(answer('i131ReplacementReason')(ctx)) === reason,
  })),
  ...CORRECTION_BOXES.map(([key, field]) => ({
    field: `${P8}${field}`,
    value: (ctx: MappingContext) => yesBox(answer(key)(ctx)),
  })),
  ...processingBoxes.map(boxedRule),
  { field: `${P8}P4_Line6b_ReceiptNumber[0]`, value: (ctx) => receipt(answer('i131ReplacedReceiptNumber')(ctx)) },
];
