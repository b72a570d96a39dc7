import type { FormDef } from '../types.ts';
import { criminalHistoryStep } from './i485/criminal-history.ts';
import { illegalEntriesStep, unlawfulPresenceStep } from './i485/immigration-violations.ts';
import { inadmissibilityStep } from './i485/inadmissibility.ts';
import { miscellaneousStep } from './i485/miscellaneous.ts';
import { organizationsStep } from './i485/organizations.ts';
import { publicAssistanceStep } from './i485/public-assistance.ts';
import { securityHistoryStep, securityIntentStep, securityParticipationStep } from './i485/security.ts';

/**
 * The I-485 eligibility wizard: Part 9 of Form I-485 (General Eligibility and Inadmissibility
 * Grounds), answer keys by item number (q10 … q86, sub-parts 'q42.a'). Items 56. - 62. are
 * answered elsewhere: the public charge exemption follows from the case, household size from
 * INCOME, household income, assets and liabilities from MARRIAGE_INFO, education and
 * certifications from BENEFICIARY_INFO.
 */
export const i485Specific = {
  type: 'I_485_SPECIFIC',
  title: 'I-485 Eligibility Questions',
  description:
    'The eligibility and inadmissibility questions of Form I-485: organizations, immigration history, criminal history, security, public assistance, and other conduct.',
  formName: 'I-485 ELIGIBILITY',
  steps: [
    organizationsStep,
    inadmissibilityStep,
    criminalHistoryStep,
    securityIntentStep,
    securityHistoryStep,
    securityParticipationStep,
    publicAssistanceStep,
    illegalEntriesStep,
    unlawfulPresenceStep,
    miscellaneousStep,
  ],
} as const satisfies FormDef;
