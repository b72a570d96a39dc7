import type { PersonSuffix } from '../../catalogue/keys.ts';
import { chosen, personAnswer } from '../../catalogue/shown.ts';
import { choiceBoxes, multiChoiceBoxes, rule, section, type Section } from '../blocks/index.ts';
import type { MappingContext } from '../types.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 3: the petitioner's biographic information. */

const bio = <S extends PersonSuffix<'p'>>(suffix: S) => (ctx: MappingContext) => personAnswer(ctx, 'p', suffix);

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

export function petitionerBiographic(I130: FormTemplate): Section {
  const { at } = I130;
  return section(
    choiceBoxes({ hispanic: at(4, 'Pt3Line1_Ethnicity[1]'), not_hispanic: at(4, 'Pt3Line1_Ethnicity[0]') }, bio('BioEthnicity')),
    // Item 2: "Select all applicable boxes".
    multiChoiceBoxes(
      {
        white: at(4, 'Pt3Line2_Race_White[0]'),
        asian: at(4, 'Pt3Line2_Race_Asian[0]'),
        black: at(4, 'Pt3Line2_Race_Black[0]'),
        american_indian: at(4, 'Pt3Line2_Race_AmericanIndianAlaskaNative[0]'),
        hawaiian: at(4, 'Pt3Line2_Race_NativeHawaiianOtherPacificIslander[0]'),
      },
      (ctx) => chosen(ctx, 'PETITIONER_INFO', 'pBioRace'),
    ),
    rule(at(4, 'Pt3Line3_HeightFeet[0]'), (ctx) => wholeNumberIn(bio('BioHeightFeet')(ctx), 2, 8)),
    rule(at(4, 'Pt3Line3_HeightInches[0]'), (ctx) => wholeNumberIn(bio('BioHeightInches')(ctx), 0, 11)),
    rule(at(4, 'Pt3Line4_Pound1[0]'), (ctx) => weightDigits(bio('BioWeightLbs')(ctx)).charAt(0)),
    rule(at(4, 'Pt3Line4_Pound2[0]'), (ctx) => weightDigits(bio('BioWeightLbs')(ctx)).charAt(1)),
    rule(at(4, 'Pt3Line4_Pound3[0]'), (ctx) => weightDigits(bio('BioWeightLbs')(ctx)).charAt(2)),
    choiceBoxes(
      {
        black: at(4, 'Pt3Line5_EyeColor[7]'),
        blue: at(4, 'Pt3Line5_EyeColor[0]'),
        brown: at(4, 'Pt3Line5_EyeColor[1]'),
        gray: at(4, 'Pt3Line5_EyeColor[6]'),
        green: at(4, 'Pt3Line5_EyeColor[5]'),
        hazel: at(4, 'Pt3Line5_EyeColor[2]'),
        maroon: at(4, 'Pt3Line5_EyeColor[4]'),
        pink: at(4, 'Pt3Line5_EyeColor[3]'),
        other: at(4, 'Pt3Line5_EyeColor[8]'),
      },
      bio('BioEyeColor'),
    ),
    choiceBoxes(
      {
        bald: at(5, 'Pt3Line6_HairColor[0]'),
        black: at(5, 'Pt3Line6_HairColor[1]'),
        blond: at(5, 'Pt3Line6_HairColor[2]'),
        brown: at(5, 'Pt3Line6_HairColor[3]'),
        gray: at(5, 'Pt3Line6_HairColor[4]'),
        red: at(5, 'Pt3Line6_HairColor[5]'),
        sandy: at(5, 'Pt3Line6_HairColor[6]'),
        white: at(5, 'Pt3Line6_HairColor[7]'),
        other: at(5, 'Pt3Line6_HairColor[8]'),
      },
      bio('BioHairColor'),
    ),
  );
}
