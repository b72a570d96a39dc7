import { onPage } from '../i130/field-names.ts';
import { statementAndInterpreter } from '../i130/statement-part.ts';
import type { Section } from '../i130/build.ts';

/** Form I-130A Part 4 item 1 (the spouse beneficiary's statement) and Part 5 (the interpreter). */

const p3 = (name: string): string => onPage(3, name);
const p4 = (name: string): string => onPage(4, name);

export const spouseBeneficiaryStatement: Section = statementAndInterpreter({
  signer: 'b',
  // The box of 1.a is the template's Pt4Line1Checkbox[1] (on-value A), that of 1.b its [0] (B).
  english: p3('Pt4Line1Checkbox[1]'),
  interpreted: p3('Pt4Line1Checkbox[0]'),
  statementLanguage: p3('Pt4Line1b_Language[0]'),
  page: 4,
  part: 5,
  familyName: p4('Pt5Line1a_InterpreterFamilyName[0]'),
  givenName: p4('Pt5Line1b_InterpreterGivenName[0]'),
  organization: { field: p4('Pt5Line2_InterpreterBusinessorOrg[0]'), max: 34 },
  address: {
    street: { field: p4('Pt5Line3a_StreetNumberName[0]'), item: '3.a', max: 34 },
    apt: p4('Pt5Line3b_Unit[0]'),
    ste: p4('Pt5Line3b_Unit[1]'),
    flr: p4('Pt5Line3b_Unit[2]'),
    unitNumber: { field: p4('Pt5Line3b_AptSteFlrNumber[0]'), item: '3.b', max: 6 },
    city: { field: p4('Pt5Line3c_CityOrTown[0]'), item: '3.c', max: 20 },
    state: p4('Pt5Line3d_State[0]'),
    zip: p4('Pt5Line3e_ZipCode[0]'),
    province: { field: p4('Pt5Line3f_Province[0]'), item: '3.f', max: 20 },
    postalCode: { field: p4('Pt5Line3g_PostalCode[0]'), item: '3.g', max: 9 },
    country: { field: p4('Pt5Line3h_Country[0]'), item: '3.h', max: 29 },
  },
  phone: p4('Pt5Line4_InterpreterDaytimeTelephone[0]'),
  // Item 5, the mobile telephone, is the template's second Pt5Line4_InterpreterDaytimeTelephone.
  mobilePhone: { field: p4('Pt5Line4_InterpreterDaytimeTelephone[1]'), max: 13 },
  email: p4('Pt5Line5_Email[0]'),
  certificationLanguage: p4('Pt5_NameofLanguage[0]'),
});
