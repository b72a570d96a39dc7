import { entriesOf, joinSameItem, section, type FormTemplate } from './blocks/index.ts';
import { i130aAdditionalInfo } from './i130a/additional-info.ts';
import { i130aBlank } from './i130a/blank.ts';
import { spouseBeneficiaryPart1 } from './i130a/part1.ts';
import { spouseBeneficiaryParts2to4 } from './i130a/part2-4.ts';
import { spouseBeneficiaryStatement } from './i130a/part4-5-statement.ts';
import { spouseBeneficiaryPreparer } from './i130a/part6-preparer.ts';
import { I130A } from './i130a/template.ts';
import type { FormMapping } from './types.ts';

/** What the rules of Form I-130A read of one edition: its template (names, box sizes, citations). */
export interface I130AEdition {
  readonly template: FormTemplate;
}

/** Form I-130A, edition 04/01/24. */
export const I130A_04_01_24: I130AEdition = { template: I130A };

/**
 * Form I-130A, Supplemental Information for Spouse Beneficiary: filed with every I-130 for a
 * spouse, about the beneficiary, from the answers BENEFICIARY_INFO collects (I_130A has no wizard):
 * the rules, written once, for one edition.
 */
export function i130aMapping(edition: I130AEdition): FormMapping {
  const { template } = edition;
  const parts = section(spouseBeneficiaryPart1(template), spouseBeneficiaryParts2to4(template), spouseBeneficiaryStatement(template), spouseBeneficiaryPreparer(template));
  const { i130aAdditionalInfoSlots, i130aAdditionalInfoHeader } = i130aAdditionalInfo(template);
  return {
    form: 'i-130a',
    edition: template.edition,
    applies: () => true,
    fields: parts.fields,
    blank: i130aBlank(template),
    continuations: (ctx) => joinSameItem(entriesOf(parts, ctx)),
    additionalInfo: { slots: i130aAdditionalInfoSlots, header: i130aAdditionalInfoHeader },
    template,
    rebuild: (carried) => i130aMapping({ ...edition, template: carried }),
  };
}
