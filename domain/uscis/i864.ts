import { entriesOf, section, type FormTemplate, type InterpreterPart, type Section } from './blocks/index.ts';
import { additionalInfoHeader, additionalInfoSlots, SLOTS_10_17_24, type AdditionalInfoNames } from './i864/additional-info.ts';
import { assetsPart } from './i864/assets.ts';
import { I864_BLANK } from './i864/blank.ts';
import { contactPart } from './i864/contact.ts';
import { employmentIncomePart } from './i864/employment-income.ts';
import { I864_12_08_21_BLANK, I864_12_08_21_TEMPLATE, interpretersAddress, moreFamilyMemberRows, preparersMore, slots12_08_21, onlyIn12_08_21 } from './i864/edition-12-08-21.ts';
import { householdSizePart } from './i864/household-size.ts';
import { immigrantsPart, type FamilyMemberBoxes } from './i864/immigrants.ts';
import { jointSponsorMapping } from './i864/joint-sponsor.ts';
import { sponsorPart } from './i864/sponsor.ts';
import { statementPart } from './i864/statement.ts';
import { preparerPart10, type PreparersMore } from './i864/preparer.ts';
import { I864 } from './i864/template.ts';
import type { BlankRule, ContinuationEntry, FormMapping } from './types.ts';

/**
 * What the rules of Form I-864 read of one edition: its template (names, box sizes, citations),
 * the fields it leaves blank on purpose, and what it prints that another edition does not.
 */
export interface I864Edition {
  readonly template: FormTemplate;
  readonly blank: readonly BlankRule[];
  /** Part 4 family member rows after the four of 10/17/24. */
  readonly moreFamilyMemberRows: readonly FamilyMemberBoxes[];
  /** The entries of Part 11. */
  readonly additionalInfo: readonly AdditionalInfoNames[];
  /** The interpreter's mailing address, where the edition asks it in Part 9. */
  readonly interpretersAddress?: InterpreterPart['address'];
  /** What the edition's Part 10 asks of the preparer beyond 10/17/24 (the address, item 7.a). */
  readonly preparersMore?: PreparersMore;
  /** The items only this edition asks. */
  readonly ownItems: (template: FormTemplate) => Section;
}

/** Form I-864, edition 10/17/24. */
export const I864_10_17_24: I864Edition = {
  template: I864,
  blank: I864_BLANK,
  moreFamilyMemberRows: [],
  additionalInfo: SLOTS_10_17_24,
  ownItems: () => section(),
};

/** Form I-864, edition 12/08/21. */
export const I864_12_08_21: I864Edition = {
  template: I864_12_08_21_TEMPLATE,
  blank: I864_12_08_21_BLANK,
  moreFamilyMemberRows,
  additionalInfo: slots12_08_21,
  interpretersAddress,
  preparersMore,
  ownItems: onlyIn12_08_21,
};

/** Where an entry's item stands on its page ("4", "16.a"), for ordering entries as the form reads. */
const itemOrder = (entry: ContinuationEntry): number => Number.parseFloat(entry.item) || 0;

/**
 * Form I-864, Affidavit of Support Under Section 213A of the INA, signed by the petitioner as the
 * sponsor of the spouse; every couple files it with the Form I-485, and a joint sponsor, when one
 * signs, files a second one (i864/joint-sponsor.ts) of the same edition, on its own copy of the
 * form: the rules, written once, for one edition.
 */
export function i864Mapping(edition: I864Edition): FormMapping {
  const { template } = edition;
  // The parts of the form in page order.
  const parts = section(
    edition.ownItems(template),
    sponsorPart(template),
    immigrantsPart(template, edition.moreFamilyMemberRows),
    householdSizePart(template),
    employmentIncomePart(template),
    assetsPart(template),
    contactPart(template),
    statementPart(template, edition.interpretersAddress),
    preparerPart10(template, 'p', edition.preparersMore),
  );
  const petitionersAffidavit: FormMapping = {
    form: 'i-864',
    edition: template.edition,
    applies: () => true,
    fields: parts.fields,
    blank: edition.blank,
    continuations: (ctx) => entriesOf(parts, ctx).sort((a, b) => a.page - b.page || a.part - b.part || itemOrder(a) - itemOrder(b)),
    additionalInfo: { slots: additionalInfoSlots(template, edition.additionalInfo), header: additionalInfoHeader(template) },
  };
  const jointSponsorsAffidavit = jointSponsorMapping(petitionersAffidavit, template, edition.preparersMore);
  return {
    ...petitionersAffidavit,
    companions: (ctx) => (jointSponsorsAffidavit.applies(ctx) ? [jointSponsorsAffidavit] : []),
    template,
    rebuild: (carried) => i864Mapping({ ...edition, template: carried }),
  };
}
