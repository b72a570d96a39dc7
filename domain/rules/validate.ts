import type { AnswerValue, Answers, GroupItem, Scalar } from '../answers.ts';
import { YES_NO, YES_NO_UNKNOWN } from '../catalogue/choices.ts';
import { conditionHolds } from '../catalogue/conditions.ts';
import { CATALOGUE } from '../catalogue/index.ts';
import { lengthLimitOf } from '../catalogue/answer-lengths.ts';
import { chosenValues } from '../catalogue/multi-choice.ts';
import { COUNTRIES, US_STATES } from '../catalogue/places.ts';
import { textOf } from '../catalogue/text.ts';
import { isFormType, type Choice, type FieldDef, type FormDef } from '../catalogue/types.ts';
import { translate } from '../i18n/messages.ts';
import type { Said } from '../i18n/said.ts';
import { isCalendarDate } from './dates.ts';
import { checkCalendarDate, checkEmailAddress, checkFormat, checkMoneyAmount } from './formats.ts';
import { checkHistory } from './history.ts';

/**
 * One problem with one answer; `field` is the answer key, or '<groupKey>[<index>].<itemKey>' inside a list.
 * `message` is in English; `said`, when there, is the same message to say in the reader's language.
 */
export interface FieldError {
  readonly field: string;
  readonly message: string;
  readonly said?: Said;
}

/** A rule's problem: English text, or a message of domain/i18n. */
type Problem = string | Said;

const fieldError = (field: string, problem: Problem): FieldError =>
  typeof problem === 'string' ? { field, message: problem } : { field, message: translate('en', problem.id, problem.values), said: problem };

export const REQUIRED_MESSAGE = 'Please answer this question.';
/** A number answer is digits only: "3 weeks" is not 3 days and "two" is not a number (issue 14). */
export const NOT_A_NUMBER_MESSAGE = 'Type a whole number in digits only, for example 14. Words such as “3 weeks” or “two” cannot be read as a number.';
const UNREADABLE_MESSAGE = 'This answer could not be read; please answer the question again.';
const UNREADABLE_LIST_MESSAGE = 'This list could not be read; please add its entries again.';
const UNREADABLE_ROW_MESSAGE = 'This entry could not be read; please remove it and add it again.';
const UNREADABLE_ANSWERS_MESSAGE = 'These answers could not be read; please open the form and save it again.';

/** The most characters an answer to `field` may have (domain/catalogue/answer-lengths.ts, the one home of the rule). */
export const maxLengthOf = (field: FieldDef): number => lengthLimitOf(field).max;

type RawRecord = Readonly<Record<string, unknown>>;
type Scope = Readonly<Record<string, AnswerValue | undefined>>;

const isRecord = (value: unknown): value is RawRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readScalar(value: unknown): Scalar | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return undefined;
}

function readRow(value: unknown): GroupItem | undefined {
  if (!isRecord(value)) return undefined;
  const row: GroupItem = {};
  for (const [key, cell] of Object.entries(value)) {
    if (key === '__proto__') continue;
    const scalar = readScalar(cell);
    if (scalar !== undefined) row[key] = scalar;
  }
  return row;
}

/**
 * The answers of one application as the catalogue's types describe them, from anything: values
 * that are neither scalars nor lists of rows are left out (validation reports them separately).
 */
