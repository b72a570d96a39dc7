import { zip5, type Address, type UnitType } from '../people/address.ts';
import type { FieldRule, MappingContext } from '../types.ts';
import { fitted, rule, type FittedRule, type FormPlace } from './rules.ts';

/** The boxes of one address block of Form I-864 (full field names). */
export interface AddressBoxes {
  readonly street: string;
  /** The Apt., Ste. and Flr. check boxes, each with its own single on-value. */
  readonly unit: Readonly<Record<UnitType, string>>;
  readonly unitNumber: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly province: string;
  readonly postalCode: string;
  readonly country: string;
}

/** The box sizes every address block of the 10/17/24 edition shares (maxLength in the template). */
const STREET_LENGTH = 34;
const UNIT_NUMBER_LENGTH = 6;
const CITY_LENGTH = 20;
const PROVINCE_LENGTH = 20;
const POSTAL_CODE_LENGTH = 9;

/**
 * The rules of one address block. `read` gives the address to print, or null for none (a home
 * address that is the mailing address is left empty, as item 4 asks). State and ZIP code are
 * asked only for an address in the United States and province and postal code only abroad, so
 * each box prints what was asked.
 */
export function addressRules(
  boxes: AddressBoxes,
  place: FormPlace,
  read: (ctx: MappingContext) => Address | null,
): (FieldRule | FittedRule)[] {
  const part = (pick: (address: Address) => string) => (ctx: MappingContext) => {
    const address = read(ctx);
    return address ? pick(address) : '';
  };
  const unitBox = (type: UnitType) => rule(boxes.unit[type], (ctx) => read(ctx)?.unitType === type);
  return [
    fitted(boxes.street, STREET_LENGTH, place, 'Street Number and Name', part((a) => a.street)),
    unitBox('APT'),
    unitBox('STE'),
    unitBox('FLR'),
    fitted(boxes.unitNumber, UNIT_NUMBER_LENGTH, place, 'Apt. Ste. Flr. Number', part((a) => a.unitNumber)),
    fitted(boxes.city, CITY_LENGTH, place, 'City or Town', part((a) => a.city)),
    rule(boxes.state, part((a) => a.state)),
    rule(boxes.zip, part((a) => zip5(a.zip))),
    fitted(boxes.province, PROVINCE_LENGTH, place, 'Province', part((a) => a.province)),
    fitted(boxes.postalCode, POSTAL_CODE_LENGTH, place, 'Postal Code', part((a) => a.postalCode)),
    rule(boxes.country, part((a) => a.country)),
  ];
}
