import { interpreterPart, type FormTemplate, type Section } from '../blocks/index.ts';

/**
 * Form I-765 Part 3 item 1 (the applicant's statement: 1.a "I can read and understand English", or
 * 1.b the interpreter named in Part 4 read every question in a language) and Part 4 (the
 * interpreter, pages 4 and 5; the fields of its address are named Pt5Line3…). The interpreter
 * signs and dates item 7 by hand.
 */
export const statementPart = (I765: FormTemplate): Section => interpreterPart({
  signer: 'b',
  template: I765,
  // The box of 1.a is the template's Pt3Line1Checkbox[1] (on-value A), that of 1.b its [0] (B).
  statement: { page: 4, english: 'Pt3Line1Checkbox[1]', interpreted: 'Pt3Line1Checkbox[0]', language: 'Pt3Line1b_Language[0]' },
  part: 4,
  familyName: { page: 4, name: 'Pt4Line1a_InterpreterFamilyName[0]', item: '1.a' },
  givenName: { page: 4, name: 'Pt4Line1b_InterpreterGivenName[0]', item: '1.b' },
  organization: { page: 4, name: 'Pt4Line2_InterpreterBusinessorOrg[0]', item: '2' },
  address: {
    page: 5,
    item: '3.a',
    boxes: {
      text: {
        street: ['Pt5Line3a_StreetNumberName[0]', '3.a'],
        unitNumber: ['Pt5Line3b_AptSteFlrNumber[0]', '3.b'],
        city: ['Pt5Line3c_CityOrTown[0]', '3.c'],
        province: ['Pt5Line3f_Province[0]', '3.f'],
        postalCode: ['Pt5Line3g_PostalCode[0]', '3.g'],
        country: ['Pt5Line3h_Country[0]', '3.h'],
      },
      // The Apt./Ste./Flr. boxes: [2] Apartment, [0] Suite, [1] Floor (their on-values; the tooltips are mixed up).
      units: ['Pt5Line3b_Unit[2]', 'Pt5Line3b_Unit[0]', 'Pt5Line3b_Unit[1]'],
      state: 'Pt5Line3d_State[0]',
      zip: 'Pt5Line3e_ZipCode[0]',
    },
  },
  phone: { page: 5, name: 'Pt4Line4_InterpreterDaytimeTelephone[0]', item: '4' },
  mobilePhone: { page: 5, name: 'Pt4Line5_MobileNumber[0]', item: '5' },
  email: { page: 5, name: 'Pt4Line6_Email[0]', item: '6' },
  language: { page: 5, name: 'Part4_NameofLanguage[0]' },
});
