import { preparerPart, type FormTemplate, type PreparerPart, type Section } from '../blocks/index.ts';

/**
 * Form I-485 Part 12, page 23: the person who prepared the application for the applicant. This
 * edition's Part 10 has no preparer's item: the applicant's certification covers a preparer.
 */
export const part12Preparer = (I485: FormTemplate, more: Pick<PreparerPart, 'statement' | 'address' | 'notAttorney'> = {}): Section =>
  preparerPart({
    ...more,
    signer: 'b',
    template: I485,
    part: 12,
    familyName: { page: 23, name: 'Pt12Line1_PreparerFamilyName[0]', item: '1', label: "Preparer's Family Name" },
    givenName: { page: 23, name: 'Pt12Line1a_PreparerGivenName[0]', item: '1', label: "Preparer's Given Name" },
    organization: { page: 23, name: 'Pt12Line2_BusinessName[0]', item: '2', label: "Preparer's Business or Organization Name" },
    phone: { page: 23, name: 'Pt12Line3_PreparerDaytimePhoneNumber1[0]', item: '3', label: "Preparer's Daytime Telephone Number" },
    mobilePhone: { page: 23, name: 'Pt12Line4_PreparerMobileNumber[0]', item: '4', label: "Preparer's Mobile Telephone Number" },
    email: { page: 23, name: 'Pt12Line5_PreparerEmail[0]', item: '5', label: "Preparer's Email Address" },
  });
