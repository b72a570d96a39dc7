import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFCheckBox, PDFDict, PDFDocument, PDFDropdown, PDFName, PDFTextField, type PDFField } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { fillForm, newestMappings, type FilledForm, type MappingContext, type UscisForm } from '../../domain/uscis/index.ts';
import { coupleContext } from '../../testing/couple.ts';
import { fixtureFiles, loadFixture } from '../../fixtures/load.ts';
import { STANDARD_FONT_DATA_URL } from './edition.ts';
import { fieldsByName, fillTemplate, FillError, selectCheckBox } from './fill.ts';
import { flattenForm } from './flatten.ts';
import { savePdf } from './fonts.ts';
import { renderPreviews } from './previews.ts';
import { darkPixels, decodePng } from '../testing/images.ts';
import { SHARED_INVENTORIES } from '../testing/templates.ts';
import { loadTemplate } from './templates.ts';

let formsDir: string;
beforeAll(async () => {
  // Synced once for the run by api/testing/global-setup.ts.
  formsDir = inject('formsDir');
});

const COUPLES: { name: string; ctx: MappingContext }[] = [
  { name: 'the test couple of testing/couple.ts', ctx: coupleContext() },
  ...fixtureFiles(path.resolve(import.meta.dirname, '../../fixtures/couples')).map((file) => {
    const fixture = loadFixture(file);
    return { name: fixture.name, ctx: { answers: fixture.answers, today: fixture.today } };
  }),
];

const onValues = (field: PDFCheckBox): string[] => field.acroField.getWidgets().map((widget) => widget.getOnValue()?.decodeText() ?? '');
const shownStates = (field: PDFCheckBox): string[] => field.acroField.getWidgets().map((widget) => widget.getAppearanceState()?.decodeText() ?? 'Off');

/** What the unflattened form holds in one field, to compare with what the mapping gave it. */
function readBack(field: PDFField): string | boolean | string[] {
  if (field instanceof PDFTextField) return field.getText() ?? '';
  if (field instanceof PDFDropdown) return field.getSelected();
  if (field instanceof PDFCheckBox) return shownStates(field).join(',');
  return `unexpected ${field.constructor.name}`;
}

async function fillAndCheck(filled: FilledForm): Promise<void> {
  const pdf = await fillTemplate(await loadTemplate(formsDir, filled.form), filled);
  const fields = fieldsByName(pdf.doc);
  const handwritten = new Set(pdf.handwritten.map((answer) => answer.field));
  for (const [name, value] of Object.entries(filled.values)) {
    const field = fields.get(name);
    expect(field, `${filled.form} ${name}`).toBeDefined();
    if (!field) continue;
    const where = `${filled.form} ${name}`;
    if (field instanceof PDFCheckBox) {
      const intended = value === true ? [...new Set(onValues(field))][0] : String(value);
      expect(field.acroField.dict.get(PDFName.of('V'))?.toString(), where).toBe(PDFName.of(intended ?? '').toString());
      expect(shownStates(field), where).toEqual(onValues(field).map((on) => (on === intended ? on : 'Off')));
      // The box that shows has a look for its checked state, so the tick prints once flattened.
      const shown = field.acroField.getWidgets().find((widget) => widget.getOnValue()?.decodeText() === intended);
      const looks = shown?.dict.lookup(PDFName.of('AP'), PDFDict).lookup(PDFName.of('N'), PDFDict);
      expect(looks?.has(PDFName.of(intended ?? '')), `${where} prints its tick`).toBe(true);
    } else if (field instanceof PDFDropdown) {
      expect(readBack(field), where).toEqual([value]);
    } else if (handwritten.has(name)) {
      expect(readBack(field), where).toBe('');
    } else {
      expect(readBack(field), where).toBe(value);
      const appearance = field.acroField.getWidgets()[0]?.getNormalAppearance();
      expect(appearance, `${where} has an appearance`).toBeDefined();
    }
  }
  for (const [name, field] of fields) {
    if (field instanceof PDFCheckBox && !(name in filled.values)) expect(shownStates(field).every((state) => state === 'Off'), `${filled.form} ${name} unchecked`).toBe(true);
  }
  pdf.flatten();
  expect(pdf.doc.catalog.getAcroForm()).toBeUndefined();
  for (const page of pdf.doc.getPages()) {
    const widgets = (page.node.Annots()?.asArray() ?? []).filter((ref) => pdf.doc.context.lookup(ref, PDFDict).lookup(PDFName.of('Subtype')) === PDFName.of('Widget'));
    expect(widgets).toEqual([]);
  }
}

