import { preparerPart, type FormTemplate, type PreparerPart, type Section } from '../blocks/index.ts';
import type { Signer } from '../types.ts';

/** What an edition's Part 10 asks beyond 10/17/24's: the preparer's address, the 7.a statement. */
export type PreparersMore = Pick<PreparerPart, 'address' | 'notAttorney'>;

/**
 * Part 8 item 2 (the sponsor's preparer, page 10) and Part 10 (the preparer, page 11; no address
 * asked in 10/17/24; what an edition asks besides, as `more`) of the affidavit of `signer`: the
 * petitioner's, or the joint sponsor's own (i864/joint-sponsor.ts).
 */
export const preparerPart10 = (I864: FormTemplate, signer: Signer, more: PreparersMore = {}): Section =>
  preparerPart({
    signer,
    template: I864,
    ...more,
    statement: { page: 10, box: 'P8_Line2_Checkbox[0]', name: 'P8_Line2_Attorney[0]' },
    part: 10,
    familyName: { page: 11, name: 'P10_Line1a_PreparersFamilyName[0]', item: '1', label: "Preparer's Family Name" },
    givenName: { page: 11, name: 'P10_Line1b_PreparersGivenName[0]', item: '1', label: "Preparer's Given Name" },
    organization: { page: 11, name: 'P10_Line2_PreparersBusinessName[0]', item: '2', label: "Preparer's Business or Organization Name" },
    phone: { page: 11, name: 'P10_Line4_PreparersDaytimePhoneNumber[0]', item: '3', label: "Preparer's Daytime Telephone Number" },
    // Item 4, the mobile telephone, is named P10_Line5_PreparersFaxNumber in the template.
    mobilePhone: { page: 11, name: 'P10_Line5_PreparersFaxNumber[0]', item: '4', label: "Preparer's Mobile Telephone Number" },
    email: { page: 11, name: 'P10_Line6_PreparersEmailAddress[0]', item: '5', label: "Preparer's Email Address" },
  });
