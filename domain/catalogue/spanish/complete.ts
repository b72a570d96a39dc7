import type { FormType } from '../types.ts';

/**
 * The wizards whose every text has its Spanish (spanish.test.ts holds them to it). The others are
 * read in Spanish where their questions are shared with these (person.ts) and in English elsewhere,
 * until their translation is written.
 */
export const SPANISH_WIZARDS: readonly FormType[] = [
  'ONBOARDING',
  'PETITIONER_INFO',
  'BENEFICIARY_INFO',
  'MARRIAGE_INFO',
  'INCOME',
  'I_485_SPECIFIC',
  'I_765_SPECIFIC',
  'I_131_SPECIFIC',
];
