import { yesBox } from './format.ts';
import { applicantRules, addressBoxes, contactBoxes, otherNamesBeyondRows } from './i765/applicant.ts';
import { arrivalBoxes, arrivalRules } from './i765/arrival.ts';
import { i765Blanks, i765Header, i765Slots } from './i765/blanks.ts';
import { boxedContinuations } from './i765/boxes.ts';
import type { FormMapping } from './types.ts';

/**
 * Form I-765, Application for Employment Authorization, edition 08/21/25, filed by the
 * beneficiary under category (c)(9) while the Form I-485 is pending.
 */
export const i765Mapping: FormMapping = {
  form: 'i-765',
  title: 'Application for Employment Authorization',
  edition: '08/21/25',
  applies: (ctx) => yesBox(ctx.answers['ONBOARDING']?.['onboardingBWantsEAD']),
  fields: [...applicantRules, ...arrivalRules],
  blank: i765Blanks,
  continuations: (ctx) => [...otherNamesBeyondRows(ctx), ...boxedContinuations([...addressBoxes, ...arrivalBoxes, ...contactBoxes], ctx)],
  additionalInfo: { slots: i765Slots, header: i765Header },
};
