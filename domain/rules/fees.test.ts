import { describe, expect, it } from 'vitest';
import { packageForms } from '../product/package.ts';
import { feesOf } from './fees.ts';
import type { FilingStage } from './filing-path.ts';

const formsOf = (wantsEad: boolean, wantsAdvanceParole: boolean, stage: FilingStage = 'whole') =>
  packageForms({ wantsEad, wantsAdvanceParole }, stage).map(({ form }) => form);

describe('packageFees', () => {
  it.each([
    [false, false, 2115],
    [true, false, 2375],
    [false, true, 2745],
    [true, true, 3005],
  ])('a package with work permit %s and travel document %s costs $%i in filing fees', (wantsEad, wantsAdvanceParole, total) => {
    expect(feesOf(formsOf(wantsEad, wantsAdvanceParole), '2025-06-15')?.total).toBe(total);
  });

  it('lists every form in filing order, the ones without a fee at $0', () => {
    expect(feesOf(formsOf(true, true), '2024-04-01')?.lines).toEqual([
      { form: 'I-130', fee: 675 },
      { form: 'I-130A', fee: 0 },
      { form: 'I-485', fee: 1440 },
      { form: 'I-864', fee: 0 },
      { form: 'I-765', fee: 260 },
      { form: 'I-131', fee: 630 },
    ]);
  });

  it('charges only the petition when that is all a couple can file now, whatever options they asked for', () => {
    expect(feesOf(formsOf(true, true, 'petition'), '2025-11-12')).toEqual({
      lines: [
        { form: 'I-130', fee: 675 },
        { form: 'I-130A', fee: 0 },
      ],
      total: 675,
    });
  });

  it('has no fees for a date before the fee rule took effect or for a malformed date', () => {
    expect(feesOf(formsOf(false, false), '2024-03-31')).toBeNull();
    expect(feesOf(formsOf(false, false), 'today')).toBeNull();
  });
});
