import { describe, expect, it } from 'vitest';
import { fillForm } from '../fill.ts';
import { I765_08_21_25, i765Mapping as mappingOf } from '../i765.ts';

const i765Mapping = mappingOf(I765_08_21_25);
import { coupleContext } from '../../../testing/couple.ts';
import { INTERPRETER, VISITOR_THEN_STUDENT_NEW_I94, interpretedFor } from '../../../testing/statement-answers.ts';

const PAGE3 = 'form1[0].Page3[0].';
const PAGE4 = 'form1[0].Page4[0].';
const PAGE5 = 'form1[0].Page5[0].';

describe('Form I-765: the applicant\u2019s statement and the interpreter (Part 3 item 1, Part 4)', () => {
  it('selects 1.a for an applicant who reads English, and leaves Part 4 empty', () => {
    const values = fillForm(i765Mapping, coupleContext()).values;
    expect(values[`${PAGE4}Pt3Line1Checkbox[1]`]).toBe(true);
    expect(values[`${PAGE4}Pt3Line1Checkbox[0]`]).toBeUndefined();
    expect(values[`${PAGE4}Pt4Line1a_InterpreterFamilyName[0]`]).toBeUndefined();
  });

  it('selects 1.b with the language and names the interpreter, with the address, in Part 4', () => {
    const values = fillForm(i765Mapping, coupleContext({ BENEFICIARY_INFO: interpretedFor('b') })).values;
    expect(values[`${PAGE4}Pt3Line1Checkbox[1]`]).toBeUndefined();
    expect(values[`${PAGE4}Pt3Line1Checkbox[0]`]).toBe(true);
    expect(values[`${PAGE4}Pt3Line1b_Language[0]`]).toBe(INTERPRETER.language);
    expect(values[`${PAGE4}Pt4Line1a_InterpreterFamilyName[0]`]).toBe(INTERPRETER.last);
    expect(values[`${PAGE4}Pt4Line1b_InterpreterGivenName[0]`]).toBe(INTERPRETER.first);
    expect(values[`${PAGE4}Pt4Line2_InterpreterBusinessorOrg[0]`]).toBe(INTERPRETER.organization);
    expect(values[`${PAGE5}Pt5Line3a_StreetNumberName[0]`]).toBe(INTERPRETER.street);
    expect(values[`${PAGE5}Pt5Line3b_Unit[0]`]).toBe(true); // Suite
    expect(values[`${PAGE5}Pt5Line3b_AptSteFlrNumber[0]`]).toBe(INTERPRETER.unitNumber);
    expect(values[`${PAGE5}Pt5Line3c_CityOrTown[0]`]).toBe(INTERPRETER.city);
    expect(values[`${PAGE5}Pt5Line3d_State[0]`]).toBe(INTERPRETER.state);
    expect(values[`${PAGE5}Pt5Line3e_ZipCode[0]`]).toBe(INTERPRETER.zip);
    expect(values[`${PAGE5}Pt4Line4_InterpreterDaytimeTelephone[0]`]).toBe(INTERPRETER.phone);
    expect(values[`${PAGE5}Pt4Line5_MobileNumber[0]`]).toBe(INTERPRETER.mobile);
    expect(values[`${PAGE5}Pt4Line6_Email[0]`]).toBe(INTERPRETER.email);
    expect(values[`${PAGE5}Part4_NameofLanguage[0]`]).toBe(INTERPRETER.language);
    expect(values[`${PAGE5}Pt4Line6a_Signature[0]`]).toBeUndefined();
  });

  it('gives the most recent I-94 in item 17 and the status now in item 25', () => {
    const values = fillForm(i765Mapping, coupleContext({ BENEFICIARY_INFO: VISITOR_THEN_STUDENT_NEW_I94 })).values;
    expect(values[`${PAGE3}Line20a_I94Number[0]`]).toBe('55566677788');
    expect(values[`${PAGE3}Line24_CurrentStatus[0]`]).toBe('F1');
  });
});
