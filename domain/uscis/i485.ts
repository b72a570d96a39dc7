import { section, type FormTemplate, type InterpreterPart, type PreparerPart, type Section } from './blocks/index.ts';
import { I485_BLANK } from './i485/blank.ts';
import { joinByItem } from './i485/build.ts';
import { part1Addresses } from './i485/part1-addresses.ts';
import { part1Arrival } from './i485/part1-arrival.ts';
import { part1Identity } from './i485/part1-identity.ts';
import { I485_02_21_23_BLANK, I485_02_21_23_TEMPLATE, interpreterMore02_21_23, onlyIn02_21_23, preparerMore02_21_23, printedIn02_21_23, SLOTS_02_21_23 } from './i485/edition-02-21-23.ts';
import { additionalInfoHeader, additionalInfoSlots, part10Contact, part11Interpreter, SLOTS_01_20_25, type AdditionalInfoSlotNames } from './i485/part10-14.ts';
import { part12Preparer } from './i485/part12-preparer.ts';
import { part2And3 } from './i485/part2-3-category.ts';
import { part4 } from './i485/part4-history.ts';
import { part5And6 } from './i485/part5-6-family.ts';
import { part7And8 } from './i485/part7-8-children-biographic.ts';
import { part9Organizations } from './i485/part9-organizations.ts';
import { part9PublicCharge } from './i485/part9-public-charge.ts';
import { PART9_YES_NO_01_20_25 } from './i485/part9-01-20-25.ts';
import { PART9_YES_NO_02_21_23 } from './i485/part9-02-21-23.ts';
import { part9Questions, type Part9YesNo } from './i485/part9-questions.ts';
import { I485 } from './i485/template.ts';
import type { BlankRule, FormMapping } from './types.ts';

/** What the rules of Form I-485 read of one edition: its template (names, box sizes, citations) and the fields it leaves blank on purpose. */
export interface I485Edition {
  readonly template: FormTemplate;
  readonly blank: readonly BlankRule[];
  /** Part 9's Yes/No items: the boxes of each and the number it prints under. */
  readonly part9: readonly Part9YesNo[];
  /** The Part 14 spaces. */
  readonly additionalInfo: readonly AdditionalInfoSlotNames[];
  /** The interpreter's and the preparer's items beyond 01/20/25's (statements, addresses). */
  readonly interpreterMore?: Pick<InterpreterPart, 'statement' | 'address'>;
  readonly preparerMore?: Pick<PreparerPart, 'statement' | 'address' | 'notAttorney'>;
  /** What only this edition asks. */
  readonly ownItems?: (template: FormTemplate) => Section;
  /** Whether the edition prints a field the rules name: a rule for a box it lacks is dropped. */
  readonly prints?: (field: string) => boolean;
}

/** Form I-485, edition 01/20/25. */
export const I485_01_20_25: I485Edition = { template: I485, blank: I485_BLANK, part9: PART9_YES_NO_01_20_25, additionalInfo: SLOTS_01_20_25 };

/** Form I-485, edition 02/21/23 (replaced on 2025-02-10). */
export const I485_02_21_23: I485Edition = {
  template: I485_02_21_23_TEMPLATE,
  blank: I485_02_21_23_BLANK,
  part9: PART9_YES_NO_02_21_23,
  additionalInfo: SLOTS_02_21_23,
  interpreterMore: interpreterMore02_21_23,
  preparerMore: preparerMore02_21_23,
  ownItems: onlyIn02_21_23,
  prints: printedIn02_21_23,
};

/**
 * Form I-485, Application to Register Permanent Residence or Adjust Status, for the beneficiary
 * spouse, who applies from inside the United States on the Form I-130 the petitioner files in the
 * same package: the rules, written once, for one edition.
 */
export function i485Mapping(edition: I485Edition): FormMapping {
  const { template } = edition;
  const parts = section(
    part1Identity(template),
    part1Arrival(template),
    part1Addresses(template),
    part2And3(template),
    part4(template),
    part5And6(template),
    part7And8(template),
    part9Organizations(template),
    part9Questions(template, edition.part9),
    part9PublicCharge(template),
    part10Contact(template),
    part11Interpreter(template, edition.interpreterMore),
    part12Preparer(template, edition.preparerMore),
    edition.ownItems?.(template) ?? section(),
  );
  const prints = edition.prints ?? (() => true);
  return {
    form: 'i-485',
    edition: template.edition,
    // Every couple this service prepares files the beneficiary's I-485 (adjustment of status).
    applies: () => true,
    fields: parts.fields.filter((rule) => prints(rule.field)),
    blank: edition.blank,
    continuations: (ctx) => joinByItem(parts.continuations.flatMap((produce) => produce(ctx))),
    additionalInfo: { slots: additionalInfoSlots(template, edition.additionalInfo), header: additionalInfoHeader(template).filter((rule) => prints(rule.field)) },
    template,
    rebuild: (carried) => i485Mapping({ ...edition, template: carried }),
  };
}
