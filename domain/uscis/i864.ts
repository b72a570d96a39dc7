import { additionalInfoHeader, additionalInfoSlots } from './i864/additional-info.ts';
import { assetsPart } from './i864/assets.ts';
import { I864_BLANK } from './i864/blank.ts';
import { contactPart } from './i864/contact.ts';
import { employmentIncomePart } from './i864/employment-income.ts';
import { householdSizePart } from './i864/household-size.ts';
import { immigrantsPart } from './i864/immigrants.ts';
import { jointSponsorMapping } from './i864/joint-sponsor.ts';
import { sponsorPart } from './i864/sponsor.ts';
import { statementPart } from './i864/statement.ts';
import type { ContinuationEntry, FormMapping } from './types.ts';
import { entriesOf, type Section } from './blocks/index.ts';

/** The parts of the form in page order. */
const PARTS: readonly Section[] = [
  sponsorPart,
  immigrantsPart,
  householdSizePart,
  employmentIncomePart,
  assetsPart,
  contactPart,
  statementPart,
];

/** Where an entry's item stands on its page ("4", "16.a"), for ordering entries as the form reads. */
const itemOrder = (entry: ContinuationEntry): number => Number.parseFloat(entry.item) || 0;

/**
 * Form I-864, Affidavit of Support Under Section 213A of the INA, signed by the petitioner as the
 * sponsor of the spouse; every couple files it with the Form I-485, and a joint sponsor, when one
 * signs, files a second one.
 */
const petitionersAffidavit: FormMapping = {
  form: 'i-864',
  edition: '10/17/24',
  applies: () => true,
  fields: PARTS.flatMap((part) => part.fields),
  blank: I864_BLANK,
  continuations: (ctx) =>
    PARTS.flatMap((part) => entriesOf(part, ctx)).sort(
      (a, b) => a.page - b.page || a.part - b.part || itemOrder(a) - itemOrder(b),
    ),
  additionalInfo: { slots: additionalInfoSlots, header: additionalInfoHeader },
};

/** A joint sponsor files a second Form I-864 of the same edition, on its own copy of the form (i864/joint-sponsor.ts). */
const jointSponsorsAffidavit = jointSponsorMapping(petitionersAffidavit);

export const i864Mapping: FormMapping = {
  ...petitionersAffidavit,
  companions: (ctx) => (jointSponsorsAffidavit.applies(ctx) ? [jointSponsorsAffidavit] : []),
};
