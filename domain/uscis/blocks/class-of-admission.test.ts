import { describe, expect, it } from 'vitest';
import { IMMIGRATION_STATUS } from '../../catalogue/choices.ts';
import { classOfAdmissionCode, statusAtLastArrival } from './entry.ts';
import { lastArrival } from '../../people/immigration.ts';
import { coupleContext } from '../../../testing/couple.ts';
import { I130_CLASS_OF_ADMISSION_OPTIONS, classOfAdmission } from './class-of-admission.ts';

/** The 30 codes of the pick-list in spec section 3 (with the empty option, 31). */
const SPEC_CODES = ['1B3', '1B5', 'A1', 'A2', 'AS', 'B1', 'B2', 'F1', 'H2B', 'J1', 'K1', 'K3', 'L1', 'L1A', 'L1B', 'L2', 'M1', 'O1', 'O1A', 'O1B', 'O3', 'P1', 'P1A', 'P1B', 'P2', 'R1', 'RE', 'S1', 'V1', 'WB'];
const values = IMMIGRATION_STATUS.map((choice) => choice.value);

/** The beneficiary admitted with a status chosen from the pick-list and no class typed from the I-94. */
const admittedAs = (code: string) => coupleContext({ BENEFICIARY_INFO: { immiCurrentVisaStatus: code, i94ImmigrationStatus: '' } });

describe('the immigration status pick-list', () => {
  it('keeps the empty option and the 30 codes of spec section 3', () => {
    expect(values[0]).toBe('');
    for (const code of SPEC_CODES) expect(values, code).toContain(code);
  });

  it.each(['H1B', 'H4', 'F2', 'TN1', 'TN2', 'TD', 'E2', 'L2', 'J2', 'O3', 'WT', 'E3', 'HSC'])('offers %s, a status spouses hold', (code) => {
    expect(values).toContain(code);
  });

  it('lists each status once', () => {
    expect(new Set(values).size).toBe(values.length);
  });

  it.each(values.filter((value) => value !== ''))('prints %s as its own option of the I-130 drop-down and its code on the I-131 and I-765', (code) => {
    const ctx = admittedAs(code);
    const { option, unmatched } = classOfAdmission(lastArrival(ctx));
    expect(I130_CLASS_OF_ADMISSION_OPTIONS).toContain(option);
    expect(option.startsWith(`${code} - `)).toBe(true);
    expect(unmatched).toBe('');
    expect(classOfAdmissionCode(ctx)).toBe(code);
    expect(statusAtLastArrival(ctx)).toBe(option);
  });
});
