import { describe, expect, it } from 'vitest';
import { validateForm } from '../rules/validate.ts';
import { EXPLANATION_LENGTH, LONGEST_FORM_LINE, lengthLimitOf, NAME_PART_LENGTH, overLongAnswers } from './answer-lengths.ts';
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

  it('keeps a question\'s own limit only where it is a real-world one, named beside it', () => {
    // A USCIS receipt number (3 letters, 10 digits) and a SEVIS ID's 10 digits; every other answer
    // takes its box's length or the cap of its kind.
    const own = everyField().filter((field) => field.maxLength !== undefined).map((field) => [field.key, field.maxLength]);
    expect(Object.fromEntries(own)).toEqual({ onboardingPetitionReceiptNumber: 13, i765SevisNumber: 10 });
  });

  it('lets answers that continue in Additional Information be as long as a form line, not a guessed box', () => {
    const byKey = (key: string) => {
      const field = everyField().find((candidate) => candidate.key === key);
      if (!field) throw new Error(`no ${key}`);
      return lengthLimitOf(field);
    };
    // The relative's relationship, the passport number and the I-94 status continue on a form's Additional Information page.
    expect(byKey('relativeRelationship')).toEqual({ max: LONGEST_FORM_LINE, reason: 'formLine' });
    expect(byKey('passportNumber')).toEqual({ max: LONGEST_FORM_LINE, reason: 'formLine' });
    expect(byKey('i94ImmigrationStatus')).toEqual({ max: LONGEST_FORM_LINE, reason: 'formLine' });
    expect(byKey('i131TripPurpose')).toEqual({ max: EXPLANATION_LENGTH, reason: 'explanation' });
    // The joint sponsor's interpreter's language prints in Form I-864 Part 8 item 1.b and Part 9, which Part 11 does not continue.
    expect(byKey('jInterpreterLanguage')).toEqual({ max: 17, reason: 'box' });
  });

  it('refuses a joint sponsor\'s interpreter language longer than its box when it is saved', () => {
    const form = Object.values(CATALOGUE).find((candidate) => candidate && [...fieldsOf(candidate)].some(({ field }) => field.key === 'jInterpreterLanguage'));
    if (!form) throw new Error('no form asks jInterpreterLanguage');
    const [refused] = overLongAnswers(form.type, { jInterpreterLanguage: 'Haitian Creole and French' });
    expect(refused && { key: refused.key, length: refused.length, max: lengthLimitOf(refused.field).max }).toEqual({ key: 'jInterpreterLanguage', length: 25, max: 17 });
    expect(overLongAnswers(form.type, { jInterpreterLanguage: 'Haitian Creole' })).toEqual([]);
  });
});
