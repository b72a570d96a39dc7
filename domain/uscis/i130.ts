import { entriesOf, joinSameItem, section } from './blocks/index.ts';
import { i130AdditionalInfoHeader, i130AdditionalInfoSlots } from './i130/additional-info.ts';
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
import type { FormMapping } from './types.ts';

const parts = section(
  petitionerIdentity,
  petitionerHistory,
  petitionerFamilyAndStatus,
  petitionerBiographic,
  beneficiaryIdentity,
  beneficiaryFamilySection,
  beneficiaryEntry,
  beneficiaryMore,
  otherInformationAndContact,
  petitionerStatement,
);

/**
 * Form I-130, Petition for Alien Relative: the U.S. citizen or permanent resident petitions for
 * the spouse. Every couple files it.
 */
export const i130Mapping: FormMapping = {
  form: 'i-130',
  edition: '04/01/24',
  applies: () => true,
  fields: parts.fields,
  blank: i130Blank,
  // Entries that continue the same item are joined, so each item starts in a space of its own.
  continuations: (ctx) => joinSameItem(entriesOf(parts, ctx)),
  additionalInfo: { slots: i130AdditionalInfoSlots, header: i130AdditionalInfoHeader },
};
