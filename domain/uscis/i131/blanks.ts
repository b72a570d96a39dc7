import { answer } from '../../catalogue/shown.ts';
import { additionalInfoSlot, inCells, repeatedBox } from '../blocks/index.ts';
import { personName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { AdditionalInfoSlot, BlankReason, BlankRule, FieldRule } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-131 (01/20/25): the fields left blank on purpose, and Part 13, Additional Information (page 14). */


const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every field of `page` whose name starts with one of `names` (all of them when none). */

export function i131BlanksAndAdditionalInfo(I131: FormTemplate) {
  const under = (page: number, ...names: readonly string[]): RegExp =>
    new RegExp(`^${escaped(I131.at(page, ''))}${names.length === 0 ? '' : `(?:${names.map(escaped).join('|')})`}`);

  const blank = (reason: BlankReason, ...matches: readonly (string | RegExp)[]): BlankRule[] =>
    matches.map((match) => ({ match, reason }));

  const NOT_ASKED: BlankReason = 'not asked of a marriage-based adjustment applicant';

  const i131Blanks: readonly BlankRule[] = [
    ...blank('attorney or accredited representative (Form G-28)', I131.at(1, 'G28_Attached[0]')),
    // Part 1 items 1-4 (reentry permit, refugee travel document, TPS travel authorization), 5.B-5.M
    // (advance parole on other grounds), 6-9 (parole from outside the United States, parole in
    // place) and 10-12 (re-parole): the applicant asks only item 5.A.
    ...blank(
      NOT_ASKED,
      under(1, 'CB_AppType[0]', 'CB_AppType[1]', 'CB_AppType[2]', 'CB_AppType[3]', 'P1_Line4['),
      under(2),
      under(3),
      under(4, 'CB_AppType[', 'P1_Line10', 'P1_Line12_'),
    ),
    // Part 2 items 16-27: only for a request on behalf of someone else; the applicant files for herself or himself.
    ...blank(NOT_ASKED, under(6, 'P2_Line', 'Part2_Line17_', 'ANumber[0].'), under(7, 'P2_Line26_', 'P2_Line27_')),
    // Part 4 items 7-9 (delivery of a reentry permit or refugee travel document), Part 5 (reentry
    // permit), Part 6 (refugee travel document), Part 8 (parole, parole in place, re-parole) and
    // Part 9 (work permit on re-parole).
    ...blank(
      NOT_ASKED,
      under(8, 'P4_Line7'),
      under(9, 'P4_Line8_', 'P4_Line9', 'P5_Line1_', 'P6_'),
      under(10, 'P6_', 'Line4c_'),
      under(11, 'P8_', 'P9_'),
    ),
    ...blank(
      'signature or date the signer writes by hand',
      I131.at(11, 'Part10_Line4_ApplicantSignature[0]'),
      I131.at(11, 'Part10_Line4_DateofSignature[0]'),
    ),
    // Part 11 item 6: an interpreter who helped signs and dates by hand (interpreter.ts fills the rest of Part 11).
    ...blank('signature or date the interpreter writes by hand', I131.at(12, 'Part11_Line6_InterpreterSig[0]'), I131.at(12, 'Part11_Line6_DateofSignature[0]')),
    // Part 12 item 6: the person who prepared the application signs and dates by hand (preparer.ts fills the rest of Part 12).
    ...blank('signature or date the preparer writes by hand', I131.at(13, 'Part12_Line6_PreparerSig[0]'), I131.at(13, 'Part12_Line6_DateofSignature[0]')),
  ];

  /** Part 13 items 3-7. */
  const i131Slots: readonly AdditionalInfoSlot[] = ([3, 4, 5, 6, 7] as const).map((item) =>
    additionalInfoSlot(I131, 14, {
      page: `Part13_Line${item}_PageNumber[0]`,
      part: `Part13_Line${item}_PartNumber[0]`,
      item: `Part13_Line${item}_ItemNumber[0]`,
      text: `Part13_Line${item}_AdditionalInfo[0]`,
    }),
  );

  /** Part 13 items 1-2: the applicant's name and A-Number at the top of the page. */
  const i131Header: readonly FieldRule[] = [
    repeatedBox(I131.box(14, 'Part2_Line1_FamilyName[0]'), (ctx) => personName(ctx, 'b').last),
    repeatedBox(I131.box(14, 'Part2_Line1_GivenName[0]'), (ctx) => personName(ctx, 'b').first),
    repeatedBox(I131.box(14, 'Part2_Line1_MiddleName[0]'), (ctx) => personName(ctx, 'b').middle),
    {
      field: I131.at(14, 'Global_ANumber[0].Part2_Line5_AlienNumber[0]'),
      value: (ctx) => inCells(aNumberDigits(answer(ctx, 'BENEFICIARY_INFO', 'bANumber')), 9),
    },
  ];
  return { i131Blanks, i131Slots, i131Header };
}
