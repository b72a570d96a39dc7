import { answer } from '../../catalogue/shown.ts';
import { answerOf, combBox, currentStatus, dateBox, rule, section, statusAtLastArrival, textBox, type FormTemplate, type Place, type Section } from '../blocks/index.ts';
import { digitsOnly } from '../format.ts';
import { lastArrival, mostRecentI94, travelDocument } from '../../people/immigration.ts';
import { i94Characters } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';

/**
 * Form I-765, page 3: Part 2 items 15-16 (place and date of birth), 17-26 (last arrival,
 * passport, status, SEVIS) and 27 (eligibility category). Items 28-31 belong to other categories.
 */

const item = (number: string): Place => ({ page: 3, part: 2, item: number });

/**
 * Item 27: the category in the form's three boxes, whose parentheses are printed around them:
 * '(c)(9)' is 'c', '9' and an empty third box; '(c)(17)(iii)' would fill all three.
 */
export function categoryParts(category: string): readonly [string, string, string] {
  const match = /^\(([a-z])\)\((\d{1,2})\)(?:\(([a-z]{1,4})\))?$/i.exec(category.replace(/\s/g, ''));
  if (!match) return ['', '', ''];
  return [match[1]?.toLowerCase() ?? '', match[2] ?? '', match[3]?.toLowerCase() ?? ''];
}

const category = (index: 0 | 1 | 2) => (ctx: MappingContext) => categoryParts(answer(ctx, 'I_765_SPECIFIC', 'i765EligibilityCategory'))[index];

/**
 * Items 18, 20 and 21 ask for the most recently issued passport: the newer one the I-765 wizard
 * asked for when there is one, else the passport or travel document of the last arrival. The three
 * answers always come from the same document.
 */
export function newestPassport(ctx: MappingContext): { number: string; country: string; expires: string } {
  const number = answer(ctx, 'I_765_SPECIFIC', 'i765NewestPassportNumber');
  if (number) {
    return {
      number,
      country: answer(ctx, 'I_765_SPECIFIC', 'i765NewestPassportCountry'),
      expires: answer(ctx, 'I_765_SPECIFIC', 'i765NewestPassportExpirationDate'),
    };
  }
  const used = travelDocument(ctx);
  return { number: used.passportNumber, country: used.country, expires: used.expirationDate };
}

export const arrivalPart = ({ at, box }: FormTemplate): Section => section(
  rule(at(3, '#area[1].section_1[0]'), category(0)),
  rule(at(3, '#area[1].section_2[0]'), category(1)),
  textBox(box(3, 'Line18a_CityTownOfBirth[0]'), item('15.a'), answerOf('BENEFICIARY_INFO', 'bBirthCity')),
  textBox(box(3, 'Line18b_CityTownOfBirth[0]'), item('15.b'), answerOf('I_765_SPECIFIC', 'i765BirthStateOrProvince')),
  textBox(box(3, 'Line18c_CountryOfBirth[0]'), item('15.c'), answerOf('BENEFICIARY_INFO', 'bBirthCountry')),
  dateBox(at(3, 'Line19_DOB[0]'), answerOf('BENEFICIARY_INFO', 'bBirthDate')),
  // Item 17: the most recent I-94 (the new one a change of status came with, else the arrival's).
  combBox(at(3, 'Line20a_I94Number[0]'), 11, (ctx) => i94Characters(mostRecentI94(lastArrival(ctx))?.number)),
  textBox(box(3, 'Line20b_Passport[0]'), item('18'), (ctx) => newestPassport(ctx).number),
  textBox(box(3, 'Line20c_TravelDoc[0]'), item('19'), (ctx) => travelDocument(ctx).travelDocumentNumber),
  textBox(box(3, 'Line20d_CountryOfIssuance[0]'), item('20'), (ctx) => newestPassport(ctx).country),
  dateBox(at(3, 'Line20e_ExpDate[0]'), (ctx) => newestPassport(ctx).expires),
  dateBox(at(3, 'Line21_DateOfLastEntry[0]'), (ctx) => lastArrival(ctx)?.date ?? ''),
  // Items 23-25 are single lines 234 points wide; longer answers continue in Part 6.
  textBox(box(3, 'place_entry[0]'), item('23'), (ctx) => {
    const arrival = lastArrival(ctx);
    return arrival ? [arrival.city, arrival.state].filter((part) => part !== '').join(', ') : '';
  }),
  textBox(box(3, 'Line23_StatusLastEntry[0]'), item('24'), statusAtLastArrival),
  textBox(box(3, 'Line24_CurrentStatus[0]'), item('25'), currentStatus),
  // Item 26 prints "N-" before the box: the ten digits of the SEVIS number go in.
  textBox(box(3, 'Line26_SEVISnumber[0]'), item('26'), (ctx) => digitsOnly(answer(ctx, 'I_765_SPECIFIC', 'i765SevisNumber'))),
);
