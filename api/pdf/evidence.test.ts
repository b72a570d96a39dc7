import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answers, AnswersByForm } from '../../domain/answers.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { evidenceFor } from './evidence.ts';

const FORMS = ['i-130', 'i-130a', 'i-485', 'i-864', 'i-765', 'i-131'] as const;

/** The evidence list of a fixture couple whose beneficiary answered `changes` instead. */
function evidenceOf(name: string, changes: Answers = {}): string[] {
  const couple = loadFixture(path.resolve(import.meta.dirname, `../../fixtures/couples/${name}.json`));
  const answers: AnswersByForm = { ...couple.answers, BENEFICIARY_INFO: { ...couple.answers.BENEFICIARY_INFO, ...changes } };
  return evidenceFor({ answers, today: couple.today }, FORMS).flatMap((section) => section.items);
}

const VISA = /U\.S\. visa/;
const I94 = /Form I-94 Arrival\/Departure Record/;

describe('the evidence list follows the facts', () => {
  it('asks a beneficiary admitted with a visa for the visa, the I-94 and the admission stamp', () => {
    const items = evidenceOf('f1-student-us-born-citizen');
    expect(items.filter((item) => VISA.test(item))).toHaveLength(1);
    expect(items.filter((item) => I94.test(item))).toHaveLength(1);
    expect(items).toContain('Proof of the last admission: the admission stamp in the passport, if there is one.');
    expect(items).toContain("A copy of the photo page of the beneficiary's passport.");
  });

  it('asks no visa of a Visa Waiver visitor, who came in without one', () => {
    const items = evidenceOf('f1-student-us-born-citizen', {
      immiCurrentVisaStatus: 'WT',
      i94ImmigrationStatus: 'WT',
      immiCurrVisaNumber: '',
    });
    expect(items.filter((item) => VISA.test(item))).toEqual([]);
    expect(items.filter((item) => I94.test(item))).toHaveLength(1);
  });

  it('asks a parolee for the parole document, not a visa or an admission stamp', () => {
    const items = evidenceOf('f1-student-us-born-citizen', {
      immiLastEntryManner: 'paroled',
      immiLastEntryParoledAs: 'Humanitarian parole',
      immiCurrVisaNumber: '',
    });
    expect(items.filter((item) => VISA.test(item))).toEqual([]);
    expect(items.filter((item) => /admission stamp/.test(item))).toEqual([]);
    expect(items.filter((item) => /Proof of the parole/.test(item))).toHaveLength(1);
  });

  it('asks no I-94 of someone who received none, and an identity document of someone without a passport', () => {
    const items = evidenceOf('f1-student-us-born-citizen', { i94WasIssued: 'no', passportNumber: '', travelDocumentNumber: '', immiCurrVisaNumber: '' });
    expect(items.filter((item) => I94.test(item) || /the Form I-94/.test(item))).toEqual([]);
    expect(items.filter((item) => /photo page of the beneficiary's passport|photo page of the passport/.test(item))).toEqual([]);
    expect(items).toContain(
      'A copy of a government-issued identity document of the beneficiary with a photo (the beneficiary answered that they had no passport or travel document).',
    );
  });

  it('asks for the approval of a later status, with its new I-94 only when one came with it', () => {
    const later = { i94StatusChanged: 'yes', i94StatusAfterChange: 'TPS', i94StatusAfterChangeIsDs: 'no', i94StatusAfterChangeUntil: '2027-09-09' };
    const withoutI94 = evidenceOf('f1-student-us-born-citizen', { ...later, i94StatusChangeNewI94: 'no' });
    expect(withoutI94).toContain('A copy of the USCIS notice that granted the current status (TPS) (for example Form I-797 or I-797A).');
    const withI94 = evidenceOf('f1-student-us-born-citizen', { ...later, i94StatusAfterChange: 'H1B', i94StatusChangeNewI94: 'yes', i94NewNumber: '98765432101' });
    expect(withI94).toContain(
      'A copy of the USCIS notice that granted the current status (H1B), with the new Form I-94 that came with it (for example Form I-797 or I-797A).',
    );
    expect(evidenceOf('f1-student-us-born-citizen').filter((item) => /granted the current status/.test(item))).toEqual([]);
  });
});
