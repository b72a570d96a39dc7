import { answer } from '../../catalogue/shown.ts';
import { additionalInfoSlot, repeatedBox } from '../blocks/index.ts';
import { personName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { AdditionalInfoSlot, FieldRule } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 9, Additional Information (page 12): its five entries in order, and its header. */

export function i130AdditionalInfo(I130: FormTemplate) {
  const slot = (page: string, part: string, item: string, text: string): AdditionalInfoSlot => additionalInfoSlot(I130, 12, { page, part, item, text });

  const i130AdditionalInfoSlots: readonly AdditionalInfoSlot[] = [
    slot('Pt9Line3a_PageNumber[0]', 'Pt9Line3b_PartNumber[0]', 'Pt9Line3c_ItemNumber[0]', 'Pt9Line3d_AdditionalInfo[0]'),
    slot('Pt9Line4a_PageNumber[0]', 'Pt9Line4b_PartNumber[0]', 'Pt9Line4c_ItemNumber[0]', 'Pt9Line4d_AdditionalInfo[0]'),
    slot('Pt9Line5a_PageNumber[0]', 'Pt9Line5b_PartNumber[0]', 'Pt9Line5c_ItemNumber[0]', 'Pt9Line5d_AdditionalInfo[0]'),
    slot('Pt9Line6a_PageNumber[0]', 'Pt9Line6b_PartNumber[0]', 'Pt9Line6c_ItemNumber[0]', 'Pt9Line6d_AdditionalInfo[0]'),
    // Entry 7's page field is named Pt9Line9a in the template.
    slot('Pt9Line9a_PageNumber[0]', 'Pt9Line7b_PartNumber[0]', 'Pt9Line7c_ItemNumber[0]', 'Pt9Line7d_AdditionalInfo[0]'),
  ];

  /** Items 1-2: the petitioner's name and A-Number, as on page 1. */
  const i130AdditionalInfoHeader: readonly FieldRule[] = [
    repeatedBox(I130.box(12, 'Pt2Line4a_FamilyName[1]'), (ctx) => personName(ctx, 'p').last),
    repeatedBox(I130.box(12, 'Pt2Line4b_GivenName[1]'), (ctx) => personName(ctx, 'p').first),
    repeatedBox(I130.box(12, 'Pt2Line4c_MiddleName[1]'), (ctx) => personName(ctx, 'p').middle),
    { field: I130.at(12, 'Pt2Line1_AlienNumber[1]'), value: (ctx) => aNumberDigits(answer(ctx, 'PETITIONER_INFO', 'pANumber')) },
  ];
  return { i130AdditionalInfoSlots, i130AdditionalInfoHeader };
}
