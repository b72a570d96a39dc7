import { text } from '../../answers.ts';
import { digitsOnly } from '../format.ts';
import { addressHistory, type DatedAddress } from '../people/address.ts';
import { parentOf, type ParentInfo, type ParentRole } from '../people/family.ts';
import { lastHomeAbroad } from '../people/immigration.ts';
import { personName, type PersonName } from '../people/names.ts';
import { aNumberDigits } from '../people/numbers.ts';
import { personAnswers } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes, choiceBoxes, dateBox, listRows, rule, section, textBox, type Section } from '../i130/build.ts';
import { onPage } from '../i130/field-names.ts';
import { parentBirthDate, parentResidence } from '../i130/part2-family.ts';
import { addressEntry } from '../i130/part2-history.ts';

/** Form I-130A Part 1: the spouse beneficiary's identity, address history and parents. */

const p1 = (name: string): string => onPage(1, name);
const p2 = (name: string): string => onPage(2, name);

const identity = section(
  rule(p1('Pt1Line1_AlienNumber[0]'), (ctx) => aNumberDigits(personAnswers(ctx, 'b')['bANumber'])),
  rule(p1('#area[1].Pt2Line3_USCISELISActNumber[0]'), (ctx) => digitsOnly(personAnswers(ctx, 'b')['bUscisAccountNumber'])),
  rule(p1('Pt1Line3a_FamilyName[0]'), (ctx) => personName(ctx, 'b').last),
  rule(p1('Pt1Line3b_GivenName[0]'), (ctx) => personName(ctx, 'b').first),
  rule(p1('Pt1Line3c_MiddleName[0]'), (ctx) => personName(ctx, 'b').middle),
);

const currentHomeRow = (ctx: MappingContext): DatedAddress | undefined => addressHistory(ctx, 'b').find((row) => row.current);
const earlierHomes = (ctx: MappingContext): DatedAddress[] => addressHistory(ctx, 'b').filter((row) => !row.current);

// Physical Address 1 is the current home: the form prints PRESENT as its end.
const physicalAddress1 = section(
  addressBoxes(
    {
      page: 1,
      part: 1,
      street: { field: p1('Pt1Line4a_StreetNumberName[0]'), item: '4.a', max: 34 },
      apt: p1('Pt1Line4b_Unit[0]'),
      ste: p1('Pt1Line4b_Unit[1]'),
      flr: p1('Pt1Line4b_Unit[2]'),
      unitNumber: { field: p1('Pt1Line4b_AptSteFlrNumber[0]'), item: '4.b', max: 6 },
      city: { field: p1('Pt1Line4c_CityOrTown[0]'), item: '4.c', max: 20 },
      state: p1('Pt1Line4d_State[0]'),
      zip: p1('Pt1Line4e_ZipCode[0]'),
      province: { field: p1('Pt1Line4f_Province[0]'), item: '4.f', max: 20 },
      postalCode: { field: p1('Pt1Line4g_PostalCode[0]'), item: '4.g', max: 9 },
      country: { field: p1('Pt1Line4h_Country[0]'), item: '4.h' },
    },
    (ctx) => currentHomeRow(ctx) ?? null,
  ),
  dateBox(p1('Pt1Line5a_DateFrom[0]'), (ctx) => currentHomeRow(ctx)?.from ?? ''),
  rule(p1('Pt1Line5b_DateTo[0]'), (ctx) => (currentHomeRow(ctx) ? 'PRESENT' : '')),
);

const earlierAddresses = listRows(
  earlierHomes,
  [
    (row) =>
      section(
        addressBoxes(
          {
            page: 1,
            part: 1,
            street: { field: p1('Pt1Line6a_StreetNumberName[0]'), item: '6.a', max: 34 },
            apt: p1('Pt1Line6b_Unit[0]'),
            ste: p1('Pt1Line6b_Unit[1]'),
            flr: p1('Pt1Line6b_Unit[2]'),
            unitNumber: { field: p1('Pt1Line6b_AptSteFlrNumber[0]'), item: '6.b', max: 6 },
            city: { field: p1('Pt1Line6c_CityOrTown[0]'), item: '6.c', max: 20 },
            state: p1('Pt1Line6d_State[0]'),
            zip: p1('Pt1Line6e_ZipCode[0]'),
            province: { field: p1('Pt1Line6f_Province[0]'), item: '6.f', max: 20 },
            postalCode: { field: p1('Pt1Line6g_PostalCode[0]'), item: '6.g', max: 9 },
            country: { field: p1('Pt1Line6h_Country[0]'), item: '6.h' },
          },
          (ctx) => row(ctx) ?? null,
        ),
        dateBox(p1('Pt1Line7a_DateFrom[0]'), (ctx) => row(ctx)?.from ?? ''),
        dateBox(p1('Pt1Line7b_DateTo[0]'), (ctx) => row(ctx)?.to ?? ''),
      ),
  ],
  (row, index) => addressEntry({ page: 1, part: 1, item: '6.a' }, `Physical Address ${index + 2}`, row),
);

