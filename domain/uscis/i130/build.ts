import { usDate } from '../format.ts';
import { checkBox, continued, joinSameItem, rule, section, type Continue, type Read, type Section, type Where } from '../sections.ts';
import type { ContinuationEntry, MappingContext } from '../types.ts';
import { fitText } from '../fit.ts';
import { EMPTY_ADDRESS, zip5, type Address } from '../people/address.ts';


/** The builders of the I-130 and I-130A mappings: the shared ones (../sections.ts) and their own. */
export { checkBox, choiceBoxes, continued, dateBox, listRows, multiChoiceBoxes, rule, section, yesNoBoxes, type Continue, type Read, type Section, type Where } from '../sections.ts';

/**
 * A text box of at most `max` characters (unlimited when undefined). A longer answer shows
 * "See Additional Info" and goes in full to the Additional Information part.
 */
export function textBox(field: string, max: number | undefined, where: Where, value: Read<string>): Section {
  if (max === undefined) return rule(field, value);
  return {
    fields: [{ field, value: (ctx) => fitText(value(ctx), max, where).box }],
    continuations: [
      (ctx) => {
        const { continuation } = fitText(value(ctx), max, where);
        return continuation ? [continuation] : [];
      },
    ],
  };
}

/** A date box: an ISO answer printed mm/dd/yyyy. */
/** A text box and its maximum length, with the item number printed beside it. */
export interface Box {
  readonly field: string;
  readonly item: string;
  readonly max?: number;
}

/** The boxes of one address block of a form; parts the block does not have are left out. */
export interface AddressBoxes {
  readonly page: number;
  readonly part: number;
  readonly street?: Box;
  readonly apt?: string;
  readonly ste?: string;
  readonly flr?: string;
  readonly unitNumber?: Box;
  readonly city?: Box;
  /** A State drop-down, filled only with a two-letter code. */
  readonly state?: string;
  /** A five-box ZIP code field. */
  readonly zip?: string;
  readonly province?: Box;
  readonly postalCode?: Box;
  readonly country?: Box;
}

export function addressBoxes(boxes: AddressBoxes, read: Read<Address | null>): Section {
  const { page, part } = boxes;
  const address = (ctx: MappingContext): Address => read(ctx) ?? EMPTY_ADDRESS;
  const text = (box: Box | undefined, value: (a: Address) => string): Section =>
    box ? textBox(box.field, box.max, { page, part, item: box.item }, (ctx) => value(address(ctx))) : section();
  const unit = (field: string | undefined, type: Address['unitType']): Section =>
    field ? checkBox(field, (ctx) => address(ctx).unitType === type) : section();
  return section(
    text(boxes.street, (a) => a.street),
    unit(boxes.apt, 'APT'),
    unit(boxes.ste, 'STE'),
    unit(boxes.flr, 'FLR'),
    text(boxes.unitNumber, (a) => a.unitNumber),
    text(boxes.city, (a) => a.city),
    boxes.state ? rule(boxes.state, (ctx) => address(ctx).state) : section(),
    boxes.zip ? rule(boxes.zip, (ctx) => zip5(address(ctx).zip)) : section(),
    text(boxes.province, (a) => a.province),
    text(boxes.postalCode, (a) => a.postalCode),
    text(boxes.country, (a) => a.country),
  );
}

/**
 * The continuation entries of a mapping, with entries that continue the same item joined into
 * one, in the order of their first entry, so each item takes one slot of the Additional
 * Information part.
 */
export function continuationsOf(sections: Section): Continue {
  return (ctx) => joinSameItem(sections.continuations.flatMap((produce) => produce(ctx)));
}

/** "from mm/dd/yyyy to mm/dd/yyyy" for continuation text; PRESENT for a period that goes on. */
export function periodWords(from: string, to: string, current: boolean): string {
  const start = usDate(from) || 'unknown date';
  const end = current ? 'PRESENT' : usDate(to) || 'unknown date';
  return `from ${start} to ${end}`;
}
