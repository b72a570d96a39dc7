import { isGroupValue, text, type AnswerValue, type Answers, type GroupItem } from '../../answers.ts';
import type { FormType } from '../../catalogue/index.ts';
import { isWizardForm, shownAnswerRecord } from '../../catalogue/shown.ts';
import type { MappingContext } from '../types.ts';

/** Fields asked of both persons carry this prefix: p for the petitioner, b for the beneficiary. */
export type PersonPrefix = 'p' | 'b';

/** The wizard that asks about each person. */
export const PERSON_FORM: Readonly<Record<PersonPrefix, FormType>> = { p: 'PETITIONER_INFO', b: 'BENEFICIARY_INFO' };

type Scope = Readonly<Record<string, AnswerValue | undefined>>;

/**
 * The answers of one application that a person was actually asked (domain/catalogue/shown.ts),
 * untyped; a form type without a wizard gives its answers as stored.
 */
export function shownAnswers(ctx: MappingContext, formType: FormType): Answers {
  return isWizardForm(formType) ? shownAnswerRecord(ctx, formType) : (ctx.answers[formType] ?? {});
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
