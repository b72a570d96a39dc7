import { chosen } from '../../catalogue/shown.ts';
import { answerOf, choiceBoxes, digitBoxes, multiChoiceBoxes, rule, section, wholeNumberIn, type Section } from '../blocks/index.ts';
import type { FormTemplate } from '../blocks/index.ts';

/**
 * Form I-131 (01/20/25), page 7: Part 3, biographic information of the person who will receive the
 * document (the beneficiary), from the Biographic Information step of BENEFICIARY_INFO. The form
 * numbers its boxes in no reading order.
 */

export function biographicPart(I131: FormTemplate): Section {
  const at = (name: string): string => I131.at(7, name);

  return section(
    choiceBoxes({ hispanic: at('P3_Line1_Ethnicity[1]'), not_hispanic: at('P3_Line1_Ethnicity[0]') }, answerOf('BENEFICIARY_INFO', 'bBioEthnicity')),
    // Item 2: "Select all applicable boxes"; every race selected is checked.
    multiChoiceBoxes(
      {
        american_indian: at('P3_Line2_Race_American[0]'),
        asian: at('P3_Line2_Race_Asian[0]'),
        black: at('P3_Line2_Race_Black[0]'),
        hawaiian: at('P3_Line2_Race_Hawaiian[0]'),
        white: at('P3_Line2_Race_White[0]'),
      },
      (ctx) => chosen(ctx, 'BENEFICIARY_INFO', 'bBioRace'),
    ),
    rule(at('P3_Line3_HeightFeet[0]'), (ctx) => wholeNumberIn(answerOf('BENEFICIARY_INFO', 'bBioHeightFeet')(ctx), 2, 8)),
    rule(at('P3_Line3_HeightInches[0]'), (ctx) => wholeNumberIn(answerOf('BENEFICIARY_INFO', 'bBioHeightInches')(ctx), 0, 11)),
    // Item 4: three boxes of one digit each; a weight under 100 pounds starts with 0.
    digitBoxes([at('P3_Line4_Pound1[0]'), at('P3_Line4_Pound2[0]'), at('P3_Line4_Pound3[0]')], (ctx) => wholeNumberIn(answerOf('BENEFICIARY_INFO', 'bBioWeightLbs')(ctx), 1, 999)),
    choiceBoxes(
      {
        black: at('P3_Line5_EyeColor[8]'),
        blue: at('P3_Line5_EyeColor[7]'),
        brown: at('P3_Line5_EyeColor[0]'),
        gray: at('P3_Line5_EyeColor[1]'),
        green: at('P3_Line5_EyeColor[6]'),
        hazel: at('P3_Line5_EyeColor[5]'),
        maroon: at('P3_Line5_EyeColor[2]'),
        pink: at('P3_Line5_EyeColor[4]'),
        other: at('P3_Line5_EyeColor[3]'),
      },
      answerOf('BENEFICIARY_INFO', 'bBioEyeColor'),
    ),
    choiceBoxes(
      {
        bald: at('P3_Line6_HairColor[0]'),
        black: at('P3_Line6_HairColor[8]'),
        blond: at('P3_Line6_HairColor[1]'),
        brown: at('P3_Line6_HairColor[7]'),
        gray: at('P3_Line6_HairColor[2]'),
        red: at('P3_Line6_HairColor[6]'),
        sandy: at('P3_Line6_HairColor[3]'),
        white: at('P3_Line6_HairColor[5]'),
        other: at('P3_Line6_HairColor[4]'),
      },
      answerOf('BENEFICIARY_INFO', 'bBioHairColor'),
    ),
  );
}
