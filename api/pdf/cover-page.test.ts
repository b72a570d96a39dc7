import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answers, AnswersByForm } from '../../domain/answers.ts';
import { MAPPINGS } from '../../domain/uscis/index.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { pdfText } from '../../web/e2e/pdf-text.ts';
import { INTERPRETER, interpretedFor } from '../../domain/uscis/testing/statement-answers.ts';
import { coverPage, type CoverForm } from './cover-page.ts';
import { parseFieldInventory } from './field-inventory.ts';
import { savePdf } from './fonts.ts';
import { signatureBoxes } from './signature-boxes.ts';

const FIELDS = path.resolve(import.meta.dirname, '../../../shared/uscis-forms/fields');
const inventories = new Map(MAPPINGS.map((mapping) => [mapping.form, parseFieldInventory(JSON.parse(fs.readFileSync(path.join(FIELDS, `${mapping.form}.fields.json`), 'utf8'))) ?? []]));

/** The cover of a fixture couple's package on `filingDate`, as text; `changes` replace answers of one form. */
async function coverOn(name: string, filingDate: string, changes: Record<string, Answers> = {}): Promise<string> {
  const couple = loadFixture(path.resolve(import.meta.dirname, `../../fixtures/couples/${name}.json`), filingDate);
  const answers: AnswersByForm = { ...couple.answers };
  for (const [formType, changed] of Object.entries(changes)) answers[formType] = { ...answers[formType], ...changed };
  const ctx = { answers, today: filingDate };
  const mappings = MAPPINGS.filter((mapping) => mapping.applies(ctx));
  let firstPage = 4;
  const forms: CoverForm[] = mappings.map((mapping) => {
    const form = { form: mapping.form, title: mapping.title, edition: mapping.edition, firstPage, pageCount: 10, continuationPages: 0 };
    firstPage += 10;
    return form;
  });
  const doc = await coverPage({
    ctx,
    forms,
    handwritten: [],
    signatures: mappings.flatMap((mapping) => signatureBoxes(mapping, inventories.get(mapping.form) ?? [])),
  });
  return (await pdfText(await savePdf(doc, { useObjectStreams: false }))).replace(/\s+/g, ' ');
}

describe('the cover page on other days and for other couples', () => {
  it('tells the spouse of a permanent resident to mail the I-485 only while the F2A category is current', async () => {
    const cover = await coverOn('b2-visitor-green-card-holder-arrest', '2026-11-22');
    expect(cover).toContain('The petitioner is a permanent resident: USCIS takes Form I-485 with Form I-130 only while a visa is available to the spouse (category F2A).');
    expect(cover).toContain('uscis.gov/i-130-addresses');
  });

  it('sends the couple to the chart when the lockbox table was not confirmed recently enough, or lists no lockbox for the place', async () => {
    expect(await coverOn('f1-student-us-born-citizen', '2027-06-01')).toContain(
      'We do not know the lockbox address in force on 06/01/2027: open uscis.gov/i-485-addresses and mail everything together',
    );
    const samoa = await coverOn('f1-student-us-born-citizen', '2026-11-22', { BENEFICIARY_INFO: { bMailingState: 'AS', bPhysicalState: 'AS' } });
    expect(samoa).toContain("USCIS's chart lists no lockbox for American Samoa: open uscis.gov/i-485-addresses");
  });

  it('says what it does not know before the payment and signature rules took effect, instead of guessing', async () => {
    const cover = await coverOn('f1-student-us-born-citizen', '2025-06-15');
    expect(cover).toContain('How USCIS takes fees on 06/15/2025 is not known to us: read uscis.gov/fees before you pay.');
    expect(cover).not.toContain('G-1450');
    expect(cover).toContain('USCIS rejects a form that is not signed this way.');
    expect(cover).not.toContain('can be denied');
  });

  it('names the interpreter who signs each form read to a signer, and no one when both read English', async () => {
    const interpreted = await coverOn('f1-student-us-born-citizen', '2026-11-22', { BENEFICIARY_INFO: interpretedFor('b') });
    expect(interpreted).toMatch(/Form I-485, Part 11, Item Number 6 \(page 22 of the form, page \d+ of this file\): the interpreter, Minh Tran, signs by hand/);
    expect(interpreted).toContain(`after reading the form and every answer to`);
    expect(interpreted).toContain(`in ${INTERPRETER.language}.`);
    expect(interpreted).toMatch(/Form I-130A, Part 5, Item Number 7\.a .*the interpreter, Minh Tran/);
    // The petitioner read English: no interpreter signs the petitioner's forms.
    expect(interpreted).not.toMatch(/Form I-130, Part 7/);
    const english = await coverOn('f1-student-us-born-citizen', '2026-11-22');
    expect(english).not.toContain('the interpreter,');
    expect(english).not.toContain('first selects');
  });
});
