import type { AnswerKey } from '../../catalogue/keys.ts';
import { answer, shownAnswers } from '../../catalogue/shown.ts';
import type { FieldDef } from '../../catalogue/types.ts';
import { WIZARDS } from '../../catalogue/wizards.ts';
import { continued, entryAt, section, textBox, yesNoBoxes, type FormTemplate, type Section } from '../blocks/index.ts';
import { text } from '../../answers.ts';
import type { MappingContext } from '../types.ts';

/**
 * Form I-485 Part 9 Yes/No items 10.-55., 63.-64. and 67.-85., answered in the I-485 eligibility
 * wizard under the item's number ('q22', 'q35.a'), and item 86. Every "Yes" the wizard asks to
 * explain goes to Part 14 with the page, part and item it explains.
 */

/**
 * [answer key, page, Yes box, No box]. The template names its boxes irregularly (item 14 is
 * Pt8Line18, and the Yes box is [0] on some items, [1] on others): each pair was read from the
 * boxes' tooltips and export values (Y, N), and the test checks it against the field inventory.
 */
export const PART9_YES_NO: readonly (readonly [key: Part9Key, page: number, yes: string, no: string])[] = [
  ['q10', 14, 'Pt9Line10_YesNo[1]', 'Pt9Line10_YesNo[0]'],
  ['q11', 14, 'Pt9Line11_YesNo[0]', 'Pt9Line11_YesNo[1]'],
  ['q12', 14, 'Pt9Line12_YesNo[0]', 'Pt9Line12_YesNo[1]'],
  ['q13', 14, 'Pt8Line13_YesNo[1]', 'Pt8Line13_YesNo[0]'],
  ['q14', 14, 'Pt8Line18_YesNo[0]', 'Pt8Line18_YesNo[1]'],
  ['q15', 14, 'Pt8Line19_YesNo[1]', 'Pt8Line19_YesNo[0]'],
  ['q16', 14, 'Pt8Line20_YesNo[0]', 'Pt8Line20_YesNo[1]'],
  ['q17', 14, 'Pt8Line17_YesNo[0]', 'Pt8Line17_YesNo[1]'],
  ['q18', 14, 'Pt8Line23_YesNo[1]', 'Pt8Line23_YesNo[0]'],
  ['q19', 14, 'Pt8Line24a_YesNo[0]', 'Pt8Line24a_YesNo[1]'],
  ['q20', 14, 'Pt8Line24b_YesNo[1]', 'Pt8Line24b_YesNo[0]'],
  ['q21', 14, 'Pt8Line24c_YesNo[0]', 'Pt8Line24c_YesNo[1]'],
  ['q22', 14, 'Pt8Line22_YesNo[0]', 'Pt8Line22_YesNo[1]'],
  ['q23', 15, 'Pt9Line23_YesNo[1]', 'Pt9Line23_YesNo[0]'],
  ['q24', 15, 'Pt9Line24_YesNo[0]', 'Pt9Line24_YesNo[1]'],
  ['q25', 15, 'Pt8Line25_YesNo[1]', 'Pt8Line25_YesNo[0]'],
  ['q26', 15, 'Pt8Line26_YesNo[1]', 'Pt8Line26_YesNo[0]'],
  ['q27', 15, 'Pt8Line27_YesNo[1]', 'Pt8Line27_YesNo[0]'],
  ['q28', 15, 'Pt8Line28_YesNo[1]', 'Pt8Line28_YesNo[0]'],
  ['q29', 15, 'Pt8Line29_YesNo[1]', 'Pt8Line29_YesNo[0]'],
  ['q30', 15, 'Pt8Line30_YesNo[1]', 'Pt8Line30_YesNo[0]'],
  ['q31', 15, 'Pt8Line31_YesNo[0]', 'Pt8Line31_YesNo[1]'],
  ['q32', 15, 'Pt8Line32_YesNo[0]', 'Pt8Line32_YesNo[1]'],
  ['q33', 15, 'Pt8Line33_YesNo[0]', 'Pt8Line33_YesNo[1]'],
  ['q34', 15, 'Pt8Line34_YesNo[1]', 'Pt8Line34_YesNo[0]'],
  ['q35.a', 15, 'Pt8Line35a_YesNo[0]', 'Pt8Line35a_YesNo[1]'],
  ['q35.b', 15, 'Pt8Line35b_YesNo[1]', 'Pt8Line35b_YesNo[0]'],
  ['q36', 15, 'Pt8Line36_YesNo[1]', 'Pt8Line36_YesNo[0]'],
  ['q37', 15, 'Pt8Line37_YesNo[1]', 'Pt8Line37_YesNo[0]'],
  ['q38', 16, 'Pt8Line38_YesNo[0]', 'Pt8Line38_YesNo[1]'],
  ['q39', 16, 'Pt9Line39_YesNo[1]', 'Pt9Line39_YesNo[0]'],
  ['q40', 16, 'Pt8Line40_YesNo[1]', 'Pt8Line40_YesNo[0]'],
  ['q41', 16, 'Pt8Line41_YesNo[0]', 'Pt8Line41_YesNo[1]'],
  ['q42.a', 16, 'Pt8Line42\\.a_YesNo[0]', 'Pt8Line42\\.a_YesNo[1]'],
  ['q42.b', 16, 'Pt8Line42\\.b_YesNo[1]', 'Pt8Line42\\.b_YesNo[0]'],
  ['q42.c', 16, 'Pt8Line42c_YesNo[1]', 'Pt8Line42c_YesNo[0]'],
  ['q42.d', 16, 'Pt8Line42d_YesNo[0]', 'Pt8Line42d_YesNo[1]'],
  ['q43.a', 16, 'Pt8Line43a_YesNo[1]', 'Pt8Line43a_YesNo[0]'],
  ['q43.b', 16, 'Pt8Line43b_YesNo[0]', 'Pt8Line43b_YesNo[1]'],
  ['q43.c', 16, 'Pt8Line43c_YesNo[0]', 'Pt8Line43c_YesNo[1]'],
  ['q43.d', 16, 'Pt8Line43d_YesNo[0]', 'Pt8Line43d_YesNo[1]'],
  ['q43.e', 16, 'Pt8Line43e_YesNo[0]', 'Pt8Line43e_YesNo[1]'],
  ['q43.f', 16, 'Pt8Line43fYesNo[0]', 'Pt8Line43fYesNo[1]'],
  ['q43.g', 16, 'Pt8Line43g_YesNo[0]', 'Pt8Line43g_YesNo[1]'],
  ['q43.h', 16, 'Pt8Line43h_YesNo[1]', 'Pt8Line43h_YesNo[0]'],
  ['q43.i', 16, 'Pt8Line43i_YesNo[1]', 'Pt8Line43i_YesNo[0]'],
  ['q44', 16, 'Pt8Line44_YesNo[0]', 'Pt8Line44_YesNo[1]'],
  ['q45', 16, 'Pt8Line45_YesNo[1]', 'Pt8Line45_YesNo[0]'],
  ['q46', 17, 'Pt8Line46_YesNo[0]', 'Pt8Line46_YesNo[1]'],
  ['q47', 17, 'Pt8Line47_YesNo[1]', 'Pt8Line47_YesNo[0]'],
  ['q48', 17, 'Pt8Line48_YesNo[1]', 'Pt8Line48_YesNo[0]'],
  ['q49', 17, 'Pt8Line49_YesNo[0]', 'Pt8Line49_YesNo[1]'],
  ['q50', 17, 'Pt8Line50_YesNo[1]', 'Pt8Line50_YesNo[0]'],
  ['q51', 17, 'Pt8Line51_YesNo[0]', 'Pt8Line51_YesNo[1]'],
  ['q52', 17, 'Pt8Line52_YesNo[1]', 'Pt8Line52_YesNo[0]'],
  ['q53.a', 17, 'Pt8Line53a_YesNo[0]', 'Pt8Line53a_YesNo[1]'],
  ['q53.b', 17, 'Pt8Line53b_YesNo[0]', 'Pt8Line53b_YesNo[1]'],
  ['q53.c', 17, 'Pt8Line53c_YesNo[0]', 'Pt8Line53c_YesNo[1]'],
  ['q53.d', 17, 'Pt8Line53d_YesNo[1]', 'Pt8Line53d_YesNo[0]'],
  ['q54', 17, 'Pt8Line54_YesNo[1]', 'Pt8Line54_YesNo[0]'],
  ['q55', 17, 'Pt8Line55_YesNo[0]', 'Pt8Line55_YesNo[1]'],
  ['q63', 19, 'Pt9Line63_YesNo[0]', 'Pt9Line63_YesNo[1]'],
  ['q64', 19, 'Pt9Line64_YesNo[0]', 'Pt9Line64_YesNo[1]'],
  ['q67', 20, 'Pt9Line67_YesNo[1]', 'Pt9Line67_YesNo[0]'],
  ['q68', 20, 'Pt9Line68_YesNo[0]', 'Pt9Line68_YesNo[1]'],
  ['q69', 20, 'Pt9Line69_YesNo[1]', 'Pt9Line69_YesNo[0]'],
  ['q70', 20, 'Pt9Line70_YesNo[0]', 'Pt9Line70_YesNo[1]'],
  ['q71', 20, 'Pt9Line71_YesNo[1]', 'Pt9Line71_YesNo[0]'],
  ['q72', 20, 'Pt9Line72_YesNo[0]', 'Pt9Line72_YesNo[1]'],
  ['q73', 20, 'Pt9Line73_YesNo[1]', 'Pt9Line73_YesNo[0]'],
  ['q74', 20, 'Pt9Line74_YesNo[1]', 'Pt9Line74_YesNo[0]'],
  ['q75', 20, 'Pt9Line75_YesNo[0]', 'Pt9Line75_YesNo[1]'],
  ['q76', 21, 'Pt9Line76_YesNo[1]', 'Pt9Line76_YesNo[0]'],
  ['q77', 21, 'Pt9Line77_YesNo[0]', 'Pt9Line77_YesNo[1]'],
  ['q78.a', 21, 'Pt9Line78a_YesNo[1]', 'Pt9Line78a_YesNo[0]'],
  ['q78.b', 21, 'Pt9Line78b_YesNo[0]', 'Pt9Line78b_YesNo[1]'],
  ['q79', 21, 'Pt9Line79_YesNo[0]', 'Pt9Line79_YesNo[1]'],
  ['q80', 21, 'Pt9Line80_YesNo[1]', 'Pt9Line80_YesNo[0]'],
  ['q81', 21, 'Pt9Line81_YesNo[0]', 'Pt9Line81_YesNo[1]'],
  ['q82', 21, 'Pt9Line82_YesNo[1]', 'Pt9Line82_YesNo[0]'],
  ['q83', 21, 'Pt9Line83_YesNo[0]', 'Pt9Line83_YesNo[1]'],
  ['q84.a', 21, 'Pt9Line84a_YesNo[1]', 'Pt9Line84a_YesNo[0]'],
  ['q84.b', 21, 'Pt9Line84b_YesNo[1]', 'Pt9Line84b_YesNo[0]'],
  ['q84.c', 21, 'Pt9Line84c_YesNo[1]', 'Pt9Line84c_YesNo[0]'],
  ['q85', 21, 'Pt9Line85_YesNo[1]', 'Pt9Line85_YesNo[0]'],
];

