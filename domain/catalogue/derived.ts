import { isFilled, type Answers, type AnswersByForm, type GroupItem } from '../answers.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { localizedForm } from './localized.ts';
import { askedForm } from './printed-by.ts';
import { conditionHolds } from './conditions.ts';
import { CATALOGUE, fieldsOf } from './index.ts';
import { NO_FACTS, textOf, type TextFacts } from './text.ts';
import { isFormType, type Condition, type FieldDef, type FormDef, type FormType } from './types.ts';

/**
 * What is derived from the one catalogue, never typed twice: the required-fields map
 * (GET /forms/required-fields), the question catalogue (the check page) and completeness
 * (the dashboard's progress bars).
 */

export interface QuestionEntry {
  readonly formType: FormType;
  readonly formName: string;
  /** 1-based, as the wizard counts ("Step 3 of 11"). */
  readonly step: number;
  readonly stepName: string;
  readonly question: string;
}

const forms = (): FormDef[] => Object.values(CATALOGUE);

/**
 * Per form type, the keys of its top-level fields marked required (whether or not they are shown),
 * of the questions the couple whose answers are given is asked (printed-by.ts).
 */
export function requiredFieldsMap(couple: AnswersByForm = {}): Partial<Record<FormType, string[]>> {
  const map: Partial<Record<FormType, string[]>> = {};
  for (const form of forms()) {
    map[form.type] = [...fieldsOf(askedForm(form, couple))].filter(({ field }) => field.required === true).map(({ field }) => field.key);
  }
  return map;
}

function entryOf(form: FormDef, field: FieldDef, step: number, stepName: string, facts: TextFacts): QuestionEntry {
  // The wizard's short name in English ("PETITIONER INFO"); its title in another language.
  const formName = (facts.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE ? form.formName : form.title;
  return { formType: form.type, formName, step, stepName, question: textOf(field.question, facts) };
}

/**
 * Per top-level answer key across every form, where it is asked (a question naming a tax year
 * reads it from `facts`). A key asked in two forms keeps its first place in catalogue order;
 * questionFor gives the exact place within one form.
 */
export function questionCatalogue(facts: TextFacts = NO_FACTS): Record<string, QuestionEntry> {
  const catalogue: Record<string, QuestionEntry> = {};
  for (const form of forms()) {
    for (const { field, step, stepDef } of fieldsOf(form)) {
      catalogue[field.key] ??= entryOf(form, field, step, stepDef.name, facts);
    }
  }
  return catalogue;
}

/**
 * Where a key is asked in one form. A row path ('pPreviousMarriagesList[0].prevMarriageDate')
 * gives its list's entry. Undefined for a form or key the catalogue does not have.
 */
export function questionFor(formType: string, field: string, facts: TextFacts = NO_FACTS): QuestionEntry | undefined {
  if (!isFormType(formType)) return undefined;
  const english = CATALOGUE[formType];
  if (!english) return undefined;
  // The form, step and question as the reader reads them in the wizard.
  const form = localizedForm(english, facts.language ?? DEFAULT_LANGUAGE);
  const key = field.split(/[[.]/, 1)[0] ?? field;
  for (const { field: def, step, stepDef } of fieldsOf(form)) {
    if (def.key === key) return entryOf(form, def, step, stepDef.name, facts);
  }
  return undefined;
}

/** A row counts when every required item shown in it (conditions read inside the row) is answered. */
export function isRowComplete(items: readonly FieldDef[], row: GroupItem): boolean {
  return items.every(
    (item) => !item.required || !conditionHolds(item.visibleWhen, row) || item.kind === 'group' || isFilled(row[item.key]),
  );
}

function isAnswered(field: FieldDef, answers: Answers): boolean {
  const value = answers[field.key];
  if (field.kind !== 'group') return isFilled(value);
  return Array.isArray(value) && value.some((row) => isRowComplete(field.item ?? [], row));
}

/** The answers a completeness was worked out for, and the keys set or removed since: only the questions they reach are looked at again. */
export interface CompletenessBase {
  readonly answers: Answers;
  readonly keys: ReadonlySet<string>;
}

/**
 * The dashboard's progress: of the required top-level questions shown with these answers, the
 * percent answered, rounded; a list counts once it has one complete row, and a list closed by its
 * opening question ("no") is not asked at all. 100 when nothing required is shown, 0 for an
 * unknown form type; never 100 while a required question is unanswered. With `base`, the questions
 * neither changed nor shown by a changed answer keep what they were for the base's answers (an
 * autosave changes one answer of a hundred: working every question out again was a sixth of its time).
 */
export function completeness(formType: string, answers: Answers, base?: CompletenessBase): number {
  if (!isFormType(formType)) return 0;
  const form = CATALOGUE[formType];
  return form ? formCompleteness(form, answers, base) : 100;
}

const requiredFields = new WeakMap<FormDef, readonly FieldDef[]>();

/** The form's required top-level questions, listed once per form (every autosave asks). */
function requiredFieldsOf(form: FormDef): readonly FieldDef[] {
  let fields = requiredFields.get(form);
  if (!fields) {
    fields = [...fieldsOf(form)].map(({ field }) => field).filter((field) => field.required === true);
    requiredFields.set(form, fields);
  }
  return fields;
}

function conditionKeys(condition: Condition | undefined, into: Set<string>): Set<string> {
  if (!condition) return into;
  if ('all' in condition) for (const c of condition.all) conditionKeys(c, into);
  else if ('any' in condition) for (const c of condition.any) conditionKeys(c, into);
  else into.add(condition.field);
  return into;
}

const readersByForm = new WeakMap<FormDef, ReadonlyMap<string, readonly number[]>>();

/** For each answer key, the required questions (by index) whose state it decides: its own, and those its value shows or hides. */
function readersOf(form: FormDef): ReadonlyMap<string, readonly number[]> {
  let readers = readersByForm.get(form);
  if (!readers) {
    const byKey = new Map<string, number[]>();
    requiredFieldsOf(form).forEach((field, index) => {
      for (const key of conditionKeys(field.visibleWhen, new Set([field.key]))) byKey.set(key, [...(byKey.get(key) ?? []), index]);
    });
    readersByForm.set(form, byKey);
    readers = byKey;
  }
  return readers;
}

/** Per required question of a form, 0 hidden, 1 shown and unanswered, 2 shown and answered; kept by answer set. */
const questionStates = new WeakMap<Answers, { form: FormDef; states: Uint8Array }>();

const questionState = (field: FieldDef, answers: Answers): number =>
  !conditionHolds(field.visibleWhen, answers) ? 0 : isAnswered(field, answers) ? 2 : 1;

/** completeness for one form definition. */
export function formCompleteness(form: FormDef, answers: Answers, base?: CompletenessBase): number {
  const fields = requiredFieldsOf(form);
  const known = base ? questionStates.get(base.answers) : undefined;
  let states: Uint8Array;
  if (base && known && known.form === form) {
    states = known.states.slice();
    const readers = readersOf(form);
    for (const key of base.keys) for (const index of readers.get(key) ?? []) states[index] = questionState(fields[index]!, answers);
  } else {
    states = Uint8Array.from(fields, (field) => questionState(field, answers));
  }
  questionStates.set(answers, { form, states });
  let shown = 0;
  let answered = 0;
  for (const state of states) {
    if (state > 0) shown++;
    if (state === 2) answered++;
  }
  if (shown === 0) return 100;
  const percent = Math.round((100 * answered) / shown);
  return answered < shown ? Math.min(percent, 99) : percent;
}
