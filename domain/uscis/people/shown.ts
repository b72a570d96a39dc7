import { isGroupValue, text, type AnswerValue, type Answers, type GroupItem } from '../../answers.ts';
import { conditionHolds } from '../../catalogue/conditions.ts';
import { CATALOGUE, fieldsOf, type FieldDef, type FormType } from '../../catalogue/index.ts';
import { storedValue } from '../../catalogue/letter-case.ts';
import type { MappingContext } from '../types.ts';

/** Fields asked of both persons carry this prefix: p for the petitioner, b for the beneficiary. */
export type PersonPrefix = 'p' | 'b';

/** The wizard that asks about each person. */
export const PERSON_FORM: Readonly<Record<PersonPrefix, FormType>> = { p: 'PETITIONER_INFO', b: 'BENEFICIARY_INFO' };

type Scope = Readonly<Record<string, AnswerValue | undefined>>;

/** One pass: the answers of `scope` whose question is shown when conditions read `seen`. */
function keepShown(defs: readonly FieldDef[], answers: Scope, seen: Scope): Answers {
  const kept: Answers = {};
  for (const def of defs) {
    const value = answers[def.key];
    if (value === undefined || !conditionHolds(def.visibleWhen, seen)) continue;
    if (def.kind === 'group') {
      if (isGroupValue(value)) kept[def.key] = value.map((row) => shownRow(def.item ?? [], row));
    } else if (!isGroupValue(value)) {
      // Answers saved before identity numbers were stored in capitals print as they are stored now.
      kept[def.key] = storedValue(def, value);
    }
  }
  return kept;
}

/**
 * Hiding a question can hide the questions that depend on it, so passes repeat until nothing
 * more is hidden (a few passes: the catalogue's conditions are at most a few levels deep).
 */
function untilStable(defs: readonly FieldDef[], answers: Scope): Answers {
  let seen: Answers = keepShown(defs, answers, answers);
  for (let pass = 0; pass < 8; pass++) {
    const next = keepShown(defs, answers, seen);
    if (JSON.stringify(next) === JSON.stringify(seen)) break;
    seen = next;
  }
  return seen;
}

const shownRow = (items: readonly FieldDef[], row: GroupItem): GroupItem => {
  const kept = untilStable(items, row);
  const scalars: GroupItem = {};
  for (const [key, value] of Object.entries(kept)) if (!isGroupValue(value)) scalars[key] = value;
  return scalars;
};

const cache = new WeakMap<Answers, Answers>();

/**
 * The answers of one application that a person was actually asked: keys the catalogue does not
 * know, and follow-ups hidden by the answer to their opening question (an earlier-marriage list
 * left over after answering "no"), are left out, in every row of every list too. A form type
 * without a wizard gives its answers as stored.
 */
export function shownAnswers(ctx: MappingContext, formType: FormType): Answers {
  const answers = ctx.answers[formType];
  if (!answers) return {};
  const form = CATALOGUE[formType];
  if (!form) return answers;
  const cached = cache.get(answers);
  if (cached) return cached;
  const shown = untilStable([...fieldsOf(form)].map(({ field }) => field), answers);
  cache.set(answers, shown);
  return shown;
}

/** The shown answers of the wizard about the petitioner ('p') or the beneficiary ('b'). */
export const personAnswers = (ctx: MappingContext, prefix: PersonPrefix): Answers =>
  shownAnswers(ctx, PERSON_FORM[prefix]);

/** The text of one shown answer, '' when not asked or not answered. */
export const shownText = (ctx: MappingContext, formType: FormType, key: string): string =>
  text(shownAnswers(ctx, formType)[key]);

/** The rows of a shown list, [] when the list was not asked or is empty. */
export function shownRows(scope: Scope, key: string): GroupItem[] {
  const value = scope[key];
  return isGroupValue(value) ? value : [];
}

/** 'yes', 'no', 'unknown' or '' for a yes/no answer, whatever its case. */
export const yesNo = (value: AnswerValue | undefined): string => text(value).toLowerCase();
