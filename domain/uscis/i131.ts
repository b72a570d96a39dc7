import { answer } from '../catalogue/shown.ts';
import { entriesOf, section } from './blocks/index.ts';
import { applicantPart, contactPart } from './i131/applicant.ts';
import { biographicPart } from './i131/biographic.ts';
import { i131Blanks, i131Header, i131Slots } from './i131/blanks.ts';
import { processingPart } from './i131/processing.ts';
import { travelPart } from './i131/travel.ts';
import type { FormMapping } from './types.ts';

const parts = section(applicantPart, biographicPart, processingPart, travelPart, contactPart);

/**
 * Form I-131, Application for Travel Documents, Parole Documents, and Arrival/Departure Records,
 * edition 01/20/25: the beneficiary's request for an advance parole document while the Form I-485
 * is pending (Part 1 item 5.A).
 */
export const i131Mapping: FormMapping = {
  form: 'i-131',
  title: 'Application for Travel Documents, Parole Documents, and Arrival/Departure Records',
  edition: '01/20/25',
  // The onboarding stores its yes/no answers as 'Yes' and 'No' (spec section 3).
  applies: (ctx) => answer(ctx, 'ONBOARDING', 'onboardingBWantsAP') === 'Yes',
  fields: parts.fields,
  blank: i131Blanks,
  continuations: (ctx) => entriesOf(parts, ctx),
  additionalInfo: { slots: i131Slots, header: i131Header },
};
