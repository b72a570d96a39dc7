import { addressLine, EMPTY_ADDRESS, isInUnitedStates, zip5, type Address, type UnitType } from '../people/address.ts';
import type { MappingContext } from '../types.ts';
import { checkBox } from './boxes.ts';
import { entryAt, type Place } from './place.ts';
import { continued, rule, section, type Read, type Section } from './section.ts';
import type { TextBox } from './template.ts';
import { textBox } from './text-box.ts';

/** The free-text parts of an address block, in the order the forms print them. */
export type AddressPart = 'inCareOf' | 'street' | 'unitNumber' | 'city' | 'province' | 'postalCode' | 'country';

/** Each part in the words the forms label its box with. */
const PART_NAMES: Readonly<Record<AddressPart, string>> = {
  inCareOf: 'In Care Of Name',
  street: 'Street Number and Name',
  unitNumber: 'Apt. Ste. Flr. Number',
  city: 'City or Town',
  province: 'Province',
  postalCode: 'Postal Code',
  country: 'Country',
};

/**
 * How an Additional Information entry names the box it continues: by its value alone (forms whose
 * every box has an item number of its own), by the part ('City or Town'), or by the block and the
 * part ('Prior Address, City or Town') where one item number covers several blocks.
 */
export type AddressNames = 'value' | 'part' | { readonly block: string };

/** One address block of a form, as data: its boxes, where they are, and how their entries are named. */
export interface AddressLayout {
  readonly page: number;
  readonly part: number;
  /** The item every box continues under, or the item of each box ('11.a', '11.b' …). */
  readonly item: string | { readonly [P in AddressPart]?: string };
  readonly names: AddressNames;
  readonly text: { readonly [P in AddressPart]?: TextBox };
  /** The Apt., Ste. and Flr. check boxes. */
  readonly units?: Readonly<Record<UnitType, string>>;
  /** A State drop-down, filled only with a two-letter code (the readers give no other). */
  readonly state?: string;
  /** A five-box ZIP code. */
  readonly zip?: string;
}

/** An address with the in-care-of name some blocks print above it. */
export type AddressWithCareOf = Address & { readonly inCareOf?: string };

const PARTS: readonly AddressPart[] = ['inCareOf', 'street', 'unitNumber', 'city', 'province', 'postalCode', 'country'];

function placeOf(layout: AddressLayout, part: AddressPart): Place {
  const item = typeof layout.item === 'string' ? layout.item : (layout.item[part] ?? '');
  return { page: layout.page, part: layout.part, item };
}

function labelOf(names: AddressNames, part: AddressPart): string | undefined {
  if (names === 'value') return undefined;
  return names === 'part' ? PART_NAMES[part] : `${names.block}, ${PART_NAMES[part]}`;
}

/**
 * The rules of an address block: each free-text part in its text box (continued in Additional
 * Information when it does not fit), the unit, State and ZIP code boxes, and, for a block with no
 * country box (the U.S. address blocks), an address abroad continued whole, so no part of it is lost.
 */
export function addressBlock(layout: AddressLayout, read: Read<AddressWithCareOf | null>): Section {
  const address = (ctx: MappingContext): AddressWithCareOf => read(ctx) ?? EMPTY_ADDRESS;
  const text = PARTS.map((part) => {
    const box = layout.text[part];
    return box ? textBox(box, placeOf(layout, part), (ctx) => address(ctx)[part] ?? '', labelOf(layout.names, part)) : section();
  });
  const { units, state, zip } = layout;
  const unit = (type: UnitType) => (units ? checkBox(units[type], (ctx) => address(ctx).unitType === type) : section());
  const abroad = layout.text.country
    ? section()
    : continued((ctx) => {
        const found = read(ctx);
        if (!found || found.country === '' || isInUnitedStates(found)) return [];
        const names = layout.names;
        const line = addressLine(found);
        const text = names === 'value' ? line : names === 'part' ? `Address: ${line}` : `${names.block}: ${line}`;
        return [entryAt(placeOf(layout, 'street'), text)];
      });
  const [inCareOf, ...parts] = text;
  return section(
    inCareOf ?? section(),
    ...parts.slice(0, 1),
    unit('APT'),
    unit('STE'),
    unit('FLR'),
    ...parts.slice(1, 3),
    state ? rule(state, (ctx) => address(ctx).state) : section(),
    zip ? rule(zip, (ctx) => zip5(address(ctx).zip)) : section(),
    ...parts.slice(3),
    abroad,
  );
}
