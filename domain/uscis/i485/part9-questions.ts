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
 * One Part 9 Yes/No item as an edition prints it: the wizard's answer key, the page, the Yes and
 * No boxes, and the item number printed beside it where it is not the key's (an edition that
 * renumbers Part 9, as the 09/18/26 edition does two items lower from its public-charge block).
 */
export type Part9YesNo = readonly [key: Part9Key, page: number, yes: string, no: string, item?: string];

/** The keys of the eligibility wizard's Part 9 items: 'q10' … 'q85'. */
export type Part9Key = Extract<AnswerKey<'I_485_SPECIFIC'>, `q${number}` | `q${number}.${string}`>;

/** The item number as printed: 'q35.a' is item 35.a. */
export const printedItem = (key: string): string => key.replace(/^q/, '');

/** Where an edition prints a Part 9 item: its own number, else the key's. */
export const itemOf = ([key, , , , item]: Part9YesNo): string => item ?? printedItem(key);

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

/** Part 9's Yes/No items, from the edition's table of them (`yesNo`: i485/part9-<edition>.ts). */
export function part9Questions(I485: FormTemplate, yesNoItems: readonly Part9YesNo[]): Section {
  const explanations = continued((ctx) =>
    yesNoItems.flatMap((row) => {
      const [key, page] = row;
      const explanation = explanationOf(ctx, key);
      return explanation === '' ? [] : [entryAt(I485.cite({ page, part: 9, item: itemOf(row) }), explanation)];
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
    ...yesNoItems.map(([key, page, yes, no]) => yesNoBoxes(I485.at(page, yes), I485.at(page, no), yesNo(key))),
    explanations,
    statusBeforeLeaving,
  );
}
