import { onboardingOf } from '../catalogue/shown.ts';
import { filesForm, packageChoices } from '../product/package.ts';
import { entriesOf, section, type FormTemplate } from './blocks/index.ts';
import { i131Applicant } from './i131/applicant.ts';
import { biographicPart } from './i131/biographic.ts';
import { i131BlanksAndAdditionalInfo } from './i131/blanks.ts';
import { part11Interpreter } from './i131/interpreter.ts';
import { part12Preparer } from './i131/preparer.ts';
import { processingPart } from './i131/processing.ts';
import { I131 } from './i131/template.ts';
import { travelPart } from './i131/travel.ts';
import type { FormMapping } from './types.ts';

/** What the rules of Form I-131 read of one edition: its template (names, box sizes, citations). */
export interface I131Edition {
  readonly template: FormTemplate;
}

/** Form I-131, edition 01/20/25. */
export const I131_01_20_25: I131Edition = { template: I131 };

/**
 * Form I-131, Application for Travel Documents, Parole Documents, and Arrival/Departure Records:
 * the beneficiary's request for an advance parole document while the Form I-485 is pending (Part 1
 * item 5.A); the rules, written once, for one edition.
 */
export function i131Mapping(edition: I131Edition): FormMapping {
  const { template } = edition;
  const { applicantPart, contactPart } = i131Applicant(template);
  const parts = section(applicantPart, biographicPart(template), processingPart(template), travelPart(template), contactPart, part11Interpreter(template), part12Preparer(template));
  const { i131Blanks, i131Slots, i131Header } = i131BlanksAndAdditionalInfo(template);
  return {
    form: 'i-131',
    edition: template.edition,
    applies: (ctx) => filesForm('i-131', packageChoices(onboardingOf(ctx))),
    fields: parts.fields,
    blank: i131Blanks,
    continuations: (ctx) => entriesOf(parts, ctx),
    additionalInfo: { slots: i131Slots, header: i131Header },
    template,
    rebuild: (carried) => i131Mapping({ ...edition, template: carried }),
  };
}
