import { text, type Answers } from '@domain/answers.ts';
import { onboarding } from '@domain/catalogue/forms/onboarding.ts';
import { conditionHolds } from '@domain/catalogue/conditions.ts';
import type { FieldDef, StepDef } from '@domain/catalogue/types.ts';
import type { Language } from '@domain/i18n/languages.ts';
import { validateForm, type FieldError } from '@domain/rules/validate.ts';

/** Onboarding answers are all text (spec section 3: 'Yes'/'No', a role, names, digits). */
export type OnboardingAnswers = Record<string, string>;

export const ONBOARDING_STEPS: readonly StepDef[] = onboarding.steps;
export const LAST_STEP = ONBOARDING_STEPS.length - 1;
/** Index of "Eligibility Check" (spec section 4). */
export const ELIGIBILITY_STEP = ONBOARDING_STEPS.findIndex((step) => step.name === 'Eligibility Check');

const ROLE_KEY = 'onboardingUserIs';
const PETITIONER_NAME_KEY = 'onboardingPNameFirst';
const BENEFICIARY_NAME_KEY = 'onboardingBNameFirst';

/** The saved answers of the ONBOARDING application, as text, keeping only the questionnaire's keys. */
export function readOnboardingAnswers(data: Answers): OnboardingAnswers {
  const answers: OnboardingAnswers = {};
  for (const step of ONBOARDING_STEPS) {
    for (const field of step.fields) {
      const value = text(data[field.key]);
      if (value !== '') answers[field.key] = value;
    }
  }
  return answers;
}

/**
 * One answer changed. Changing the role swaps the two first names (spec section 4), so the name
 * a person typed as their own stays theirs.
 */
export function withAnswer(answers: OnboardingAnswers, key: string, value: string): OnboardingAnswers {
  const next = { ...answers, [key]: value };
  const previousRole = answers[ROLE_KEY];
  if (key === ROLE_KEY && previousRole && previousRole !== value) {
    next[PETITIONER_NAME_KEY] = answers[BENEFICIARY_NAME_KEY] ?? '';
    next[BENEFICIARY_NAME_KEY] = answers[PETITIONER_NAME_KEY] ?? '';
  }
  return next;
}

const PERSON_WORDS: Readonly<Record<Language, { readonly you: string; readonly spouse: string }>> = {
  en: { you: 'you', spouse: 'your spouse' },
  es: { you: 'usted', spouse: 'su cónyuge' },
};

/** Who a first-name question is about, from the person's role: "you" or "your spouse", in the reader's language. */
export function personOf(fieldKey: string, answers: OnboardingAnswers, language: Language = 'en'): string | null {
  const role = answers[ROLE_KEY];
  if (!role) return null;
  const words = PERSON_WORDS[language];
  if (fieldKey === PETITIONER_NAME_KEY) return role === 'petitioner' ? words.you : words.spouse;
  if (fieldKey === BENEFICIARY_NAME_KEY) return role === 'beneficiary' ? words.you : words.spouse;
  return null;
}

/** The questions of a step that are shown with these answers. */
export function visibleFields(stepIndex: number, answers: OnboardingAnswers): readonly FieldDef[] {
  return (ONBOARDING_STEPS[stepIndex]?.fields ?? []).filter((field) => conditionHolds(field.visibleWhen, answers));
}

/** Problems with a step's answers, by field key, from the catalogue's own rules (required, format, length), on the filing date. */
export function stepProblems(
  stepIndex: number,
  answers: OnboardingAnswers,
  today: string,
  say: (error: FieldError) => string = (error) => error.message,
): Record<string, string> {
  const keys = new Set(visibleFields(stepIndex, answers).map((field) => field.key));
  const problems: Record<string, string> = {};
  for (const error of validateForm(onboarding, answers, today)) {
    if (keys.has(error.field) && !(error.field in problems)) problems[error.field] = say(error);
  }
  return problems;
}
