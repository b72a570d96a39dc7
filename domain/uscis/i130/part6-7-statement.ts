import { interpreterPart, type Section } from '../blocks/index.ts';
import type { FormTemplate } from '../blocks/index.ts';

/** Form I-130 Part 6 item 1 (the petitioner's statement) and Part 7 (the interpreter), page 10. */

export function petitionerStatement(I130: FormTemplate): Section {
  return interpreterPart({
    signer: 'p',
    template: I130,
    statement: { page: 9, english: 'Pt6Line1Checkbox[0]', interpreted: 'Pt6Line1Checkbox[1]', language: 'Pt6Line1b_Language[0]' },
    part: 7,
    familyName: { page: 10, name: 'Pt7Line1a_InterpreterFamilyName[0]', item: '1.a' },
    givenName: { page: 10, name: 'Pt7Line1b_InterpreterGivenName[0]', item: '1.b' },
    organization: { page: 10, name: 'Pt7Line2_InterpreterBusinessorOrg[0]', item: '2' },
    address: {
      page: 10,
      item: '3.a',
      boxes: {
        text: {
          street: ['Pt7Line3_StreetNumberName[0]', '3.a'],
          unitNumber: ['Pt7Line3_AptSteFlrNumber[0]', '3.b'],
          city: ['Pt7Line3_CityOrTown[0]', '3.c'],
          province: ['Pt7Line3_Province[0]', '3.f'],
          postalCode: ['Pt7Line3_PostalCode[0]', '3.g'],
          country: ['Pt7Line3_Country[0]', '3.h'],
        },
        units: ['Pt7Line3_Unit[0]', 'Pt7Line3_Unit[1]', 'Pt7Line3_Unit[2]'],
        state: 'Pt7Line3_State[0]',
        zip: 'Pt7Line3_ZipCode[0]',
      },
    },
    phone: { page: 10, name: 'Pt7Line4_InterpreterDaytimeTelephone[0]', item: '4' },
    // Item 5, the mobile telephone, is named Pt4Line53_DaytimePhoneNumber in the template.
    mobilePhone: { page: 10, name: 'Pt4Line53_DaytimePhoneNumber[0]', item: '5' },
    email: { page: 10, name: 'Pt7Line5_Email[0]', item: '6' },
    language: { page: 10, name: 'Pt7_NameofLanguage[0]' },
  });
}
