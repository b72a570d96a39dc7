import { filesForm, packageChoices } from '../product/package.ts';
import { entriesOf, section } from './blocks/index.ts';
import { applicantPart, contactPart } from './i131/applicant.ts';
import { biographicPart } from './i131/biographic.ts';
import { i131Blanks, i131Header, i131Slots } from './i131/blanks.ts';
import { part11Interpreter } from './i131/interpreter.ts';
import { processingPart } from './i131/processing.ts';
import { travelPart } from './i131/travel.ts';
import type { FormMapping } from './types.ts';

const parts = section(applicantPart, biographicPart, processingPart, travelPart, contactPart, part11Interpreter);

/**
 * Form I-131, Application for Travel Documents, Parole Documents, and Arrival/Departure Records,
 * edition 01/20/25: the beneficiary's request for an advance parole document while the Form I-485
 * is pending (Part 1 item 5.A).
 */
export const i131Mapping: FormMapping = {
  form: 'i-131',
  edition: '01/20/25',
  applies: (ctx) => filesForm('i-131', packageChoices(ctx.answers['ONBOARDING'])),
  fields: parts.fields,
  blank: i131Blanks,
  continuations: (ctx) => entriesOf(parts, ctx),
  additionalInfo: { slots: i131Slots, header: i131Header },
};
