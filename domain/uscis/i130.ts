import { entriesOf, joinSameItem, section, type FormTemplate } from './blocks/index.ts';
import { i130AdditionalInfo } from './i130/additional-info.ts';
import { i130Blank } from './i130/blank.ts';
import { petitionerIdentity } from './i130/part1-2-identity.ts';
import { petitionerHistory } from './i130/part2-history.ts';
import { petitionerFamilyAndStatus } from './i130/part2-family.ts';
import { petitionerBiographic } from './i130/part3-biographic.ts';
import { beneficiaryIdentity } from './i130/part4-identity.ts';
import { beneficiaryFamilySection } from './i130/part4-family.ts';
import { beneficiaryEntry } from './i130/part4-entry.ts';
import { beneficiaryMore } from './i130/part4-more.ts';
import { otherInformationAndContact } from './i130/part5-6.ts';
import { petitionerStatement } from './i130/part6-7-statement.ts';
import { petitionerPreparer } from './i130/part8-preparer.ts';
import { I130 } from './i130/template.ts';
import type { FormMapping } from './types.ts';

/** What the rules of Form I-130 read of one edition: its template (names, box sizes, citations). */
export interface I130Edition {
  readonly template: FormTemplate;
}

/** Form I-130, edition 04/01/24. */
export const I130_04_01_24: I130Edition = { template: I130 };

/**
 * Form I-130, Petition for Alien Relative: the U.S. citizen or permanent resident petitions for
 * the spouse. Every couple files it. The rules, written once, for one edition.
 */
export function i130Mapping(edition: I130Edition): FormMapping {
  const { template } = edition;
  const parts = section(
    petitionerIdentity(template),
    petitionerHistory(template),
    petitionerFamilyAndStatus(template),
    petitionerBiographic(template),
    beneficiaryIdentity(template),
    beneficiaryFamilySection(template),
    beneficiaryEntry(template),
    beneficiaryMore(template),
    otherInformationAndContact(template),
    petitionerStatement(template),
    petitionerPreparer(template),
  );
  const { i130AdditionalInfoSlots, i130AdditionalInfoHeader } = i130AdditionalInfo(template);
  return {
    form: 'i-130',
    edition: template.edition,
    applies: () => true,
    fields: parts.fields,
    blank: i130Blank(template),
    // Entries that continue the same item are joined, so each item starts in a space of its own.
    continuations: (ctx) => joinSameItem(entriesOf(parts, ctx)),
    additionalInfo: { slots: i130AdditionalInfoSlots, header: i130AdditionalInfoHeader },
    template,
    rebuild: (carried) => i130Mapping({ ...edition, template: carried }),
  };
}
