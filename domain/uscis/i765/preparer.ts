import { preparerPart, type FormTemplate, type Section } from '../blocks/index.ts';

/**
 * Form I-765 Part 3 item 2 (the applicant's preparer) and Part 5 (the preparer, pages 5 and 6;
 * the fields of its address are named Pt6Line3…).
 */
export const preparerPart5 = (I765: FormTemplate): Section =>
  preparerPart({
    signer: 'b',
    template: I765,
    statement: { page: 4, box: 'Part3_Checkbox[0]', name: 'Pt3Line2_RepresentativeName[0]' },
    part: 5,
    familyName: { page: 5, name: 'Pt5Line1a_PreparerFamilyName[0]', item: '1.a' },
    givenName: { page: 5, name: 'Pt5Line1b_PreparerGivenName[0]', item: '1.b' },
    organization: { page: 5, name: 'Pt5Line2_BusinessName[0]', item: '2' },
    address: {
      page: 5,
      item: '3.a',
      boxes: {
        text: {
          street: ['Pt6Line3a_StreetNumberName[0]', '3.a'],
          unitNumber: ['Pt6Line3b_AptSteFlrNumber[0]', '3.b'],
          city: ['Pt6Line3c_CityOrTown[0]', '3.c'],
          province: ['Pt6Line3f_Province[0]', '3.f'],
          postalCode: ['Pt6Line3g_PostalCode[0]', '3.g'],
          country: ['Pt6Line3h_Country[0]', '3.h'],
        },
        // The Apt./Ste./Flr. boxes: [2] Apartment, [0] Suite, [1] Floor (their on-values; the tooltips are mixed up).
        units: ['Pt6Line3b_Unit[2]', 'Pt6Line3b_Unit[0]', 'Pt6Line3b_Unit[1]'],
        state: 'Pt6Line3d_State[0]',
        zip: 'Pt6Line3e_ZipCode[0]',
      },
    },
    phone: { page: 5, name: 'Pt5Line4_DaytimePhoneNumber1[0]', item: '4' },
    // Item 5, the mobile telephone, is named Pt5Line5_PreparerFaxNumber in the template.
    mobilePhone: { page: 5, name: 'Pt5Line5_PreparerFaxNumber[0]', item: '5' },
    email: { page: 5, name: 'Pt5Line6_Email[0]', item: '6' },
    notAttorney: { page: 6, box: 'Part5Line7_Checkbox[0]' },
  });
