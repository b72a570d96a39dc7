import { describe, expect, it } from 'vitest';
import { checkEligibility } from './eligibility.ts';
import type { F2aBulletinRow } from './visa-bulletin.ts';

/** A couple that fits on every other count: only what each case changes differs. */
const couple = {
  onboardingUserIs: 'petitioner',
  onboardingPStatus: 'citizen',
  onboardingPNameFirst: 'Sam',
  onboardingBNameFirst: 'Lea',
  onboardingBIsInUs: 'Yes',
  onboardingBWillApplyFromUs: 'Yes',
  onboardingBLastEntry: 'admitted',
  onboardingBEverJ: 'No',
  onboardingBOnlyGcApplicant: 'Yes',
  onboardingPCurrentIncome: '90000',
  onboardingIncomeFromW2: 'Yes',
  onboardingNumberOfHouseholdMembers: '2',
  onboardingPOnActiveDuty: 'No',
  onboardingSupportBeyondIncome: 'No',
};
/** A permanent resident's spouse who kept a lawful status and only worked with permission. */
const f2a = { ...couple, onboardingPStatus: 'pr', onboardingBKeptLawfulStatus: 'Yes', onboardingBWorkedWithoutPermission: 'No', onboardingBBornInMexico: 'No' };

const JULY_2026 = '2026-07-15'; // Dates for Filing, F2A "C"
const NOVEMBER_2025 = '2025-11-12'; // Dates for Filing, F2A 22OCT25
const UNKNOWN_MONTH = '2026-11-26';

const check = (answers: Record<string, string>, today = JULY_2026, bulletin?: readonly F2aBulletinRow[]) => checkEligibility(answers, today, bulletin);

describe('whose spouse', () => {
  it('asks whether the petitioner is a citizen or a green card holder before anything else', () => {
    const { onboardingPStatus: _status, ...unanswered } = couple;
    expect(check(unanswered).unmetConditions).toEqual(['Answer whether the petitioner is a U.S. citizen or a green card holder: it decides how the beneficiary can apply.']);
  });

  it('asks a green card holder’s spouse about status, work and the country of birth, and no citizen’s spouse', () => {
    expect(check({ ...couple, onboardingPStatus: 'pr' }).unmetConditions).toEqual([
      'Answer whether the beneficiary has been in a lawful immigration status every day since the last arrival.',
      'Answer whether the beneficiary has ever worked in the United States without permission.',
      'Answer whether the beneficiary was born in Mexico.',
    ]);
    expect(check(couple).eligible).toBe(true);
  });
});

describe('how the beneficiary last came in', () => {
  it.each(['admitted', 'paroled', 'vwp'])('lets a U.S. citizen’s spouse who came in as %s adjust', (entry) => {
    expect(check({ ...couple, onboardingBLastEntry: entry })).toMatchObject({ eligible: true, filing: 'together' });
  });

  it('asks about INA 245(i) after an entry without inspection, and explains each answer', () => {
    const ewi = { ...couple, onboardingBLastEntry: 'without_inspection' };
    expect(check(ewi).unmetConditions).toEqual(['Answer whether a petition or a labor certification was filed for the beneficiary on or before April 30, 2001 (INA 245(i)).']);
    // The bar is to adjusting, not to the petition: the couple files Form I-130 alone, and a lawyer takes what follows.
    const without = check({ ...ewi, onboardingB245i: 'No' });
    expect(without).toMatchObject({ eligible: true, filing: 'petition-only', stages: ['petition'] });
    expect(without.message).toMatch(/can still file the petition .* needs an immigration attorney/);
    expect(without.unmetConditions).toEqual([expect.stringMatching(/^The beneficiary last came in without being inspected .* \(INA 245\(a\)\) unless INA 245\(i\) applies\. What you can do: .*Form I-601A/)]);
    const under245i = check({ ...ewi, onboardingB245i: 'Yes' });
    expect(under245i.unmetConditions).toEqual([expect.stringMatching(/^INA 245\(i\) lets the beneficiary .* Form I-485 Supplement A .* What you can do:/)]);
  });

  it('tells a crew member that even a citizen’s spouse cannot adjust without INA 245(i)', () => {
    const result = check({ ...couple, onboardingBLastEntry: 'crewman', onboardingB245i: 'No' });
    expect(result.unmetConditions).toEqual([expect.stringContaining('(INA 245(c)(1))')]);
  });

  it('lets a K-1 fiancé(e) adjust only through the petitioner, on a path this service does not prepare', () => {
    const k1 = { ...couple, onboardingBLastEntry: 'k1' };
    expect(check(k1).unmetConditions).toEqual(['Answer whether the beneficiary married the U.S. citizen who filed the fiancé(e) petition for them.']);
    expect(check({ ...k1, onboardingBK1MarriedPetitioner: 'No' }).unmetConditions).toEqual([expect.stringContaining('(INA 245(d)), so the beneficiary cannot adjust status through this marriage')]);
    expect(check({ ...k1, onboardingBK1MarriedPetitioner: 'Yes' }).unmetConditions).toEqual([expect.stringContaining('Form I-485 with Form I-864, and no Form I-130')]);
  });

  it('bars a green card holder’s spouse who came in under the Visa Waiver Program (INA 245(c)(4))', () => {
    const result = check({ ...f2a, onboardingBLastEntry: 'vwp', onboardingB245i: 'No' });
    expect(result.unmetConditions).toEqual([expect.stringContaining('(INA 245(c)(4)) unless INA 245(i) applies; a U.S. citizen’s spouse could.')]);
  });
});

