import type { PersonPrefix } from '../catalogue/keys.ts';
import { personAnswer, shownAnswers, PERSON_WIZARD } from '../catalogue/shown.ts';
import type { DatedAnswers } from '../answers.ts';
import { addressAt, type Address } from './address.ts';
import type { PersonName } from './names.ts';

/** The interpreter who read a signer's forms to them, as every form's interpreter part asks. */
export interface Interpreter {
  readonly name: PersonName;
  readonly organization: string;
  readonly address: Address | null;
  readonly phone: string;
  readonly mobilePhone: string;
  readonly email: string;
  /** The language the forms were read in, which the signer's statement and the interpreter's certification name. */
  readonly language: string;
}

/**
 * The signer's statement (every form's "I can read and understand English" or "the interpreter
 * named in Part … read to me every question … in [language]"): 'english', 'interpreter', or ''
 * while the question is not answered.
 */
export type SignerStatement = 'english' | 'interpreter' | '';

export function signerStatement(ctx: DatedAnswers, prefix: PersonPrefix): SignerStatement {
  const reads = personAnswer(ctx, prefix, 'ReadsEnglish');
  return reads === 'yes' ? 'english' : reads === 'no' ? 'interpreter' : '';
}

/** The interpreter of the petitioner ('p') or the beneficiary ('b'); null for a signer who reads English. */
export function interpreterOf(ctx: DatedAnswers, prefix: PersonPrefix): Interpreter | null {
  if (signerStatement(ctx, prefix) !== 'interpreter') return null;
  return {
    name: { last: personAnswer(ctx, prefix, 'InterpreterNameLast'), first: personAnswer(ctx, prefix, 'InterpreterNameFirst'), middle: '' },
    organization: personAnswer(ctx, prefix, 'InterpreterOrganization'),
    address: addressAt(shownAnswers(ctx, PERSON_WIZARD[prefix]), `${prefix}InterpreterMailing`),
    phone: personAnswer(ctx, prefix, 'InterpreterPhone'),
    mobilePhone: personAnswer(ctx, prefix, 'InterpreterMobilePhone'),
    email: personAnswer(ctx, prefix, 'InterpreterEmail'),
    language: personAnswer(ctx, prefix, 'InterpreterLanguage'),
  };
}
