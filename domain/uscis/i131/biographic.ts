import { text } from '../../answers.ts';
import { chosenValues } from '../../catalogue/multi-choice.ts';
import { personAnswers } from '../people/shown.ts';
import type { FieldRule, MappingContext } from '../types.ts';

/**
 * Form I-131 (01/20/25), page 7: Part 3, biographic information of the person who will receive the
 * document (the beneficiary), from the Biographic Information step of BENEFICIARY_INFO.
 */

const P7 = 'form1[0].P7[0].';

const bio = (key: string) => (ctx: MappingContext): string => text(personAnswers(ctx, 'b')[key]);

/** One box per stored choice value; the form numbers its boxes in no reading order. */
function oneBoxPerChoice(key: string, boxes: Readonly<Record<string, string>>): FieldRule[] {
  return Object.entries(boxes).map(([choice, field]) => ({
    field: `${P7}${field}`,
    value: (ctx: MappingContext) => bio(key)(ctx) === choice,
  }));
}

const ETHNICITY_BOXES = { hispanic: 'P3_Line1_Ethnicity[1]', not_hispanic: 'P3_Line1_Ethnicity[0]' };

/** Item 2: "Select all applicable boxes"; every race selected is checked. */
const RACE_BOXES = {
  american_indian: 'P3_Line2_Race_American[0]',
  asian: 'P3_Line2_Race_Asian[0]',
  black: 'P3_Line2_Race_Black[0]',
  hawaiian: 'P3_Line2_Race_Hawaiian[0]',
  white: 'P3_Line2_Race_White[0]',
};

const EYE_COLOR_BOXES = {
  black: 'P3_Line5_EyeColor[8]',
  blue: 'P3_Line5_EyeColor[7]',
  brown: 'P3_Line5_EyeColor[0]',
  gray: 'P3_Line5_EyeColor[1]',
  green: 'P3_Line5_EyeColor[6]',
  hazel: 'P3_Line5_EyeColor[5]',
  maroon: 'P3_Line5_EyeColor[2]',
  pink: 'P3_Line5_EyeColor[4]',
  other: 'P3_Line5_EyeColor[3]',
};

const HAIR_COLOR_BOXES = {
  bald: 'P3_Line6_HairColor[0]',
  black: 'P3_Line6_HairColor[8]',
  blond: 'P3_Line6_HairColor[1]',
  brown: 'P3_Line6_HairColor[7]',
  gray: 'P3_Line6_HairColor[2]',
  red: 'P3_Line6_HairColor[6]',
  sandy: 'P3_Line6_HairColor[3]',
  white: 'P3_Line6_HairColor[5]',
  other: 'P3_Line6_HairColor[4]',
};

/** A whole number as its drop-down offers it ('05' is '5'); '' when not a number in the list. */
function listed(value: string, from: number, to: number): string {
  if (!/^\d+$/.test(value)) return '';
  const number = Number(value);
  return number >= from && number <= to ? String(number) : '';
}

/** Item 4: three boxes of one digit each; a weight under 100 pounds starts with 0. */
function weightDigit(index: 0 | 1 | 2) {
  return (ctx: MappingContext): string => {
    const pounds = listed(bio('bBioWeightLbs')(ctx), 1, 999);
    return pounds ? (pounds.padStart(3, '0')[index] ?? '') : '';
  };
}

export const biographicRules: readonly FieldRule[] = [
  ...oneBoxPerChoice('bBioEthnicity', ETHNICITY_BOXES),
  ...Object.entries(RACE_BOXES).map(([race, field]) => ({
    field: `${P7}${field}`,
    value: (ctx: MappingContext) => chosenValues(bio('bBioRace')(ctx)).includes(race),
  })),
  { field: `${P7}P3_Line3_HeightFeet[0]`, value: (ctx) => listed(bio('bBioHeightFeet')(ctx), 2, 8) },
  { field: `${P7}P3_Line3_HeightInches[0]`, value: (ctx) => listed(bio('bBioHeightInches')(ctx), 0, 11) },
  { field: `${P7}P3_Line4_Pound1[0]`, value: weightDigit(0) },
  { field: `${P7}P3_Line4_Pound2[0]`, value: weightDigit(1) },
  { field: `${P7}P3_Line4_Pound3[0]`, value: weightDigit(2) },
  ...oneBoxPerChoice('bBioEyeColor', EYE_COLOR_BOXES),
  ...oneBoxPerChoice('bBioHairColor', HAIR_COLOR_BOXES),
];