describe('filling every form of every couple', () => {
  for (const couple of COUPLES) {
    it(`reads back from the unflattened forms of ${couple.name} exactly what the mappings gave`, async () => {
      // Each filing: a joint sponsor's Form I-864 is filled on its own copy after the petitioner's.
      const forms = newestMappings().filter((mapping) => mapping.applies(couple.ctx)).flatMap((mapping) => [mapping, ...(mapping.companions?.(couple.ctx) ?? [])]);
      expect(forms.length).toBeGreaterThanOrEqual(4);
      for (const mapping of forms) await fillAndCheck(fillForm(mapping, couple.ctx));
    }, 180_000);
  }
});

interface SharedField {
  name: string;
  page: number;
  rect: [number, number, number, number];
}

async function sharedInventory(form: UscisForm): Promise<Map<string, SharedField>> {
  const fields: SharedField[] = JSON.parse(await readFile(path.join(SHARED_INVENTORIES, `${form}.fields.json`), 'utf8'));
  return new Map(fields.map((field) => [field.name, field]));
}

async function firstPagePng(pdf: Uint8Array): Promise<Uint8Array> {
  for await (const page of renderPreviews(pdf, { workers: 1, dpi: 144 })) if (page.page === 1) return page.png;
  throw new Error('no first page');
}

