import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/load.ts';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { askedForm, notAskedOf, type AnswerReader } from '../../domain/catalogue/printed-by.ts';
import { PRINTED_BY } from '../../domain/catalogue/printed-by-table.ts';
import { recordedAnswers } from '../../domain/catalogue/read-trace.ts';
import { fillForm, MAPPINGS } from '../../domain/uscis/index.ts';
import { evidenceFor } from './evidence.ts';

/**
 * Issue 20: a couple whose petition is already filed is asked only what the forms of their
 * green card application (and its cover) read, as traced from the mappings.
 */
const COUPLES = path.resolve(import.meta.dirname, '../../fixtures/couples');
const fixture = (name: string) => loadFixture(path.join(COUPLES, `${name}.json`));
const filed = fixture('petition-filed-h1b-receipt-notice');
const together = fixture('f1-student-us-born-citizen');
const hiddenOf = (answers: typeof filed.answers) =>
  Object.fromEntries(Object.values(CATALOGUE).map((form) => [form.type, [...notAskedOf(form, answers)]]));

describe('the forms that read each answer (printed-by-table.ts)', () => {
  it('holds every read the mappings and the application’s cover make on the fixture couples (else run `greencard forms printed-by --write`)', () => {
    const missing = new Set<string>();
    for (const name of readdirSync(COUPLES).filter((file) => file.endsWith('.json'))) {
      const couple = loadFixture(path.join(COUPLES, name));
      let reader: AnswerReader = 'i-130';
      const record = (form: string, key: string) => {
        if (form === 'ONBOARDING' || !(form in CATALOGUE)) return;
        if (!(PRINTED_BY[form]?.[key] ?? []).includes(reader)) missing.add(`${form}.${key} read by ${reader}`);
      };
      const ctx = { answers: recordedAnswers(couple.answers, record), today: couple.today };
      for (const mapping of MAPPINGS) {
        reader = mapping.form;
        if (!mapping.applies(ctx)) continue;
        fillForm(mapping, ctx);
        for (const companion of mapping.companions?.(ctx) ?? []) fillForm(companion, ctx);
      }
      reader = 'adjustment-cover';
      evidenceFor(ctx, ['i-485', 'i-864', 'i-765', 'i-131']);
    }
    expect([...missing]).toEqual([]);
  });

  it('knows the I-130’s own questions from those the green card application prints', () => {
    expect(PRINTED_BY['PETITIONER_INFO']?.['pFatherNameFirst']).toEqual(['i-130']);
    expect(PRINTED_BY['PETITIONER_INFO']?.['pNameLast']).toEqual(expect.arrayContaining(['i-130', 'i-485', 'i-864']));
    expect(PRINTED_BY['MARRIAGE_INFO']?.['lastPhysicalBAndPLivedTogetherStreet']).toEqual(['i-130']);
  });
});

describe('the questions a couple is asked', () => {
  it('leaves out, for a petition already filed, what only Form I-130 or I-130A prints, and keeps what the green card application needs', () => {
    const hidden = hiddenOf(filed.answers);
    // Form I-130 alone: the petitioner's parents, five years of addresses and jobs, looks, earlier petitions and marriages.
    expect(hidden['PETITIONER_INFO']).toEqual(
      expect.arrayContaining(['pFatherNameFirst', 'pMotherNameLast', 'pPhysicalAddressHistory', 'pEmploymentHistory', 'pBioHeightFeet', 'hasOtherPetitions', 'pPreviousMarriagesList']),
    );
    // The petition alone: where the couple last lived together.
    expect(hidden['MARRIAGE_INFO']).toContain('lastPhysicalBAndPLivedTogetherStreet');
    // Form I-864 prints the sponsor's name, country of birth and status; Form I-485 the beneficiary's every answer it asks.
    for (const key of ['pNameFirst', 'pNameLast', 'pBirthCountry', 'pBirthDate']) expect(hidden['PETITIONER_INFO']).not.toContain(key);
    for (const key of ['bNameFirst', 'bBirthDate', 'bBirthCountry']) expect(hidden['BENEFICIARY_INFO']).not.toContain(key);
    for (const type of ['INCOME', 'I_485_SPECIFIC', 'I_765_SPECIFIC', 'I_131_SPECIFIC', 'ONBOARDING']) expect(hidden[type], type).toEqual([]);
    // A question kept stays with the question that opens it.
    const petitioner = askedForm(CATALOGUE.PETITIONER_INFO!, filed.answers);
    const kept = new Set(petitioner.steps.flatMap((step) => step.fields.map((field) => field.key)));
    for (const field of petitioner.steps.flatMap((step) => step.fields)) {
      const condition = JSON.stringify(field.visibleWhen ?? {});
      for (const [, key] of condition.matchAll(/"field":"(\w+)"/g)) expect(kept.has(key ?? ''), `${field.key} opens with ${key}`).toBe(true);
    }
  });

  it('leaves out nothing for a couple who files together', () => {
    expect(Object.values(hiddenOf(together.answers)).flat()).toEqual([]);
    expect(askedForm(CATALOGUE.PETITIONER_INFO!, together.answers)).toBe(CATALOGUE.PETITIONER_INFO);
  });
});
