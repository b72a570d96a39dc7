import { text } from '../../answers.ts';
import type { MappingContext } from '../types.ts';
import { addressAt, type Address } from './address.ts';
import type { PersonName } from './names.ts';
import { personAnswers, yesNo, type PersonPrefix } from './shown.ts';

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

export function signerStatement(ctx: MappingContext, prefix: PersonPrefix): SignerStatement {
  const reads = yesNo(personAnswers(ctx, prefix)[`${prefix}ReadsEnglish`]);
  return reads === 'yes' ? 'english' : reads === 'no' ? 'interpreter' : '';
}

/** The interpreter of the petitioner ('p') or the beneficiary ('b'); null for a signer who reads English. */
export function interpreterOf(ctx: MappingContext, prefix: PersonPrefix): Interpreter | null {
  if (signerStatement(ctx, prefix) !== 'interpreter') return null;
  const answers = personAnswers(ctx, prefix);
  const item = (key: string): string => text(answers[`${prefix}Interpreter${key}`]);
  return {
    name: { last: item('NameLast'), first: item('NameFirst'), middle: '' },
    organization: item('Organization'),
    address: addressAt(answers, `${prefix}InterpreterMailing`),
    phone: item('Phone'),
    mobilePhone: item('MobilePhone'),
    email: item('Email'),
    language: item('Language'),
  };
}
