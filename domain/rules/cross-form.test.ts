import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionFor } from '../catalogue/derived.ts';
import { FORM_TYPES } from '../catalogue/index.ts';
import { checkConsistency } from './cross-form.ts';

const TODAY = '2025-06-15';

const home = (prefix: 'p' | 'b', parts: Record<string, string>): Record<string, string> => ({
  [`${prefix}MailingSameAsPhysical`]: 'yes',
  [`${prefix}MailingCountry`]: 'United States',
  [`${prefix}MailingState`]: 'NV',
  ...Object.fromEntries(Object.entries(parts).map(([part, value]) => [`${prefix}Mailing${part}`, value])),
});

const couple = {
  ONBOARDING: {
    onboardingPNameFirst: 'John',
    onboardingBNameFirst: 'Maria',
    onboardingBIsInUs: 'Yes',
    onboardingBWillApplyFromUs: 'Yes',
    onboardingBOnlyGcApplicant: 'Yes',
    onboardingIncomeFromW2: 'Yes',
    onboardingNumberOfHouseholdMembers: '2',
    onboardingPOnActiveDuty: 'No',
  },
  PETITIONER_INFO: {
    pNameFirst: 'John',
    pBirthDate: '1985-04-02',
    pHasPreviousMarriages: 'no',
    ...home('p', { Street: '12 Oak Street', UnitType: 'apt.', UnitNumber: '4B', City: 'Reno', Zip: '89501' }),
  },
  BENEFICIARY_INFO: {
    bNameFirst: 'Maria',
    bBirthDate: '1990-09-30',
    immiIsInUs: 'yes',
    bHasPreviousMarriages: 'no',
    ...home('b', { Street: '12 oak st.', UnitType: 'apt.', UnitNumber: 'Apt 4b', City: 'RENO', Zip: '89501-1234' }),
  },
  MARRIAGE_INFO: { marriageDate: '2021-05-20', marriageBPCurrentlyLiveTogether: 'yes' },
  INCOME: {
    isOnActiveDuty: 'no',
    incomeComesFromW2: 'yes',
    incomeBeneficiaryIsSoleGcApplicant: 'yes',
    incomeNumberOfHouseholdMembers: '2',
  },
};

type Couple = typeof couple;
const changed = <F extends keyof Couple>(formType: F, changes: Record<string, unknown>): Record<string, unknown> => ({
  ...couple,
  [formType]: { ...couple[formType], ...changes },
});

const stepOf = (formType: string, key: string): number | undefined => questionFor(formType, key)?.step;

