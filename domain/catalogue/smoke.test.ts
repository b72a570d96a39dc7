import { describe, expect, it } from 'vitest';
import { conditionHolds } from './conditions.ts';

describe('conditionHolds', () => {
  it('shows a follow-up only for the answer that opens it', () => {
    expect(conditionHolds({ field: 'hasOtherNames', is: 'yes' }, { hasOtherNames: 'yes' })).toBe(true);
    expect(conditionHolds({ field: 'hasOtherNames', is: 'yes' }, { hasOtherNames: 'no' })).toBe(false);
    expect(conditionHolds({ any: [{ field: 'a', filled: true }, { field: 'b', isNot: ['x'] }] }, { b: 'x' })).toBe(false);
  });
});
