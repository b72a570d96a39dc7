import { describe, expect, it } from 'vitest';
import type { Answers } from '../answers.ts';
import { income } from '../catalogue/forms/income.ts';
import { fieldsOf, type StepDef } from '../catalogue/index.ts';
import { textOf } from '../catalogue/text.ts';
import {
  answeredTaxYear,
  movedToTaxYear,
  staleTaxYearsMessage,
  TAX_YEAR_KEY,
  taxYearFacts,
  withTaxYearRecorded,
} from './income-tax-years.ts';

/** Income answers about the three years ending with 2024, one of them without a return. */
const FOR_2024: Answers = {
  [TAX_YEAR_KEY]: '2024',
  incomeSponsorFiledTaxesForPrev3Years: 'no',
  income1stMostRecentTaxReturnFiled: 'yes',
  income1stMostRecentIncome: '88000',
  income2ndMostRecentTaxReturnFiled: 'no',
  income2ndMostRecentIncome: '0',
  income3rdMostRecentTaxReturnFiled: 'yes',
  income3rdMostRecentIncome: '82000',
  incomeSponsorIsEmployed: 'yes',
};

describe('answeredTaxYear', () => {
  it('is the year the answers record, 2024 for answers kept before years were recorded, null before any year is answered', () => {
    expect(answeredTaxYear(FOR_2024)).toBe(2024);
    expect(answeredTaxYear({ ...FOR_2024, [TAX_YEAR_KEY]: '2025' })).toBe(2025);
    const { [TAX_YEAR_KEY]: _recorded, ...unrecorded } = FOR_2024;
    expect(answeredTaxYear(unrecorded)).toBe(2024);
    expect(answeredTaxYear({ incomeSponsorIsEmployed: 'yes' })).toBeNull();
  });
});

describe('movedToTaxYear', () => {
  it('keeps each year with its answers, drops the year no longer asked and leaves the new one to answer', () => {
    expect(movedToTaxYear(FOR_2024, 2024, 2025)).toEqual({
      [TAX_YEAR_KEY]: '2025',
      income2ndMostRecentTaxReturnFiled: 'yes',
      income2ndMostRecentIncome: '88000',
      income3rdMostRecentTaxReturnFiled: 'no',
      income3rdMostRecentIncome: '0',
      incomeSponsorIsEmployed: 'yes',
    });
  });

  it('moves back a year the same way, and turns "filed all three" into a Yes for each year still asked', () => {
    const filedAll = { ...FOR_2024, incomeSponsorFiledTaxesForPrev3Years: 'yes' };
    expect(movedToTaxYear(filedAll, 2024, 2023)).toEqual({
      [TAX_YEAR_KEY]: '2023',
      income1stMostRecentTaxReturnFiled: 'yes',
      income1stMostRecentIncome: '0',
      income2ndMostRecentTaxReturnFiled: 'yes',
      income2ndMostRecentIncome: '82000',
      incomeSponsorIsEmployed: 'yes',
    });
  });

  it("moves the joint sponsor's answers with their years too", () => {
    const withJointSponsor = { ...FOR_2024, jFiledTaxesForPrev3Years: 'yes', j1stMostRecentIncome: '61000', j2ndMostRecentIncome: '59000', j3rdMostRecentIncome: '57000' };
    expect(movedToTaxYear(withJointSponsor, 2024, 2025)).toMatchObject({
      j2ndMostRecentTaxReturnFiled: 'yes',
      j2ndMostRecentIncome: '61000',
      j3rdMostRecentTaxReturnFiled: 'yes',
      j3rdMostRecentIncome: '59000',
    });
    expect(movedToTaxYear(withJointSponsor, 2024, 2025)).not.toHaveProperty('j1stMostRecentIncome');
    expect(movedToTaxYear(withJointSponsor, 2024, 2025)).not.toHaveProperty('jFiledTaxesForPrev3Years');
  });

  it('keeps nothing of years three or more apart, and changes nothing for the same year', () => {
    expect(movedToTaxYear(FOR_2024, 2024, 2027)).toEqual({ [TAX_YEAR_KEY]: '2027', incomeSponsorIsEmployed: 'yes' });
    expect(movedToTaxYear(FOR_2024, 2024, 2024)).toBe(FOR_2024);
  });
});

