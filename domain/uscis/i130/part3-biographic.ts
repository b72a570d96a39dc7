import { text } from '../../answers.ts';
import { chosenValues } from '../../catalogue/multi-choice.ts';
import { personAnswers, type PersonPrefix } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';
import { choiceBoxes, multiChoiceBoxes, rule, section, type Section } from './build.ts';
import { onPage } from './field-names.ts';

/** Form I-130 Part 3: the petitioner's biographic information. */

const p4 = (name: string): string => onPage(4, name);
const p5 = (name: string): string => onPage(5, name);

const bio = (ctx: MappingContext, prefix: PersonPrefix, key: string): string => text(personAnswers(ctx, prefix)[`${prefix}${key}`]);

/** A whole number within the drop-down's range, as the drop-down lists it ('5'); '' otherwise. */
function wholeNumberIn(value: string, min: number, max: number): string {
  if (!/^\d+$/.test(value)) return '';
  const n = Number(value);
  return n >= min && n <= max ? String(n) : '';
}

/** The weight in pounds as three digits, one per box ('095' for 95); '' when not a weight of 1 to 999. */
export function weightDigits(value: string): string {
  const pounds = wholeNumberIn(value, 1, 999);
  return pounds === '' ? '' : pounds.padStart(3, '0');
}

export const petitionerBiographic: Section = section(
  choiceBoxes({ hispanic: p4('Pt3Line1_Ethnicity[1]'), not_hispanic: p4('Pt3Line1_Ethnicity[0]') }, (ctx) => bio(ctx, 'p', 'BioEthnicity')),
  // Item 2: "Select all applicable boxes".
  multiChoiceBoxes(
    {
      white: p4('Pt3Line2_Race_White[0]'),
      asian: p4('Pt3Line2_Race_Asian[0]'),
      black: p4('Pt3Line2_Race_Black[0]'),
      american_indian: p4('Pt3Line2_Race_AmericanIndianAlaskaNative[0]'),
      hawaiian: p4('Pt3Line2_Race_NativeHawaiianOtherPacificIslander[0]'),
    },
    (ctx) => chosenValues(personAnswers(ctx, 'p')['pBioRace']),
  ),
  rule(p4('Pt3Line3_HeightFeet[0]'), (ctx) => wholeNumberIn(bio(ctx, 'p', 'BioHeightFeet'), 2, 8)),
  rule(p4('Pt3Line3_HeightInches[0]'), (ctx) => wholeNumberIn(bio(ctx, 'p', 'BioHeightInches'), 0, 11)),
  rule(p4('Pt3Line4_Pound1[0]'), (ctx) => weightDigits(bio(ctx, 'p', 'BioWeightLbs')).charAt(0)),
  rule(p4('Pt3Line4_Pound2[0]'), (ctx) => weightDigits(bio(ctx, 'p', 'BioWeightLbs')).charAt(1)),
  rule(p4('Pt3Line4_Pound3[0]'), (ctx) => weightDigits(bio(ctx, 'p', 'BioWeightLbs')).charAt(2)),
  choiceBoxes(
    {
      black: p4('Pt3Line5_EyeColor[7]'),
      blue: p4('Pt3Line5_EyeColor[0]'),
      brown: p4('Pt3Line5_EyeColor[1]'),
      gray: p4('Pt3Line5_EyeColor[6]'),
      green: p4('Pt3Line5_EyeColor[5]'),
      hazel: p4('Pt3Line5_EyeColor[2]'),
      maroon: p4('Pt3Line5_EyeColor[4]'),
      pink: p4('Pt3Line5_EyeColor[3]'),
      other: p4('Pt3Line5_EyeColor[8]'),
    },
    (ctx) => bio(ctx, 'p', 'BioEyeColor'),
  ),
  choiceBoxes(
    {
      bald: p5('Pt3Line6_HairColor[0]'),
      black: p5('Pt3Line6_HairColor[1]'),
      blond: p5('Pt3Line6_HairColor[2]'),
      brown: p5('Pt3Line6_HairColor[3]'),
      gray: p5('Pt3Line6_HairColor[4]'),
      red: p5('Pt3Line6_HairColor[5]'),
      sandy: p5('Pt3Line6_HairColor[6]'),
      white: p5('Pt3Line6_HairColor[7]'),
      other: p5('Pt3Line6_HairColor[8]'),
    },
    (ctx) => bio(ctx, 'p', 'BioHairColor'),
  ),
);
