import { describe, expect, it } from 'vitest';
import { layIntoSlots } from '../fill.ts';
import type { AdditionalInfoSlot, MappingContext } from '../types.ts';
import { addressBlock, addressLayout } from './address.ts';
import { choiceBoxes } from './boxes.ts';
import { fitsBox, splitToFit, wrappedLines } from './measure.ts';
import { formTemplate } from './template.ts';
import { textBox } from './text-box.ts';
import { periodWords } from './words.ts';

const ctx: MappingContext = { answers: {}, today: '2026-09-17' };
const FORM = formTemplate('01/01/25', (page, name) => `form1[0].#subform[${page - 1}].${name}`, {
  'form1[0].#subform[0].City[0]': [100, 18, 10, 'line', 20],
  'form1[0].#subform[0].Unit[0]': [54, 18, 10, 'line', 6],
  'form1[0].#subform[0].Purpose[0]': [516, 36, 10, 'lines', 0],
  'form1[0].#subform[0].Info[0]': [516, 90, 10, 'lines', 0],
});
const PLACE = { page: 1, part: 2, item: '3.c' };

/** A "yes" explanation of 964 characters, as issue 12 found one clipped after about 540. */
const EXPLANATION = `${'In 2019 I was stopped for driving without a valid license and the charge was later dismissed. '.repeat(10)}End.`.slice(0, 964);

describe('a text box', () => {
  it('shows an answer that fits, measured at the size printed', () => {
    const box = textBox(FORM.box(1, 'City[0]'), PLACE, () => 'Chicago');
    expect(box.fields[0]?.value(ctx)).toBe('Chicago');
    expect(box.continuations.flatMap((produce) => produce(ctx))).toEqual([]);
  });

  it('points to Additional Information and continues an answer wider than the box even in the smallest print', () => {
    const city = 'Santa Margarita de los Monteros';
    const box = textBox(FORM.box(1, 'City[0]'), PLACE, () => city.slice(0, 20), 'Prior Address, City or Town');
    expect(fitsBox(FORM.box(1, 'City[0]').size, 'W'.repeat(20))).toBe(false);
    expect(box.fields[0]?.value(ctx)).toBe('Santa Margarita de l');
    const long = textBox(FORM.box(1, 'City[0]'), PLACE, () => 'W'.repeat(20), 'Prior Address, City or Town');
    expect(long.fields[0]?.value(ctx)).toBe('See Additional Info');
    expect(long.continuations.flatMap((produce) => produce(ctx))).toEqual([{ ...PLACE, text: `Prior Address, City or Town: ${'W'.repeat(20)}` }]);
  });

  it('shows as much of the pointer as a small box holds', () => {
    const box = textBox(FORM.box(1, 'Unit[0]'), PLACE, () => '1234567');
    expect(box.fields[0]?.value(ctx)).toBe('See Ad');
  });

  it('wraps a box of several lines and holds only the lines that fit its height', () => {
    const size = FORM.box(1, 'Purpose[0]').size;
    expect(fitsBox(size, 'Visit my mother, who is ill.')).toBe(true);
    expect(wrappedLines(EXPLANATION, size.width - 2, size.size).length).toBeGreaterThan(2);
    expect(fitsBox(size, EXPLANATION)).toBe(false);
  });

  it('refuses a box a name the template does not have as a text box', () => {
    expect(() => FORM.box(1, 'Citi[0]')).toThrow(/not a text box/);
  });
});

describe('the Additional Information spaces', () => {
  const info = FORM.box(1, 'Info[0]');
  const slot = (n: number): AdditionalInfoSlot => ({ pageField: `p${n}`, partField: `r${n}`, itemField: `i${n}`, textField: info.field, textSize: info.size });

  it('cut a long entry where a box ends and continue it under the same page, part and item', () => {
    const { shown, rest } = splitToFit(info.size, EXPLANATION);
    expect(fitsBox(info.size, shown)).toBe(true);
    expect(`${shown} ${rest}`).toBe(EXPLANATION);
    const { placed, overflow } = layIntoSlots([{ page: 17, part: 9, item: '22', text: EXPLANATION }], [slot(1), slot(2), slot(3)]);
    expect(placed.map(([, entry]) => entry.item)).toEqual(['22', '22']);
    expect(placed.map(([, entry]) => entry.text).join(' ')).toBe(EXPLANATION);
    expect(overflow).toEqual([]);
  });

  it('send what no space holds to the continuation sheets, whole', () => {
    const entries = [1, 2, 3].map((n) => ({ page: 4, part: 2, item: String(n), text: `Entry ${n}` }));
    const { placed, overflow } = layIntoSlots([{ page: 17, part: 9, item: '22', text: EXPLANATION }, ...entries], [slot(1), slot(2), slot(3)]);
    expect(placed.map(([, entry]) => entry.item)).toEqual(['22', '22', '1']);
    expect(overflow.map((entry) => entry.text)).toEqual(['Entry 2', 'Entry 3']);
  });

  it('cut a list between its entries', () => {
    const lines = Array.from({ length: 12 }, (_, index) => `Prior Address ${index + 2}: 12 Rue de Rivoli, Apt. 4, Paris, 75001, France; ${periodWords('2019-01-15', '2020-06-30', false)}`);
    const { shown, rest } = splitToFit(info.size, lines.join('\n'));
    expect(shown.split('\n').every((line) => lines.includes(line))).toBe(true);
    expect(rest.startsWith('Prior Address')).toBe(true);
  });
});

describe('the other boxes', () => {
  it('key a choice by the values the answer takes, and nothing else', () => {
    const sex = (): 'male' | 'female' | '' => 'female';
    const boxes = choiceBoxes({ male: 'M[0]', female: 'F[0]' }, sex);
    expect(boxes.fields.map((field) => [field.field, field.value(ctx)])).toEqual([
      ['M[0]', false],
      ['F[0]', true],
    ]);
    // @ts-expect-error 'other' is not a value of this answer.
    choiceBoxes({ male: 'M[0]', other: 'O[0]' }, sex);
  });

  it('name an address entry by its block and part where one item covers several blocks', () => {
    const block = addressBlock(
      addressLayout(FORM, { page: 1, part: 2, item: '3' }, { block: 'Prior Address' }, { text: { street: 'Unit[0]', city: 'City[0]' } }),
      () => ({ street: '', unitType: '', unitNumber: '', city: 'W'.repeat(20), state: '', zip: '', province: '', postalCode: '', country: 'France' }),
    );
    expect(block.continuations.flatMap((produce) => produce(ctx)).map((entry) => entry.text)).toEqual([
      `Prior Address, City or Town: ${'W'.repeat(20)}`,
      `Prior Address: ${'W'.repeat(20)}, France`,
    ]);
  });

  it('word every period one way', () => {
    expect(periodWords('2019-01-15', '', true)).toBe('from 01/15/2019 to PRESENT');
    expect(periodWords('', '2020-06-30', false)).toBe('from date not given to 06/30/2020');
  });
});

