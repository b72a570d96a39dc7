import { filesForm, packageChoices } from '../product/package.ts';
import { applicantRules, addressBoxes, contactBoxes, otherNamesBeyondRows } from './i765/applicant.ts';
import { arrivalBoxes, arrivalRules } from './i765/arrival.ts';
import { I765_SLOT_ROOM, i765Blanks, i765Header, i765Slots } from './i765/blanks.ts';
import { boxedContinuations, splitForSlots } from './i765/boxes.ts';
import { interpreterBoxes, statementRules } from './i765/statement.ts';
import type { FormMapping } from './types.ts';

/**
 * Form I-765, Application for Employment Authorization, edition 08/21/25, filed by the
 * beneficiary under category (c)(9) while the Form I-485 is pending.
 */
export const i765Mapping: FormMapping = {
  form: 'i-765',
  edition: '08/21/25',
  applies: (ctx) => filesForm('i-765', packageChoices(ctx.answers['ONBOARDING'])),
  fields: [...applicantRules, ...arrivalRules, ...statementRules],
  blank: i765Blanks,
  continuations: (ctx) =>
    splitForSlots(
      [...otherNamesBeyondRows(ctx), ...boxedContinuations([...addressBoxes, ...arrivalBoxes, ...contactBoxes, ...interpreterBoxes], ctx)],
      I765_SLOT_ROOM,
    ),
  additionalInfo: { slots: i765Slots, header: i765Header },
};
