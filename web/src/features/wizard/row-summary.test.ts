import { describe, expect, it } from 'vitest';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { rowSummary } from './row-summary.ts';

const group: FieldDef = {
  key: 'childrenList',
  question: 'Children',
  kind: 'group',
  item: [
    { key: 'childNameLast', question: 'Family name', kind: 'text' },
    { key: 'childNameFirst', question: 'Given name', kind: 'text' },
    { key: 'childNameMiddle', question: 'Middle name', kind: 'text' },
    { key: 'childBirthCountry', question: 'Country of birth', kind: 'country' },
  ],
};

describe('a closed row of a list (issue 24 item 7)', () => {
  it('reads the name in the order people read it, though the form asks the family name first', () => {
    expect(rowSummary(group, { childNameLast: 'Darnell', childNameFirst: 'Carter', childBirthCountry: 'US' })).toBe('Carter Darnell, US');
    expect(rowSummary(group, { childNameLast: 'Darnell', childNameFirst: 'Carter', childNameMiddle: 'J.' })).toBe('Carter J. Darnell');
  });

  it('lists the other answers when no name is given', () => {
    expect(rowSummary(group, { childBirthCountry: 'MX' })).toBe('MX');
  });
});
