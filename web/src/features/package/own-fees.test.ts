import { describe, expect, it } from 'vitest';
import { FEE_SCHEDULES } from '@domain/rules/fees.ts';
import { ownFees } from './own-fees.ts';

const form = (name: string) => ({ form: name.toLowerCase(), name, status: 'fileable' as const, edition: null, requiredEdition: null, since: null, message: null });
const stage = (title: string, names: string[]) => ({ stage: 'whole' as const, title, fileable: true, forms: names.map(form), wait: null, current: true });
const fees = FEE_SCHEDULES[0]?.fees;

describe("the payment page's own forms and fees (issue 24 item 11)", () => {
  it("lists this couple's forms, part by part, each with the fee of the filing date's schedule, and the total", () => {
    const result = ownFees({
      filingDate: '2026-11-28',
      stages: [stage('Your petition', ['I-130', 'I-130A']), stage('Your green card application', ['I-485', 'I-864', 'I-864A', 'I-765'])],
    });
    expect(result?.stages.map((s) => s.fees.lines.map((line) => line.form))).toEqual([['I-130', 'I-130A'], ['I-485', 'I-864', 'I-765']]);
    expect(result?.total).toBe((fees?.['I-130'] ?? NaN) + (fees?.['I-485'] ?? NaN) + (fees?.['I-765'] ?? NaN));
    expect(result?.stages[1]?.fees.lines.some((line) => line.form === 'I-131')).toBe(false);
  });

  it('says nothing of fees on a day before any fee schedule', () => {
    expect(ownFees({ filingDate: '2020-01-01', stages: [stage('Your package', ['I-130'])] })).toBeNull();
  });
});
