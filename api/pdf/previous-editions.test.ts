import { decodePDFRawStream, PDFCheckBox, PDFContentStream, PDFDropdown, PDFRawStream, PDFTextField, TextAlignment, type PDFDocument, type PDFField } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { diffEditions } from '../../domain/uscis/edition-diff.ts';
import { formFiling, type InstalledEdition } from '../../domain/uscis/filing.ts';
import { I485_01_20_25, I485_02_21_23, i485Mapping } from '../../domain/uscis/i485.ts';
import { boxSize } from '../../domain/uscis/blocks/index.ts';
import { I485_02_21_23_BOXES } from '../../domain/uscis/i485/boxes-02-21-23.ts';
import { NOT_PRINTED } from '../../domain/uscis/i485/edition-02-21-23.ts';
import { itemOf } from '../../domain/uscis/i485/part9-questions.ts';
import { I765_08_21_25, I765_10_31_22, i765Mapping } from '../../domain/uscis/i765.ts';
import { I864_10_17_24, I864_12_08_21, i864Mapping } from '../../domain/uscis/i864.ts';
import { fillForm, mappingFor, mappingsOf, type FormMapping, type KnownForm, type MappingContext } from '../../domain/uscis/index.ts';
import { COUPLE_TODAY } from '../../testing/couple.ts';
import { ARREST_EXPLANATION, i485Context } from '../../testing/i485-answers.ts';
import { eadApContext } from '../../testing/ead-ap-answers.ts';
import { JOINT_SPONSOR, retiredSponsorAnswers } from '../../testing/i864-answers.ts';
import { INTERPRETER, interpretedFor } from '../../testing/statement-answers.ts';
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
  // The Additional Information spaces are rich-text fields, which getText refuses: their value as stored.
  if (field instanceof PDFTextField) return field.isRichFormatted() ? (field.acroField.getValue()?.decodeText() ?? '') : (field.getText() ?? '');
  if (field instanceof PDFDropdown) return field.getSelected().join(',');
  if (field instanceof PDFCheckBox) return field.isChecked() ? 'checked' : '';
  return `unexpected ${field.constructor.name}`;
}

/** Every field of the edition's template, filled with the mapping's values for `ctx` and read back. */
async function printed(mapping: FormMapping, ctx: MappingContext): Promise<Map<string, string>> {
  const pdf = await fillTemplate(await loadTemplate(formsDir, mapping.form, mapping.edition), fillForm(mapping, ctx));
  return new Map([...fieldsByName(pdf.doc)].map(([name, field]) => [name, readBack(field)]));
}

/** Where a filled text box's appearance starts its text, as a share of the box's width (0: left edge, 1: right edge). */
function textStart(doc: PDFDocument, field: PDFTextField): number {
  const widget = field.acroField.getWidgets()[0]!;
  const stream = doc.context.lookup(widget.getNormalAppearance());
  const content =
    stream instanceof PDFContentStream ? stream.getContentsString() : stream instanceof PDFRawStream ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()) : '';
  const [, x] = /1 0 0 1 ([\d.]+) [\d.-]+ Tm/.exec(content) ?? [];
  return Number(x) / widget.getRectangle().width;
}

