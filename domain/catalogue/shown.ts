import { isGroupValue, text, type AnswersByForm, type AnswerValue, type Answers, type GroupItem, type Scalar } from '../answers.ts';
import { conditionHolds } from './conditions.ts';
import { recordedRecord, untraced } from './read-trace.ts';
import type {
  AnswerText,
  ChoiceValueOf,
  MultiChoiceKey,
  ListKey,
  PersonAnswerText,
  PersonPrefix,
  PersonRows,
  PersonSuffix,
  PersonWizards,
  RowsOf,
  ScalarKey,
  ShownAnswers,
  TextOf,
  WizardForm,
} from './keys.ts';
import { storedValue } from './letter-case.ts';
import { chosenValues } from './multi-choice.ts';
import type { FieldDef } from './types.ts';
import { WIZARDS } from './wizards.ts';

/**
 * The answers a person was actually asked, read with the catalogue's types: what the PDF mappings,
 * the cover page and the rules that read a couple's answers print and compute from.
 */

/** Whatever carries a couple's answers by form type (a mapping's context, a rule's input). */
export interface AnswerSource {
  readonly answers: AnswersByForm;
}

/** The wizard that asks about each person: p for the petitioner, b for the beneficiary. */
export const PERSON_WIZARD: PersonWizards = { p: 'PETITIONER_INFO', b: 'BENEFICIARY_INFO' };

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
  return normalized(defs, seen);
}

const YES_NO_VALUES: Readonly<Partial<Record<FieldDef['kind'], readonly string[]>>> = {
  yesNo: ['yes', 'no'],
  yesNoUnknown: ['yes', 'no', 'unknown'],
};

/**
 * The answers as their types say: a yes/no answer in lower case, a choice answer only when it is
 * one of the question's choices (the check refuses any other, so a package never has one).
 */
function normalized(defs: readonly FieldDef[], kept: Answers): Answers {
  const result: Answers = {};
  for (const def of defs) {
    const value = kept[def.key];
    if (value === undefined) continue;
    const allowed = YES_NO_VALUES[def.kind];
    if (allowed) {
      const answer = text(value).toLowerCase();
      if (allowed.includes(answer)) result[def.key] = answer;
    } else if (def.kind === 'choice') {
      const answer = text(value);
      if ((def.choices ?? []).some((choice) => choice.value === answer)) result[def.key] = answer;
    } else {
      result[def.key] = value;
    }
  }
  return result;
}

const shownRow = (items: readonly FieldDef[], row: GroupItem): GroupItem => {
  const kept = untilStable(items, row);
  const scalars: GroupItem = {};
  for (const [key, value] of Object.entries(kept)) if (!isGroupValue(value)) scalars[key] = value;
  return scalars;
};

const cache = new WeakMap<Answers, Answers>();

export const isWizardForm = (form: string): form is WizardForm => Object.hasOwn(WIZARDS, form);

/** The shown answers of one wizard as stored, normalized (and computed once per stored object). */
export function shownAnswerRecord(source: AnswerSource, form: WizardForm): Answers {
  const stored = source.answers[form];
  if (!stored) return {};
  // Traced answers (read-trace.ts): what the caller reads of the shown answers is recorded, not this walk.
  const { raw: answers, record } = untraced(stored);
  let shown = cache.get(answers);
  if (!shown) {
    const defs: FieldDef[] = WIZARDS[form].steps.flatMap((step): readonly FieldDef[] => step.fields);
    shown = untilStable(defs, answers);
    cache.set(answers, shown);
  }
  return record ? recordedRecord(form, shown, record) : shown;
}

/**
 * The onboarding questionnaire's answers as stored: what the rules on how a couple files and what
 * their package holds (domain/rules/filing-path.ts, domain/product/package.ts) judge, each reading
 * its questions through onboardingAnswer. {} before onboarding is saved.
 */
export const onboardingOf = (source: AnswerSource): Answers => source.answers.ONBOARDING ?? {};

/**
 * Where stored answers take the catalogue's types: shownRecord keeps only keys of the wizard and
 * normalized() only values their questions offer, which is what ShownAnswers and ValueOf say.
 */
const typed = <V>(value: unknown): V => value as V;

/**
 * The answers of one wizard that a person was actually asked: keys the catalogue does not know,
 * and follow-ups hidden by the answer to their opening question (an earlier-marriage list left
 * over after answering "no"), are left out, in every row of every list too.
 */
export const shownAnswers = <T extends WizardForm>(source: AnswerSource, form: T): ShownAnswers<T> => typed(shownAnswerRecord(source, form));

const scalar = (value: AnswerValue | undefined): string => text(value);
const list = (value: AnswerValue | undefined): GroupItem[] => (isGroupValue(value) ? value : []);

/** The text of one shown answer: '' when not asked or not answered; a choice question's value otherwise. */
export const answer = <T extends WizardForm, K extends ScalarKey<T>>(source: AnswerSource, form: T, key: K): AnswerText<T, K> =>
  typed(scalar(shownAnswerRecord(source, form)[key]));

/** The rows of a shown list; [] when the list was not asked or is empty. */
export const rows = <T extends WizardForm, K extends ListKey<T>>(source: AnswerSource, form: T, key: K): RowsOf<T, K> =>
  typed(list(shownAnswerRecord(source, form)[key]));

/** The shown answer of the petitioner ('p') or the beneficiary ('b') under `${prefix}${suffix}`. */
export const personAnswer = <P extends PersonPrefix, S extends PersonSuffix<P>>(source: AnswerSource, prefix: P, suffix: S): PersonAnswerText<P, S> =>
  typed(scalar(shownAnswerRecord(source, PERSON_WIZARD[prefix])[`${prefix}${suffix}`]));

/** The rows of one of a person's shown lists. */
export const personRows = <P extends PersonPrefix, S extends PersonSuffix<P, 'list'>>(source: AnswerSource, prefix: P, suffix: S): PersonRows<P, S> =>
  typed(list(shownAnswerRecord(source, PERSON_WIZARD[prefix])[`${prefix}${suffix}`]));

/** One item of a row, read as text as `answer` reads a question. */
export function item<R extends { readonly [key: string]: Scalar | undefined }, K extends keyof R & string>(row: R, key: K): TextOf<R[K]> {
  return typed(text(row[key]));
}

/**
 * The values chosen in answer to a select-all-that-apply question, in the order stored (the
 * catalogue's); a value the question does not offer is left out, as the check refuses it.
 */
export function chosen<T extends WizardForm, K extends MultiChoiceKey<T>>(source: AnswerSource, form: T, key: K): readonly ChoiceValueOf<T, K>[] {
  const offered = new Set(
    WIZARDS[form].steps
      .flatMap((step): readonly FieldDef[] => step.fields)
      .find((def) => def.key === key)
      ?.choices?.map((choice) => choice.value),
  );
  return typed(chosenValues(shownAnswerRecord(source, form)[key]).filter((value) => offered.has(value)));
}