async function pageText(pdf: Uint8Array, pageNumber: number): Promise<string> {
  const document = await getDocument({ data: pdf.slice(), verbosity: 0, standardFontDataUrl: STANDARD_FONT_DATA_URL }).promise;
  try {
    const content = await (await document.getPage(pageNumber)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').normalize('NFC');
  } finally {
    await document.destroy();
  }
}

describe('names in accented Latin letters', () => {
  const names: Record<string, string> = {
    'form1[0].#subform[0].Pt1Line1_FamilyName[0]': 'Núñez',
    'form1[0].#subform[0].Pt1Line1_GivenName[0]': 'José',
    'form1[0].#subform[0].Pt1Line2_FamilyName[0]': 'Wróbel',
    'form1[0].#subform[0].Pt1Line2_GivenName[0]': 'Łukasz',
    'form1[0].#subform[0].Pt1Line2a_FamilyName[0]': 'Nguyễn',
    'form1[0].#subform[0].Pt1Line2a_GivenName[0]': 'Thị Minh Khai',
  };

  it('fill, flatten and render on page 1 of the I-485, each name inked inside its own box', async () => {
    const template = await loadTemplate(formsDir, 'i-485');
    const pdf = await fillTemplate(template, { form: 'i-485', values: names, overflow: [] });
    expect(pdf.handwritten).toEqual([]);
    const fields = fieldsByName(pdf.doc);
    for (const [name, text] of Object.entries(names)) {
      const field = fields.get(name);
      expect(field && readBack(field)).toBe(text);
    }
    pdf.flatten();
    const filled = await savePdf(pdf.doc);

    const text = await pageText(filled, 1);
    for (const name of Object.values(names)) expect(text).toContain(name);

    const inventory = await sharedInventory('i-485');
    const blank = await decodePng(await firstPagePng(template));
    const rendered = await decodePng(await firstPagePng(filled));
    for (const name of Object.keys(names)) {
      const field = inventory.get(name);
      if (!field) throw new Error(`${name} is not in the shared inventory`);
      expect(darkPixels(blank, field.rect, 144), `${name} blank`).toBe(0);
      expect(darkPixels(rendered, field.rect, 144), `${name} inked`).toBeGreaterThan(60);
    }
    // Boxes given nothing stay empty.
    const middle = inventory.get('form1[0].#subform[0].Pt1Line1_MiddleName[0]');
    if (middle) expect(darkPixels(rendered, middle.rect, 144)).toBe(0);
  }, 120_000);

  it('leaves a name in letters none of our fonts has blank, for the signer to write by hand, and prints the rest', async () => {
    const pdf = await fillTemplate(await loadTemplate(formsDir, 'i-485'), {
      form: 'i-485',
      // Tifinagh (Tamazight): no Noto face we ship has it.
      values: { 'form1[0].#subform[0].Pt1Line1_FamilyName[0]': 'ⴰⵎⴰⵣⵉⵖ', 'form1[0].#subform[0].Pt1Line1_GivenName[0]': 'Ananya' },
      overflow: [],
    });
    expect(pdf.handwritten.map((answer) => [answer.field, answer.reason])).toEqual([['form1[0].#subform[0].Pt1Line1_FamilyName[0]', 'no-font']]);
    expect(pdf.handwritten[0]?.tooltip).toContain('Family Name');
    const fields = fieldsByName(pdf.doc);
    const family = fields.get('form1[0].#subform[0].Pt1Line1_FamilyName[0]');
    expect(family && readBack(family)).toBe('');
    expect(family?.acroField.getWidgets()[0]?.dict.has(PDFName.of('AP'))).toBe(false);
  }, 60_000);
});

describe('check boxes', () => {
  it('shows exactly the box whose export value is chosen among widgets that share one name', async () => {
    // One field, two boxes with the export values Y and N, as some USCIS forms have them.
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const field = doc.getForm().createCheckBox('form1[0].Pt1Line3_YN[0]');
    field.addToPage(page, { x: 100, y: 700, width: 10, height: 10 });
    field.addToPage(page, { x: 150, y: 700, width: 10, height: 10 });
    const second = field.acroField.getWidgets()[1];
    const appearances = second?.dict.lookup(PDFName.of('AP'));
    if (!second || !(appearances instanceof PDFDict)) throw new Error('pdf-lib gives each box an appearance');
    for (const kind of ['N', 'D']) {
      const states = appearances.lookup(PDFName.of(kind));
      if (!(states instanceof PDFDict)) continue;
      const on = states.get(PDFName.of('Yes'));
      if (on) states.set(PDFName.of('N'), on);
      states.delete(PDFName.of('Yes'));
    }
    expect(onValues(field)).toEqual(['Yes', 'N']);

    selectCheckBox(field, 'N', 'i-485');
    expect(field.acroField.dict.get(PDFName.of('V'))).toBe(PDFName.of('N'));
    expect(shownStates(field)).toEqual(['Off', 'N']);
    selectCheckBox(field, 'Yes', 'i-485');
    expect(shownStates(field)).toEqual(['Yes', 'Off']);
    expect(() => selectCheckBox(field, true, 'i-485')).toThrow(FillError);
    expect(() => selectCheckBox(field, 'Q', 'i-485')).toThrow('has no box "Q" (it has Yes, N)');

    // Flattened, the first box shows its Off look (pdf-lib draws an empty frame) and the second its N look.
    selectCheckBox(field, 'N', 'i-485');
    const [firstWidget, secondWidget] = field.acroField.getWidgets();
    const look = (widget: typeof firstWidget, state: string) => widget?.dict.lookup(PDFName.of('AP'), PDFDict).lookup(PDFName.of('N'), PDFDict).get(PDFName.of(state));
    const expected = [look(firstWidget, 'Off'), look(secondWidget, 'N')];
    flattenForm(doc);
    const drawn = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    expect(drawn?.values()).toEqual(expected);
  });

});

describe('answers and their boxes', () => {
  it('prints an answer too wide for its box smaller instead of cutting it off, down to a legible size', async () => {
    const template = await loadTemplate(formsDir, 'i-485');
    const family = 'form1[0].#subform[0].Pt1Line1_FamilyName[0]';
    const pdf = await fillTemplate(template, { form: 'i-485', values: { [family]: 'Wolfeschlegelsteinhausenbergerdorff-Núñez' }, overflow: [] });
    const field = fieldsByName(pdf.doc).get(family);
    const size = Number(/([\d.]+) Tf/.exec(field instanceof PDFTextField ? (field.acroField.getDefaultAppearance() ?? '') : '')?.[1]);
    expect(size).toBeGreaterThanOrEqual(6);
    expect(size).toBeLessThan(10);
    await expect(fillTemplate(template, { form: 'i-485', values: { [family]: 'x'.repeat(120) }, overflow: [] })).rejects.toThrow('does not fit');
  }, 60_000);

  it('prints a short answer in a wrapped box too low for a line (I-485 Part 9 item 65) on one line, in any script', async () => {
    const template = await loadTemplate(formsDir, 'i-485');
    const latin = 'form1[0].#subform[20].Pt8Line68c_Column1Row1[0]';
    const arabic = 'form1[0].#subform[20].Pt8Line68c_Column1Row2[0]';
    const pdf = await fillTemplate(template, { form: 'i-485', values: { [latin]: 'SNAP', [arabic]: 'مساعدة غذائية' }, overflow: [] });
    expect(pdf.handwritten).toEqual([]);
    const fields = fieldsByName(pdf.doc);
    for (const name of [latin, arabic]) {
      const field = fields.get(name);
      expect(field instanceof PDFTextField && field.isMultiline(), name).toBe(false);
    }
  }, 60_000);

  it('refuses a value the template cannot take, naming the form and field', async () => {
    const template = await loadTemplate(formsDir, 'i-485');
    await expect(fillTemplate(template, { form: 'i-485', values: { 'form1[0].#subform[0].Nowhere[0]': 'x' }, overflow: [] })).rejects.toThrow(
      'Form I-485 has no field form1[0].#subform[0].Nowhere[0]; run greencard forms check',
    );
    await expect(fillTemplate(template, { form: 'i-485', values: { 'form1[0].#subform[0].AlienNumber[0]': '1234567890' }, overflow: [] })).rejects.toThrow(
      'is longer than the 9 characters',
    );
  }, 60_000);
});