describe('a green card holder’s spouse (F2A)', () => {
  it.each([
    ['fell out of status', { onboardingBKeptLawfulStatus: 'No' }],
    ['worked without permission', { onboardingBWorkedWithoutPermission: 'Yes' }],
  ])('who %s cannot adjust unless INA 245(i) applies', (_case, changes) => {
    const answers = { ...f2a, ...changes };
    expect(check(answers).unmetConditions).toEqual([expect.stringContaining('(INA 245(i))')]);
    expect(check({ ...answers, onboardingB245i: 'No' }).unmetConditions).toEqual([expect.stringContaining('(INA 245(c)(2) and 245(c)(8))')]);
    expect(check({ ...answers, onboardingB245i: 'Yes' }).unmetConditions).toEqual([expect.stringContaining('Form I-485 Supplement A')]);
  });

  it('holds a citizen’s spouse to neither', () => {
    expect(check({ ...couple, onboardingBKeptLawfulStatus: 'No', onboardingBWorkedWithoutPermission: 'Yes' }).eligible).toBe(true);
  });

  it('says one thing about INA 245(i) when several bars apply', () => {
    const result = check({ ...f2a, onboardingBLastEntry: 'vwp', onboardingBKeptLawfulStatus: 'No', onboardingB245i: 'Yes' });
    expect(result.unmetConditions).toHaveLength(1);
  });

  it('files the whole package while the chart USCIS uses is current for a petition filed today', () => {
    const result = check(f2a, JULY_2026);
    expect(result).toMatchObject({ eligible: true, filing: 'together' });
    expect(result.message).toContain('The Visa Bulletin for July 2026 lists "C" (current) for spouses of permanent residents (category F2A) on its Dates for Filing chart');
  });

  it('offers the petition alone while it is not, and says why', () => {
    const result = check(f2a, NOVEMBER_2025);
    expect(result).toMatchObject({ eligible: true, filing: 'petition-first', stages: ['petition', 'adjustment'], unmetConditions: [] });
    expect(result.message).toContain('Your green card application (Form I-485) has to wait, but your petition does not.');
    expect(result.message).toContain('so USCIS cannot take Form I-485 yet.');
    expect(result.message).toContain('The Visa Bulletin for November 2025 lists October 22, 2025');
    expect(result.message).toContain('You can file Form I-130 with Form I-130A now, so your priority date starts');
  });

  it('says the Visa Bulletin in Spanish, its dates written as a Spanish reader writes them', () => {
    const result = checkEligibility(f2a, NOVEMBER_2025, undefined, 'es');
    expect(result.message).toContain(
      'El Visa Bulletin de noviembre de 2025 indica 22 de octubre de 2025 para los cónyuges de residentes permanentes (categoría F2A) en su tabla Dates for Filing',
    );
    expect(result.message).toContain('el 12 de noviembre de 2025 o después');
    expect(checkEligibility(f2a, UNKNOWN_MONTH, undefined, 'es').message).toContain('Todavía no tenemos el Visa Bulletin de noviembre de 2026');
  });

  it('asks the Affidavit of Support\'s questions in Spanish', () => {
    const { onboardingSupportBeyondIncome: _beyond, ...unasked } = f2a as Record<string, string>;
    expect(checkEligibility(unasked, JULY_2026, undefined, 'es').unmetConditions).toEqual([
      'Responda si algo además del ingreso propio del peticionario ayudará a cumplir el requisito de ingresos.',
    ]);
  });

  it('says it does not know a month the table has no row for, instead of guessing', () => {
    const result = check(f2a, UNKNOWN_MONTH);
    expect(result).toMatchObject({ eligible: true, filing: 'together' });
    expect(result.message).toContain('We do not have the Visa Bulletin for November 2026 yet');
    const operator: F2aBulletinRow = {
      month: '2026-11',
      finalAction: { all: '2025-03-01', mexico: '2024-03-01' },
      datesForFiling: { all: '2026-06-01', mexico: '2026-06-01' },
      chart: 'filing',
      source: 'test',
    };
    expect(check(f2a, UNKNOWN_MONTH, [operator])).toMatchObject({ filing: 'petition-first', stages: ['petition', 'adjustment'] });
  });
});

describe('an exchange visitor’s two-year home residence (INA 212(e))', () => {
  const j1 = { ...couple, onboardingBEverJ: 'Yes' };

  it('asks about it for a J visa holder only', () => {
    expect(check(j1).unmetConditions).toEqual(['Answer whether the beneficiary is subject to the two-year home-country physical presence requirement (INA 212(e)).']);
    expect(check({ ...j1, onboardingBSubjectTo212e: 'No' }).eligible).toBe(true);
  });

  it('asks a person who is not sure to find out, and where', () => {
    expect(check({ ...j1, onboardingBSubjectTo212e: 'Not sure' }).unmetConditions).toEqual([expect.stringMatching(/^Find out whether .*advisory opinion/)]);
  });

  it('stops a spouse subject to it without a waiver, and lets one with a waiver go on', () => {
    const subject = { ...j1, onboardingBSubjectTo212e: 'Yes' };
    const result = check({ ...subject, onboardingB212eWaived: 'No' });
    expect(result).toMatchObject({ eligible: true, filing: 'petition-only' });
    expect(result.unmetConditions).toEqual([expect.stringContaining('(INA 212(e)), and has no waiver: they cannot adjust status until then. What you can do:')]);
    expect(check({ ...subject, onboardingB212eWaived: 'Yes' }).eligible).toBe(true);
  });
});
