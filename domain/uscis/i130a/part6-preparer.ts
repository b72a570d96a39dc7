import { preparerPart, type FormTemplate, type Section } from '../blocks/index.ts';

/** Form I-130A Part 4 item 2 (the spouse beneficiary's preparer, page 4) and Part 6 (the preparer, pages 5 and 6). */
export const spouseBeneficiaryPreparer = (I130A: FormTemplate): Section =>
  preparerPart({
    signer: 'b',
    template: I130A,
    statement: { page: 3, box: 'Pt4_Checkbox[0]', name: 'Pt4Line2_RepresentativeName[0]' },
    part: 6,
    familyName: { page: 4, name: 'Pt6Line1a_PreparerFamilyName[0]', item: '1.a' },
    givenName: { page: 4, name: 'Pt6Line1b_PreparerGivenName[0]', item: '1.b' },
    organization: { page: 4, name: 'Pt6Line2_BusinessName[0]', item: '2' },
    address: {
      page: 4,
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
        units: ['Pt6Line3b_Unit[0]', 'Pt6Line3b_Unit[1]', 'Pt6Line3b_Unit[2]'],
        state: 'Pt6Line3d_State[0]',
        zip: 'Pt6Line3e_ZipCode[0]',
      },
    },
    phone: { page: 5, name: 'Pt6Line4_DaytimePhoneNumber[0]', item: '4' },
    // Item 5, the mobile telephone, is named Pt6Line5_PreparerFaxNumber in the template.
    mobilePhone: { page: 5, name: 'Pt6Line5_PreparerFaxNumber[0]', item: '5' },
    email: { page: 5, name: 'Pt6Line6_Email[0]', item: '6' },
    notAttorney: { page: 5, box: 'Pt6Line7_Checkbox[0]' },
  });
