import { answer } from '../../catalogue/shown.ts';
import { additionalInfoSlot, inCells, repeatedBox, type FormTemplate } from '../blocks/index.ts';
import { personName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { AdditionalInfoSlot, BlankRule, FieldRule } from '../types.ts';

/** Form I-765: the fields left blank on purpose, and Part 6, Additional Information (page 7), under the 08/21/25 names. */

export const each = (reason: BlankRule['reason'], fields: readonly string[]): BlankRule[] =>
  fields.map((match) => ({ match, reason }));

/** The fields every edition leaves blank; an edition's own (i765/edition-*.ts) come beside them. */
export const i765Blanks = (I765: FormTemplate): readonly BlankRule[] => [
  ...each('attorney or accredited representative (Form G-28)', [I765.at(1, 'Attorney-Rep[0].CheckBox1[0]'), I765.at(1, 'Attorney-Rep[0].USCISELISAcctNumber[0]')]),
  // Part 2 items 28 ((c)(3)(C) STEM OPT), 29 ((c)(26)), 30 ((c)(8)) and 31.a-31.b ((c)(35), (c)(36)):
  // other eligibility categories than (c)(9).
  ...each('not asked of a marriage-based adjustment applicant', [
    I765.at(3, 'Line27a_Degree[0]'),
    I765.at(3, 'Line27b_Everify[0]'),
    I765.at(3, 'Line27c_EverifyIDNumber[0]'),
    I765.at(3, 'Line28_ReceiptNumber[0]'),
    I765.at(3, 'PtLine29_YesNo[0]'),
    I765.at(3, 'PtLine29_YesNo[1]'),
    I765.at(3, 'Line18a_Receipt[0].Line30a_ReceiptNumber[0]'),
    I765.at(3, 'PtLine30b_YesNo[0]'),
    I765.at(3, 'PtLine30b_YesNo[1]'),
  ]),
  ...each('signature or date the signer writes by hand', [I765.at(4, 'Pt3Line7a_Signature[0]'), I765.at(4, 'Pt3Line7b_DateofSignature[0]')]),
  // Part 4 item 7: an interpreter who helped signs and dates by hand (statement.ts fills the rest of Part 4).
  ...each('signature or date the interpreter writes by hand', [I765.at(5, 'Pt4Line6a_Signature[0]'), I765.at(5, 'Pt4Line6b_DateofSignature[0]')]),
  // Part 2 item 11: the applicant is married to the petitioner (Single, Divorced and Widowed stay blank);
  // item 27: category (c)(9), the only one this service prepares, fills two of the three boxes.
  ...each('not asked of a marriage-based adjustment applicant', [
    I765.at(2, 'Line10_Checkbox[2]'),
    I765.at(2, 'Line10_Checkbox[1]'),
    I765.at(2, 'Line10_Checkbox[0]'),
    I765.at(3, '#area[1].section_3[0]'),
  ]),
  // Part 5 item 7.b: an attorney or accredited representative (preparer.ts fills the rest of Part 3 item 2 and Part 5); item 8: the preparer signs and dates by hand.
  ...each('attorney or accredited representative (Form G-28)', [I765.at(6, 'Part5Line7_Checkbox[1]'), I765.at(6, 'Part5Line7b_Checkbox[0]'), I765.at(6, 'Part5Line7b_Checkbox[1]')]),
  ...each('signature or date the preparer writes by hand', [I765.at(6, 'Pt5Line8a_Signature[0]'), I765.at(6, 'Pt5Line8b_DateofSignature[0]')]),
];

/** Part 6 items 3-7, in the order the page reads; item 3's text box is the one named …Line4d…[1]. */
export const i765Slots = (I765: FormTemplate): readonly AdditionalInfoSlot[] => [
  additionalInfoSlot(I765, 7, { page: 'Pt6Line3a_PageNumber[0]', part: 'Pt6Line3b_PartNumber[0]', item: 'Pt6Line3c_ItemNumber[0]', text: 'Pt6Line4d_AdditionalInfo[1]' }),
  additionalInfoSlot(I765, 7, { page: 'Pt6Line4a_PageNumber[0]', part: 'Pt6Line4b_PartNumber[0]', item: 'Pt6Line4c_ItemNumber[0]', text: 'Pt6Line4d_AdditionalInfo[0]' }),
  ...([5, 6, 7] as const).map((item) =>
    additionalInfoSlot(I765, 7, {
      page: `Pt6Line${item}a_PageNumber[0]`,
      part: `Pt6Line${item}b_PartNumber[0]`,
      item: `Pt6Line${item}c_ItemNumber[0]`,
      text: `Pt6Line${item}d_AdditionalInfo[0]`,
    }),
  ),
];

/** Part 6 items 1-2: the applicant's name and A-Number at the top of the page. */
export const i765Header = (I765: FormTemplate): readonly FieldRule[] => [
  repeatedBox(I765.box(7, 'Line1a_FamilyName[0]'), (ctx) => personName(ctx, 'b').last),
  repeatedBox(I765.box(7, 'Line1b_GivenName[0]'), (ctx) => personName(ctx, 'b').first),
  repeatedBox(I765.box(7, 'Line1c_MiddleName[0]'), (ctx) => personName(ctx, 'b').middle),
  { field: I765.at(7, 'Line7_AlienNumber[0]'), value: (ctx) => inCells(aNumberDigits(answer(ctx, 'BENEFICIARY_INFO', 'bANumber')), 9) },
];
