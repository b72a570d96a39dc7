import { describe, expect, it } from 'vitest';
import { validateForm } from '../rules/validate.ts';
import { LONGEST_FORM_LINE, lengthLimitOf, NAME_PART_LENGTH } from './answer-lengths.ts';
import { CATALOGUE, fieldsOf } from './index.ts';
import type { FieldDef } from './types.ts';

/** Every question of the catalogue, list items included. */
function everyField(): FieldDef[] {
  const all: FieldDef[] = [];
  const walk = (field: FieldDef) => {
    all.push(field);
    for (const item of field.item ?? []) walk(item);
  };
  for (const form of Object.values(CATALOGUE)) for (const { field } of fieldsOf(form)) walk(field);
  return all;
}

describe('the length of a text answer (issue 24 item 16)', () => {
  it('has a limit for every one-line text answer, never longer than the longest line a form allows', () => {
    const oneLine = everyField().filter((field) => field.kind === 'text' || field.kind === 'email' || field.kind === 'phone');
    expect(oneLine.length).toBeGreaterThan(100);
    for (const field of oneLine) expect(lengthLimitOf(field).max, field.key).toBeLessThanOrEqual(LONGEST_FORM_LINE);
  });

  it('gives every part of a name the name cap unless the question has its own', () => {
    const names = everyField().filter((field) => field.format === 'name' && field.maxLength === undefined);
    expect(names.length).toBeGreaterThan(10);
    for (const field of names) expect(lengthLimitOf(field)).toEqual({ max: NAME_PART_LENGTH, reason: 'name' });
  });

  it('refuses a pasted 299-character last name with a plain message', () => {
    const form = CATALOGUE.PETITIONER_INFO;
    if (!form) throw new Error('no PETITIONER_INFO');
    const errors = validateForm(form, { pNameLast: 'D'.repeat(299) }, '2026-11-28');
    const error = errors.find((candidate) => candidate.field === 'pNameLast');
    expect(error?.message).toBe(`This answer can have up to ${NAME_PART_LENGTH} characters; it has 299. Shorten it.`);
    expect(validateForm(form, { pNameLast: 'D'.repeat(NAME_PART_LENGTH) }, '2026-11-28').some((candidate) => candidate.field === 'pNameLast' && /Shorten it/.test(candidate.message))).toBe(false);
  });
});
