import { addressLine, EMPTY_ADDRESS, isInUnitedStates, zip5, type Address, type UnitType } from '../../people/address.ts';
import type { MappingContext } from '../types.ts';
import { checkBox } from './boxes.ts';
import { entryAt, type Place } from './place.ts';
import { continued, rule, section, type Read, type Section } from './section.ts';
import type { FormTemplate, TextBox } from './template.ts';
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

/** One address block of a form: its text boxes, each with the place its entries name, and its other boxes. */
export interface AddressLayout {
  readonly names: AddressNames;
  readonly text: { readonly [P in AddressPart]?: { readonly box: TextBox; readonly place: Place } };
  /** The Apt., Ste. and Flr. check boxes. */
  readonly units?: Readonly<Record<UnitType, string>>;
  /** A State drop-down, filled only with a two-letter code (the readers give no other). */
  readonly state?: string;
  /** A five-box ZIP code. */
  readonly zip?: string;
}

/** A text box of a block by its name on the page, with the item it continues under when the block's parts have items of their own. */
type BoxName = string | readonly [name: string, item: string];

/** A form's address block as data: the names of its boxes on one page (see AddressLayout). */
export interface AddressBoxNames {
  readonly text: { readonly [P in AddressPart]?: BoxName };
  /** The Apt., Ste. and Flr. boxes, in that order. */
  readonly units?: readonly [apt: string, ste: string, flr: string];
  readonly state?: string;
  readonly zip?: string;
}

/** The layout of a block printed on `where.page`, each text box continuing under `where.item` unless it names its own. */
export function addressLayout(template: FormTemplate, where: Place, names: AddressNames, boxes: AddressBoxNames): AddressLayout {
  const text: { [P in AddressPart]?: { box: TextBox; place: Place } } = {};
  for (const part of PARTS) {
    const named = boxes.text[part];
    if (named === undefined) continue;
    const [name, item] = typeof named === 'string' ? [named, where.item] : named;
    text[part] = { box: template.box(where.page, name), place: { ...where, item } };
  }
  const at = (name: string | undefined) => (name === undefined ? undefined : template.at(where.page, name));
  const units = boxes.units && { APT: template.at(where.page, boxes.units[0]), STE: template.at(where.page, boxes.units[1]), FLR: template.at(where.page, boxes.units[2]) };
  return { names, text, ...(units ? { units } : {}), ...(boxes.state ? { state: at(boxes.state) } : {}), ...(boxes.zip ? { zip: at(boxes.zip) } : {}) };
}

/** An address with the in-care-of name some blocks print above it. */
export type AddressWithCareOf = Address & { readonly inCareOf?: string };

const PARTS: readonly AddressPart[] = ['inCareOf', 'street', 'unitNumber', 'city', 'province', 'postalCode', 'country'];

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
    const placed = layout.text[part];
    return placed ? textBox(placed.box, placed.place, (ctx) => address(ctx)[part] ?? '', labelOf(layout.names, part)) : section();
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
        const street = layout.text.street;
        return street ? [entryAt(street.box.cite(street.place), text)] : [];
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