/** The keys of the eligibility wizard's Part 9 items: 'q10' … 'q85'. */
type Part9Key = Extract<AnswerKey<'I_485_SPECIFIC'>, `q${number}` | `q${number}.${string}`>;

/** The item number as printed: 'q35.a' is item 35.a. */
export const printedItem = (key: string): string => key.replace(/^q/, '');

const yesNo = (key: Part9Key) => (ctx: MappingContext): string => text(shownAnswers(ctx, 'I_485_SPECIFIC')[key]);

/**
 * The explanation of a "Yes", in full, under `${key}Explanation` where the item asks one (a list
 * asks the details of the others); a hidden explanation (its question answered "No") is never read.
 */
type ExplanationKey = Extract<AnswerKey<'I_485_SPECIFIC'>, `${string}Explanation`>;
const EXPLANATION_KEYS: ReadonlySet<string> = new Set(
  WIZARDS.I_485_SPECIFIC.steps.flatMap((step): readonly FieldDef[] => step.fields).flatMap((field) => (field.explanationPrompt ? [field.key] : [])),
);
const isExplanationKey = (key: string): key is ExplanationKey => EXPLANATION_KEYS.has(key);

const explanationOf = (ctx: MappingContext, key: Part9Key): string => {
  const explanation = `${key}Explanation`;
  return isExplanationKey(explanation) ? answer(ctx, 'I_485_SPECIFIC', explanation) : '';
};

export function part9Questions(I485: FormTemplate): Section {
  const explanations = continued((ctx) =>
    PART9_YES_NO.flatMap(([key, page]) => {
      const explanation = explanationOf(ctx, key);
      return explanation === '' ? [] : [entryAt(I485.cite({ page, part: 9, item: printedItem(key) }), explanation)];
    }),
  );

  /** Item 86: asked only after a "Yes" to item 85. */
  const statusBeforeLeaving = textBox(
    I485.box(21, 'Pt9Line86_Nationality[0]'),
    { page: 21, part: 9, item: '86' },
    (ctx) => answer(ctx, 'I_485_SPECIFIC', 'q86'),
    'Nationality or immigration status immediately before you left',
  );

  return section(
    ...PART9_YES_NO.map(([key, page, yes, no]) => yesNoBoxes(I485.at(page, yes), I485.at(page, no), yesNo(key))),
    explanations,
    statusBeforeLeaving,
  );
}