export function readAnswers(value: unknown): Answers {
  const answers: Answers = {};
  if (!isRecord(value)) return answers;
  for (const [key, raw] of Object.entries(value)) {
    // JSON can carry an own "__proto__" key; copying it would replace the prototype of the copy.
    if (key === '__proto__') continue;
    if (Array.isArray(raw)) {
      answers[key] = raw.map(readRow).filter((row): row is GroupItem => row !== undefined);
    } else {
      const scalar = readScalar(raw);
      if (scalar !== undefined) answers[key] = scalar;
    }
  }
  return answers;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function allowedChoices(field: FieldDef): readonly Choice[] | undefined {
  if (field.choices) return field.choices;
  switch (field.kind) {
    case 'yesNo':
      return YES_NO;
    case 'yesNoUnknown':
      return YES_NO_UNKNOWN;
    case 'country':
      return COUNTRIES;
    case 'usState':
      return US_STATES;
    default:
      return undefined;
  }
}

function choiceMessage(field: FieldDef): string {
  if (field.kind === 'country') return 'Choose the country from the list.';
  if (field.kind === 'usState') return 'Choose the state from the list.';
  return 'Choose one of the answers offered.';
}

function boundsMessage(field: FieldDef): string {
  const { min, max } = field;
  if (min !== undefined && max !== undefined) return `Enter a number from ${min} to ${max}.`;
  return min !== undefined ? `Enter a number of at least ${min}.` : `Enter a number of at most ${max}.`;
}

/** What every answer of an input kind must be, whatever its format rule. */
function checkKind(field: FieldDef, answer: string): Problem | null {
  switch (field.kind) {
    case 'date':
      return checkCalendarDate(answer);
    case 'money':
      return checkMoneyAmount(answer);
    case 'email':
      return checkEmailAddress(answer);
    case 'number':
      return /^\d+$/.test(answer.replaceAll(',', '')) ? null : NOT_A_NUMBER_MESSAGE;
    case 'taxYear':
      return /^\d{4}$/.test(answer) ? null : UNREADABLE_MESSAGE;
    case 'phone':
      // A phone without the usPhone rule may be foreign: only its characters are checked.
      return field.format || /^\+?[\d\s().-]{7,25}$/.test(answer)
        ? null
        : 'Enter a phone number using digits, spaces, dashes, parentheses and an optional + in front.';
    default:
      return null;
  }
}

/** The problem with a shown, non-empty scalar answer, or null. The most basic problem wins. */
function scalarProblem(field: FieldDef, value: unknown, today: string): Problem | null {
  if (typeof value !== 'string' && typeof value !== 'boolean' && !(typeof value === 'number' && Number.isFinite(value))) {
    return UNREADABLE_MESSAGE;
  }
  const answer = String(value).trim();
  const maxLength = maxLengthOf(field);
  if (answer.length > maxLength) return { id: 'inputs.length.tooLong', values: { max: maxLength, count: answer.length } };
  const choices = allowedChoices(field);
  if (field.kind === 'multiChoice') {
    const chosen = chosenValues(answer);
    if (chosen.length === 0 || chosen.some((value) => !choices?.some((choice) => choice.value === value))) return 'Choose one or more of the answers offered.';
  } else if (choices && !choices.some((choice) => choice.value === answer)) {
    return choiceMessage(field);
  }
  const kindProblem = checkKind(field, answer);
  if (kindProblem) return kindProblem;
  const formatProblem = field.format ? checkFormat(field.format, answer, today) : null;
  if (formatProblem) return formatProblem;
  if ((field.kind === 'number' || field.kind === 'money') && (field.min !== undefined || field.max !== undefined)) {
    const number = Number(answer.replace(/[$,]/g, ''));
    if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max)) {
      return boundsMessage(field);
    }
  }
  return null;
}

interface Walk {
  readonly today: string;
  readonly errors: FieldError[];
}

const pathOf = (prefix: string, key: string): string => (prefix === '' ? key : `${prefix}.${key}`);

type DateRange = { readonly from: string; readonly to: string };

/**
 * Checks every shown field of one scope: the top level of an application, or one row of a list
 * (with the date ranges its list declares for each row).
 */
function checkScope(
  fields: readonly FieldDef[],
  raw: RawRecord,
  prefix: string,
  walk: Walk,
  rowRanges: readonly DateRange[] = [],
): void {
  const scope: Scope = readAnswers(raw);
  const shown = fields.filter((field) => conditionHolds(field.visibleWhen, scope));
  for (const field of fields) {
    const isShown = shown.includes(field);
    if (field.kind === 'group') {
      checkGroup(field, raw, scope, fields, isShown, prefix, walk);
      continue;
    }
    if (!isShown) continue;
    const value = raw[field.key];
    const path = pathOf(prefix, field.key);
    if (isEmpty(value)) {
      if (field.required) walk.errors.push({ field: path, message: REQUIRED_MESSAGE });
      continue;
    }
    const problem = scalarProblem(field, value, walk.today);
    if (problem) walk.errors.push(fieldError(path, problem));
  }
  // A list's own ranges name its item keys and are checked row by row; they find no field here.
  checkDateRanges([...rowRanges, ...shown.flatMap((field) => field.dateRanges ?? [])], shown, raw, prefix, walk);
}

/** Pairs of dates of one scope where the first must not be after the second. */
function checkDateRanges(
  ranges: readonly DateRange[],
  shown: readonly FieldDef[],
  raw: RawRecord,
  prefix: string,
  walk: Walk,
): void {
  const seen = new Set<string>();
  for (const { from, to } of ranges) {
    if (seen.has(`${from}>${to}`)) continue;
    seen.add(`${from}>${to}`);
    const fromField = shown.find((field) => field.key === from);
    const toField = shown.find((field) => field.key === to);
    const fromValue = raw[from];
    const toValue = raw[to];
    if (!fromField || !toField || !isCalendarDate(fromValue) || !isCalendarDate(toValue)) continue;
    if (fromValue.trim() > toValue.trim()) {
      walk.errors.push({
        field: pathOf(prefix, to),
        message: `The answer to “${textOf(toField.question)}” is before the answer to “${textOf(fromField.question)}”; check both dates.`,
      });
    }
  }
}

