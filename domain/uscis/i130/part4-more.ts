import { text } from '../../answers.ts';
import { usDate } from '../format.ts';
import { EMPTY_ADDRESS, stateCode, type Address } from '../people/address.ts';
import { lastHomeAbroad, nativeScript } from '../people/immigration.ts';
import { lastHomeTogether } from '../people/marriage.ts';
import { personAnswers } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes, dateBox, rule, section, textBox, type Section } from './build.ts';
import { onPage } from './field-names.ts';

/** Form I-130 Part 4 items 57-61: the native-script name and address, the last home together, the USCIS office. */

const p8 = (name: string): string => onPage(8, name);

/**
 * Item 58, the foreign address in the native script: the wizard asks its street, city, province,
 * postal code and country in that script; the Apt./Ste./Flr. box and number are those of the same
 * address in Latin letters.
 */
function nativeAddress(ctx: MappingContext): Address | null {
  const native = nativeScript(ctx);
  if (!native) return null;
  const written = [native.street, native.city, native.province, native.postalCode, native.country].some((part) => part !== '');
  if (!written) return null;
  const abroad = lastHomeAbroad(ctx)?.address;
  return {
    ...EMPTY_ADDRESS,
    street: native.street,
    unitType: abroad?.unitType ?? '',
    unitNumber: abroad?.unitNumber ?? '',
    city: native.city,
    province: native.province,
    postalCode: native.postalCode,
    country: native.country,
  };
}

const native = section(
  rule(p8('Pt4Line55a_FamilyName[0]'), (ctx) => nativeScript(ctx)?.last ?? ''),
  rule(p8('Pt4Line55b_GivenName[0]'), (ctx) => nativeScript(ctx)?.first ?? ''),
  rule(p8('Pt4Line55c_MiddleName[0]'), (ctx) => nativeScript(ctx)?.middle ?? ''),
  addressBoxes(
    {
      page: 8,
      part: 4,
      street: { field: p8('Pt4Line56_StreetNumberName[0]'), item: '58.a', max: 34 },
      apt: p8('Pt4Line56_Unit[0]'),
      ste: p8('Pt4Line56_Unit[1]'),
      flr: p8('Pt4Line56_Unit[2]'),
      unitNumber: { field: p8('Pt4Line56_AptSteFlrNumber[0]'), item: '58.b', max: 6 },
      city: { field: p8('Pt4Line56_CityOrTown[0]'), item: '58.c', max: 20 },
      province: { field: p8('Pt4Line56_Province[0]'), item: '58.d', max: 20 },
      postalCode: { field: p8('Pt4Line56_PostalCode[0]'), item: '58.e', max: 9 },
      country: { field: p8('Pt4Line56_Country[0]'), item: '58.f' },
    },
    nativeAddress,
  ),
);

/** What the form asks to write in item 59.a when the couple never lived together. */
const NEVER_LIVED_TOGETHER = 'Never lived together';

function homeTogether(ctx: MappingContext): Address | null {
  const home = lastHomeTogether(ctx);
  if (!home) return null;
  return home.kind === 'never' ? { ...EMPTY_ADDRESS, street: NEVER_LIVED_TOGETHER } : home.address;
}

const together = section(
  addressBoxes(
    {
      page: 8,
      part: 4,
      street: { field: p8('Pt4Line57_StreetNumberName[0]'), item: '59.a', max: 34 },
      apt: p8('Pt4Line57_Unit[0]'),
      ste: p8('Pt4Line57_Unit[1]'),
      flr: p8('Pt4Line57_Unit[2]'),
      unitNumber: { field: p8('Pt4Line57_AptSteFlrNumber[0]'), item: '59.b', max: 6 },
      city: { field: p8('Pt4Line57_CityOrTown[0]'), item: '59.c', max: 20 },
      state: p8('Pt4Line57_State[0]'),
      zip: p8('Pt4Line57_ZipCode[0]'),
      province: { field: p8('Pt4Line57_Province[0]'), item: '59.f', max: 20 },
      postalCode: { field: p8('Pt4Line57_PostalCode[0]'), item: '59.g', max: 9 },
      country: { field: p8('Pt4Line57_Country[0]'), item: '59.h' },
    },
    homeTogether,
  ),
  dateBox(p8('Pt4Line58a_DateFrom[0]'), (ctx) => {
    const home = lastHomeTogether(ctx);
    return home && home.kind !== 'never' ? home.from : '';
  }),
  // While the couple lives together, their last home together is their home now: PRESENT.
  rule(p8('Pt4Line58b_DateTo[0]'), (ctx) => {
    const home = lastHomeTogether(ctx);
    if (!home || home.kind === 'never') return '';
    return home.kind === 'now' ? 'PRESENT' : usDate(home.to);
  }),
);

const beneficiary = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'b')[key]);

// Item 61: the USCIS field office where the beneficiary, in the United States, applies to adjust status.
const office = section(
  textBox(p8('Pt4Line60a_CityOrTown[0]'), 20, { page: 8, part: 4, item: '61.a' }, (ctx) => beneficiary(ctx, 'immiUscisOfficeCity')),
  rule(p8('Pt4Line60b_State[0]'), (ctx) => stateCode(beneficiary(ctx, 'immiUscisOfficeState'))),
);

export const beneficiaryMore: Section = section(native, together, office);
