import { describe, expect, it } from 'vitest';
import { completeness, formCompleteness, questionCatalogue, questionFor, requiredFieldsMap } from './derived.ts';
import { CATALOGUE, type FormDef } from './index.ts';
import type { Answers } from '../answers.ts';

const form: FormDef = {
  type: 'PETITIONER_INFO',
  title: 'Test Form',
  description: 'Four required questions, one of them a list opened by a yes/no question.',
  formName: 'TEST',
  steps: [
    {
      name: 'Names',
      fields: [
        { key: 'nameFirst', question: 'First name?', kind: 'text', required: true },
        { key: 'nameMiddle', question: 'Middle name?', kind: 'text' },
        { key: 'hasOtherNames', question: 'Other names?', kind: 'yesNo', required: true },
        {
          key: 'otherNames',
          question: 'List them',
          kind: 'group',
          required: true,
          visibleWhen: { field: 'hasOtherNames', is: 'yes' },
          item: [
            { key: 'first', question: 'First', kind: 'text', required: true },
            { key: 'married', question: 'Married name?', kind: 'yesNo', required: true },
            { key: 'year', question: 'Year?', kind: 'number', required: true, visibleWhen: { field: 'married', is: 'yes' } },
          ],
        },
      ],
    },
    { name: 'Birth', fields: [{ key: 'birthDate', question: 'Date of birth?', kind: 'date', required: true }] },
  ],
};

describe('formCompleteness', () => {
  it.each<[string, Answers, number]>([
    ['nothing answered', {}, 0],
    ['one of three shown questions answered', { nameFirst: 'Maria' }, 33],
    ['two of three answered', { nameFirst: 'Maria', birthDate: '1990-01-01' }, 67],
    ['all answered, the list closed by No', { nameFirst: 'Maria', hasOtherNames: 'no', birthDate: '1990-01-01' }, 100],
    ['the list opened but empty', { nameFirst: 'Maria', hasOtherNames: 'yes', birthDate: '1990-01-01' }, 75],
    [
      'the list with only an incomplete row',
      { nameFirst: 'Maria', hasOtherNames: 'yes', birthDate: '1990-01-01', otherNames: [{ first: 'Mary', married: 'yes' }] },
      75,
    ],
    [
      'the list with one complete row (its hidden item not needed)',
      { nameFirst: 'Maria', hasOtherNames: 'yes', birthDate: '1990-01-01', otherNames: [{ first: 'Mary', married: 'no' }, {}] },
      100,
    ],
    ['blank text that does not count', { nameFirst: '   ', hasOtherNames: 'no', birthDate: '1990-01-01' }, 67],
  ])('%s gives %i%%', (_case, answers, percent) => {
    expect(formCompleteness(form, answers)).toBe(percent);
  });

  it('never shows 100% while a required question is unanswered', () => {
    const many: FormDef = {
      ...form,
      steps: [{ name: 'Many', fields: Array.from({ length: 250 }, (_, i) => ({ key: `q${i}`, question: `Q${i}`, kind: 'text' as const, required: true })) }],
    };
    const allButOne = Object.fromEntries(Array.from({ length: 249 }, (_, i) => [`q${i}`, 'x']));
    expect(formCompleteness(many, allButOne)).toBe(99);
  });

  it('is 100% for a form that asks nothing required', () => {
    expect(formCompleteness({ ...form, steps: [{ name: 'Optional', fields: [{ key: 'a', question: 'A?', kind: 'text' }] }] }, {})).toBe(100);
  });
});

describe('completeness over the catalogue', () => {
  it('is 0 for an unknown form type and 100 for a form type without a wizard', () => {
    expect(completeness('NOT_A_FORM', {})).toBe(0);
    expect(completeness('I_130A', {})).toBe(100);
  });

  it('rises as the marriage form is answered', () => {
    const empty = completeness('MARRIAGE_INFO', {});
    const some = completeness('MARRIAGE_INFO', { marriageDate: '2020-06-01', marriageCity: 'Reno' });
    expect(empty).toBe(0);
    expect(some).toBeGreaterThan(empty);
    expect(some).toBeLessThan(100);
  });
});

describe('requiredFieldsMap', () => {
  it('lists the required top-level keys of every form of the catalogue', () => {
    const map = requiredFieldsMap();
    expect(Object.keys(map).sort()).toEqual(Object.keys(CATALOGUE).sort());
    expect(map.PETITIONER_INFO).toContain('pNameFirst');
    expect(map.PETITIONER_INFO).not.toContain('pNameMiddle');
    expect(map.MARRIAGE_INFO).toContain('marriageDate');
    expect(map.ONBOARDING).toContain('onboardingPCurrentIncome');
  });
});

describe('questionCatalogue and questionFor', () => {
  it('says where each question is asked, with 1-based step numbers', () => {
    const catalogue = questionCatalogue();
    expect(catalogue['pNameFirst']).toEqual({
      formType: 'PETITIONER_INFO',
      formName: CATALOGUE.PETITIONER_INFO?.formName,
      step: 1,
      stepName: "Petitioner's Names and Sex",
      question: expect.any(String),
    });
    expect(catalogue['marriageDate']).toMatchObject({ formType: 'MARRIAGE_INFO', step: 1, stepName: 'Marriage Details' });
  });

  it('catalogues every top-level key of every form', () => {
    const catalogue = questionCatalogue();
    for (const f of Object.values(CATALOGUE)) {
      for (const step of f.steps) for (const field of step.fields) expect(catalogue[field.key]).toBeDefined();
    }
  });

  it('finds a key in the form asked about, and a row by its list', () => {
    expect(questionFor('INCOME', 'isOnActiveDuty')).toMatchObject({ formType: 'INCOME', stepName: "Sponsor's Income" });
    expect(questionFor('BENEFICIARY_INFO', 'pNameFirst')).toBeUndefined();
    expect(questionFor('BENEFICIARY_INFO', 'bNameFirst')).toMatchObject({ formType: 'BENEFICIARY_INFO', step: 1 });
    expect(questionFor('PETITIONER_INFO', 'pPreviousMarriagesList[0].prevMarriageDate')).toMatchObject({
      question: 'Tell us about each of your earlier marriages',
    });
    expect(questionFor('PETITIONER_INFO', 'noSuchKey')).toBeUndefined();
    expect(questionFor('NOT_A_FORM', 'pNameFirst')).toBeUndefined();
  });
});
