import { preparerPart, type FormTemplate, type Section } from '../blocks/index.ts';

/**
 * Form I-131 (01/20/25), page 13: Part 12, the person who prepared the application for the
 * applicant. Part 10 has no preparer's item: the applicant's certification covers a preparer.
 */
export const part12Preparer = (I131: FormTemplate): Section =>
  preparerPart({
    signer: 'b',
    template: I131,
    part: 12,
    familyName: { page: 13, name: 'Part12_Line1_FamilyName[0]', item: '1' },
    givenName: { page: 13, name: 'Part12_Line1_GivenName[0]', item: '1' },
    organization: { page: 13, name: 'Part12_Line2_NameofBusinessorOrgName[0]', item: '2' },
    phone: { page: 13, name: 'Part12_Line3_DayPhone[0]', item: '3' },
    mobilePhone: { page: 13, name: 'Part12_Line4_MobilePhone[0]', item: '4' },
    email: { page: 13, name: 'Part12_Line5_Email[0]', item: '5' },
  });
