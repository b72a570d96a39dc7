import { describe, expect, it } from 'vitest';
import { fillForm } from '../fill.ts';
import { I485_01_20_25, i485Mapping as mappingOf } from '../i485.ts';
import { I485 } from './template.ts';

const onPage = I485.at;
import { i485Context, priorHomeRows } from '../../../testing/i485-answers.ts';
import { INTERPRETER, PAROLED_THEN_TPS, VISITOR_THEN_STUDENT_NEW_I94, interpretedFor } from '../../../testing/statement-answers.ts';
import type { Answers } from '../../answers.ts';

/** The values of the I-485 of the test couple whose beneficiary answered `beneficiary` instead. */
const valuesOf = (beneficiary: Answers = {}, others: Record<string, Answers> = {}) =>
  fillForm(mappingOf(I485_01_20_25), i485Context({ BENEFICIARY_INFO: beneficiary, ...others })).values;

describe('Form I-485 Part 1 item 19: the Social Security card', () => {
  it('asks the SSA for a card, with the consent, for an applicant without a number', () => {
    const values = valuesOf({ bSsn: '', bSsaWantsCard: 'yes', bSsaConsentToDisclose: 'yes' });
    expect(values[onPage(4, 'Pt1Line19_YN[0]')]).toBe(true);
    expect(values[onPage(4, 'Pt1Line19_SSA_YN[0]')]).toBe(true);
    expect(values[onPage(4, 'Pt1Line19_Consent_YN[0]')]).toBe(true);
    expect(values[onPage(4, 'Pt1Line19_SSA_YN[1]')]).toBeUndefined();
  });

  it('asks for a new card for an applicant with a number who wants one, and leaves the consent blank for one who does not', () => {
    const newCard = valuesOf({ bSsaWantsCard: 'yes', bSsaConsentToDisclose: 'yes' });
    expect(newCard[onPage(4, 'Pt1Line19_YN[1]')]).toBe(true);
    expect(newCard[onPage(4, 'Pt1Line19_SSA_YN[0]')]).toBe(true);
    const none = valuesOf({ bSsaWantsCard: 'no' });
    expect(none[onPage(4, 'Pt1Line19_SSA_YN[1]')]).toBe(true);
    expect(none[onPage(4, 'Pt1Line19_Consent_YN[0]')]).toBeUndefined();
    expect(none[onPage(4, 'Pt1Line19_Consent_YN[1]')]).toBeUndefined();
  });
});

describe('Form I-485 Part 1 item 18: In Care Of names', () => {
  it('prints the In Care Of name of a home apart from the mailing address, and of the prior home', () => {
    const [prior, ...rest] = priorHomeRows(3);
    const values = valuesOf({
      bMailingSameAsPhysical: 'no',
      bPhysicalInCareOfName: 'Maria Lopez',
      bPhysicalCountry: 'United States',
      bPhysicalStreet: '77 Elm St',
      bPhysicalCity: 'Chicago',
      bPhysicalState: 'IL',
      bPhysicalZip: '60614',
      bHasPreviousAddresses: 'yes',
      bPhysicalAddressHistory: [{ ...prior, physicalInCareOfName: 'John Smith' }, ...rest],
    });
    expect(values[onPage(3, 'Part1_Item18_InCareOfName[0]')]).toBe('Maria Lopez');
    expect(values[onPage(4, 'Pt1Line18_PriorInCareOfName[0]')]).toBe('John Smith');
  });
});

describe('Form I-485 Part 1 items 12-15: the most recent I-94 and the current status', () => {
  it('keeps the arrival\u2019s I-94 in item 12 when the later status (TPS) came without one, and the status in items 14-15', () => {
    const values = valuesOf(PAROLED_THEN_TPS);
    expect(values[onPage(3, 'P1Line12_I94[0]')]).toBe('987654321A2');
    expect(values[onPage(3, 'Pt1Line12_Date[0]')]).toBe('05/01/2025');
    expect(values[onPage(3, 'Pt1Line12_Status[0]')]).toBe('UHP');
    expect(values[onPage(3, 'Pt1Line14_Status[0]')]).toBe('TPS');
    expect(values[onPage(3, 'Pt1Line15_Date[0]')]).toBe('10/19/2026');
  });

  it('prints the new I-94 in item 12 when the change of status came with one', () => {
    const values = valuesOf(VISITOR_THEN_STUDENT_NEW_I94);
    expect(values[onPage(3, 'P1Line12_I94[0]')]).toBe('55566677788');
    expect(values[onPage(3, 'Pt1Line12_Date[0]')]).toBe('D/S');
    expect(values[onPage(3, 'Pt1Line12_Status[0]')]).toBe('F1');
    expect(values[onPage(3, 'Pt1Line14_Status[0]')]).toBe('F1');
  });
});

describe('Form I-485: the other questions the form asks', () => {
  it('answers item 4 (INA 245(i)) No for a citizen\u2019s spouse and a green card holder\u2019s spouse alike', () => {
    for (const usStatus of ['citizen', 'pr']) {
      const values = valuesOf({}, { PETITIONER_INFO: { usStatus } });
      expect(values[onPage(7, 'Pt2Line4_CB[0]')]).toBe(true);
      expect(values[onPage(7, 'Pt2Line4_CB[1]')]).toBeUndefined();
    }
  });

  it('answers Part 6 item 2 from the petitioner\u2019s membership of the armed forces, not from active duty', () => {
    const member = valuesOf({}, { PETITIONER_INFO: { usArmedForcesMember: 'yes' } });
    expect(member[onPage(10, 'Pt5Line2_YNNA[1]')]).toBe(true);
    expect(valuesOf()[onPage(10, 'Pt5Line2_YNNA[0]')]).toBe(true);
  });

  it('checks every race selected', () => {
    const values = valuesOf({ bBioRace: 'asian,white' });
    expect(values[onPage(13, 'Pt7Line2_Race[0]')]).toBe(true);
    expect(values[onPage(13, 'Pt7Line2_Race[1]')]).toBe(true);
    expect(values[onPage(13, 'Pt7Line2_Race[2]')]).toBeUndefined();
  });

  it('names the interpreter in Part 11, with the language of the certification', () => {
    const values = valuesOf(interpretedFor('b'));
    expect(values[onPage(22, 'Pt11Line1a_FamilyName[0]')]).toBe(INTERPRETER.last);
    expect(values[onPage(22, 'Pt11Line1b_GivenName[0]')]).toBe(INTERPRETER.first);
    expect(values[onPage(22, 'Pt11Line2_OrgName[0]')]).toBe(INTERPRETER.organization);
    expect(values[onPage(22, 'P3_Line4_DaytimeTelePhoneNumber[0]')]).toBe(INTERPRETER.phone);
    expect(values[onPage(22, 'P3_Line5_MobileTelePhoneNumber[0]')]).toBe(INTERPRETER.mobile);
    expect(values[onPage(22, 'P3_Line6_Email[0]')]).toBe(INTERPRETER.email);
    expect(values[onPage(22, 'Part11_NameofLanguage[0]')]).toBe(INTERPRETER.language);
    expect(values[onPage(22, 'P12_SignatureApplicant[0]')]).toBeUndefined();
    expect(Object.keys(valuesOf()).filter((name) => name.startsWith(onPage(22, 'Pt11')))).toEqual([]);
  });
});
