import { answer } from '../../catalogue/shown.ts';
import { combBox, formTemplate, section, textBox, yesNoBoxes, type FormTemplate, type Place, type Section } from '../blocks/index.ts';
import { digitsOnly } from '../format.ts';
import { parentOf, type ParentRole } from '../../people/family.ts';
import { consentsToSsa, ssaIssuedCard, wantsSsaCard } from '../../people/social-security.ts';
import type { BlankRule } from '../types.ts';
import { I765_10_31_22_BOXES } from './boxes-10-31-22.ts';

/**
 * Form I-765, edition 10/31/22 (a replaced edition, kept to prove that an edition is data plus
 * small rules): what it prints otherwise than 08/21/25, read from `greencard forms diff` of the two
 * files and from its text. It asks the Social Security card questions the 08/21/25 edition dropped
 * (Part 2 items 13.a-17.b), so every later item of Part 2 up to 21 prints under another number.
 */

/** The 08/21/25 names this edition spells otherwise (the diff's renamed fields). */
const NAMES: Readonly<Record<string, string>> = {
  'Attorney-Rep[0].CheckBox1[0]': 'CheckBox1[0]',
  'Attorney-Rep[0].USCISELISAcctNumber[0]': 'USCISELISAcctNumber[0]',
};

/**
 * Part 2 items of 08/21/25 → 10/31/22 (page 2-3 text of each): 13 → 13.b, 14.a-b → 18.a-b,
 * 15.a-c → 19.a-c, 16 → 20, 17-21 → 21.a-21.e; items 1-12 and 22-31 keep their numbers.
 */
const PART2_ITEMS: Readonly<Record<string, string>> = {
  '13': '13.b',
  '14.a': '18.a',
  '14.b': '18.b',
  '15.a': '19.a',
  '15.b': '19.b',
  '15.c': '19.c',
  '16': '20',
  '17': '21.a',
  '18': '21.b',
  '19': '21.c',
  '20': '21.d',
  '21': '21.e',
};

const renumber = (place: Place): Place => (place.part === 2 ? { ...place, item: PART2_ITEMS[place.item] ?? place.item } : place);

export const I765_10_31_22_TEMPLATE = formTemplate('10/31/22', (page, name) => `form1[0].Page${page}[0].${NAMES[name] ?? name}`, I765_10_31_22_BOXES, renumber);

/** A parent's birth name, asked only of an applicant who wants a card ("If you answered Yes to 14.-15., provide 16.a.-17.b."). */
const parentBirthName = (role: ParentRole, part: 'last' | 'first') => (ctx: Parameters<typeof wantsSsaCard>[0]): string => {
  if (consentsToSsa(ctx) !== 'yes') return '';
  const parent = parentOf(ctx, 'b', role);
  return (parent?.nameAtBirth ?? parent)?.[part] ?? '';
};

const item = (number: string): Place => ({ page: 2, part: 2, item: number });

/** Part 2 items 13.a-17.b: whether a card was issued, the number, a new card, the consent and the parents' birth names. */
export const socialSecurityCardItems = ({ at, box }: FormTemplate): Section => section(
  yesNoBoxes(at(2, 'Line12a_Checkbox[1]'), at(2, 'Line12a_Checkbox[0]'), ssaIssuedCard),
  combBox(at(2, 'Line12b_SSN[0]'), 9, (ctx) => digitsOnly(answer(ctx, 'BENEFICIARY_INFO', 'bSsn'))),
  yesNoBoxes(at(2, 'Line13_Checkbox[1]'), at(2, 'Line13_Checkbox[0]'), wantsSsaCard),
  yesNoBoxes(at(2, 'Line14_Checkbox_Yes[0]'), at(2, 'Line14_Checkbox_No[0]'), consentsToSsa),
  textBox(box(2, 'Line15a_FamilyName[0]'), item('16.a'), parentBirthName('Father', 'last')),
  textBox(box(2, 'Line15b_GivenName[0]'), item('16.b'), parentBirthName('Father', 'first')),
  textBox(box(2, 'Line16a_FamilyName[0]'), item('17.a'), parentBirthName('Mother', 'last')),
  textBox(box(2, 'Line16b_GivenName[0]'), item('17.b'), parentBirthName('Mother', 'first')),
);

/** This edition has no attorney's bar number box: no blank of its own. */
export const I765_10_31_22_BLANK: readonly BlankRule[] = [];
