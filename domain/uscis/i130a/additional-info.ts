import { answer } from '../../catalogue/shown.ts';
import { additionalInfoSlot, repeatedBox } from '../blocks/index.ts';
import { personName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { AdditionalInfoSlot, FieldRule } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130A Part 7, Additional Information (page 6): its five entries in order, and its header. */

export function i130aAdditionalInfo(I130A: FormTemplate) {
  const slot = (n: number): AdditionalInfoSlot =>
    additionalInfoSlot(I130A, 6, {
      page: `Pt7Line${n}a_PageNumber[0]`,
      part: `Pt7Line${n}b_PartNumber[0]`,
      item: `Pt7Line${n}c_ItemNumber[0]`,
      text: `Pt7Line${n}d_AdditionalInfo[0]`,
    });

  const i130aAdditionalInfoSlots: readonly AdditionalInfoSlot[] = [3, 4, 5, 6, 7].map(slot);

  /** Items 1-2: the spouse beneficiary's name and A-Number, as in Part 1. */
  const i130aAdditionalInfoHeader: readonly FieldRule[] = [
    repeatedBox(I130A.box(6, 'Pt1Line3a_FamilyName[1]'), (ctx) => personName(ctx, 'b').last),
    repeatedBox(I130A.box(6, 'Pt1Line3b_GivenName[1]'), (ctx) => personName(ctx, 'b').first),
    repeatedBox(I130A.box(6, 'Pt1Line3c_MiddleName[1]'), (ctx) => personName(ctx, 'b').middle),
    { field: I130A.at(6, 'Pt1Line1_AlienNumber[1]'), value: (ctx) => aNumberDigits(answer(ctx, 'BENEFICIARY_INFO', 'bANumber')) },
  ];
  return { i130aAdditionalInfoSlots, i130aAdditionalInfoHeader };
}
