import type { Answers } from '../answers.ts';
import { conditionHolds } from '../catalogue/conditions.ts';
import { onboarding } from '../catalogue/forms/onboarding.ts';
import type { AnswerText, ScalarKey } from '../catalogue/keys.ts';
import { answer } from '../catalogue/shown.ts';
import type { FieldDef } from '../catalogue/types.ts';
import type { Language } from '../i18n/languages.ts';
import { translate, type MessageId } from '../i18n/messages.ts';
import type { F2aBulletinRow } from './visa-bulletin.ts';

/**
 * The shape of the eligibility table (eligibility.ts): each row is one condition of the law or of
 * the service, judged on the onboarding answers (stored 'Yes' / 'No'), giving in plain words what
 * is missing or what stands in the way, and what to do about it.
 */

export type OnboardingAnswers = Readonly<Record<string, unknown>>;

export interface UnmetCondition {
  readonly message: string;
  /**
   * 'unanswered': a question still to answer; 'obstacle': the case does not fit as answered; 'bar':
   * the law bars adjustment of status as answered, but the petition can still be filed.
   */
  readonly kind: 'unanswered' | 'obstacle' | 'bar';
}

export interface EligibilityContext {
  /** The filing date (ISO). */
  readonly today: string;
  /** The Visa Bulletin's F2A rows: the release's and the operator's (domain/rules/visa-bulletin.ts). */
  readonly bulletin: readonly F2aBulletinRow[];
  /** The reader's language, for the conditions whose words are messages of domain/i18n; English when not said. */
  readonly language?: Language;
}

export interface EligibilityCondition {
  /** What the row is about, for the people who change it. */
  readonly name: string;
  /** Every way the condition is not met (none when it is, or cannot be judged yet). */
  readonly unmet: (answers: OnboardingAnswers, ctx: EligibilityContext) => readonly UnmetCondition[];
  /** What the eligible message adds about this condition (the Affidavit of Support's route), or null. */
  readonly note?: (answers: OnboardingAnswers, ctx: EligibilityContext) => string | null;
}

export const unanswered = (message: string): UnmetCondition => ({ message, kind: 'unanswered' });
export const obstacle = (message: string): UnmetCondition => ({ message, kind: 'obstacle' });
export const bar = (message: string): UnmetCondition => ({ message, kind: 'bar' });

/**
 * One onboarding answer with the catalogue's type, read as every rule reads the couple's answers
 * (domain/catalogue/shown.ts): '' when the questionnaire does not show it with these answers, or
 * when it is not answered.
 */
export const onboardingAnswer = <K extends ScalarKey<'ONBOARDING'>>(answers: OnboardingAnswers, key: K): AnswerText<'ONBOARDING', K> =>
  answer({ answers: { ONBOARDING: answers as Answers } }, 'ONBOARDING', key);

/** 'yes', 'no', or null when unanswered (or answered with something else). */
export function yesNo(value: unknown): 'yes' | 'no' | null {
  const answer = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (answer === 'yes' || answer === true) return 'yes';
  if (answer === 'no' || answer === false) return 'no';
  return null;
}

export const answered = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));


const FIELDS: ReadonlyMap<string, FieldDef> = new Map(onboarding.steps.flatMap((step) => step.fields.map((field) => [field.key, field] as const)));

/** The answers a condition of the catalogue can read: text and numbers (anything else counts as unanswered). */
function scopeOf(answers: OnboardingAnswers): Record<string, string | number> {
  const scope: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(answers)) if (typeof value === 'string' || typeof value === 'number') scope[key] = value;
  return scope;
}

/** Whether the questionnaire asks this question with these answers: the catalogue's own condition, never typed twice. */
export function asked(key: ScalarKey<'ONBOARDING'>, answers: OnboardingAnswers): boolean {
  const field = FIELDS.get(key);
  if (!field) throw new Error(`The onboarding questionnaire has no question "${key}".`);
  return conditionHolds(field.visibleWhen, scopeOf(answers));
}

/** A yes/no question that must be answered Yes, asked when the catalogue shows it. */
export const mustBeYes = (name: string, key: ScalarKey<'ONBOARDING'>, whenUnanswered: MessageId, whenNo: MessageId): EligibilityCondition => ({
  name,
  unmet: (answers, ctx) => {
    if (!asked(key, answers)) return [];
    const answer = yesNo(onboardingAnswer(answers, key));
    const language = ctx.language ?? 'en';
    if (answer === null) return [unanswered(translate(language, whenUnanswered))];
    return answer === 'no' ? [obstacle(translate(language, whenNo))] : [];
  },
});
