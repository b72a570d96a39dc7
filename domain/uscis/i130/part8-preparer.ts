import { preparerPart, type FormTemplate, type Section } from '../blocks/index.ts';

/** Form I-130 Part 6 item 2 (the petitioner's preparer, page 10) and Part 8 (the preparer, pages 11 and 12). */
export const petitionerPreparer = (I130: FormTemplate): Section =>
  preparerPart({
    signer: 'p',
    template: I130,
    statement: { page: 9, box: 'Pt6Line2_Checkbox[0]', name: 'Pt6Line2_RepresentativeName[0]' },
    part: 8,
    familyName: { page: 10, name: 'Pt8Line1a_PreparerFamilyName[0]', item: '1.a' },
    givenName: { page: 10, name: 'Pt8Line1b_PreparerGivenName[0]', item: '1.b' },
    organization: { page: 10, name: 'Pt8Line2_BusinessName[0]', item: '2' },
    address: {
      page: 10,
      item: '3.a',
      boxes: {
        text: {
          street: ['Pt8Line3_StreetNumberName[0]', '3.a'],
          unitNumber: ['Pt8Line3_AptSteFlrNumber[0]', '3.b'],
          city: ['Pt8Line3_CityOrTown[0]', '3.c'],
          province: ['Pt8Line3_Province[0]', '3.f'],
          postalCode: ['Pt8Line3_PostalCode[0]', '3.g'],
          country: ['Pt8Line3_Country[0]', '3.h'],
        },
        units: ['Pt8Line3_Unit[0]', 'Pt8Line3_Unit[1]', 'Pt8Line3_Unit[2]'],
        state: 'Pt8Line3_State[0]',
        zip: 'Pt8Line3_ZipCode[0]',
      },
    },
    phone: { page: 11, name: 'Pt8Line4_DaytimePhoneNumber[0]', item: '4' },
    // Item 5, the mobile telephone, is named Pt8Line5_PreparerFaxNumber in the template.
    mobilePhone: { page: 11, name: 'Pt8Line5_PreparerFaxNumber[0]', item: '5' },
    email: { page: 11, name: 'Pt8Line6_Email[0]', item: '6' },
    notAttorney: { page: 11, box: 'Pt8Line7_Checkbox[0]' },
  });
