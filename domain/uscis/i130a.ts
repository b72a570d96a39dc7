import { entriesOf, joinSameItem, section } from './blocks/index.ts';
import { i130aAdditionalInfoHeader, i130aAdditionalInfoSlots } from './i130a/additional-info.ts';
import { i130aBlank } from './i130a/blank.ts';
import { spouseBeneficiaryPart1 } from './i130a/part1.ts';
import { spouseBeneficiaryParts2to4 } from './i130a/part2-4.ts';
import { spouseBeneficiaryStatement } from './i130a/part4-5-statement.ts';
import type { FormMapping } from './types.ts';

const parts = section(spouseBeneficiaryPart1, spouseBeneficiaryParts2to4, spouseBeneficiaryStatement);

/**
 * Form I-130A, Supplemental Information for Spouse Beneficiary: filed with every I-130 for a
 * spouse, about the beneficiary, from the answers BENEFICIARY_INFO collects (I_130A has no wizard).
 */
export const i130aMapping: FormMapping = {
  form: 'i-130a',
  edition: '04/01/24',
  applies: () => true,
  fields: parts.fields,
  blank: i130aBlank,
  continuations: (ctx) => joinSameItem(entriesOf(parts, ctx)),
  additionalInfo: { slots: i130aAdditionalInfoSlots, header: i130aAdditionalInfoHeader },
};
