import { filesForm, packageChoices } from '../product/package.ts';
import { entriesOf, section } from './blocks/index.ts';
import { applicantPart, contactPart } from './i765/applicant.ts';
import { arrivalPart } from './i765/arrival.ts';
import { i765Blanks, i765Header, i765Slots } from './i765/blanks.ts';
import { statementPart } from './i765/statement.ts';
import type { FormMapping } from './types.ts';

const parts = section(applicantPart, arrivalPart, contactPart, statementPart);

/**
 * Form I-765, Application for Employment Authorization, edition 08/21/25, filed by the
 * beneficiary under category (c)(9) while the Form I-485 is pending.
 */
export const i765Mapping: FormMapping = {
  form: 'i-765',
  edition: '08/21/25',
  applies: (ctx) => filesForm('i-765', packageChoices(ctx.answers['ONBOARDING'])),
  fields: parts.fields,
  blank: i765Blanks,
  continuations: (ctx) => entriesOf(parts, ctx),
  additionalInfo: { slots: i765Slots, header: i765Header },
};
