import type { AnswerText, ScalarKey } from '../../catalogue/keys.ts';
import { answer } from '../../catalogue/shown.ts';
import { aNumberDigits } from '../../people/numbers.ts';
import type { MappingContext } from '../types.ts';

/**
 * The answers the I-485 reads beyond the shared people readers, from shown answers only: a
 * follow-up hidden by its opening question is never printed.
 */

/** The beneficiary's shown answer to `key` ('' when not asked or not answered): the applicant is the beneficiary. */
export const applicant = <K extends ScalarKey<'BENEFICIARY_INFO'>>(ctx: MappingContext, key: K): AnswerText<'BENEFICIARY_INFO', K> =>
  answer(ctx, 'BENEFICIARY_INFO', key);

/** The applicant's A-Number for the nine-box combs at the top of every page. */
export const applicantANumber = (ctx: MappingContext): string => aNumberDigits(applicant(ctx, 'bANumber'));

/** Whether the petitioner is a U.S. citizen ('citizen') or a green card holder ('pr'), '' while unanswered. */
export const petitionerStatus = (ctx: MappingContext): AnswerText<'PETITIONER_INFO', 'usStatus'> => answer(ctx, 'PETITIONER_INFO', 'usStatus');
