import { answer } from '../../catalogue/shown.ts';
import { additionalInfoSlot, repeatedBox, type FormTemplate } from '../blocks/index.ts';
import { personName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { AdditionalInfoSlot, FieldRule } from '../types.ts';

/** Part 11, Additional Information (page 12): the sponsor's name and A-Number, then four entries. */

export const additionalInfoHeader = (I864: FormTemplate): readonly FieldRule[] => [
  repeatedBox(I864.box(12, 'P4_Line1a_FamilyName[1]'), (ctx) => personName(ctx, 'p').last),
  repeatedBox(I864.box(12, 'P4_Line1b_GivenName[1]'), (ctx) => personName(ctx, 'p').first),
  repeatedBox(I864.box(12, 'P4_Line1c_MiddleName[1]'), (ctx) => personName(ctx, 'p').middle),
  { field: I864.at(12, 'Global_ANumber[0].P4_Line12_AlienNumber[1]'), value: (ctx) => aNumberDigits(answer(ctx, 'PETITIONER_INFO', 'pANumber')) },
];

/** The fields of one entry of Part 11: page, part and item numbers, and the text. */
export type AdditionalInfoNames = Parameters<typeof additionalInfoSlot>[2];

/** Items 3 to 6 of the 10/17/24 edition. */
export const SLOTS_10_17_24: readonly AdditionalInfoNames[] = [3, 4, 5, 6].map((line) => ({
  page: `P11_Line${line}a_PageNumber[0]`,
  part: `P11_Line${line}b_PartNumber[0]`,
  item: `P11_Line${line}c_ItemNumber[0]`,
  text: `P11_Line${line}d_AdditionalInfo[0]`,
}));

/** The entries of an edition's Part 11, in the order the form prints them. */
export const additionalInfoSlots = (I864: FormTemplate, slots: readonly AdditionalInfoNames[]): readonly AdditionalInfoSlot[] =>
  slots.map((names) => additionalInfoSlot(I864, 12, names));
