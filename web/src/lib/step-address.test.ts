import { describe, expect, it } from 'vitest';
import { isRepeatedClick, searchWithStep, stepInSearch } from './step-address.ts';

describe('stepInSearch', () => {
  it.each([
    ['step=4', 10, 3],
    ['step=1', 10, 0],
    ['step=0', 10, 0],
    ['step=99', 10, 9],
    ['field=x&step=2', 10, 1],
    ['', 10, null],
    ['step=', 10, null],
    ['step=two', 10, null],
    ['step=2.5', 10, null],
    ['step=3', 0, null],
  ])('reads %j of %i steps as %j', (search, count, step) => {
    expect(stepInSearch(search, count)).toBe(step);
  });
});

describe('searchWithStep', () => {
  it('names the step counted from 1 and drops the one-time field parameter', () => {
    expect(searchWithStep('field=pNameFirst&step=1', 3)).toBe('step=4');
    expect(searchWithStep('', 0)).toBe('step=1');
    expect(searchWithStep('session_id=abc', 1, [])).toBe('session_id=abc&step=2');
  });
});

describe('isRepeatedClick', () => {
  it('takes the second click of a double click as a repeat, a key press and a single click as not', () => {
    expect(isRepeatedClick({ detail: 2 })).toBe(true);
    expect(isRepeatedClick({ detail: 1 })).toBe(false);
    expect(isRepeatedClick({ detail: 0 })).toBe(false);
  });
});
