import { onPage } from './field-names.ts';
import { statementAndInterpreter } from './statement-part.ts';
import type { Section } from './build.ts';

/** Form I-130 Part 6 item 1 (the petitioner's statement) and Part 7 (the interpreter). */

const p9 = (name: string): string => onPage(9, name);
const p10 = (name: string): string => onPage(10, name);

export const petitionerStatement: Section = statementAndInterpreter({
  signer: 'p',
  english: p9('Pt6Line1Checkbox[0]'),
  interpreted: p9('Pt6Line1Checkbox[1]'),
  statementLanguage: p9('Pt6Line1b_Language[0]'),
  page: 10,
  part: 7,
  familyName: p10('Pt7Line1a_InterpreterFamilyName[0]'),
  givenName: p10('Pt7Line1b_InterpreterGivenName[0]'),
  organization: { field: p10('Pt7Line2_InterpreterBusinessorOrg[0]'), max: 38 },
  address: {
    street: { field: p10('Pt7Line3_StreetNumberName[0]'), item: '3.a', max: 34 },
    apt: p10('Pt7Line3_Unit[0]'),
    ste: p10('Pt7Line3_Unit[1]'),
    flr: p10('Pt7Line3_Unit[2]'),
    unitNumber: { field: p10('Pt7Line3_AptSteFlrNumber[0]'), item: '3.b', max: 6 },
    city: { field: p10('Pt7Line3_CityOrTown[0]'), item: '3.c', max: 20 },
    state: p10('Pt7Line3_State[0]'),
    zip: p10('Pt7Line3_ZipCode[0]'),
    province: { field: p10('Pt7Line3_Province[0]'), item: '3.f', max: 20 },
    postalCode: { field: p10('Pt7Line3_PostalCode[0]'), item: '3.g', max: 9 },
    country: { field: p10('Pt7Line3_Country[0]'), item: '3.h', max: 29 },
  },
  phone: p10('Pt7Line4_InterpreterDaytimeTelephone[0]'),
  // Item 5, the mobile telephone, is named Pt4Line53_DaytimePhoneNumber in the template.
  mobilePhone: { field: p10('Pt4Line53_DaytimePhoneNumber[0]'), max: 10 },
  email: p10('Pt7Line5_Email[0]'),
  certificationLanguage: p10('Pt7_NameofLanguage[0]'),
});
