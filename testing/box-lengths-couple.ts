import type { MappingContext } from '../domain/uscis/types.ts';
import { longAnswersContext } from './long-answers.ts';
import { interpretedFor } from './statement-answers.ts';

/**
 * The couple api/pdf/box-lengths.ts fills to find the boxes each text answer prints in: every
 * free-text answer long, every list and part reached, and every signer (the joint sponsor too)
 * helped by an interpreter, so that each signer's statement boxes are filled.
 */
export function boxLengthsCouple(): MappingContext {
  const long = longAnswersContext();
  return { ...long, answers: { ...long.answers, INCOME: { ...long.answers['INCOME'], ...interpretedFor('j') } } };
}
