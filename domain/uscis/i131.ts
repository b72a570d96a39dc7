import { filesForm, packageChoices } from '../product/package.ts';
import { addressBoxes, applicantRules, contactBoxes, otherNamesBeyondRows } from './i131/applicant.ts';
import { biographicRules } from './i131/biographic.ts';
import { I131_SLOT_ROOM, i131Blanks, i131Header, i131Slots } from './i131/blanks.ts';
import { interpreterBoxes, interpreterRules } from './i131/interpreter.ts';
import { processingBoxes, processingRules } from './i131/processing.ts';
import { travelBoxes, travelRules } from './i131/travel.ts';
import { boxedContinuations, splitForSlots } from './i765/boxes.ts';
import type { FormMapping } from './types.ts';

/**
 * Form I-131, Application for Travel Documents, Parole Documents, and Arrival/Departure Records,
 * edition 01/20/25: the beneficiary's request for an advance parole document while the Form I-485
 * is pending (Part 1 item 5.A).
 */
export const i131Mapping: FormMapping = {
  form: 'i-131',
  edition: '01/20/25',
  applies: (ctx) => filesForm('i-131', packageChoices(ctx.answers['ONBOARDING'])),
  fields: [...applicantRules, ...biographicRules, ...processingRules, ...travelRules, ...interpreterRules],
  blank: i131Blanks,
  continuations: (ctx) =>
    splitForSlots(
      [
        ...otherNamesBeyondRows(ctx),
        ...boxedContinuations([...addressBoxes, ...processingBoxes, ...travelBoxes, ...contactBoxes, ...interpreterBoxes], ctx),
      ],
      I131_SLOT_ROOM,
    ),
  additionalInfo: { slots: i131Slots, header: i131Header },
};
