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

  it("names the countries and months in the reader's language, the period ending today", () => {
    const addresses: FieldDef = {
      key: 'addressHistory',
      question: 'Addresses',
      kind: 'group',
      history: { kind: 'address', fromKey: 'from', toKey: 'to', currentKey: 'current' },
      item: [
        { key: 'city', question: 'City', kind: 'text' },
        { key: 'country', question: 'Country', kind: 'country' },
        { key: 'from', question: 'From', kind: 'date' },
        { key: 'to', question: 'To', kind: 'date' },
        { key: 'current', question: 'Still here', kind: 'yesNo' },
      ],
    };
    const row = { city: 'Monterrey', country: 'Mexico', from: '2021-09-01', to: '2023-05-31' };
    expect(rowSummary(addresses, row)).toBe('Monterrey, Mexico, 09/2021 – 05/2023');
    expect(rowSummary(addresses, row, 'es')).toBe('Monterrey, México, septiembre de 2021 – mayo de 2023');
    expect(rowSummary(addresses, { ...row, current: 'yes' }, 'es')).toBe('Monterrey, México, septiembre de 2021 – hoy');
  });
});
