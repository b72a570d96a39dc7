import { interpreterPart, type Section } from '../blocks/index.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130A Part 4 item 1 (the spouse beneficiary's statement) and Part 5 (the interpreter), page 4. */

export function spouseBeneficiaryStatement(I130A: FormTemplate): Section {
  return interpreterPart({
    signer: 'b',
    template: I130A,
    // The box of 1.a is the template's Pt4Line1Checkbox[1] (on-value A), that of 1.b its [0] (B).
    statement: { page: 3, english: 'Pt4Line1Checkbox[1]', interpreted: 'Pt4Line1Checkbox[0]', language: 'Pt4Line1b_Language[0]' },
    part: 5,
    familyName: { page: 4, name: 'Pt5Line1a_InterpreterFamilyName[0]', item: '1.a' },
    givenName: { page: 4, name: 'Pt5Line1b_InterpreterGivenName[0]', item: '1.b' },
    organization: { page: 4, name: 'Pt5Line2_InterpreterBusinessorOrg[0]', item: '2' },
    address: {
      page: 4,
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
        units: ['Pt5Line3b_Unit[0]', 'Pt5Line3b_Unit[1]', 'Pt5Line3b_Unit[2]'],
        state: 'Pt5Line3d_State[0]',
        zip: 'Pt5Line3e_ZipCode[0]',
      },
    },
    phone: { page: 4, name: 'Pt5Line4_InterpreterDaytimeTelephone[0]', item: '4' },
    // Item 5, the mobile telephone, is the template's second Pt5Line4_InterpreterDaytimeTelephone.
    mobilePhone: { page: 4, name: 'Pt5Line4_InterpreterDaytimeTelephone[1]', item: '5' },
    email: { page: 4, name: 'Pt5Line5_Email[0]', item: '6' },
    language: { page: 4, name: 'Pt5_NameofLanguage[0]' },
  });
}