// Items 8-9: the last home outside the United States of more than one year, even if listed above.
const lastAbroad = section(
  addressBoxes(
    {
      page: 1,
      part: 1,
      street: { field: p1('Pt1Line8a_StreetNumberName[0]'), item: '8.a', max: 34 },
      apt: p1('Pt1Line8b_Unit[0]'),
      ste: p1('Pt1Line8b_Unit[1]'),
      flr: p1('Pt1Line8b_Unit[2]'),
      unitNumber: { field: p1('Pt1Line8b_AptSteFlrNumber[0]'), item: '8.b', max: 6 },
      city: { field: p1('Pt1Line8c_CityOrTown[0]'), item: '8.c', max: 20 },
      province: { field: p1('Pt1Line8d_Province[0]'), item: '8.d', max: 20 },
      postalCode: { field: p1('Pt1Line8e_PostalCode[0]'), item: '8.e', max: 9 },
      country: { field: p1('Pt1Line8f_Country[0]'), item: '8.f' },
    },
    (ctx) => lastHomeAbroad(ctx)?.address ?? null,
  ),
  dateBox(p2('Pt1Line9a_DateFrom[0]'), (ctx) => lastHomeAbroad(ctx)?.from ?? ''),
  dateBox(p2('Pt1Line9b_DateTo[0]'), (ctx) => lastHomeAbroad(ctx)?.to ?? ''),
);

interface ParentFields {
  readonly name: { readonly last: string; readonly first: string; readonly middle: string };
  /** Parent 1's family name box asks the maiden name: the name at birth, when it differed. */
  readonly nameAtBirth: boolean;
  readonly birthDate: string;
  readonly male: string;
  readonly female: string;
  readonly birthCity: { readonly field: string; readonly item: string; readonly max?: number };
  readonly birthCountry: string;
  readonly residenceCity: string;
  readonly residenceCountry: string;
}

const nameOf = (parent: ParentInfo | null, atBirth: boolean): PersonName | null =>
  parent ? ((atBirth ? parent.nameAtBirth : null) ?? parent) : null;

function parentBoxes(role: ParentRole, fields: ParentFields): Section {
  const parent = (ctx: MappingContext): ParentInfo | null => parentOf(ctx, 'b', role);
  const name = (ctx: MappingContext): PersonName | null => nameOf(parent(ctx), fields.nameAtBirth);
  return section(
    rule(fields.name.last, (ctx) => name(ctx)?.last ?? ''),
    rule(fields.name.first, (ctx) => name(ctx)?.first ?? ''),
    rule(fields.name.middle, (ctx) => name(ctx)?.middle ?? ''),
    rule(fields.birthDate, (ctx) => parentBirthDate(parent(ctx))),
    choiceBoxes({ male: fields.male, female: fields.female }, (ctx) => parent(ctx)?.sex ?? ''),
    textBox(fields.birthCity.field, fields.birthCity.max, { page: 2, part: 1, item: fields.birthCity.item }, (ctx) =>
      parent(ctx)?.birthCity ?? '',
    ),
    rule(fields.birthCountry, (ctx) => parent(ctx)?.birthCountry ?? ''),
    rule(fields.residenceCity, (ctx) => parentResidence(parent(ctx), 'city')),
    rule(fields.residenceCountry, (ctx) => parentResidence(parent(ctx), 'country')),
  );
}

/**
 * Parent 1, whose family name box asks the maiden name, is the parent the wizard calls the mother,
 * under her name at birth; Parent 2 is the father. Each has its own sex box.
 */
const parents = section(
  parentBoxes('Mother', {
    name: { last: p2('Pt1Line10_FamilyName[0]'), first: p2('Pt1Line10_GivenName[0]'), middle: p2('Pt1Line10_MiddleName[0]') },
    nameAtBirth: true,
    birthDate: p2('Pt1Line11_DateofBirth[0]'),
    male: p2('Pt1Line12_Male[0]'),
    female: p2('Pt1Line12_Female[0]'),
    birthCity: { field: p2('Pt1Line12CityTownOfBirth[0]'), item: '13', max: 38 },
    birthCountry: p2('Pt1Line13_CountryofBirth[0]'),
    // Item 15's field is named Pt1Line14_CountryofBirth in the template; its tooltip reads City/Town/Village of Residence.
    residenceCity: p2('Pt1Line14_CountryofBirth[0]'),
    residenceCountry: p2('Pt1Line15_CountryofResidence[0]'),
  }),
  parentBoxes('Father', {
    name: { last: p2('Pt1Line16_FamilyName[0]'), first: p2('Pt1Line16_GivenName[0]'), middle: p2('Pt1Line16_MiddleName[0]') },
    nameAtBirth: false,
    birthDate: p2('Pt1Line17_DateofBirth[0]'),
    male: p2('Pt1Line19_Male[0]'),
    female: p2('Pt1Line19_Female[0]'),
    birthCity: { field: p2('Pt1Line18_CityTownOfBirth[0]'), item: '20', max: 20 },
    birthCountry: p2('Pt1Line19_CountryofBirth[0]'),
    residenceCity: p2('Pt1Line20_CityTownVillageofRes[0]'),
    residenceCountry: p2('Pt1Line21_CountryofResidence[0]'),
  }),
);

export const spouseBeneficiaryPart1: Section = section(identity, physicalAddress1, earlierAddresses, lastAbroad, parents);

/** The beneficiary's answer under `key`, as text. */
export const beneficiaryText = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'b')[key]);
