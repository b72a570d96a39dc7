import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newestMappings } from '../../domain/uscis/index.ts';

/** The signatures of the editions the shared inventories and texts describe (the newest mapped of each form). */
const MAPPINGS = newestMappings();
import { I864_10_17_24, i864Mapping as mappingOf } from '../../domain/uscis/i864.ts';
import { parseFieldInventory } from './field-inventory.ts';
import { signatureBoxes } from './signature-boxes.ts';

const i864Mapping = mappingOf(I864_10_17_24);

const FORMS = path.resolve(import.meta.dirname, '../../../shared/uscis-forms');
const inventoryOf = (form: string) => parseFieldInventory(JSON.parse(fs.readFileSync(path.join(FORMS, `fields/${form}.fields.json`), 'utf8'))) ?? [];
const textOf = (form: string) => fs.readFileSync(path.join(FORMS, `text/${form}.txt`), 'utf8');

/** The text of one page of a form (pdftotext separates pages with a form feed). */
const pageText = (form: string, page: number): string => textOf(form).split('\f')[page - 1] ?? '';

describe('signatureBoxes', () => {
  const boxes = MAPPINGS.flatMap((mapping) => signatureBoxes(mapping, inventoryOf(mapping.form)));

  it('finds the signer\'s, the interpreter\'s and the preparer\'s signature of every form, by part and item, from the blank rules and the forms\' own tooltips', () => {
    expect(boxes.map(({ form, signer, by, part, item, page, atInterview }) => [form, signer, by, part, item, page, atInterview])).toEqual([
      ['i-130', 'p', 'signer', 6, '6.a', 9, false],
      ['i-130', 'p', 'interpreter', 7, '7.a', 10, false],
      ['i-130', 'p', 'preparer', 8, '8.a', 11, false],
      ['i-130a', 'b', 'signer', 4, '6.a', 3, false],
      ['i-130a', 'b', 'interpreter', 5, '7.a', 4, false],
      ['i-130a', 'b', 'preparer', 6, '8.a', 5, false],
      ['i-485', 'b', 'signer', 10, '4', 22, false],
      ['i-485', 'b', 'signer', 13, '', 23, true],
      ['i-485', 'b', 'interpreter', 11, '6', 22, false],
      ['i-485', 'b', 'preparer', 12, '6', 23, false],
      ['i-864', 'p', 'signer', 8, '6', 10, false],
      ['i-864', 'p', 'interpreter', 9, '6', 11, false],
      ['i-864', 'p', 'preparer', 10, '6', 11, false],
      ['i-765', 'b', 'signer', 3, '7.a', 4, false],
      ['i-765', 'b', 'interpreter', 4, '7.a', 5, false],
      ['i-765', 'b', 'preparer', 5, '8.a', 6, false],
      ['i-131', 'b', 'signer', 10, '4', 11, false],
      ['i-131', 'b', 'interpreter', 11, '6', 12, false],
      ['i-131', 'b', 'preparer', 12, '6', 13, false],
    ]);
  });

  it.each(MAPPINGS.flatMap((mapping) => signatureBoxes(mapping, inventoryOf(mapping.form))))(
    '$form Part $part Item "$item" is printed on its page as a signature of that part',
    ({ form, part, item, page }) => {
      const printed = item === '' ? /Applicant's Signature \(sign in ink\)/ : new RegExp(`(?:^|\\s)${item.replace('.', '\\.')}\\.?\\s+[A-Za-z' ]*Signature`, 'm');
      expect(pageText(form, page)).toMatch(printed);
      expect(pageText(form, page)).toMatch(new RegExp(`Part ${part}\\. `));
    },
  );

  it("gives the joint sponsor's Form I-864 the joint sponsor as its signer, in the same box as the petitioner's", () => {
    const jointSponsor = i864Mapping.companions?.({ answers: { INCOME: { incomeHasJointSponsor: 'yes' } }, today: '2026-09-17' })[0];
    if (!jointSponsor) throw new Error('no joint sponsor affidavit');
    const petitioners = signatureBoxes(i864Mapping, inventoryOf('i-864'));
    expect(signatureBoxes(jointSponsor, inventoryOf('i-864'))).toEqual(petitioners.map((box) => ({ ...box, signer: 'j' })));
    // The petitioner signs Part 8; an interpreter who helped the petitioner signs Part 9, a preparer Part 10.
    expect(petitioners.map((box) => [box.signer, box.by])).toEqual([
      ['p', 'signer'],
      ['p', 'interpreter'],
      ['p', 'preparer'],
    ]);
  });
});
