import type { CouplePerson } from '../filled-by.ts';
import type { CatalogueText } from '../text.ts';
import type { FieldDef, FormType } from '../types.ts';
import { BENEFICIARY_INFO_ES } from './beneficiary-info.ts';
import { I131_ES } from './i131.ts';
import { I485_ES } from './i485.ts';
import { I765_ES } from './i765.ts';
import { INCOME_ES } from './income.ts';
import { MARRIAGE_INFO_ES } from './marriage-info.ts';
import { ONBOARDING_ES } from './onboarding.ts';
import { PERSON_ES } from './person.ts';
import { PETITIONER_INFO_ES } from './petitioner-info.ts';
import { JOINT_SPONSOR_PREPARER_ES, PREPARER_ES } from './preparer.ts';
import type { FieldSpanish, FormSpanish } from './types.ts';

/** The Spanish of each wizard that has some. */
export const SPANISH: Readonly<Partial<Record<FormType, FormSpanish>>> = {
  ONBOARDING: ONBOARDING_ES,
  PETITIONER_INFO: PETITIONER_INFO_ES,
  BENEFICIARY_INFO: BENEFICIARY_INFO_ES,
  MARRIAGE_INFO: MARRIAGE_INFO_ES,
  INCOME: INCOME_ES,
  I_485_SPECIFIC: I485_ES,
  I_765_SPECIFIC: I765_ES,
  I_131_SPECIFIC: I131_ES,
};

/** A key the person builders made for the petitioner (p) or the beneficiary (b): 'pNameFirst' is 'NameFirst'. */
const personKey = (key: string): string | undefined => (/^[pb][A-Z]/.test(key) ? key.slice(1) : undefined);

/** Whether a question was written by a person builder: in the couple's voice, or a message about the person. */
const builtForAPerson = (question: CatalogueText): boolean =>
  typeof question !== 'string' && question.some((part) => typeof part === 'object' && ('voiced' in part || ('message' in part && part.about !== undefined)));

/**
 * The Spanish of a field: the wizard's own, else, for a question the person builders ask both
 * spouses, the one both share (person.ts), written in the couple's voice. A wizard's own question
 * under a key like a builder's ('bSsn' asked of the beneficiary as an applicant) has its own entry.
 */
export function spanishOf(formType: FormType, field: FieldDef): FieldSpanish | undefined {
  const own = SPANISH[formType]?.fields[field.key] ?? JOINT_SPONSOR_PREPARER_ES[field.key];
  if (own) return own;
  const shared = personKey(field.key);
  return shared === undefined || !builtForAPerson(field.question) ? undefined : (PERSON_ES[shared] ?? PREPARER_ES[shared]);
}