function checkGroup(
  group: FieldDef,
  raw: RawRecord,
  scope: Scope,
  siblings: readonly FieldDef[],
  isShown: boolean,
  prefix: string,
  walk: Walk,
): void {
  const path = pathOf(prefix, group.key);
  const value = raw[group.key];
  const items = group.item ?? [];
  const rows: RawRecord[] = [];
  // The history's period is a date range of every row too, whether or not the list declares it.
  const rowRanges = [
    ...(group.history ? [{ from: group.history.fromKey, to: group.history.toKey }] : []),
    ...(group.dateRanges ?? []),
  ];
  if (isShown) {
    if (value !== undefined && value !== null && !Array.isArray(value)) {
      walk.errors.push({ field: path, message: UNREADABLE_LIST_MESSAGE });
      return;
    }
    const list: readonly unknown[] = Array.isArray(value) ? value : [];
    if (list.length === 0 && group.required) {
      walk.errors.push({ field: path, message: `Add at least one ${group.itemLabel ?? 'entry'}.` });
      return;
    }
    for (const [index, row] of list.entries()) {
      const rowPath = `${path}[${index}]`;
      if (!isRecord(row)) {
        walk.errors.push({ field: rowPath, message: UNREADABLE_ROW_MESSAGE });
        continue;
      }
      rows.push(row);
      checkScope(items, row, rowPath, walk, rowRanges);
    }
    if (rows.length !== list.length) return;
  }
  if (group.history) checkGroupHistory(group, rows, raw, scope, siblings, isShown, path, walk);
}

/**
 * A shown history group is checked once it has rows (or may have none); a hidden one only when an
 * entry outside it must cover the five years alone (the current address of a person who said there
 * was no other), and its messages then go to the question that opens the list.
 */
function checkGroupHistory(
  group: FieldDef,
  rows: readonly RawRecord[],
  raw: RawRecord,
  scope: Scope,
  siblings: readonly FieldDef[],
  isShown: boolean,
  path: string,
  walk: Walk,
): void {
  const spec = group.history;
  if (!spec) return;
  const opener = group.visibleWhen && 'field' in group.visibleWhen ? group.visibleWhen.field : undefined;
  if (isShown ? rows.length === 0 && group.required : spec.currentFromKey === undefined || opener === undefined) return;
  // Until the question that opens the list is answered, that question's own message says enough.
  if (!isShown && opener !== undefined && isEmpty(raw[opener])) return;
  const currentField = siblings.find((field) => field.key === spec.currentFromKey);
  const currentShown = currentField !== undefined && conditionHolds(currentField.visibleWhen, scope);
  const messages = checkHistory({
    spec,
    rows,
    itemLabel: group.itemLabel,
    currentFrom: currentShown && spec.currentFromKey !== undefined ? raw[spec.currentFromKey] : undefined,
    today: walk.today,
  });
  const field = isShown || opener === undefined ? path : path.slice(0, path.length - group.key.length) + opener;
  for (const message of messages) walk.errors.push({ field, message });
}

/** Every problem with the answers of one form, in the order the wizard asks. Never throws. */
export function validateForm(form: FormDef, answers: unknown, today: string): FieldError[] {
  const walk: Walk = { today, errors: [] };
  try {
    const raw = isRecord(answers) ? answers : {};
    checkScope(
      form.steps.flatMap((step) => step.fields),
      raw,
      '',
      walk,
    );
    return walk.errors;
  } catch {
    // Only answers built to break reading (never JSON) end here; they are reported, not thrown.
    return [{ field: 'data', message: UNREADABLE_ANSWERS_MESSAGE }];
  }
}

/** Every problem with the answers of one application of the catalogue. Never throws. */
export function validate(formType: string, answers: unknown, today: string): FieldError[] {
  if (!isFormType(formType)) {
    const shown = typeof formType === 'string' ? formType.slice(0, 60) : typeof formType;
    return [{ field: 'formType', message: `Unknown form type: ${shown}` }];
  }
  const form = CATALOGUE[formType];
  return form ? validateForm(form, answers, today) : [];
}
