import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lengthLimitOf } from '../../domain/catalogue/answer-lengths.ts';
import { CATALOGUE } from '../../domain/catalogue/index.ts';
import { validateForm } from '../../domain/rules/validate.ts';
import { boxLengthsCouple } from '../../testing/box-lengths-couple.ts';
import { boxLengths, boxLengthsSource } from './box-lengths.ts';

const TABLE = path.resolve(import.meta.dirname, '../../domain/catalogue/box-lengths-table.ts');

describe('the length of an answer a box prints without continuing it (issue 24 item 16)', () => {
  it('is what the mappings print, from the box tables (else run `greencard forms box-lengths --write`)', () => {
    const lengths = boxLengths(boxLengthsCouple());
    // The interpreter's language prints in the signer's certification, which has no continuation:
    // 18 characters on Forms I-485 and I-131, what a Form I-130 box 17 N's wide holds.
    expect(lengths['bInterpreterLanguage']).toBe(18);
    expect(readFileSync(TABLE, 'utf8')).toBe(boxLengthsSource(lengths));
  }, 300_000);

  it('limits such an answer to its box, and lets one that continues in Additional Information be longer than any box', () => {
    const field = CATALOGUE.BENEFICIARY_INFO?.steps.flatMap((step) => step.fields).find((candidate) => candidate.key === 'bInterpreterLanguage');
    if (!field) throw new Error('no bInterpreterLanguage');
    expect(lengthLimitOf(field)).toEqual({ max: 18, reason: 'box' });
    const form = CATALOGUE.I_485_SPECIFIC;
    const explanation = form?.steps.flatMap((step) => step.fields).find((candidate) => candidate.kind === 'textarea');
    if (!form || !explanation) throw new Error('no explanation on I_485_SPECIFIC');
    const long = 'I was admitted as a visitor and later changed my status with the approval of USCIS. '.repeat(30).trim();
    expect(long.length).toBeGreaterThan(2000);
    expect(validateForm(form, { [explanation.key]: long }, '2026-11-28').filter((error) => error.field === explanation.key && /Shorten it/.test(error.message))).toEqual([]);
  });
});
