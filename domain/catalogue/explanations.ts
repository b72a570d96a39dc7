import type { ExplanationPrompt } from './types.ts';

/**
 * What a "Yes" to an I-485 eligibility question must explain (spec section 3, "Explanation
 * prompts"), worded as the explanation field's question; the answers go to Part 14 of the form.
 */
export const EXPLANATION_PROMPTS: Record<ExplanationPrompt, string> = {
  EXPLANATION_1: 'Explain what you did, including dates and location, or what you intend to do.',
  EXPLANATION_2: 'Explain what your parent or spouse did, including dates and location.',
  EXPLANATION_3:
    'Include the country name, the military unit or armed group, your rank or position, and your dates of involvement.',
  EXPLANATION_4: 'Explain what occurred, including dates and location.',
  EXPLANATION_5:
    'Attach a written statement explaining why you failed or refused to attend or remain at the removal proceeding, including any reasonable cause.',
  EXPLANATION_6: 'Give the dates of unlawful presence.',
};

/**
 * The same prompts when the petitioner fills in the beneficiary's answers ({name} is the
 * beneficiary's first name); a prompt that names no one is the same in both voices.
 */
export const EXPLANATION_PROMPTS_NAMING: Record<ExplanationPrompt, string> = {
  EXPLANATION_1: 'Explain what {name} did, including dates and location, or what {name} intends to do.',
  EXPLANATION_2: "Explain what {name}'s parent or spouse did, including dates and location.",
  EXPLANATION_3: "Include the country name, the military unit or armed group, {name}'s rank or position, and {name}'s dates of involvement.",
  EXPLANATION_4: EXPLANATION_PROMPTS.EXPLANATION_4,
  EXPLANATION_5:
    'Attach a written statement explaining why {name} failed or refused to attend or remain at the removal proceeding, including any reasonable cause.',
  EXPLANATION_6: EXPLANATION_PROMPTS.EXPLANATION_6,
};
