import { answer } from '../../catalogue/shown.ts';
import { answerOf, checkBox, choiceBoxes, dateBox, rule, section, textBox, yesNoBoxes, type Section } from '../blocks/index.ts';
import { receipt } from '../format.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/**
 * Form I-131 (01/20/25), pages 7-8: Part 4 items 1-6, the processing information an advance parole
 * applicant gives. Items 7-9 (where a reentry permit or refugee travel document is sent) are skipped
 * by an advance parole applicant, as the form says.
 */

export function processingPart(I131: FormTemplate): Section {
  const { at, box } = I131;

  /** Items 2.c and 3.c in the form's own words ("attached, lost, stolen, damaged/destroyed, still in my possession"). */
  const DISPOSITION = {
    in_my_possession: 'Still in my possession',
    attached: 'Attached',
    lost: 'Lost',
    stolen: 'Stolen',
    damaged_destroyed: 'Damaged/destroyed',
    returned: 'Returned to the U.S. government',
  } as const;

  const disposition = (key: 'i131LastReentryOrRefugeeDocDisposition' | 'i131LastAdvanceParoleDisposition') => (ctx: MappingContext): string => {
    const value = answer(ctx, 'I_131_SPECIFIC', key);
    return value === '' ? '' : DISPOSITION[value];
  };

  /** Item 6.a: the information to correct, one box each. */
  const CORRECTION_BOXES = [
    ['i131CorrectName', 'P4_Line6a_Name[0]'],
    ['i131CorrectANumber', 'P4_Line6a_ANumber[0]'],
    ['i131CorrectCountry', 'P4_Line6a_CountryofBirthCitizenship[0]'],
    ['i131CorrectTerms', 'P4_Line6a_Terms[0]'],
    ['i131CorrectBirthDate', 'P4_Line6a_DOB[0]'],
    ['i131CorrectSex', 'P4_Line6a_Gender[0]'],
    ['i131CorrectValidity', 'P4_Line6a_Validity[0]'],
    ['i131CorrectPhoto', 'P4_Line6a_Photo[0]'],
  ] as const;

  return section(
    // Item 1 asks about exclusion, deportation, removal or rescission proceedings: the Beneficiary
    // Information question on immigration court proceedings.
    yesNoBoxes(at(7, 'P4_Line1_YesNo[0]'), at(7, 'P4_Line1_YesNo[1]'), answerOf('BENEFICIARY_INFO', 'immiInDeportationProceedingsYesNo')),
    yesNoBoxes(at(7, 'P4_Line2a_YesNo[0]'), at(7, 'P4_Line2a_YesNo[1]'), answerOf('I_131_SPECIFIC', 'i131EverIssuedReentryOrRefugeeDoc')),
    dateBox(at(7, 'P4_Line2b_DateIssued[0]'), answerOf('I_131_SPECIFIC', 'i131LastReentryOrRefugeeDocIssuedDate')),
    textBox(box(7, 'P4_Line2c_Disposition[0]'), { page: 7, part: 4, item: '2.c' }, disposition('i131LastReentryOrRefugeeDocDisposition')),
    yesNoBoxes(at(7, 'P4_Line3a_YesNo[0]'), at(7, 'P4_Line3a_YesNo[1]'), answerOf('I_131_SPECIFIC', 'i131EverIssuedAdvanceParole')),
    dateBox(at(7, 'P4_Line3b_DateIssued[0]'), answerOf('I_131_SPECIFIC', 'i131LastAdvanceParoleIssuedDate')),
    textBox(box(7, 'P4_Line3c_Disposition[0]'), { page: 7, part: 4, item: '3.c' }, disposition('i131LastAdvanceParoleDisposition')),
    yesNoBoxes(at(7, 'P4_Line4_YesNo[0]'), at(7, 'P4_Line4_YesNo[1]'), answerOf('I_131_SPECIFIC', 'i131IsReplacement')),
    // Item 5: one box per replacement reason, exporting 1 to 4.
    choiceBoxes(
      {
        not_received: at(8, 'P4_Line5[0]'),
        lost_stolen_damaged: at(8, 'P4_Line5[1]'),
        incorrect_my_error: at(8, 'P4_Line5[2]'),
        incorrect_not_my_error: at(8, 'P4_Line5[3]'),
      },
      answerOf('I_131_SPECIFIC', 'i131ReplacementReason'),
    ),
    ...CORRECTION_BOXES.map(([key, field]) => checkBox(at(8, field), (ctx) => answer(ctx, 'I_131_SPECIFIC', key) === 'yes')),
    textBox(box(8, 'P4_Line6a_Explanation[0]'), { page: 8, part: 4, item: '6.a' }, answerOf('I_131_SPECIFIC', 'i131CorrectionExplanation')),
    rule(at(8, 'P4_Line6b_ReceiptNumber[0]'), (ctx) => receipt(answer(ctx, 'I_131_SPECIFIC', 'i131ReplacedReceiptNumber'))),
  );
}