describe('withTaxYearRecorded', () => {
  it('after the April deadline records the one most recent tax year, moving answers kept for another', () => {
    expect(withTaxYearRecorded({}, { incomeSponsorIsEmployed: 'yes' }, '2026-05-01')).toEqual({ incomeSponsorIsEmployed: 'yes', [TAX_YEAR_KEY]: '2025' });
    expect(withTaxYearRecorded(FOR_2024, FOR_2024, '2026-05-01')).toEqual(movedToTaxYear(FOR_2024, 2024, 2025));
    expect(withTaxYearRecorded(FOR_2024, FOR_2024, '2025-05-01')).toBe(FOR_2024);
  });

  it('up to the deadline waits for the sponsor, and moves the answers when the sponsor changes the year', () => {
    const fresh = { incomeSponsorIsEmployed: 'yes' };
    expect(withTaxYearRecorded(fresh, fresh, '2026-04-15')).toBe(fresh);
    const filed = { ...FOR_2024, [TAX_YEAR_KEY]: '2025' };
    expect(withTaxYearRecorded(FOR_2024, filed, '2026-04-15')).toEqual(movedToTaxYear(FOR_2024, 2024, 2025));
    // Answers for 2023 are not a year the sponsor can mean in March 2026: they wait until the question is answered.
    const stale = { ...FOR_2024, [TAX_YEAR_KEY]: '2023' };
    expect(withTaxYearRecorded(stale, stale, '2026-03-01')).toBe(stale);
  });

  it('changes nothing while the year stays', () => {
    const typed = { ...FOR_2024, income1stMostRecentIncome: '90000' };
    expect(withTaxYearRecorded(FOR_2024, typed, '2025-05-01')).toBe(typed);
  });
});

describe('staleTaxYearsMessage', () => {
  it('says which years the answers are about and which the filing date asks', () => {
    expect(staleTaxYearsMessage(FOR_2024, '2025-11-01')).toBeNull();
    expect(staleTaxYearsMessage(FOR_2024, '2026-04-15')).toBeNull();
    expect(staleTaxYearsMessage(FOR_2024, '2026-04-16')).toMatch(/^Your income answers are for 2022–2024; the most recent tax year is now 2025\. /);
    expect(staleTaxYearsMessage({ incomeSponsorIsEmployed: 'yes' }, '2030-01-01')).toBeNull();
  });
});

describe('the INCOME questions, with the facts of a filing date', () => {
  const question = (key: string, answers: Answers, filingDate: string): string => {
    const found = [...fieldsOf(income)].find(({ field }) => field.key === key);
    return textOf(found?.field.question, taxYearFacts(filingDate, answers));
  };

  it('name the years the answers are about, and the year whose return may still be due', () => {
    expect(question('income1stMostRecentIncome', FOR_2024, '2025-05-01')).toBe('What was your total income for tax year 2024?');
    expect(question('income3rdMostRecentTaxReturnFiled', FOR_2024, '2025-05-01')).toBe('Did you file a federal income tax return for tax year 2022?');
    expect(question('incomeSponsorFiledTaxesForPrev3Years', {}, '2026-11-22')).toBe(
      'Did you file a federal income tax return for each of the tax years 2025, 2024 and 2023?',
    );
    expect(question(TAX_YEAR_KEY, {}, '2026-03-01')).toBe('Have you already filed your federal income tax return for 2025?');
  });

  it('say it in words while the years are not known', () => {
    expect(question('income2ndMostRecentIncome', {}, '2026-03-01')).toBe('What was your total income for the tax year before your most recent one?');
    expect(question('incomeSponsorFiledTaxesForPrev3Years', {}, '2026-03-01')).toBe(
      'Did you file a federal income tax return for each of your three most recent tax years?',
    );
  });

  it('type no year anywhere', () => {
    const texts = (income.steps as readonly StepDef[]).flatMap((step) => [step.intro, ...step.fields.flatMap((field) => [field.question, field.help])]);
    expect(texts.map((text) => textOf(text)).filter((text) => /\b20\d\d\b/.test(text))).toEqual([]);
  });
});