describe('checkConsistency', () => {
  it('finds nothing wrong when every fact agrees, whatever the spelling of the address', () => {
    expect(checkConsistency(couple, TODAY)).toEqual([]);
  });

  it('names both places when the petitioner’s first name differs', () => {
    expect(checkConsistency(changed('PETITIONER_INFO', { pNameFirst: 'Jon' }), TODAY)).toEqual([
      {
        formType: 'PETITIONER_INFO',
        field: 'pNameFirst',
        message: `The petitioner's first name differs between Petitioner Information (step ${stepOf('PETITIONER_INFO', 'pNameFirst')}) and Onboarding (step ${stepOf('ONBOARDING', 'onboardingPNameFirst')}): “Jon” and “John”.`,
      },
    ]);
  });

  it('names both places in Spanish for a Spanish reader, the forms by their Spanish titles', () => {
    expect(checkConsistency(changed('PETITIONER_INFO', { pNameFirst: 'Jon' }), TODAY, 'es')).toEqual([
      {
        formType: 'PETITIONER_INFO',
        field: 'pNameFirst',
        message: `El nombre del peticionario no coincide entre Información del peticionario (paso ${stepOf('PETITIONER_INFO', 'pNameFirst')}) y Primeros pasos (paso ${stepOf('ONBOARDING', 'onboardingPNameFirst')}): “Jon” y “John”.`,
      },
    ]);
  });

  it('does not mind letter case and extra spaces in names', () => {
    expect(checkConsistency(changed('BENEFICIARY_INFO', { bNameFirst: '  MARIA ' }), TODAY)).toEqual([]);
  });

  it.each<[string, keyof Couple, Record<string, unknown>, string, RegExp]>([
    ['active duty', 'INCOME', { isOnActiveDuty: 'yes' }, 'isOnActiveDuty', /active duty .* differs between .*: “Yes” and “No”/],
    ['the W-2 answer', 'INCOME', { incomeComesFromW2: 'no' }, 'incomeComesFromW2', /W-2 wages differs between/],
    ['the only immigrant', 'INCOME', { incomeBeneficiaryIsSoleGcApplicant: 'no' }, 'incomeBeneficiaryIsSoleGcApplicant', /only person immigrating differs/],
    ['being in the United States', 'BENEFICIARY_INFO', { immiIsInUs: 'no' }, 'immiIsInUs', /in the United States differs between Beneficiary Information/],
  ])('reports %s when the form disagrees with onboarding', (_case, formType, changes, field, message) => {
    expect(checkConsistency(changed(formType, changes), TODAY)).toEqual([{ formType, field, message: expect.stringMatching(message) }]);
  });

  it("does not hold the I-864's household size to onboarding's estimate: the server counts it from Part 5", () => {
    // Onboarding's count is a first estimate for the income test; the income wizard's is computed
    // from Form I-864 Part 5 items 1-7 at each save (derived-answers.ts), so a relative who lives
    // with the sponsor but signs no I-864A is in the one and not in the other, and nobody can
    // answer the computed one.
    expect(checkConsistency(changed('INCOME', { incomeNumberOfHouseholdMembers: '3' }), TODAY)).toEqual([]);
  });

  it('compares nothing with onboarding answers that are missing', () => {
    const { ONBOARDING: _onboarding, ...withoutOnboarding } = couple;
    expect(checkConsistency(changed('PETITIONER_INFO', { pNameFirst: 'Jon' }), TODAY)).toHaveLength(1);
    expect(checkConsistency({ ...withoutOnboarding, PETITIONER_INFO: { ...couple.PETITIONER_INFO, pNameFirst: 'Jon' } }, TODAY)).toEqual([]);
  });

  describe('the home of a couple who live together', () => {
    it('reports a different street, naming both forms', () => {
      const errors = checkConsistency(changed('BENEFICIARY_INFO', { bMailingStreet: '14 Oak St' }), TODAY);
      expect(errors).toEqual([
        {
          formType: 'BENEFICIARY_INFO',
          field: 'bMailingStreet',
          message: expect.stringMatching(
            /^You said you live together \(Marriage Information \(step 1\)\), but the home address differs between Beneficiary Information \(step \d+\) and Petitioner Information \(step \d+\): street “14 Oak St” and “12 Oak Street”\./,
          ),
        },
      ]);
    });

    it('reports a different apartment and ZIP code together', () => {
      const errors = checkConsistency(changed('BENEFICIARY_INFO', { bMailingUnitNumber: '5', bMailingZip: '89502' }), TODAY);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.field).toBe('bMailingUnitNumber');
      expect(errors[0]?.message).toMatch(/apartment, suite or floor number “5” and “4B”; ZIP code “89502” and “89501”/);
    });

    it('says "none" for a part one of them left empty', () => {
      const errors = checkConsistency(changed('BENEFICIARY_INFO', { bMailingUnitType: '', bMailingUnitNumber: '' }), TODAY);
      expect(errors).toEqual([
        expect.objectContaining({ field: 'bMailingUnitNumber', message: expect.stringMatching(/apartment, suite or floor number none and “4B”/) }),
      ]);
    });

    it('compares the home address of a person whose mail goes elsewhere', () => {
      const beneficiary = {
        ...couple.BENEFICIARY_INFO,
        bMailingSameAsPhysical: 'no',
        bMailingStreet: 'PO Box 77',
        bPhysicalCountry: 'United States',
        bPhysicalStreet: '12 Oak St',
        bPhysicalUnitType: 'apt.',
        bPhysicalUnitNumber: '4B',
        bPhysicalCity: 'Reno',
        bPhysicalState: 'NV',
        bPhysicalZip: '89501',
      };
      expect(checkConsistency({ ...couple, BENEFICIARY_INFO: beneficiary }, TODAY)).toEqual([]);
      expect(checkConsistency({ ...couple, BENEFICIARY_INFO: { ...beneficiary, bPhysicalCity: 'Sparks' } }, TODAY)).toEqual([
        expect.objectContaining({ field: 'bPhysicalCity' }),
      ]);
    });

    it('does not compare the homes of a couple who live apart', () => {
      const apart = { ...changed('MARRIAGE_INFO', { marriageBPCurrentlyLiveTogether: 'no' }) };
      expect(checkConsistency({ ...apart, BENEFICIARY_INFO: { ...couple.BENEFICIARY_INFO, bMailingStreet: '1 Elm St' } }, TODAY)).toEqual([]);
    });
  });

  describe('the date of the marriage', () => {
    it('must come after both dates of birth', () => {
      expect(checkConsistency(changed('MARRIAGE_INFO', { marriageDate: '1988-01-01' }), TODAY)).toEqual([
        {
          formType: 'MARRIAGE_INFO',
          field: 'marriageDate',
          message: expect.stringMatching(/must come after the beneficiary's date of birth \(Beneficiary Information \(step \d+\)\)/),
        },
      ]);
    });

    const marriage = (prevMarriageDate: string, prevMarriageEndDate: string) => ({
      bHasPreviousMarriages: 'yes',
      bPreviousMarriagesList: [{ prevSpouseNameFirst: 'Luis', prevMarriageDate, prevMarriageEndDate }],
    });

    it.each([
      ['ended the day before', '2015-01-01', '2021-05-19', []],
      ['ended the same day', '2015-01-01', '2021-05-20', []],
      [
        'ended after the marriage',
        '2015-01-01',
        '2021-08-01',
        [/^The beneficiary's earlier marriage 1 ended \(Beneficiary Information \(step \d+\)\) after the date of your marriage \(Marriage Information \(step 1\)\): a person must be free to marry/],
      ],
      ['ended before it began', '2015-01-01', '2014-01-01', [/earlier marriage 1 in Beneficiary Information \(step \d+\) ends before it began/]],
    ])('accepts or reports an earlier marriage that %s', (_case, start, end, messages) => {
      expect(checkConsistency(changed('BENEFICIARY_INFO', marriage(start, end)), TODAY)).toEqual(
        messages.map((message) => ({
          formType: 'BENEFICIARY_INFO',
          field: 'bPreviousMarriagesList[0].prevMarriageEndDate',
          message: expect.stringMatching(message),
        })),
      );
    });

    it('ignores earlier marriages of a person who says there were none', () => {
      const rows = marriage('2015-01-01', '2024-01-01');
      expect(checkConsistency(changed('BENEFICIARY_INFO', { ...rows, bHasPreviousMarriages: 'no' }), TODAY)).toEqual([]);
    });
  });

  it('never throws, whatever it is given', () => {
    const forms = fc.dictionary(fc.constantFrom(...FORM_TYPES, 'OTHER'), fc.anything());
    fc.assert(
      fc.property(fc.oneof(forms, fc.anything()), fc.string(), (answersByForm, today) => {
        expect(Array.isArray(checkConsistency(answersByForm, today))).toBe(true);
      }),
    );
  });
});

describe('checkConsistency: the facts onboarding decides eligibility on', () => {
  it('holds the petitioner’s status in Petitioner Information to the onboarding answer', () => {
    const answers = { ...couple, ONBOARDING: { ...couple.ONBOARDING, onboardingPStatus: 'pr' }, PETITIONER_INFO: { ...couple.PETITIONER_INFO, usStatus: 'citizen' } };
    expect(checkConsistency(answers, TODAY)).toEqual([
      {
        formType: 'PETITIONER_INFO',
        field: 'usStatus',
        message: `Whether the petitioner is a U.S. citizen or a green card holder differs between Petitioner Information (step ${stepOf('PETITIONER_INFO', 'usStatus')}) and Onboarding (step 1): “U.S. citizen” and “green card holder”.`,
      },
    ]);
    const agreeing = { ...answers, PETITIONER_INFO: { ...couple.PETITIONER_INFO, usStatus: 'pr' } };
    expect(checkConsistency(agreeing, TODAY)).toEqual([]);
  });

  it.each([
    ['vwp', 'admitted', true],
    ['k1', 'admitted', true],
    ['paroled', 'paroled', true],
    ['without_inspection', 'without_admission', true],
    ['without_inspection', 'admitted', false],
    ['admitted', 'paroled', false],
  ])('compares an onboarding entry “%s” with the manner of arrival “%s” (agree: %s)', (entry, manner, agree) => {
    const answers = {
      ...couple,
      ONBOARDING: { ...couple.ONBOARDING, onboardingBLastEntry: entry },
      BENEFICIARY_INFO: { ...couple.BENEFICIARY_INFO, immiLastEntryManner: manner },
    };
    const errors = checkConsistency(answers, TODAY);
    expect(errors.map((error) => error.field)).toEqual(agree ? [] : ['immiLastEntryManner']);
  });

  it('holds the country of birth to the onboarding answer about Mexico', () => {
    const answers = (born: string, country: string) => ({
      ...couple,
      ONBOARDING: { ...couple.ONBOARDING, onboardingPStatus: 'pr', onboardingBBornInMexico: born },
      BENEFICIARY_INFO: { ...couple.BENEFICIARY_INFO, bBirthCountry: country },
    });
    expect(checkConsistency(answers('Yes', 'Mexico'), TODAY)).toEqual([]);
    expect(checkConsistency(answers('No', 'Guatemala'), TODAY)).toEqual([]);
    expect(checkConsistency(answers('No', 'Mexico'), TODAY)[0]?.message).toContain('“born in Mexico” and “not born in Mexico”');
  });
});
