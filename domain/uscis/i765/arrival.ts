import { text } from '../../answers.ts';
import { digitsOnly, usDate } from '../format.ts';
import { i94Characters } from '../people/numbers.ts';
import { lastArrival, mostRecentI94, travelDocument } from '../people/immigration.ts';
import { personAnswers, shownAnswers } from '../people/shown.ts';
import type { FieldRule, MappingContext } from '../types.ts';
import { boxedRule, comb, roomOf, type BoxedText } from './boxes.ts';
import { currentStatus, statusAtLastArrival } from './status.ts';

/**
 * Form I-765 (08/21/25), page 3: Part 2 items 15-16 (place and date of birth), 17-26 (last arrival,
 * passport, status, SEVIS) and 27 (eligibility category). Items 28-31 belong to other categories.
 */

const PAGE3 = 'form1[0].Page3[0].';

const specific = (ctx: MappingContext) => shownAnswers(ctx, 'I_765_SPECIFIC');
const beneficiary = (ctx: MappingContext) => personAnswers(ctx, 'b');
const answer = (key: string) => (ctx: MappingContext) => text(beneficiary(ctx)[key]);

/**
 * Item 27: the category in the form's three boxes, whose parentheses are printed around them:
 * '(c)(9)' is 'c', '9' and an empty third box; '(c)(17)(iii)' would fill all three.
 */
export function categoryParts(category: string): readonly [string, string, string] {
  const match = /^\(([a-z])\)\((\d{1,2})\)(?:\(([a-z]{1,4})\))?$/i.exec(category.replace(/\s/g, ''));
  if (!match) return ['', '', ''];
  return [match[1]?.toLowerCase() ?? '', match[2] ?? '', match[3]?.toLowerCase() ?? ''];
}

const category = (index: 0 | 1 | 2) => (ctx: MappingContext) =>
  categoryParts(text(specific(ctx)['i765EligibilityCategory']))[index];

/**
 * Items 18, 20 and 21 ask for the most recently issued passport: the newer one the I-765 wizard
 * asked for when there is one, else the passport or travel document of the last arrival. The three
 * answers always come from the same document.
 */
export function newestPassport(ctx: MappingContext): { number: string; country: string; expires: string } {
  const newer = specific(ctx);
  if (text(newer['i765NewestPassportNumber'])) {
    return {
      number: text(newer['i765NewestPassportNumber']),
      country: text(newer['i765NewestPassportCountry']),
      expires: text(newer['i765NewestPassportExpirationDate']),
    };
  }
  const used = travelDocument(ctx);
  return { number: used.passportNumber, country: used.country, expires: used.expirationDate };
}

/** Items 23-25 are single lines 234 points wide. */
export const arrivalBoxes: readonly BoxedText[] = [
  {
    field: `${PAGE3}place_entry[0]`,
    room: roomOf(234, 18),
    place: { page: 3, part: 2, item: '23' },
    text: (ctx) => {
      const arrival = lastArrival(ctx);
      return arrival ? [arrival.city, arrival.state].filter((part) => part !== '').join(', ') : '';
    },
  },
  {
    field: `${PAGE3}Line23_StatusLastEntry[0]`,
    room: roomOf(234, 18),
    place: { page: 3, part: 2, item: '24' },
    text: statusAtLastArrival,
  },
  {
    field: `${PAGE3}Line24_CurrentStatus[0]`,
    room: roomOf(234, 18),
    place: { page: 3, part: 2, item: '25' },
    text: currentStatus,
  },
  {
    // Item 26 prints "N-" before the box: the ten digits of the SEVIS number go in.
    field: `${PAGE3}Line26_SEVISnumber[0]`,
    room: 11,
    place: { page: 3, part: 2, item: '26' },
    text: (ctx) => digitsOnly(specific(ctx)['i765SevisNumber']),
  },
];

export const arrivalRules: readonly FieldRule[] = [
  { field: `${PAGE3}#area[1].section_1[0]`, value: category(0) },
  { field: `${PAGE3}#area[1].section_2[0]`, value: category(1) },
  { field: `${PAGE3}Line18a_CityTownOfBirth[0]`, value: answer('bBirthCity') },
  { field: `${PAGE3}Line18b_CityTownOfBirth[0]`, value: (ctx) => text(specific(ctx)['i765BirthStateOrProvince']) },
  { field: `${PAGE3}Line18c_CountryOfBirth[0]`, value: answer('bBirthCountry') },
  { field: `${PAGE3}Line19_DOB[0]`, value: (ctx) => usDate(beneficiary(ctx)['bBirthDate']) },
  // Item 17: the most recent I-94 (the new one a change of status came with, else the arrival's).
  { field: `${PAGE3}Line20a_I94Number[0]`, value: (ctx) => comb(i94Characters(mostRecentI94(lastArrival(ctx))?.number), 11) },
  { field: `${PAGE3}Line20b_Passport[0]`, value: (ctx) => newestPassport(ctx).number },
  { field: `${PAGE3}Line20c_TravelDoc[0]`, value: (ctx) => travelDocument(ctx).travelDocumentNumber },
  { field: `${PAGE3}Line20d_CountryOfIssuance[0]`, value: (ctx) => newestPassport(ctx).country },
  { field: `${PAGE3}Line20e_ExpDate[0]`, value: (ctx) => usDate(newestPassport(ctx).expires) },
  { field: `${PAGE3}Line21_DateOfLastEntry[0]`, value: (ctx) => usDate(lastArrival(ctx)?.date) },
  ...arrivalBoxes.map(boxedRule),
];
