import { describe, expect, it } from 'vitest';
import { fillForm } from '../fill.ts';
import { I864_10_17_24, i864Mapping as mappingOf } from '../i864.ts';
import { coupleContext } from '../../../testing/couple.ts';
import { INTERPRETER, interpretedFor } from '../../../testing/statement-answers.ts';
import { I864 } from './template.ts';

const i864Mapping = mappingOf(I864_10_17_24);

/** The field named `name` on the template's subform `subform` (page subform + 1). */
const fieldName = (subform: number, name: string): string => I864.at(subform + 1, name);

describe('Form I-864: the sponsor\u2019s statement and the interpreter (Part 8 item 1, Part 9)', () => {
  it('selects A for a sponsor who reads English, and leaves Part 9 empty', () => {
    const values = fillForm(i864Mapping, coupleContext()).values;
    expect(values[fieldName(9, 'P6_Line1_Checkbox[1]')]).toBe(true);
    expect(values[fieldName(9, 'P6_Line1_Checkbox[2]')]).toBeUndefined();
    expect(Object.keys(values).filter((name) => name.startsWith(fieldName(10, 'P9_')))).toEqual([]);
  });

  it('selects B with the language and names the interpreter in Part 9', () => {
    const values = fillForm(i864Mapping, coupleContext({ PETITIONER_INFO: interpretedFor('p') })).values;
    expect(values[fieldName(9, 'P6_Line1_Checkbox[1]')]).toBeUndefined();
    expect(values[fieldName(9, 'P6_Line1_Checkbox[2]')]).toBe(true);
    expect(values[fieldName(9, 'P8_Line1b_language[0]')]).toBe(INTERPRETER.language);
    expect(values[fieldName(10, 'P9_Line1a_InterpretersFamilyName[0]')]).toBe(INTERPRETER.last);
    expect(values[fieldName(10, 'P9_Line1b_InterpretersGivenName[0]')]).toBe(INTERPRETER.first);
    expect(values[fieldName(10, 'P8Line2_InterpretersBusinessName[0]')]).toBe(INTERPRETER.organization);
    expect(values[fieldName(10, 'P9_Line4_InterpretersDaytimePhoneNumber[0]')]).toBe(INTERPRETER.phone);
    expect(values[fieldName(10, 'P9_Line4_InterpretersDaytimePhoneNumber[1]')]).toBe(INTERPRETER.mobile);
    expect(values[fieldName(10, 'P9_Line5_InterpretersEmailAddress[0]')]).toBe(INTERPRETER.email);
    expect(values[fieldName(10, 'P9_Language[0]')]).toBe(INTERPRETER.language);
    expect(values[fieldName(10, 'P9_Line6a_InterpretersSignature[0]')]).toBeUndefined();
  });
});
