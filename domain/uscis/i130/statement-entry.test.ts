import { describe, expect, it } from 'vitest';
import { fillForm } from '../fill.ts';
import { I130_04_01_24, i130Mapping as mappingOf } from '../i130.ts';
import { coupleContext } from '../../../testing/couple.ts';
import { INTERPRETER, PAROLED_THEN_TPS, VISITOR_THEN_STUDENT_NEW_I94, interpretedFor } from '../../../testing/statement-answers.ts';

const i130Mapping = mappingOf(I130_04_01_24);

/** Full field name of the I-130 field named `name` on page `page`. */
const f = (page: number, name: string): string => `form1[0].#subform[${page - 1}].${name}`;
const valuesOf = (changes: Parameters<typeof coupleContext>[0]) => fillForm(i130Mapping, coupleContext(changes)).values;

describe('Form I-130: the petitioner\u2019s statement and the interpreter (Part 6 item 1, Part 7)', () => {
  it('selects 1.a for a petitioner who reads English, and leaves Part 7 empty', () => {
    const values = valuesOf({});
    expect(values[f(9, 'Pt6Line1Checkbox[0]')]).toBe(true);
    expect(values[f(9, 'Pt6Line1Checkbox[1]')]).toBeUndefined();
    expect(Object.keys(values).filter((name) => name.startsWith(f(10, 'Pt7')))).toEqual([]);
  });

  it('selects 1.b with the language, and fills the interpreter\u2019s part, for a petitioner who had the forms read to them', () => {
    const values = valuesOf({ PETITIONER_INFO: interpretedFor('p') });
    expect(values[f(9, 'Pt6Line1Checkbox[0]')]).toBeUndefined();
    expect(values[f(9, 'Pt6Line1Checkbox[1]')]).toBe(true);
    expect(values[f(9, 'Pt6Line1b_Language[0]')]).toBe(INTERPRETER.language);
    expect(values[f(10, 'Pt7Line1a_InterpreterFamilyName[0]')]).toBe(INTERPRETER.last);
    expect(values[f(10, 'Pt7Line1b_InterpreterGivenName[0]')]).toBe(INTERPRETER.first);
    expect(values[f(10, 'Pt7Line2_InterpreterBusinessorOrg[0]')]).toBe(INTERPRETER.organization);
    expect(values[f(10, 'Pt7Line3_StreetNumberName[0]')]).toBe(INTERPRETER.street);
    expect(values[f(10, 'Pt7Line3_Unit[1]')]).toBe(true);
    expect(values[f(10, 'Pt7Line3_AptSteFlrNumber[0]')]).toBe(INTERPRETER.unitNumber);
    expect(values[f(10, 'Pt7Line3_CityOrTown[0]')]).toBe(INTERPRETER.city);
    expect(values[f(10, 'Pt7Line3_State[0]')]).toBe(INTERPRETER.state);
    expect(values[f(10, 'Pt7Line3_ZipCode[0]')]).toBe(INTERPRETER.zip);
    expect(values[f(10, 'Pt7Line3_Country[0]')]).toBe('United States');
    expect(values[f(10, 'Pt7Line4_InterpreterDaytimeTelephone[0]')]).toBe(INTERPRETER.phone);
    expect(values[f(10, 'Pt4Line53_DaytimePhoneNumber[0]')]).toBe(INTERPRETER.mobile);
    expect(values[f(10, 'Pt7Line5_Email[0]')]).toBe(INTERPRETER.email);
    expect(values[f(10, 'Pt7_NameofLanguage[0]')]).toBe(INTERPRETER.language);
    // The interpreter signs and dates by hand.
    expect(values[f(10, 'Pt7Line7a_Signature[0]')]).toBeUndefined();
  });
});

describe('Form I-130 item 46: the I-94 of a beneficiary whose status changed after arrival', () => {
  it('prints the I-94 of the arrival, and its date, when the later status (TPS) came with no new I-94', () => {
    const values = valuesOf({ BENEFICIARY_INFO: PAROLED_THEN_TPS });
    expect(values[f(7, '#area[8].Pt4Line21b_ArrivalDeparture[0]')]).toBe('987654321A2');
    expect(values[f(7, 'Pt4Line21d_DateExpired[0]')]).toBe('05/01/2025');
  });

  it('prints the new I-94 and the later status\u2019s end when the change came with one', () => {
    const values = valuesOf({ BENEFICIARY_INFO: VISITOR_THEN_STUDENT_NEW_I94 });
    expect(values[f(7, 'Pt4Line21a_ClassOfAdmission[0]')]).toBe('B2 - TEMPORARY VISITOR FOR PLEASURE');
    expect(values[f(7, '#area[8].Pt4Line21b_ArrivalDeparture[0]')]).toBe('55566677788');
    expect(values[f(7, 'Pt4Line21d_DateExpired[0]')]).toBe('D/S');
  });

  it('takes PAR for a parole class the drop-down lacks, and continues the exact class in Part 9', () => {
    const ctx = coupleContext({ BENEFICIARY_INFO: PAROLED_THEN_TPS });
    expect(fillForm(i130Mapping, ctx).values[f(7, 'Pt4Line21a_ClassOfAdmission[0]')]).toBe('PAR - PAROLEE');
    expect(i130Mapping.continuations(ctx)).toContainEqual({ page: 7, part: 4, item: '46.a', text: 'Class of admission: UHP' });
  });
});

describe('Form I-130: other answers the forms ask', () => {
  it('prints the beneficiary\u2019s address abroad in item 13 beside a home in the United States', () => {
    const values = valuesOf({
      BENEFICIARY_INFO: {
        bHasAddressAbroad: 'yes',
        bAddressAbroadCountry: 'Ukraine',
        bAddressAbroadStreet: 'vul. Khreshchatyk 22',
        bAddressAbroadUnitType: 'apt.',
        bAddressAbroadUnitNumber: '14',
        bAddressAbroadCity: 'Kyiv',
        bAddressAbroadPostalCode: '01001',
      },
    });
    expect(values[f(5, 'Pt4Line12a_StreetNumberName[0]')]).toBe('SAME');
    expect(values[f(5, 'Pt4Line13_StreetNumberName[0]')]).toBe('vul. Khreshchatyk 22');
    expect(values[f(5, 'Pt4Line13_Unit[0]')]).toBe(true);
    expect(values[f(5, 'Pt4Line13_CityOrTown[0]')]).toBe('Kyiv');
    expect(values[f(5, 'Pt4Line13_PostalCode[0]')]).toBe('01001');
    expect(values[f(5, 'Pt4Line13_Country[0]')]).toBe('Ukraine');
  });

  it('checks every race the petitioner selected', () => {
    const values = valuesOf({ PETITIONER_INFO: { pBioRace: 'white,black' } });
    expect(values[f(4, 'Pt3Line2_Race_White[0]')]).toBe(true);
    expect(values[f(4, 'Pt3Line2_Race_Black[0]')]).toBe(true);
    expect(values[f(4, 'Pt3Line2_Race_Asian[0]')]).toBeUndefined();
  });
});