/** The fields a mapping answers for: the PDF417 barcodes are XFA-driven, printing the edition itself, as the shared inventories leave them out. */
async function inventoryOf(edition: string, form: KnownForm = 'i-765') {
  return (await loadFieldInventory(formsDir, form, edition)).flatMap((field) =>
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

/** Five children immigrate with the spouse: the 12/08/21 edition prints five rows, 10/17/24 four. */
const child = (n: number) => ({ nameFirst: `Child${n}`, nameMiddle: '', nameLast: 'Adeyemi', birthDate: `201${n}-05-0${n}`, aNumber: n === 5 ? 'A-201234567' : '' });

/**
 * The retired sponsor (household of 4: her sister signs Form I-864A and adds her assets), who had an
 * interpreter, sponsoring the spouse and five children, with assets and a long employer's name.
 */
function sponsorContext(changes: Record<string, unknown> = {}): MappingContext {
  const answers = retiredSponsorAnswers();
  return {
    answers: {
      ...answers,
      PETITIONER_INFO: { ...answers['PETITIONER_INFO'], ...interpretedFor('p'), pBirthCity: 'Ibadan' },
      INCOME: {
        ...answers['INCOME'],
        incomeBeneficiaryIsSoleGcApplicant: 'no',
        incomeSponsoredFamilyMembers: [1, 2, 3, 4, 5].map(child),
        incomeUsesAssets: 'yes',
        incomeAssetsBankBalance: '15000',
        incomeHouseholdMembersAssetsTotal: '4000',
        ...changes,
      },
    },
    today: COUPLE_TODAY,
  };
}

describe('Form I-864, editions 12/08/21 and 10/17/24 side by side', () => {
  const current = i864Mapping(I864_10_17_24);
  const previous = i864Mapping(I864_12_08_21);
  /** The 12/08/21 field for a name of 10/17/24, and a field only 12/08/21 has (by its subform). */
  const old = (name: string) => I864_12_08_21.template.at(0, name);
  const only = (subform: number, name: string) => `form1[0].#subform[${subform}].${name}`;
  const jointSponsors = (mapping: FormMapping, ctx: MappingContext): FormMapping => {
    const [joint] = mapping.companions?.(ctx) ?? [];
    if (!joint) throw new Error('no joint sponsor affidavit');
    return joint;
  };
  const withJointSponsor = (): MappingContext => sponsorContext(JOINT_SPONSOR);

  it('are both in the registry, newest first, and the replaced one is never offered for a filing date', () => {
    expect(mappingsOf('i-864').map((mapping) => mapping.edition)).toEqual(['10/17/24', '12/08/21']);
    expect(mappingFor('i-864', '12/08/21')?.fields.length).toBe(previous.fields.length);
    // Its last day is not recorded (EDITIONS: 'replaced', and the sources at hand give no date): at most filled held.
    expect(formFiling('i-864', '2023-06-01', [{ form: 'i-864', edition: '12/08/21' }]).status).toBe('held');
  });

  it("covers every field of the 12/08/21 template exactly once, the petitioner's affidavit and the joint sponsor's", async () => {
    const inventory = await inventoryOf('12/08/21', 'i-864');
    for (const mapping of [previous, jointSponsors(previous, withJointSponsor())]) {
      const coverage = coverageOf(mapping, inventory);
      expect([coverage.unknown, coverage.duplicateRules, coverage.uncovered, coverage.coveredTwice]).toEqual([[], [], [], []]);
      expect(coverage.counts.total).toBe(250);
    }
  });

  it('fills the same answers into both, read back field by field the same wherever the two editions ask the same question', async () => {
    for (const [mappingOf, ctx] of [
      [(mapping: FormMapping) => mapping, sponsorContext()],
      [(mapping: FormMapping) => jointSponsors(mapping, withJointSponsor()), withJointSponsor()],
    ] as const) {
      const [older, newer] = [await printed(mappingOf(previous), ctx), await printed(mappingOf(current), ctx)];
      let compared = 0;
      let filled = 0;
      for (const rule of mappingOf(current).fields) {
        const name = rule.field.replace(/^form1\[0\]\.#subform\[\d+\]\./, '');
        expect(older.get(old(name)), `${name} → ${old(name)}`).toBe(newer.get(rule.field));
        compared++;
        if (newer.get(rule.field)) filled++;
      }
      expect(compared).toBe(mappingOf(current).fields.length);
      // Something is compared: most of what the sponsor answered prints.
      expect(filled).toBeGreaterThan(60);
    }
  }, 240_000);

  it('prints what only the 12/08/21 edition asks: the name in Part 1, the city of birth, Part 5 item 1, a fifth family member, 7.5.a, the interpreter\'s address', async () => {
    const values = await printed(previous, sponsorContext());
    expect(
      [only(0, 'P1_Line1_Name[0]'), only(2, 'P4_Line7_CityofBirth[0]'), old('P4_Line7_CityofBirth[0]'), only(2, 'P3_Line28_TotalNumberofImmigrants[0]'), only(3, 'P5_Line1_Number[0]')].map((name) => values.get(name)),
    ).toEqual(['Margaret Ann Okafor', 'Ibadan', 'Nigeria', '6', '6']);
    expect(['P3_Line23b_GivenName[0]', 'P3_Line26_AlienNumber[0]', 'P7_Line5a_NameofRelative[0]', 'P7_Line5b_Assets[0]'].map((name) => values.get(old(name)))).toEqual([
      'Child5',
      '201234567',
      'Grace Ifeoma Adeyemi',
      '4,000',
    ]);
    expect(['P9_Line3a_StreetNumberName[0]', 'P9_Line3b_Unit[0]', 'P9_Line3c_CityOrTown[0]', 'P9_Line3d_State[0]', 'P9_Line3e_ZipCode[0]'].map((name) => values.get(old(name)))).toEqual([
      INTERPRETER.street,
      'checked',
      INTERPRETER.city,
      INTERPRETER.state,
      INTERPRETER.zip,
    ]);
    // The statement's boxes come in the other order: 1.b, the interpreter, is checked.
    expect([values.get(old('P8_Line1_Checkbox[0]')), values.get(old('P8_Line1_Checkbox[1]'))]).toEqual(['checked', '']);
  }, 120_000);

  it('prints every amount grouped by commas, as the form shows one, each where its own box aligns it (issue 24 item 9)', async () => {
    const ctx = sponsorContext();
    for (const mapping of [current, previous]) {
      const blank = (await fillTemplate(await loadTemplate(formsDir, 'i-864', mapping.edition), { form: 'i-864', values: {}, overflow: [] })).doc;
      const pdf = await fillTemplate(await loadTemplate(formsDir, 'i-864', mapping.edition), fillForm(mapping, ctx));
      const filled = fieldsByName(pdf.doc);
      const money = [...filled.values()].filter((field): field is PDFTextField => field instanceof PDFTextField && /Income|BalanceofAccounts|RealEstate|StocksBonds|P7_Line\d+b?_(Total|Assets)|TotalValueAssets/.test(field.getName()));
      const printedAmounts = money.filter((field) => /\d/.test(field.getText() ?? ''));
      expect(printedAmounts.length, mapping.edition).toBeGreaterThan(8);
      for (const field of printedAmounts) {
        const text = field.getText() ?? '';
        expect(text, field.getName()).toMatch(/^\d{1,3}(,\d{3})*$/);
        const alignment = fieldsByName(blank).get(field.getName());
        if (!(alignment instanceof PDFTextField)) throw new Error(`${field.getName()} is not in the blank form`);
        expect(field.getAlignment(), field.getName()).toBe(alignment.getAlignment());
        // The text starts at the left edge of a box aligned left, and ends at the right edge of one aligned right.
        const start = textStart(pdf.doc, field);
        if (field.getAlignment() === TextAlignment.Left) expect(start, field.getName()).toBeLessThan(0.1);
        if (field.getAlignment() === TextAlignment.Right) expect(start, field.getName()).toBeGreaterThan(0.35);
      }
    }
    const values = await printed(current, ctx);
    // Items 16.a-16.c: 16.a is a box the form aligns left, 16.b and 16.c right (their Q).
    expect(['P6_Line19a_TotalIncome[0]', 'P6_Line19b_TotalIncome[0]', 'P6_Line19c_TotalIncome[0]'].map((name) => values.get(`form1[0].#subform[6].${name}`))).toEqual(['41,200', '40,800', '39,900']);
    expect(values.get('form1[0].#subform[5].P6_Line15_TotalHouseholdIncome[0]')).toBe('86,950');
  }, 240_000);

  it('continues long answers in its own Part 11 under the page, part and item it prints', async () => {
    const ctx = sponsorContext({
      incomeSponsoredFamilyMembers: [1, 2, 3, 4, 5, 6].map(child),
      incomeHouseholdMembers: [1, 2, 3, 4].map((n) => ({ nameFirst: `Relative${n}`, nameLast: 'Adeyemi', relationship: 'parent', currentIncome: String(n * 1000) })),
      incomeSponsorHasRetired: 'no',
      incomeSponsorIsEmployed: 'yes',
      incomeSponsorOccupation: 'Consultant',
      incomeSponsorEmployer1Name: 'The Lakeshore Regional Association of Independent Analytics Consultancies and Partners',
    });
    const cited = (mapping: FormMapping) => mapping.continuations(ctx).map(({ page, part, item }) => `${page}.${part}.${item}`);
    expect(cited(current)).toEqual(['4.4.7', '4.4.7', '5.6.2', '6.6.11']);
    // Four relatives' names are more than item 5.a holds: they continue too.
    expect(cited(previous)).toEqual(['2.3.24', '4.6.2', '4.6.17', '5.7.5.a']);
    const values = await printed(previous, ctx);
    /** Part 11 item `line`'s page, part, item and text (items 5 to 7 share the names of line 5, by index). */
    const entry = (line: string, index: number) =>
      ['a_PageNumber', 'b_PartNumber', 'c_ItemNumber', 'd_AdditionalInfo'].map((field) => values.get(old(`P11_Line${line}${field}[${index}]`)));
    expect(entry('3', 0).slice(0, 3)).toEqual(['2', '3', '24']);
    expect(entry('3', 0)[3]).toContain('Family Member 6: Adeyemi, Child6');
    expect(entry('4', 0)).toEqual(['4', '6', '2', 'Name of Employer 1: The Lakeshore Regional Association of Independent Analytics Consultancies and Partners']);
    expect(entry('5', 1).slice(0, 3)).toEqual(['4', '6', '17']);
    expect(entry('5', 0).slice(0, 3)).toEqual(['5', '7', '5.a']);
    expect(values.get(old('P4_Line1a_FamilyName[1]'))).toBe('Okafor');
  }, 120_000);
});

describe('Form I-485, editions 02/21/23 and 01/20/25 side by side', () => {
  const current = i485Mapping(I485_01_20_25);
  const previous = i485Mapping(I485_02_21_23);
  /** The 02/21/23 field for a full 01/20/25 name (its page and name below the subform). */
  const old = (field: string): string => {
    const [, subform = '0', name = ''] = /^form1\[0\]\.#subform\[(\d+)\]\.(.*)$/.exec(field) ?? [];
    return I485_02_21_23.template.at(Number(subform) + 1, name);
  };
  /** The 02/21/23 box a 01/20/25 box's rule fills, undefined when 02/21/23 does not print it or its rule is a per-edition table's (Part 9). */
  const part9Of01_20_25 = new Set(I485_01_20_25.part9.flatMap(([, page, yes, no]) => [yes, no].map((name) => I485_01_20_25.template.at(page, name))));
  const translated = (field: string): string | undefined => {
    if (part9Of01_20_25.has(field)) return undefined;
    try {
      const to = old(field);
      return to.startsWith(NOT_PRINTED) ? undefined : to;
    } catch {
      return undefined;
    }
  };
  const subformOf = (page: number) => `form1[0].#subform[${page - 1}]`;
  const PAIRED_VALUES = new Set(['Y', 'N', 'APT', 'STE', 'FLR']);

  it('are both in the registry, newest first, and 02/21/23 fills a package filed while it was accepted', () => {
    expect(mappingsOf('i-485').map((mapping) => mapping.edition)).toEqual(['01/20/25', '02/21/23']);
    // With both templates installed, a filing date before 01/20/25 existed files 02/21/23; from the
    // day 01/20/25 is dated the newest accepted edition is chosen; with only 02/21/23 installed, a
    // filing date up to its last day (2025-02-09) files it and from 2025-02-10 it is held.
    const editionFiled = (date: string, installed: readonly InstalledEdition[]) => {
      const filing = formFiling('i-485', date, installed);
      return filing.status === 'fileable' ? filing.mapping.edition : filing.status;
    };
    const both = [{ form: 'i-485' as const, edition: '02/21/23' }, { form: 'i-485' as const, edition: '01/20/25' }];
    expect(editionFiled('2024-06-03', both)).toBe('02/21/23');
    expect(editionFiled('2025-01-19', both)).toBe('02/21/23');
    expect(editionFiled('2025-01-20', both)).toBe('01/20/25');
    const onlyOld = [{ form: 'i-485' as const, edition: '02/21/23' }];
    expect(editionFiled('2025-02-09', onlyOld)).toBe('02/21/23');
    expect(editionFiled('2025-02-10', onlyOld)).toBe('held');
  });

  it('covers every field of the 02/21/23 template exactly once with a rule, a blank rule or an Additional Information field', async () => {
    const coverage = coverageOf(previous, await inventoryOf('02/21/23', 'i-485'));
    expect([coverage.unknown, coverage.duplicateRules, coverage.uncovered, coverage.coveredTwice]).toEqual([[], [], [], []]);
    expect(coverage.counts.total).toBe(703);
  });

  it('translates each 01/20/25 name to a box of the same kind, a Yes/No or unit box to the one of the same export value', async () => {
    const [olds, news] = [await inventoryOf('02/21/23', 'i-485'), await inventoryOf('01/20/25', 'i-485')];
    const oldField = new Map(olds.map((field) => [field.name, field]));
    let pairs = 0;
    for (const field of news) {
      const to = translated(field.name);
      if (to === undefined || !current.fields.some((rule) => rule.field === field.name)) continue;
      const found = oldField.get(to);
      expect([field.name, found?.type]).toEqual([field.name, field.type]);
      // A choice of one answer among several (a category, a level of school) is matched by its words; a Yes/No or unit box by its value.
      if (field.onValues?.every((value) => PAIRED_VALUES.has(value.trim()))) expect([field.name, found?.onValues?.map((value) => value.trim())]).toEqual([field.name, field.onValues.map((value) => value.trim())]);
      pairs++;
    }
    expect(pairs).toBeGreaterThan(250);
  });

  it('reads each Part 8 Yes/No pair from boxes whose export values and tooltips are that item', async () => {
    const byName = new Map((await inventoryOf('02/21/23', 'i-485')).map((field) => [field.name, field]));
    for (const row of I485_02_21_23.part9) {
      const [key, page, yes, no] = row;
      const [yesField, noField] = [byName.get(`${subformOf(page)}.${yes}`), byName.get(`${subformOf(page)}.${no}`)];
      expect([key, yesField?.page, yesField?.onValues, noField?.page, noField?.onValues]).toEqual([key, page, ['Y'], page, ['N']]);
      const [number = '', letter] = itemOf(row).split('.');
      const spelled = new RegExp(letter ? `${number}\\.? ?${letter}\\.?\\s` : `\\b${number}\\.\\s`, 'i');
      expect([key, spelled.test(yesField?.tooltip ?? '')]).toEqual([key, true]);
    }
  });

  it('fills the couple into both, read back field by field the same wherever 02/21/23 prints the box', async () => {
    const ctx = i485Context();
    const [older, newer] = [await printed(previous, ctx), await printed(current, ctx)];
    let compared = 0;
    let filled = 0;
    for (const rule of current.fields) {
      const to = translated(rule.field);
      if (to === undefined) continue;
      expect(older.get(to), `${rule.field} → ${to}`).toBe(newer.get(rule.field));
      compared++;
      if (newer.get(rule.field)) filled++;
    }
    // Part 9: each item both editions ask, by the wizard's key, Yes and No alike.
    for (const [key, page, yes, no] of I485_02_21_23.part9) {
      const row = I485_01_20_25.part9.find(([other]) => other === key);
      if (!row) throw new Error(`${key} is not a Part 9 item of 01/20/25`);
      const newerSubform = `form1[0].#subform[${row[1] <= 19 ? row[1] - 1 : row[1]}]`;
      expect([key, older.get(`${subformOf(page)}.${yes}`), older.get(`${subformOf(page)}.${no}`)]).toEqual([key, newer.get(`${newerSubform}.${row[2]}`), newer.get(`${newerSubform}.${row[3]}`)]);
      compared++;
    }
    // Every box of the rules 02/21/23 prints, and every Part 9 item both ask: the same.
    expect(compared).toBe(370);
    expect(filled).toBeGreaterThan(60);
    // What only 02/21/23 asks: the mailing address always (Part 1 item 12), the A-Number on every page, item 61.
    expect(older.get(`${subformOf(2)}.Pt1Line12_StreetNumberName[0]`)).toBe(newer.get('form1[0].#subform[2].Pt1Line18_StreetNumberName[0]'));
    expect(older.get(I485_02_21_23.template.at(0, 'Pt1Line10_AlienNumber[14]'))).toBe(newer.get('form1[0].#subform[0].AlienNumber[0]'));
    expect(older.get(`${subformOf(13)}.Pt8Line61_YesNo[0]`)).toBe('checked');
  }, 120_000);

  it("continues long answers in its own Part 14 under the page, part and item it prints", () => {
    const ctx = i485Context();
    // 01/20/25 Part 9 item 22 is 02/21/23 Part 8 item 25, on page 10.
    expect(current.continuations(ctx)).toContainEqual({ page: 14, part: 9, item: '22', text: ARREST_EXPLANATION });
    expect(previous.continuations(ctx)).toContainEqual({ page: 10, part: 8, item: '25', text: ARREST_EXPLANATION });
    const values = fillForm(previous, ctx).values;
    const slot = (item: number, box: string) => values[`${subformOf(20)}.Pt14Line${item}${box}`];
    const slots = [3, 4, 5, 6, 7].map((item) => [slot(item, 'a_PageNumber[0]'), slot(item, 'b_PartNumber[0]'), slot(item, 'c_ItemNumber[0]')]);
    expect(slots).toContainEqual(['10', '8', '25']);
    // A text box measures with 02/21/23's size and continues under the page, part and item 02/21/23 prints it with.
    const { template } = I485_02_21_23;
    const employer = template.box(8, 'Pt4Line7_EmployerName[2]');
    expect(employer.field).toBe(`${subformOf(5)}.Pt3Line11_EmployerName[0]`);
    expect(employer.size).toEqual(boxSize(I485_02_21_23_BOXES[employer.field]!));
    expect(employer.cite({ page: 8, part: 4, item: '7' })).toEqual({ page: 5, part: 3, item: '11' });
    expect(template.box(3, 'Pt1Line14_Status[0]').cite({ page: 3, part: 1, item: '14' })).toEqual({ page: 3, part: 1, item: '27' });
    // Rows beyond the form's continue where 02/21/23 asks them: the couple's school before the current job (01/20/25 Part 4 item 7).
    expect(previous.continuations(ctx)).toContainEqual(expect.objectContaining({ page: 5, part: 3, item: '11-18' }));
    expect(current.continuations(ctx)).toContainEqual(expect.objectContaining({ page: 8, part: 4, item: '7' }));
    expect(template.cite({ page: 4, part: 1, item: '18' })).toEqual({ page: 5, part: 3, item: '7-8' });
  });
});
