import { describe, expect, it } from 'vitest';
import { validateForm } from './validate.ts';
import type { FormDef } from '../catalogue/types.ts';
import { datePartsOf, readTypedDate, storedDate } from './typed-date.ts';

describe('a date given as month, day and year (issue 24 item 3, issue 22)', () => {
  it('stores the parts as an ISO date, and a date being typed as typed', () => {
    expect(storedDate({ month: '12', day: '4', year: '1988' })).toBe('1988-12-04');
    expect(storedDate({ month: '4', day: '12', year: '1988' })).toBe('1988-04-12');
    expect(storedDate({ month: '12', day: '', year: '1988' })).toBe('1988-12-');
    expect(storedDate({ month: '', day: '', year: '' })).toBe('');
  });

  it('reads the parts back from what is stored', () => {
    expect(datePartsOf('1988-12-04')).toEqual({ month: '12', day: '04', year: '1988' });
    expect(datePartsOf('-03-')).toEqual({ month: '3', day: '', year: '' });
    expect(datePartsOf('garbage')).toEqual({ month: '', day: '', year: '' });
  });
});

describe('a whole date typed or pasted in one go', () => {
  it.each([
    ['2000-04-12', '2000-04-12'],
    ['31/12/1999', '1999-12-31'],
    ['12/31/1999', '1999-12-31'],
    ['04/04/2004', '2004-04-04'],
    ['December 4, 1988', '1988-12-04'],
    ['4 December 1988', '1988-12-04'],
    ['4 de diciembre de 1988', '1988-12-04'],
    ['dic 4 1988', '1988-12-04'],
  ])('reads %j as %s, never as another date', (typed, date) => {
    expect(readTypedDate(typed)).toEqual({ kind: 'date', date });
  });

  it('never guesses 12/04/1988: December 4 in the United States, 12 April elsewhere', () => {
    expect(readTypedDate('12/04/1988')).toEqual({ kind: 'ambiguous', readings: ['1988-12-04', '1988-04-12'] });
  });

  it.each([['31/31/1999'], ['1999-02-30'], ['next tuesday'], ['1988']])('does not read %j', (typed) => {
    expect(readTypedDate(typed)).toEqual({ kind: 'unreadable' });
  });
});

describe('the server refuses what the date input refuses', () => {
  const form: FormDef = {
    type: 'BENEFICIARY_INFO',
    title: 't',
    description: 'd',
    formName: 'f',
    steps: [{ name: 's', fields: [{ key: 'birthDate', question: 'Date of birth', kind: 'date', format: 'pastDate' }] }],
  };
  const problemWith = (birthDate: string) => validateForm(form, { birthDate }, '2026-11-28')[0]?.said?.id ?? validateForm(form, { birthDate }, '2026-11-28')[0]?.message;

  it.each([
    ['0412-12-20', 'inputs.date.tooEarly'],
    ['1899-07-01', 'inputs.date.tooEarly'],
    ['1988-12-', 'inputs.date.incomplete'],
    ['31/12/1999', 'inputs.date.notADate'],
  ])('refuses the birth date %j (%s)', (birthDate, id) => {
    expect(problemWith(birthDate)).toBe(id);
  });

  it('refuses a birth date in the future by the catalogue’s own rule, and takes a real one', () => {
    expect(problemWith('2027-01-01')).toBe('check.pastDate');
    expect(validateForm(form, { birthDate: '2027-01-01' }, '2026-11-28')[0]?.message).toMatch(/in the future/);
    expect(problemWith('1988-12-04')).toBeUndefined();
  });
});
