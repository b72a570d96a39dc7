import { describe, expect, it } from 'vitest';
import { fillForm } from '../fill.ts';
import { I131_01_20_25, i131Mapping as mappingOf } from '../i131.ts';
import { eadApContext } from '../../../testing/ead-ap-answers.ts';
import { INTERPRETER, PAROLED_THEN_TPS, VISITOR_THEN_STUDENT_NEW_I94, interpretedFor } from '../../../testing/statement-answers.ts';
import type { Answers } from '../../answers.ts';

const i131Mapping = mappingOf(I131_01_20_25);

const P5 = 'form1[0].P5[0].';
const P6 = 'form1[0].P6[0].';
const P7 = 'form1[0].P7[0].';
const PAGE12 = 'form1[0].#subform[11].';
const valuesOf = (beneficiary: Answers = {}) => fillForm(i131Mapping, eadApContext({ BENEFICIARY_INFO: beneficiary })).values;

describe('Form I-131 Part 2 items 12-14: the class of admission and the most recent I-94', () => {
  it('prints a parole class exactly as given, never the generic PAR, with the I-94 of the arrival after TPS', () => {
    const values = valuesOf(PAROLED_THEN_TPS);
    expect(values[`${P5}Part2_Line12_ClassofAdmission[0]`]).toBe('UHP');
    expect(values[`${P5}Part2_Line13_I94RecordNo[0]`]).toBe('987654321A2');
    expect(values[`${P6}Part2_Line14_I94ExpDate[0]`]).toBe('05/01/2025');
  });

  it('prints the class, number and date of the new I-94 a change of status came with', () => {
    const values = valuesOf(VISITOR_THEN_STUDENT_NEW_I94);
    expect(values[`${P5}Part2_Line12_ClassofAdmission[0]`]).toBe('F1');
    expect(values[`${P5}Part2_Line13_I94RecordNo[0]`]).toBe('55566677788');
    expect(values[`${P6}Part2_Line14_I94ExpDate[0]`]).toBe('D/S');
  });
});

describe('Form I-131: the other questions the form asks', () => {
  it('prints the In Care Of name of a home apart from the mailing address (item 4)', () => {
    const values = valuesOf({
      bMailingSameAsPhysical: 'no',
      bPhysicalInCareOfName: 'Maria Lopez',
      bPhysicalCountry: 'United States',
      bPhysicalStreet: '77 Elm St',
      bPhysicalCity: 'Chicago',
      bPhysicalState: 'IL',
      bPhysicalZip: '60614',
    });
    expect(values[`${P5}Part2_Line4_InCareofName[0]`]).toBe('Maria Lopez');
    expect(values[`${P5}Part2_Line4_StreetNumberName[0]`]).toBe('77 Elm St');
  });

  it('checks every race selected', () => {
    const values = valuesOf({ bBioRace: 'black,hawaiian' });
    expect(values[`${P7}P3_Line2_Race_Black[0]`]).toBe(true);
    expect(values[`${P7}P3_Line2_Race_Hawaiian[0]`]).toBe(true);
    expect(values[`${P7}P3_Line2_Race_White[0]`]).toBeUndefined();
  });

  it('names the interpreter in Part 11, with the language of the certification', () => {
    const values = valuesOf(interpretedFor('b'));
    expect(values[`${PAGE12}Part11_Line1_InterpreterFamilyName[0]`]).toBe(INTERPRETER.last);
    expect(values[`${PAGE12}Part11_Line1_InterpreterGivenName[0]`]).toBe(INTERPRETER.first);
    expect(values[`${PAGE12}Part11_Line2_NameofBusinessorOrgName[0]`]).toBe(INTERPRETER.organization);
    expect(values[`${PAGE12}Part11_Line3_DayPhone[0]`]).toBe(INTERPRETER.phone);
    expect(values[`${PAGE12}Part11_Line4_MobilePhone[0]`]).toBe(INTERPRETER.mobile);
    expect(values[`${PAGE12}Part11_Line5_Email[0]`]).toBe(INTERPRETER.email);
    expect(values[`${PAGE12}P11_Language[0]`]).toBe(INTERPRETER.language);
    expect(values[`${PAGE12}Part11_Line6_InterpreterSig[0]`]).toBeUndefined();
    expect(valuesOf()[`${PAGE12}P11_Language[0]`]).toBeUndefined();
  });
});
