import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST_FORM_LINE } from '../../domain/catalogue/answer-lengths.ts';
import { parseFieldInventory } from './field-inventory.ts';

const FIELDS = path.resolve(import.meta.dirname, '../../../shared/uscis-forms/fields');
const FORMS = ['i-130', 'i-130a', 'i-485', 'i-864', 'i-765', 'i-131'] as const;

describe('the length caps of the answers, from the forms themselves (issue 24 item 16)', () => {
  it('caps a one-line answer at the longest length any field of the six forms sets', () => {
    const lengths = FORMS.flatMap((form) => {
      const fields = parseFieldInventory(JSON.parse(readFileSync(path.join(FIELDS, `${form}.fields.json`), 'utf8')));
      if (!fields) throw new Error(`unreadable inventory of ${form}`);
      return fields.flatMap((field) => (field.type === 'text' && field.maxLength !== undefined ? [field.maxLength] : []));
    });
    expect(lengths.length).toBeGreaterThan(500);
    expect(Math.max(...lengths)).toBe(LONGEST_FORM_LINE);
  });
});
