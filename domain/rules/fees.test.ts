import { describe, expect, it } from 'vitest';
import { packageFees } from './fees.ts';

describe('packageFees', () => {
  it.each([
    [false, false, 2115],
    [true, false, 2375],
    [false, true, 2745],
    [true, true, 3005],
  ])('a package with work permit %s and travel document %s costs $%i in filing fees', (wantsEad, wantsAdvanceParole, total) => {
    expect(packageFees({ wantsEad, wantsAdvanceParole }, '2025-06-15')?.total).toBe(total);
  });

  it('lists every form in filing order, the ones without a fee at $0', () => {
    expect(packageFees({ wantsEad: true, wantsAdvanceParole: true }, '2024-04-01')?.lines).toEqual([
      { form: 'I-130', fee: 675 },
      { form: 'I-130A', fee: 0 },
      { form: 'I-485', fee: 1440 },
      { form: 'I-864', fee: 0 },
      { form: 'I-765', fee: 260 },
      { form: 'I-131', fee: 630 },
    ]);
  });

  it('has no fees for a date before the fee rule took effect or for a malformed date', () => {
    expect(packageFees({ wantsEad: false, wantsAdvanceParole: false }, '2024-03-31')).toBeNull();
    expect(packageFees({ wantsEad: false, wantsAdvanceParole: false }, 'today')).toBeNull();
  });
});
