import { onboardingOf } from '../catalogue/shown.ts';
import { filesForm, packageChoices } from '../product/package.ts';
import { entriesOf, section, type FormTemplate, type Section } from './blocks/index.ts';
import { applicantPart, contactPart, socialSecurityNumber } from './i765/applicant.ts';
import { arrivalPart } from './i765/arrival.ts';
import { each, i765Blanks, i765Header, i765Slots } from './i765/blanks.ts';
import { I765_10_31_22_BLANK, I765_10_31_22_TEMPLATE, socialSecurityCardItems } from './i765/edition-10-31-22.ts';
import { statementPart } from './i765/statement.ts';
import { preparerPart5 } from './i765/preparer.ts';
import { I765 } from './i765/template.ts';
import type { BlankRule, FormMapping } from './types.ts';

/** What the rules of Form I-765 read of one edition: its template, its Social Security items and the fields only it leaves blank. */
export interface I765Edition {
  readonly template: FormTemplate;
  /** Part 2 item 13 (08/21/25: the number) or items 13.a-17.b (10/31/22: the card questions). */
  readonly socialSecurity: (template: FormTemplate) => Section;
  readonly blank: readonly BlankRule[];
}

/** Form I-765, edition 08/21/25. */
export const I765_08_21_25: I765Edition = {
  template: I765,
  socialSecurity: socialSecurityNumber,
  blank: each('attorney or accredited representative (Form G-28)', [I765.at(1, 'Attorney-Rep[0].attorneyBarNumber[0]')]),
};

/** Form I-765, edition 10/31/22. */
export const I765_10_31_22: I765Edition = { template: I765_10_31_22_TEMPLATE, socialSecurity: socialSecurityCardItems, blank: I765_10_31_22_BLANK };

/**
 * Form I-765, Application for Employment Authorization, filed by the beneficiary under category
 * (c)(9) while the Form I-485 is pending: the rules, written once, for one edition.
 */
export function i765Mapping(edition: I765Edition): FormMapping {
  const { template } = edition;
  const parts = section(applicantPart(template, edition.socialSecurity(template)), arrivalPart(template), contactPart(template), statementPart(template), preparerPart5(template));
  return {
    form: 'i-765',
    edition: template.edition,
    applies: (ctx) => filesForm('i-765', packageChoices(onboardingOf(ctx))),
    fields: parts.fields,
    blank: [...i765Blanks(template), ...edition.blank],
    continuations: (ctx) => entriesOf(parts, ctx),
    additionalInfo: { slots: i765Slots(template), header: i765Header(template) },
    template,
    rebuild: (carried) => i765Mapping({ ...edition, template: carried }),
  };
}
