import { PDFCheckBox, PDFDropdown, PDFTextField, type PDFField } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { diffEditions } from '../../domain/uscis/edition-diff.ts';
import { formFiling } from '../../domain/uscis/filing.ts';
import { I765_08_21_25, I765_10_31_22, i765Mapping } from '../../domain/uscis/i765.ts';
import { fillForm, mappingFor, mappingsOf, type FormMapping, type MappingContext } from '../../domain/uscis/index.ts';
import { eadApContext } from '../../testing/ead-ap-answers.ts';
import { coverageOf } from '../../testing/i130-inventory.ts';
import { fieldsByName, fillTemplate } from './fill.ts';
import { loadFieldInventory, loadTemplate } from './templates.ts';

/**
 * Issue 23, section 2: a replaced edition mapped beside the current one from the same rules, its
 * own data (names, box table, item numbers) and a small rule for what only it asks. The I-765 of
 * 10/31/22 asks the Social Security card questions (Part 2 items 13.a-17.b) the 08/21/25 edition
 * dropped, so its later items print under other numbers.
 */

let formsDir: string;
beforeAll(() => {
  formsDir = inject('formsDir');
});

/** What a filled, unflattened form holds in one field. */
function readBack(field: PDFField): string {
  if (field instanceof PDFTextField) return field.getText() ?? '';
  if (field instanceof PDFDropdown) return field.getSelected().join(',');
  if (field instanceof PDFCheckBox) return field.isChecked() ? 'checked' : '';
  return `unexpected ${field.constructor.name}`;
}

/** Every field of the edition's template, filled with the mapping's values for `ctx` and read back. */
async function printed(mapping: FormMapping, ctx: MappingContext): Promise<Map<string, string>> {
  const pdf = await fillTemplate(await loadTemplate(formsDir, mapping.form, mapping.edition), fillForm(mapping, ctx));
  return new Map([...fieldsByName(pdf.doc)].map(([name, field]) => [name, readBack(field)]));
}

/** The fields a mapping answers for: the PDF417 barcodes are XFA-driven, printing the edition itself, as the shared inventories leave them out. */
async function inventoryOf(edition: string) {
  return (await loadFieldInventory(formsDir, 'i-765', edition)).flatMap((field) =>
    field.type === 'other' || field.name.includes('PDF417BarCode') ? [] : [{ ...field, type: field.type }],
  );
}

const WANTS_CARD = { BENEFICIARY_INFO: { bSsaWantsCard: 'yes', bSsaConsentToDisclose: 'yes' } };

describe('Form I-765, editions 10/31/22 and 08/21/25 side by side', () => {
  const current = i765Mapping(I765_08_21_25);
  const previous = i765Mapping(I765_10_31_22);

  it('are both in the registry, newest first, and the replaced one is never offered for a filing date', () => {
    expect(mappingsOf('i-765').map((mapping) => mapping.edition)).toEqual(['08/21/25', '10/31/22']);
    expect(mappingFor('i-765', '10/31/22')?.fields.length).toBe(previous.fields.length);
    const installed = [{ form: 'i-765' as const, edition: '10/31/22' }];
    // Its last day is not recorded (EDITIONS: 'replaced'): on any day it is at most filled held.
    expect(formFiling('i-765', '2023-06-01', installed).status).toBe('held');
  });

  it('covers every field of the 10/31/22 template exactly once with a rule, a blank rule or an Additional Information field', async () => {
    const coverage = coverageOf(previous, await inventoryOf('10/31/22'));
    expect([coverage.unknown, coverage.duplicateRules, coverage.uncovered, coverage.coveredTwice]).toEqual([[], [], [], []]);
    expect(coverage.counts.total).toBe(163);
  });

  for (const [label, changes] of [
    ['who does not want a new Social Security card', {}],
    ['who wants a Social Security card', WANTS_CARD],
  ] as const) {
    it(`fills the couple ${label} into both, field by field the same wherever the two editions print the same question`, async () => {
      const ctx = eadApContext(changes);
      const [older, newer] = [await printed(previous, ctx), await printed(current, ctx)];
      const changesOf = diffEditions(await inventoryOf('10/31/22'), await inventoryOf('08/21/25'));
      let compared = 0;
      for (const change of changesOf) {
        // 'changed': the same name asking the same question under another item number (the renumbering).
        if (change.kind === 'added' || change.kind === 'removed') continue;
        expect(older.get(change.from.name), `${change.from.name} → ${change.to.name}`).toBe(newer.get(change.to.name));
        compared++;
      }
      // 134 unchanged (7 of them barcodes, left out), 2 renamed, 8 moved and 16 changed: 153 fields, every one the same.
      expect(compared).toBe(153);
      // Something is compared: the couple's name, SEVIS number and the (c)(9) category print in both.
      expect(older.get('form1[0].Page1[0].Line1a_FamilyName[0]')).toBe('Kovalenko');
      expect(older.get('form1[0].Page3[0].Line26_SEVISnumber[0]')).toBe('0012345678');
      expect(older.get('form1[0].Page3[0].#area[1].section_1[0]')).toBe('c');
    }, 120_000);
  }

  it('prints the Social Security card items only the 10/31/22 edition asks (Part 2 items 13.a-17.b), from the I-485 answers', async () => {
    const declines = await printed(previous, eadApContext());
    expect(['Line12a_Checkbox[1]', 'Line12b_SSN[0]', 'Line13_Checkbox[0]', 'Line14_Checkbox_Yes[0]', 'Line15a_FamilyName[0]'].map((name) => declines.get(`form1[0].Page2[0].${name}`))).toEqual([
      'checked',
      '654321098',
      'checked',
      '',
      '',
    ]);
    const wants = await printed(previous, eadApContext(WANTS_CARD));
    const page2 = (name: string) => wants.get(`form1[0].Page2[0].${name}`);
    expect([page2('Line13_Checkbox[1]'), page2('Line14_Checkbox_Yes[0]'), page2('Line14_Checkbox_No[0]')]).toEqual(['checked', 'checked', '']);
    // Item 16-17 ask the parents' names at birth: the mother's differs from her name today.
    expect([page2('Line15a_FamilyName[0]'), page2('Line15b_GivenName[0]'), page2('Line16a_FamilyName[0]')]).toEqual(['Kovalenko', 'Petro', 'Shevchuk']);
  }, 120_000);

  it('continues a long answer in Part 6 under the item number each edition prints', () => {
    const ctx = eadApContext({ BENEFICIARY_INFO: { bBirthCity: 'Novoselytsia Raion of the Chernivtsi Oblast, Northern Bukovina historical region' } });
    const cited = (mapping: FormMapping) => mapping.continuations(ctx).map(({ page, part, item }) => `${page}.${part}.${item}`);
    expect(cited(current)).toContain('3.2.15.a');
    expect(cited(previous)).toContain('3.2.19.a');
    expect(cited(previous)).not.toContain('3.2.15.a');
  });
});
