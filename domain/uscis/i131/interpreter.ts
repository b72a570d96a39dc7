import { interpreterPart, type Section } from '../blocks/index.ts';
import type { FormTemplate } from '../blocks/index.ts';

/**
 * Form I-131 (01/20/25), page 12: Part 11, for an applicant who had the forms read to them. The
 * applicant's certification (Part 10) names both ways; the interpreter signs and dates item 6 by hand.
 */

export function part11Interpreter(I131: FormTemplate): Section {
  return interpreterPart({
    signer: 'b',
    template: I131,
    part: 11,
    familyName: { page: 12, name: 'Part11_Line1_InterpreterFamilyName[0]', item: '1' },
    givenName: { page: 12, name: 'Part11_Line1_InterpreterGivenName[0]', item: '1' },
    organization: { page: 12, name: 'Part11_Line2_NameofBusinessorOrgName[0]', item: '2' },
    phone: { page: 12, name: 'Part11_Line3_DayPhone[0]', item: '3' },
    mobilePhone: { page: 12, name: 'Part11_Line4_MobilePhone[0]', item: '4' },
    email: { page: 12, name: 'Part11_Line5_Email[0]', item: '5' },
    language: { page: 12, name: 'P11_Language[0]' },
  });
}
