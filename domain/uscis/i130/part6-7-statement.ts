import type { Section } from '../blocks/index.ts';
import { statementAndInterpreter } from './statement-part.ts';
import { I130 } from './template.ts';

/** Form I-130 Part 6 item 1 (the petitioner's statement) and Part 7 (the interpreter). */
export const petitionerStatement: Section = statementAndInterpreter({
  signer: 'p',
  template: I130,
  statement: { page: 9, english: 'Pt6Line1Checkbox[0]', interpreted: 'Pt6Line1Checkbox[1]', language: 'Pt6Line1b_Language[0]' },
  interpreter: {
    page: 10,
    part: 7,
    familyName: 'Pt7Line1a_InterpreterFamilyName[0]',
    givenName: 'Pt7Line1b_InterpreterGivenName[0]',
    organization: 'Pt7Line2_InterpreterBusinessorOrg[0]',
    address: {
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
    phone: 'Pt7Line4_InterpreterDaytimeTelephone[0]',
    // Item 5, the mobile telephone, is named Pt4Line53_DaytimePhoneNumber in the template.
    mobilePhone: 'Pt4Line53_DaytimePhoneNumber[0]',
    email: 'Pt7Line5_Email[0]',
    language: 'Pt7_NameofLanguage[0]',
  },
});
