import { usDate } from '../format.ts';
import { currentHome, newestFirst } from '../people/address.ts';
import { UNKNOWN, parentOf, previousMarriages, timesMarried, type ParentRole, type PreviousMarriage } from '../people/family.ts';
import { currentMarriage } from '../people/marriage.ts';
import { nameLine, personName } from '../people/names.ts';
import { aNumberDigits } from '../people/numbers.ts';
import { yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { addressBoxes } from './address-boxes.ts';
import { petitioner } from './answers.ts';
import {
  charactersFitting,
  checkBox,
  choiceBoxes,
  continued,
  dateBox,
  fitted,
  joinParts,
  onPage,
  rule,
  section,
  yesNoBoxes,
  type Section,
} from './build.ts';

/** Form I-485 Part 5 (parents) and Part 6 (marital history). */

const p9 = (name: string): string => onPage(9, name);
const p10 = (name: string): string => onPage(10, name);
const p11 = (name: string): string => onPage(11, name);

interface ParentBoxes {
  readonly last: string;
  readonly first: string;
  readonly middle: string;
  readonly birthLast: string;
  readonly birthFirst: string;
  readonly birthMiddle: string;
  readonly birthDate: string;
  readonly birthCountry: string;
}

/**
 * One parent: Parent 1 is the father the wizard asks about, Parent 2 the mother. A date of birth
 * the applicant does not know prints "Unknown", as the wizard tells them.
 */
function parentBoxes(role: ParentRole, boxes: ParentBoxes): Section {
  const parent = (ctx: MappingContext) => parentOf(ctx, 'b', role);
  return section(
    rule(boxes.last, (ctx) => parent(ctx)?.last ?? ''),
    rule(boxes.first, (ctx) => parent(ctx)?.first ?? ''),
    rule(boxes.middle, (ctx) => parent(ctx)?.middle ?? ''),
    rule(boxes.birthLast, (ctx) => parent(ctx)?.nameAtBirth?.last ?? ''),
    rule(boxes.birthFirst, (ctx) => parent(ctx)?.nameAtBirth?.first ?? ''),
    rule(boxes.birthMiddle, (ctx) => parent(ctx)?.nameAtBirth?.middle ?? ''),
    rule(boxes.birthDate, (ctx) => {
      const found = parent(ctx);
      if (!found) return '';
      return found.birthDate ? usDate(found.birthDate) : UNKNOWN;
    }),
    rule(boxes.birthCountry, (ctx) => parent(ctx)?.birthCountry ?? ''),
  );
}

const parents = section(
  parentBoxes('Father', {
    last: p9('Pt5Line1_FamilyName[0]'),
    first: p9('Pt5Line1_GivenName[0]'),
    middle: p9('Pt5Line1_MiddleName[0]'),
    birthLast: p9('Pt5Line2_FamilyName[0]'),
    birthFirst: p9('Pt5Line2_GivenName[0]'),
    birthMiddle: p9('Pt5Line2_MiddleName[0]'),
    birthDate: p9('Pt5Line3_DateofBirth[0]'),
    birthCountry: p10('Pt5Line5_CityTownOfBirth[0]'),
  }),
  parentBoxes('Mother', {
    last: p10('Pt5Line6_FamilyName[0]'),
    first: p10('Pt5Line6_GivenName[0]'),
    middle: p10('Pt5Line6_MiddleName[0]'),
    birthLast: p10('Pt5Line7_FamilyName[0]'),
    birthFirst: p10('Pt5Line7_GivenName[0]'),
    birthMiddle: p10('Pt5Line7_MiddleName[0]'),
    birthDate: p10('Pt5Line8_DateofBirth[0]'),
    birthCountry: p10('Pt5Line10_CityTownOfBirth[0]'),
  }),
);

/**
 * Items 1-3. The applicant is married to the petitioner (this service prepares marriage-based cases
 * only): "Married", and item 2 (whether the spouse is a current member of the U.S. armed forces or
 * Coast Guard) is the petitioner's own answer; its N/A box is for an applicant who is not married.
 */
const maritalStatus = section(
  checkBox(p10('Pt6Line1_MaritalStatus[3]'), () => true),
  yesNoBoxes(p10('Pt5Line2_YNNA[1]'), p10('Pt5Line2_YNNA[0]'), (ctx) => yesNo(petitioner(ctx, 'usArmedForcesMember'))),
  rule(p10('Pt6Line3_TimesMarried[0]'), (ctx) => {
    const times = timesMarried(ctx, 'b');
    return times === null ? '' : String(times);
  }),
);

/** Items 4-10: the current spouse is the petitioner. */
const currentSpouse = section(
  rule(p10('Pt6Line4_FamilyName[0]'), (ctx) => personName(ctx, 'p').last),
  rule(p10('Pt6Line4_GivenName[0]'), (ctx) => personName(ctx, 'p').first),
  rule(p10('Pt6Line4_MiddleName[0]'), (ctx) => personName(ctx, 'p').middle),
  rule(p10('Pt6Line5_AlienNumber[0]'), (ctx) => aNumberDigits(petitioner(ctx, 'pANumber'))),
  dateBox(p10('Pt5Line8_DateofBirth[1]'), (ctx) => petitioner(ctx, 'pBirthDate')),
  rule(p10('Pt6Line7_Country[0]'), (ctx) => petitioner(ctx, 'pBirthCountry')),
  addressBoxes(
    {
      street: { field: p10('Part6Line8_StreetName[0]'), max: 34 },
      apt: p10('P6Line8_Unit[0]'),
      ste: p10('P6Line8_Unit[1]'),
      flr: p10('P6Line8_Unit[2]'),
      unitNumber: { field: p10('P6Line8_Number[0]'), max: 6 },
      city: { field: p10('P6Line8_City[0]'), max: 28 },
      state: p10('P6Line8_State[0]'),
      zip: p10('P6Line8_ZipCode[0]'),
      province: { field: p10('P6Line8_Province[0]'), max: 20 },
      postalCode: { field: p10('P6Line8_PostalCode[0]'), max: 9 },
      country: p10('P6Line8_Country[0]'),
    },
    { page: 10, part: 6, item: '8' },
    "Current Spouse's Current Physical Address",
    (ctx) => currentHome(ctx, 'p'),
  ),
  rule(p11('Pt6Line10_CityTownOfBirth[0]'), (ctx) => currentMarriage(ctx).city),
  rule(p11('Pt6Line10_State[0]'), (ctx) => {
    const married = currentMarriage(ctx);
    return married.state || married.province;
  }),
  rule(p11('Pt6Line10_Country[0]'), (ctx) => currentMarriage(ctx).country),
  dateBox(p11('Pt5Line8_DateofBirth[2]'), (ctx) => currentMarriage(ctx).date),
  // Item 10: the petitioner is a U.S. citizen or green card holder, never applying with the applicant: "No".
  checkBox(p11('Pt6Line11_YN[0]'), () => true),
);

/** The earlier marriages, the most recent first: it takes the form's boxes, the others Part 14. */
const priorMarriages = (ctx: MappingContext): PreviousMarriage[] =>
  newestFirst(previousMarriages(ctx, 'b'), (marriage) => marriage.marriageDate);
const latestPrior = (ctx: MappingContext): PreviousMarriage | undefined => priorMarriages(ctx)[0];

const END_WORDS: Readonly<Record<string, string>> = {
  divorced: 'Divorced',
  deceased: 'Spouse Deceased',
  annulled: 'Annulled',
};

const place = (city: string, state: string, country: string): string => joinParts([city, state, country], ', ');

function priorMarriageLine(marriage: PreviousMarriage, index: number): string {
  const ended = END_WORDS[marriage.endReason] ?? (marriage.endReasonOther ? `Other: ${marriage.endReasonOther}` : 'Other');
  return joinParts([
    `Prior spouse ${index + 1}: ${nameLine(marriage.spouse)}`,
    `Date of Birth: ${usDate(marriage.spouseBirthDate)}`,
    `Country of Birth: ${marriage.spouseBirthCountry}`,
    `Country of Citizenship or Nationality: ${marriage.spouseNationality}`,
    `Date of Marriage: ${usDate(marriage.marriageDate)}`,
    `Place of Marriage: ${place(marriage.marriageCity, marriage.marriageState, marriage.marriageCountry)}`,
    `Marriage Legally Ended: ${usDate(marriage.endDate)} in ${place(marriage.endCity, marriage.endState, marriage.endCountry)}`,
    `How Marriage Ended: ${ended}`,
  ]);
}

const prior = (read: (m: PreviousMarriage) => string) => (ctx: MappingContext): string => {
  const marriage = latestPrior(ctx);
  return marriage ? read(marriage) : '';
};

/** Items 11-18: one prior marriage in the boxes; each other one in Part 14. */
const priorMarriage = section(
  rule(p11('Pt6Line12_FamilyName[0]'), prior((m) => m.spouse.last)),
  rule(p11('Pt6Line12_GivenName[0]'), prior((m) => m.spouse.first)),
  rule(p11('Pt6Line12_MiddleName[0]'), prior((m) => m.spouse.middle)),
  dateBox(p11('Pt5Line8_DateofBirth[3]'), prior((m) => m.spouseBirthDate)),
  rule(p11('Pt6Line14_Country[0]'), prior((m) => m.spouseBirthCountry)),
  rule(p11('Pt6Line15_Country[0]'), prior((m) => m.spouseNationality)),
  dateBox(p11('Pt6Line16_DateofBirth[0]'), prior((m) => m.marriageDate)),
  rule(p11('Pt6Line10_CityTownOfBirth[1]'), prior((m) => m.marriageCity)),
  rule(p11('Pt6Line10_State[1]'), prior((m) => m.marriageState)),
  rule(p11('Pt6Line10_Country[1]'), prior((m) => m.marriageCountry)),
  rule(p11('Pt6Line18_CityTownOfBirth[0]'), prior((m) => m.endCity)),
  rule(p11('Pt6Line18_State[0]'), prior((m) => m.endState)),
  rule(p11('Pt6Line18_Country[0]'), prior((m) => m.endCountry)),
  dateBox(p11('Pt6Line16_DateofBirth[1]'), prior((m) => m.endDate)),
  choiceBoxes(
    {
      annulled: p11('Pt6Line19_MaritalStatus[1]'),
      divorced: p11('Pt6Line19_MaritalStatus[3]'),
      deceased: p11('Pt6Line19_MaritalStatus[0]'),
      other: p11('Pt6Line19_MaritalStatus[2]'),
    },
    prior((m) => m.endReason),
  ),
  fitted(
    p11('Pt6Line19_HowMarriageEndedOther[0]'),
    charactersFitting(222),
    { page: 11, part: 6, item: '18' },
    'How Marriage Ended with Prior Spouse, Other (Explain)',
    prior((m) => (m.endReason === 'other' ? m.endReasonOther : '')),
  ),
  continued((ctx) =>
    priorMarriages(ctx)
      .slice(1)
      .map((marriage, index) => ({ page: 11, part: 6, item: '11-18', text: priorMarriageLine(marriage, index + 1) })),
  ),
);

export const part5And6: Section = section(parents, maritalStatus, currentSpouse, priorMarriage);
