import { EMPTY_ADDRESS, addressLine, isInUnitedStates, zip5, type Address } from '../people/address.ts';
import type { MappingContext } from '../types.ts';
import { checkBox, continued, fitted, rule, section, type Read, type Section, type Where } from './build.ts';

/** A text box of an address block and the characters it holds. */
export interface AddressTextBox {
  readonly field: string;
  readonly max: number;
}

/** The boxes of one address block of Form I-485; the parts a block does not print are left out. */
export interface AddressBoxes {
  readonly street: AddressTextBox;
  readonly apt: string;
  readonly ste: string;
  readonly flr: string;
  readonly unitNumber: AddressTextBox;
  readonly city: AddressTextBox;
  /** A State drop-down: filled only with a code of its list (the readers give no other). Left out for an address always abroad. */
  readonly state?: string;
  readonly zip?: string;
  readonly province?: AddressTextBox;
  readonly postalCode?: AddressTextBox;
  /** A country box without maxLength; a block without one takes only addresses in the United States. */
  readonly country?: string;
}

/**
 * The rules of an address block. A box too small for its part says "See Additional Info" and the
 * part goes to Part 14; an address abroad in a block with no country box (the U.S. address blocks
 * of Part 1) goes there whole, so no part of it is lost.
 */
export function addressBoxes(boxes: AddressBoxes, where: Where, label: string, read: Read<Address | null>): Section {
  const address = (ctx: MappingContext): Address => read(ctx) ?? EMPTY_ADDRESS;
  const text = (box: AddressTextBox | undefined, part: string, value: (a: Address) => string): Section =>
    box ? fitted(box.field, box.max, where, `${label}, ${part}`, (ctx) => value(address(ctx))) : section();
  const abroadWithoutCountryBox = (ctx: MappingContext): boolean => {
    const a = read(ctx);
    return boxes.country === undefined && a !== null && a.country !== '' && !isInUnitedStates(a);
  };
  return section(
    text(boxes.street, 'Street Number and Name', (a) => a.street),
    checkBox(boxes.apt, (ctx) => address(ctx).unitType === 'APT'),
    checkBox(boxes.ste, (ctx) => address(ctx).unitType === 'STE'),
    checkBox(boxes.flr, (ctx) => address(ctx).unitType === 'FLR'),
    text(boxes.unitNumber, 'Apt. Ste. Flr. Number', (a) => a.unitNumber),
    text(boxes.city, 'City or Town', (a) => a.city),
    boxes.state ? rule(boxes.state, (ctx) => address(ctx).state) : section(),
    boxes.zip ? rule(boxes.zip, (ctx) => zip5(address(ctx).zip)) : section(),
    text(boxes.province, 'Province', (a) => a.province),
    text(boxes.postalCode, 'Postal Code', (a) => a.postalCode),
    boxes.country ? rule(boxes.country, (ctx) => address(ctx).country) : section(),
    continued((ctx) => {
      const a = read(ctx);
      return a && abroadWithoutCountryBox(ctx) ? [{ ...where, text: `${label}: ${addressLine(a)}` }] : [];
    }),
  );
}
