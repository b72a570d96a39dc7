import type { Answers } from '../../answers.ts';
import { fieldsOf } from '../../catalogue/index.ts';
import { i485Specific } from '../../catalogue/forms/i485-specific.ts';
import type { MappingContext } from '../types.ts';
import { coupleContext } from './couple.ts';

/**
 * The couple of couple.ts with the I-485 eligibility answers: "No" to every question of the
 * wizard except item 22, which Olena answers "Yes": she was cited once for a traffic offense.
 * Fresh copies on every call.
 */

export const ARREST_EXPLANATION =
  'On 03/14/2021 in Chicago, Illinois, I was cited by the Chicago Police Department for driving 15 mph over the speed limit. ' +
  'I was not arrested or detained. I paid the fine of $120 on 04/02/2021; no other charge was filed and no sentence was imposed.';

/** Every yes/no question of the I-485 eligibility wizard answered "No", and item 22 "Yes". */
export function eligibilityAnswers(): Answers {
  const answers: Answers = {};
  for (const { field } of fieldsOf(i485Specific)) {
    if (field.kind === 'yesNo') answers[field.key] = 'no';
  }
  answers['q22'] = 'yes';
  answers['q22Explanation'] = ARREST_EXPLANATION;
  return answers;
}

/** The couple's context with the eligibility answers, some answers of any form changed or added. */
export function i485Context(changes: Partial<Record<string, Answers>> = {}): MappingContext {
  const { I_485_SPECIFIC: eligibilityChanges, ...others } = changes;
  return coupleContext({ ...others, I_485_SPECIFIC: { ...eligibilityAnswers(), ...eligibilityChanges } });
}
