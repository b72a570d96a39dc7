import { describe, expect, it } from 'vitest';
import { fillForm } from '../fill.ts';
import { I130A_04_01_24, i130aMapping as mappingOf } from '../i130a.ts';
import { coupleContext } from '../../../testing/couple.ts';
import { INTERPRETER, interpretedFor } from '../../../testing/statement-answers.ts';

const i130aMapping = mappingOf(I130A_04_01_24);

const f = (page: number, name: string): string => `form1[0].#subform[${page - 1}].${name}`;

describe('Form I-130A: the spouse beneficiary\u2019s statement and the interpreter (Part 4 item 1, Part 5)', () => {
  it('selects 1.a for a beneficiary who reads English, and leaves Part 5 empty', () => {
    const values = fillForm(i130aMapping, coupleContext()).values;
    expect(values[f(3, 'Pt4Line1Checkbox[1]')]).toBe(true);
    expect(values[f(3, 'Pt4Line1Checkbox[0]')]).toBeUndefined();
    expect(Object.keys(values).filter((name) => name.startsWith(f(4, 'Pt5')))).toEqual([]);
  });

  it('selects 1.b with the language and names the interpreter in Part 5', () => {
    const values = fillForm(i130aMapping, coupleContext({ BENEFICIARY_INFO: interpretedFor('b') })).values;
    expect(values[f(3, 'Pt4Line1Checkbox[1]')]).toBeUndefined();
    expect(values[f(3, 'Pt4Line1Checkbox[0]')]).toBe(true);
    expect(values[f(3, 'Pt4Line1b_Language[0]')]).toBe(INTERPRETER.language);
    expect(values[f(4, 'Pt5Line1a_InterpreterFamilyName[0]')]).toBe(INTERPRETER.last);
    expect(values[f(4, 'Pt5Line1b_InterpreterGivenName[0]')]).toBe(INTERPRETER.first);
    expect(values[f(4, 'Pt5Line2_InterpreterBusinessorOrg[0]')]).toBe(INTERPRETER.organization);
    expect(values[f(4, 'Pt5Line3a_StreetNumberName[0]')]).toBe(INTERPRETER.street);
    expect(values[f(4, 'Pt5Line3b_Unit[1]')]).toBe(true);
    expect(values[f(4, 'Pt5Line3d_State[0]')]).toBe(INTERPRETER.state);
    expect(values[f(4, 'Pt5Line4_InterpreterDaytimeTelephone[0]')]).toBe(INTERPRETER.phone);
    expect(values[f(4, 'Pt5Line4_InterpreterDaytimeTelephone[1]')]).toBe(INTERPRETER.mobile);
    expect(values[f(4, 'Pt5Line5_Email[0]')]).toBe(INTERPRETER.email);
    expect(values[f(4, 'Pt5_NameofLanguage[0]')]).toBe(INTERPRETER.language);
    expect(values[f(4, 'Pt5Line6a_Signature[0]')]).toBeUndefined();
  });
});
