import { text, type Answers, type GroupItem } from '../../answers.ts';
import { aNumberDigits } from '../people/numbers.ts';
import { personAnswers, shownAnswers, shownRows, yesNo } from '../people/shown.ts';
import type { MappingContext } from '../types.ts';

/**
 * The answers the I-485 reads beyond the shared people readers, from shown answers only: a
 * follow-up hidden by its opening question is never printed.
 */

/** The beneficiary's shown answer to `key` ('' when not asked or not answered): the applicant is the beneficiary. */
export const applicant = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'b')[key]);

/** The petitioner's shown answer to `key`. */
export const petitioner = (ctx: MappingContext, key: string): string => text(personAnswers(ctx, 'p')[key]);

/** The I-485 eligibility wizard's shown answers (Part 9). */
export const eligibilityAnswers = (ctx: MappingContext): Answers => shownAnswers(ctx, 'I_485_SPECIFIC');

/** One shown eligibility answer: 'yes' / 'no' for the questions, text for the others. */
export const eligibility = (ctx: MappingContext, key: string): string => text(eligibilityAnswers(ctx)[key]);

/** The rows of a shown eligibility list (organizations, benefits, institutions). */
export const eligibilityRows = (ctx: MappingContext, key: string): GroupItem[] => shownRows(eligibilityAnswers(ctx), key);

/** One shown answer of the marriage wizard. */
export const marriage = (ctx: MappingContext, key: string): string => text(shownAnswers(ctx, 'MARRIAGE_INFO')[key]);

/** One shown onboarding answer, lower-cased ('yes' / 'no' for its Yes/No questions). */
export const onboarding = (ctx: MappingContext, key: string): string => yesNo(shownAnswers(ctx, 'ONBOARDING')[key]);

/** The applicant's A-Number for the nine-box combs at the top of every page. */
export const applicantANumber = (ctx: MappingContext): string => aNumberDigits(applicant(ctx, 'bANumber'));

/** Whether the petitioner is a U.S. citizen ('citizen') or a green card holder ('pr'), '' while unanswered. */
export const petitionerStatus = (ctx: MappingContext): string => petitioner(ctx, 'usStatus');
