import { answer } from '../../catalogue/shown.ts';
import { addressBlock, addressEntry, addressLayout, choiceBoxes, combBox, dateBox, listRows, nameBoxes, parentBirthDate, parentResidence, rule, section, textBox, type AddressBoxNames, type Place, type Section } from '../blocks/index.ts';
import { digitsOnly } from '../format.ts';
import { addressHistory, type DatedAddress } from '../../people/address.ts';
import { parentOf, type ParentInfo, type ParentRole } from '../../people/family.ts';
import { lastHomeAbroad } from '../../people/immigration.ts';
import { personName, type PersonName } from '../../people/names.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130A Part 1: the spouse beneficiary's identity, address history and parents. */

export function spouseBeneficiaryPart1(I130A: FormTemplate): Section {
  const { at, box } = I130A;
  const item = (page: number, number: string): Place => ({ page, part: 1, item: number });

  const identity = section(
    combBox(at(1, 'Pt1Line1_AlienNumber[0]'), 9, (ctx) => aNumberDigits(answer(ctx, 'BENEFICIARY_INFO', 'bANumber'))),
    combBox(at(1, '#area[1].Pt2Line3_USCISELISActNumber[0]'), 12, (ctx) => digitsOnly(answer(ctx, 'BENEFICIARY_INFO', 'bUscisAccountNumber'))),
    nameBoxes(I130A, 1, ['Pt1Line3a_FamilyName[0]', 'Pt1Line3b_GivenName[0]', 'Pt1Line3c_MiddleName[0]'], { part: 1, number: '3' }, (ctx) => personName(ctx, 'b')),
  );

  /** A Part 1 address block on page 1: its boxes named `${line}a_StreetNumberName[0]`, `${line}b_Unit[…]` … and items `${line}.a` to `.h`. */
  function block(number: string, parts: AddressBoxNames['text'], us: boolean): AddressBoxNames {
    const line = `Pt1Line${number}`;
    return {
      text: parts,
      units: [`${line}b_Unit[0]`, `${line}b_Unit[1]`, `${line}b_Unit[2]`],
      ...(us ? { state: `${line}d_State[0]`, zip: `${line}e_ZipCode[0]` } : {}),
    };
  }

  const homeParts = (number: string): AddressBoxNames['text'] => ({
    street: [`Pt1Line${number}a_StreetNumberName[0]`, `${number}.a`],
    unitNumber: [`Pt1Line${number}b_AptSteFlrNumber[0]`, `${number}.b`],
    city: [`Pt1Line${number}c_CityOrTown[0]`, `${number}.c`],
    province: [`Pt1Line${number}f_Province[0]`, `${number}.f`],
    postalCode: [`Pt1Line${number}g_PostalCode[0]`, `${number}.g`],
    country: [`Pt1Line${number}h_Country[0]`, `${number}.h`],
  });

  const currentHomeRow = (ctx: MappingContext): DatedAddress | undefined => addressHistory(ctx, 'b').find((row) => row.current);
  const earlierHomes = (ctx: MappingContext): DatedAddress[] => addressHistory(ctx, 'b').filter((row) => !row.current);

  // Physical Address 1 is the current home: the form prints PRESENT as its end.
  const physicalAddress1 = section(
    addressBlock(addressLayout(I130A, item(1, '4.a'), 'value', block('4', homeParts('4'), true)), (ctx) => currentHomeRow(ctx) ?? null),
    dateBox(at(1, 'Pt1Line5a_DateFrom[0]'), (ctx) => currentHomeRow(ctx)?.from ?? ''),
    rule(at(1, 'Pt1Line5b_DateTo[0]'), (ctx) => (currentHomeRow(ctx) ? 'PRESENT' : '')),
  );

  const earlierAddresses = listRows(
    earlierHomes,
    [
      (row) =>
        section(
          addressBlock(addressLayout(I130A, item(1, '6.a'), 'value', block('6', homeParts('6'), true)), (ctx) => row(ctx) ?? null),
          dateBox(at(1, 'Pt1Line7a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
          dateBox(at(1, 'Pt1Line7b_DateTo[0]'), (ctx) => row(ctx)?.to ?? ''),
        ),
    ],
    (row, index) => addressEntry(item(1, '6.a'), `Physical Address ${index + 2}`, row),
  );

  // Items 8-9: the last home outside the United States of more than one year, even if listed above.
  const lastAbroad = section(
    addressBlock(
      addressLayout(
        I130A,
        item(1, '8.a'),
        'value',
        block(
          '8',
          {
            street: ['Pt1Line8a_StreetNumberName[0]', '8.a'],
            unitNumber: ['Pt1Line8b_AptSteFlrNumber[0]', '8.b'],
            city: ['Pt1Line8c_CityOrTown[0]', '8.c'],
            province: ['Pt1Line8d_Province[0]', '8.d'],
            postalCode: ['Pt1Line8e_PostalCode[0]', '8.e'],
            country: ['Pt1Line8f_Country[0]', '8.f'],
          },
          false,
        ),
      ),
      (ctx) => lastHomeAbroad(ctx)?.address ?? null,
    ),
    dateBox(at(2, 'Pt1Line9a_DateFrom[0]'), (ctx) => lastHomeAbroad(ctx)?.from ?? ''),
    dateBox(at(2, 'Pt1Line9b_DateTo[0]'), (ctx) => lastHomeAbroad(ctx)?.to ?? ''),
  );

  /** One parent's boxes on page 2, and the first of its item numbers (the name; birth date, sex, city and country of birth, residence follow). */
  interface ParentFields {
    readonly number: number;
    readonly name: readonly [last: string, first: string, middle: string];
    /** Parent 1's family name box asks the maiden name: the name at birth, when it differed. */
    readonly nameAtBirth: boolean;
    readonly birthDate: string;
    readonly male: string;
    readonly female: string;
    readonly birthCity: string;
    readonly birthCountry: string;
    readonly residenceCity: string;
    readonly residenceCountry: string;
  }

  const nameOf = (parent: ParentInfo | null, atBirth: boolean): PersonName | null => (parent ? ((atBirth ? parent.nameAtBirth : null) ?? parent) : null);

  function parentBoxes(role: ParentRole, fields: ParentFields): Section {
    const parent = (ctx: MappingContext): ParentInfo | null => parentOf(ctx, 'b', role);
    const then = (offset: number): Place => item(2, String(fields.number + offset));
    return section(
      nameBoxes(I130A, 2, fields.name, { part: 1, number: String(fields.number) }, (ctx) => nameOf(parent(ctx), fields.nameAtBirth)),
      rule(at(2, fields.birthDate), (ctx) => parentBirthDate(parent(ctx))),
      choiceBoxes({ male: at(2, fields.male), female: at(2, fields.female) }, (ctx) => parent(ctx)?.sex ?? ''),
      textBox(box(2, fields.birthCity), then(3), (ctx) => parent(ctx)?.birthCity ?? ''),
      textBox(box(2, fields.birthCountry), then(4), (ctx) => parent(ctx)?.birthCountry ?? ''),
      textBox(box(2, fields.residenceCity), then(5), (ctx) => parentResidence(parent(ctx), 'city')),
      textBox(box(2, fields.residenceCountry), then(6), (ctx) => parentResidence(parent(ctx), 'country')),
    );
  }

  /**
   * Parent 1, whose family name box asks the maiden name, is the parent the wizard calls the mother,
   * under her name at birth; Parent 2 is the father. Each has its own sex box.
   */
  const parents = section(
    parentBoxes('Mother', {
      number: 10,
      name: ['Pt1Line10_FamilyName[0]', 'Pt1Line10_GivenName[0]', 'Pt1Line10_MiddleName[0]'],
      nameAtBirth: true,
      birthDate: 'Pt1Line11_DateofBirth[0]',
      male: 'Pt1Line12_Male[0]',
      female: 'Pt1Line12_Female[0]',
      birthCity: 'Pt1Line12CityTownOfBirth[0]',
      birthCountry: 'Pt1Line13_CountryofBirth[0]',
      // Item 15's field is named Pt1Line14_CountryofBirth in the template; its tooltip reads City/Town/Village of Residence.
      residenceCity: 'Pt1Line14_CountryofBirth[0]',
      residenceCountry: 'Pt1Line15_CountryofResidence[0]',
    }),
    parentBoxes('Father', {
      number: 17,
      name: ['Pt1Line16_FamilyName[0]', 'Pt1Line16_GivenName[0]', 'Pt1Line16_MiddleName[0]'],
      nameAtBirth: false,
      birthDate: 'Pt1Line17_DateofBirth[0]',
      male: 'Pt1Line19_Male[0]',
      female: 'Pt1Line19_Female[0]',
      birthCity: 'Pt1Line18_CityTownOfBirth[0]',
      birthCountry: 'Pt1Line19_CountryofBirth[0]',
      residenceCity: 'Pt1Line20_CityTownVillageofRes[0]',
      residenceCountry: 'Pt1Line21_CountryofResidence[0]',
    }),
  );

  return section(identity, physicalAddress1, earlierAddresses, lastAbroad, parents);
}
