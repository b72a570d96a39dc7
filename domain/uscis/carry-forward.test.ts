import { describe, expect, it } from 'vitest';
import { i485Context } from '../../testing/i485-answers.ts';
import type { BoxTable } from './blocks/template.ts';
import { carryMapping, type NamedChange } from './carry-forward.ts';
import { fillForm } from './fill.ts';
import { I485_01_20_25, i485Mapping } from './i485.ts';
import { I485_01_20_25_BOXES } from './i485/boxes-01-20-25.ts';
import { I485 } from './i485/template.ts';

/**
 * Carrying the I-485 mapping to an edition that moves one box: the e-mail box of Part 10 item 3
 * (page 22) printed narrower, on page 23, as item 4 of Part 10. The edition is a test's: the
 * 01/20/25 fields and box table, with that one box changed, so that what moves is known.
 */
const current = i485Mapping(I485_01_20_25);
const EMAIL = I485.at(22, 'Pt3Line5_Email[0]');
const MOVED_EMAIL = 'form1[0].#subform[23].Pt10Line4_Email[0]';
const fieldsOf = current.fields.map((rule) => rule.field);
const slotFields = current.additionalInfo.slots.flatMap((slot) => [slot.pageField, slot.partField, slot.itemField, slot.textField]);
const changes: NamedChange[] = [...new Set([...fieldsOf, ...slotFields, ...current.additionalInfo.header.map((rule) => rule.field)])].map((name) =>
  name === EMAIL ? { kind: 'renamed', from: { name }, to: { name: MOVED_EMAIL, page: 23 } } : { kind: 'unchanged', from: { name }, to: { name } },
);
const { [EMAIL]: _old, ...unchanged } = I485_01_20_25_BOXES;
const boxes: BoxTable = { ...unchanged, [MOVED_EMAIL]: [120, 18, 10, 'line', 0] };
const renumber = (place: { page: number; part: number; item: string }) => (place.part === 10 && place.item === '3' ? { ...place, item: '4' } : place);

// Within the 246 points of the 01/20/25 box, beyond 120.
const email = 'olena.kovalenko.analyst@example.com';
const ctx = i485Context({ BENEFICIARY_INFO: { ...i485Context().answers.BENEFICIARY_INFO, bEmail: email } });

describe('carrying a mapping written as a function of its edition', () => {
  it('measures a carried box with the new edition size and cites the page and item it prints there', () => {
    const carried = carryMapping(current, changes, '12/31/30', { boxes, renumber });
    expect(carried.remeasured).toBe(true);
    const filled = fillForm(carried.mapping, ctx);
    expect(filled.values[MOVED_EMAIL]).toBe('See Additional Info');
    expect(carried.mapping.continuations(ctx)).toContainEqual({ page: 23, part: 10, item: '4', text: `Applicant's Email Address: ${email}` });
    // The same answer in the edition it was written for fits its box.
    expect(fillForm(current, ctx).values[EMAIL]).toBe(email);
  });

  it('without the new edition table, keeps the old sizes and citations, and says so', () => {
    const carried = carryMapping(current, changes, '12/31/30');
    expect(carried.remeasured).toBe(false);
    expect(fillForm(carried.mapping, ctx).values[MOVED_EMAIL]).toBe(email);
  });

  it('measures the Additional Information spaces with the new edition sizes', () => {
    const [first] = current.additionalInfo.slots;
    const narrower: BoxTable = { ...boxes, [first?.textField ?? '']: [300, 40, 10, 'lines', 0] };
    const carried = carryMapping(current, changes, '12/31/30', { boxes: narrower });
    expect(carried.mapping.additionalInfo.slots[0]?.textSize).toEqual({ width: 300, height: 40, size: 10, layout: 'lines', maxLength: undefined });
    // A carried mapping reads the old names: it is not carried again from its template.
    expect(carried.mapping.rebuild).toBeUndefined();
  });
});
