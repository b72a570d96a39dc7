import type { OnboardingAnswers } from '../onboarding/answers.ts';

/**
 * Who the dashboard greets (issue 24 item 13): the first name the signed-in person gave for
 * themselves at onboarding (the petitioner's or the beneficiary's, by who they said they are);
 * before they gave one, the part of the e-mail before the at-sign (spec section 2).
 */
export function greetingName(answers: OnboardingAnswers | null, email: string): string {
  const own = answers?.onboardingUserIs === 'beneficiary' ? answers.onboardingBNameFirst : answers?.onboardingPNameFirst;
  const name = typeof own === 'string' ? own.trim() : '';
  return name !== '' ? name : (email.split('@')[0] ?? '');
}
