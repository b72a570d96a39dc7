import { describe, expect, it } from 'vitest';
import { I94_ADMISSIONS_FY2019, IMMIGRATION_STATUS } from './choices.ts';
import { CATALOGUE } from './index.ts';
import { textOf } from './text.ts';

describe('the status (class of admission) list, issue 24 item 14', () => {
  const values = IMMIGRATION_STATUS.map((choice) => choice.value);

  it('starts with the empty option and the classes people hold most, not with 1B1', () => {
    expect(values.slice(0, 6)).toEqual(['', 'B2', 'WT', 'B1', 'WB', 'F1']);
    expect(values.indexOf('H1B')).toBeLessThan(values.indexOf('1B1'));
  });

  it('orders the classes DHS Yearbook 2019 Table 25 counts by their fiscal year 2019 I-94 admissions', () => {
    const counted = Object.entries(I94_ADMISSIONS_FY2019).sort(([, a], [, b]) => (b ?? 0) - (a ?? 0));
    const positions = counted.map(([code]) => values.indexOf(code as (typeof values)[number]));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('keeps every class once', () => {
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('1B1');
    expect(values).toContain('WT');
  });

  it('has help that never tells a person whose class is listed to leave it empty', () => {
    const field = CATALOGUE.BENEFICIARY_INFO?.steps.flatMap((step) => step.fields).find((candidate) => candidate.key === 'immiCurrentVisaStatus');
    const help = textOf(field?.help ?? '');
    expect(help).toMatch(/H1B/);
    expect(help).not.toMatch(/leave it empty|not in this list/i);
  });
});
