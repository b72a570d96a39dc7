import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFCheckBox, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { fillForm, MAPPINGS, type MappingContext, type UscisForm } from '../../domain/uscis/index.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { STANDARD_FONT_DATA_URL } from './edition.ts';
import { evidenceFor } from './evidence.ts';
import { fieldsByName, fillTemplate } from './fill.ts';
import { savePdf } from './fonts.ts';
import { loadTemplate } from './templates.ts';
import { SHARED_INVENTORIES } from '../testing/templates.ts';
import { INTERPRETER, interpretedFor } from '../../testing/statement-answers.ts';

/**
 * The couples of issue 12's classes, read back from their filled official forms: the text of each
 * box as it prints inside the box's rectangle once flattened, and the boxes checked.
 */

let formsDir: string;
beforeAll(() => {
  formsDir = inject('formsDir');
});

interface InventoryField {
  readonly name: string;
  readonly page: number;
  readonly rect: readonly [number, number, number, number];
}

const inventories = new Map<string, Map<string, InventoryField>>();
function inventoryOf(form: UscisForm): Map<string, InventoryField> {
  let found = inventories.get(form);
  if (!found) {
    const fields: InventoryField[] = JSON.parse(readFileSync(path.join(SHARED_INVENTORIES, `${form}.fields.json`), 'utf8'));
    found = new Map(fields.map((field) => [field.name, field]));
    inventories.set(form, found);
  }
  return found;
}

interface PrintedForm {
  /** The text printed inside the field's rectangle, its pieces in reading order. */
  readonly text: (field: string) => string;
  readonly checked: (field: string) => boolean;
  /** Every text printed on the form's Additional Information page(s). */
  readonly values: Readonly<Record<string, string | boolean>>;
}

/** The form as filed by its own signer, or through `mapping` (a companion filing: the joint sponsor's Form I-864). */
async function printed(ctx: MappingContext, form: UscisForm, mapping = MAPPINGS.find((candidate) => candidate.form === form)): Promise<PrintedForm> {
  if (!mapping) throw new Error(`no mapping of ${form}`);
  const filled = fillForm(mapping, ctx);
  const pdf = await fillTemplate(await loadTemplate(formsDir, form), filled);
  const checked = new Set<string>();
  for (const [name, field] of fieldsByName(pdf.doc)) {
    if (!(field instanceof PDFCheckBox)) continue;
    const states = field.acroField.getWidgets().map((widget) => widget.getAppearanceState()?.decodeText() ?? 'Off');
    if (states.some((state) => state !== 'Off') && field.acroField.dict.get(PDFName.of('V')) !== undefined) checked.add(name);
  }
  pdf.flatten();
  const bytes = await savePdf(pdf.doc, { useObjectStreams: false });
  const document = await getDocument({ data: bytes, verbosity: 0, standardFontDataUrl: STANDARD_FONT_DATA_URL }).promise;
  const pages: { str: string; x: number; y: number }[][] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ str: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0 }] : [])));
  }
  await document.destroy();
  const inventory = inventoryOf(form);
  return {
    values: filled.values,
    checked: (field) => checked.has(field),
    text: (field) => {
      const where = inventory.get(field);
      if (!where) throw new Error(`${form} has no field ${field}`);
      const [x, y, width, height] = where.rect;
      return (pages[where.page - 1] ?? [])
        .filter((item) => item.x >= x - 1 && item.x <= x + width && item.y >= y - 2 && item.y <= y + height)
        .sort((a, b) => b.y - a.y || a.x - b.x)
        .map((item) => item.str)
        .join(' ')
        .normalize('NFC');
    },
  };
}

const fixture = (name: string): MappingContext => {
  const couple = loadFixture(path.resolve(import.meta.dirname, `../../fixtures/couples/${name}.json`));
  return { answers: couple.answers, today: couple.today };
};

/** The name of the field holding `text` among a form's values (a continuation lands in whichever slot is free). */
const slotHolding = (form: PrintedForm, text: string): string =>
  Object.entries(form.values).find(([, value]) => typeof value === 'string' && value.includes(text))?.[0] ?? `(no field holds "${text}")`;

const compact = (text: string): string => text.replace(/\s/g, '');

describe('a naturalized citizen\u2019s spouse, paroled (UHP) and then granted TPS without a new I-94', () => {
  const ctx = fixture('paroled-tps-naturalized-citizen');

  it('Form I-130: PAR in the drop-down with the exact class continued in Part 9, the I-94 of arrival and its date, the address abroad', async () => {
    const i130 = await printed(ctx, 'i-130');
    expect(i130.text('form1[0].#subform[6].Pt4Line21a_ClassOfAdmission[0]')).toBe('PAR - PAROLEE');
    expect(i130.text(slotHolding(i130, 'Class of admission: UHP'))).toContain('Class of admission: UHP');
    expect(compact(i130.text('form1[0].#subform[6].#area[8].Pt4Line21b_ArrivalDeparture[0]'))).toBe('938475612A1');
    expect(i130.text('form1[0].#subform[6].Pt4Line21d_DateExpired[0]')).toBe('06/14/2025');
    expect(i130.text('form1[0].#subform[4].Pt4Line12a_StreetNumberName[0]')).toBe('SAME');
    expect(i130.text('form1[0].#subform[4].Pt4Line13_CityOrTown[0]')).toBe('Kharkiv');
    expect(i130.text('form1[0].#subform[4].Pt4Line13_Country[0]')).toBe('Ukraine');
    expect(i130.checked('form1[0].#subform[8].Pt6Line1Checkbox[0]')).toBe(true);
  }, 60_000);

  it('Form I-485: the I-94 of arrival in item 12, TPS and its end in items 14-15, the parole in item 11, the new card in item 19', async () => {
    const i485 = await printed(ctx, 'i-485');
    expect(i485.checked('form1[0].#subform[1].Pt2Line11_CB[1]')).toBe(true);
    expect(i485.text('form1[0].#subform[1].Pt1Line11_Paroled[0]')).toBe('Uniting for Ukraine');
    expect(compact(i485.text('form1[0].#subform[2].P1Line12_I94[0]'))).toBe('938475612A1');
    expect(i485.text('form1[0].#subform[2].Pt1Line12_Date[0]')).toBe('06/14/2025');
    expect(i485.text('form1[0].#subform[2].Pt1Line12_Status[0]')).toBe('UHP');
    expect(i485.text('form1[0].#subform[2].Pt1Line14_Status[0]')).toBe('TPS');
    expect(i485.text('form1[0].#subform[2].Pt1Line15_Date[0]')).toBe('04/19/2027');
    expect(i485.checked('form1[0].#subform[3].Pt1Line19_YN[1]')).toBe(true);
    expect(i485.checked('form1[0].#subform[3].Pt1Line19_SSA_YN[0]')).toBe(true);
    expect(i485.checked('form1[0].#subform[3].Pt1Line19_Consent_YN[0]')).toBe(true);
    expect(i485.checked('form1[0].#subform[6].Pt2Line4_CB[0]')).toBe(true);
    expect(i485.checked('form1[0].#subform[6].Pt2Line4_CB[1]')).toBe(false);
  }, 60_000);

  it('Form I-131: the class as given, UHP, and the I-94 of arrival with its date', async () => {
    const i131 = await printed(ctx, 'i-131');
    expect(i131.text('form1[0].P5[0].Part2_Line12_ClassofAdmission[0]')).toBe('UHP');
    expect(compact(i131.text('form1[0].P5[0].Part2_Line13_I94RecordNo[0]'))).toBe('938475612A1');
    expect(i131.text('form1[0].P6[0].Part2_Line14_I94ExpDate[0]')).toBe('06/14/2025');
  }, 60_000);

  it('the evidence list asks for the parole document and the TPS notice, and no visa', () => {
    const items = evidenceFor(ctx, ['i-130', 'i-130a', 'i-485', 'i-864', 'i-765', 'i-131']).flatMap((section) => section.items);
    expect(items.filter((item) => /U\.S\. visa/.test(item))).toEqual([]);
    expect(items.some((item) => /Proof of the parole/.test(item))).toBe(true);
    expect(items).toContain('A copy of the USCIS notice that granted the current status (TPS) (for example Form I-797 or I-797A).');
  });
});

describe('an interpreter-assisted beneficiary, a visitor who became a student with a new I-94', () => {
  const ctx = fixture('interpreter-visitor-to-student-new-i94');
  const interpreter = { last: 'Tran', first: 'Minh', organization: 'Boat People SOS Houston', language: 'Vietnamese' };

  it('Form I-130A: statement 1.b in Vietnamese and the interpreter in Part 5', async () => {
    const i130a = await printed(ctx, 'i-130a');
    expect(i130a.checked('form1[0].#subform[2].Pt4Line1Checkbox[0]')).toBe(true);
    expect(i130a.checked('form1[0].#subform[2].Pt4Line1Checkbox[1]')).toBe(false);
    expect(i130a.text('form1[0].#subform[2].Pt4Line1b_Language[0]')).toBe(interpreter.language);
    expect(i130a.text('form1[0].#subform[3].Pt5Line1a_InterpreterFamilyName[0]')).toBe(interpreter.last);
    expect(i130a.text('form1[0].#subform[3].Pt5Line1b_InterpreterGivenName[0]')).toBe(interpreter.first);
    expect(i130a.text('form1[0].#subform[3].Pt5Line2_InterpreterBusinessorOrg[0]')).toBe(interpreter.organization);
    expect(i130a.text('form1[0].#subform[3].Pt5Line3a_StreetNumberName[0]')).toBe('11360 Bellaire Blvd');
    expect(i130a.checked('form1[0].#subform[3].Pt5Line3b_Unit[1]')).toBe(true);
    expect(compact(i130a.text('form1[0].#subform[3].Pt5Line4_InterpreterDaytimeTelephone[0]'))).toBe('7135550177');
    expect(i130a.text('form1[0].#subform[3].Pt5Line5_Email[0]')).toBe('minh.tran@example.org');
    expect(i130a.text('form1[0].#subform[3].Pt5_NameofLanguage[0]')).toBe(interpreter.language);
  }, 60_000);

  it('Form I-485: Part 11, the new I-94 in item 12, the prior home in care of her cousin, a new Social Security number', async () => {
    const i485 = await printed(ctx, 'i-485');
    expect(i485.text('form1[0].#subform[22].Pt11Line1a_FamilyName[0]')).toBe(interpreter.last);
    expect(i485.text('form1[0].#subform[22].Pt11Line2_OrgName[0]')).toBe(interpreter.organization);
    expect(i485.text('form1[0].#subform[22].Part11_NameofLanguage[0]')).toBe(interpreter.language);
    expect(compact(i485.text('form1[0].#subform[2].P1Line12_I94[0]'))).toBe('620394857A5');
    expect(i485.text('form1[0].#subform[2].Pt1Line12_Date[0]')).toBe('D/S');
    expect(i485.text('form1[0].#subform[2].Pt1Line12_Status[0]')).toBe('F1');
    expect(i485.text('form1[0].#subform[2].Pt1Line14_Status[0]')).toBe('F1');
    expect(i485.text('form1[0].#subform[3].Pt1Line18_PriorInCareOfName[0]')).toBe('Pham Van Duc');
    expect(i485.checked('form1[0].#subform[3].Pt1Line19_YN[0]')).toBe(true);
    expect(i485.checked('form1[0].#subform[3].Pt1Line19_SSA_YN[0]')).toBe(true);
  }, 60_000);

  it('Form I-765: statement 1.b and Part 4; the petitioner, who reads English, selects 1.a on the I-130 and A on the I-864', async () => {
    const i765 = await printed(ctx, 'i-765');
    expect(i765.checked('form1[0].Page4[0].Pt3Line1Checkbox[0]')).toBe(true);
    expect(i765.text('form1[0].Page4[0].Pt4Line1a_InterpreterFamilyName[0]')).toBe(interpreter.last);
    expect(i765.text('form1[0].Page5[0].Part4_NameofLanguage[0]')).toBe(interpreter.language);
    expect(compact(i765.text('form1[0].Page3[0].Line20a_I94Number[0]'))).toBe('620394857A5');
    const i130 = await printed(ctx, 'i-130');
    expect(i130.checked('form1[0].#subform[8].Pt6Line1Checkbox[0]')).toBe(true);
    expect(i130.text('form1[0].#subform[9].Pt7Line1a_InterpreterFamilyName[0]')).toBe('');
    expect(i130.text('form1[0].#subform[6].Pt4Line21d_DateExpired[0]')).toBe('D/S');
    const i864 = await printed(ctx, 'i-864');
    expect(i864.checked('form1[0].#subform[9].P6_Line1_Checkbox[1]')).toBe(true);
  }, 120_000);
});

describe('a green card holder\u2019s spouse, a widowed B-2 visitor with a son', () => {
  const ctx = fixture('widowed-b2-visitor-child-green-card-holder');

  it('Form I-485: F2A with 245(i) answered No, her two races, the mail in care of her sister-in-law, the son in Part 7', async () => {
    const i485 = await printed(ctx, 'i-485');
    expect(i485.checked('form1[0].#subform[4].Pt2Line3a_CB[9]')).toBe(true);
    expect(i485.checked('form1[0].#subform[6].Pt2Line4_CB[0]')).toBe(true);
    expect(i485.checked('form1[0].#subform[12].Pt7Line2_Race[1]')).toBe(true);
    expect(i485.checked('form1[0].#subform[12].Pt7Line2_Race[3]')).toBe(true);
    expect(i485.checked('form1[0].#subform[12].Pt7Line2_Race[0]')).toBe(false);
    expect(i485.text('form1[0].#subform[2].Part1_Item18_InCareOfName[0]')).toBe('Carolina Vélez');
    expect(Object.entries(i485.values).some(([, value]) => value === 'Mateo')).toBe(true);
  }, 60_000);

  it('Form I-130: the earlier husband, with the date the marriage ended by his death; Form I-765 the mail in care of', async () => {
    const i130 = await printed(ctx, 'i-130');
    expect(i130.text('form1[0].#subform[5].Pt4Line18a_FamilyName[0]')).toBe('Vélez Mejía');
    expect(i130.text('form1[0].#subform[5].Pt4Line17_DateMarriageEnded[1]')).toBe('04/03/2019');
    const i765 = await printed(ctx, 'i-765');
    expect(i765.text('form1[0].Page2[0].Line4a_InCareofName[0]')).toBe('Carolina Vélez');
  }, 60_000);

  it('the evidence list asks for the death certificate and the visa she came in with', () => {
    const items = evidenceFor(ctx, ['i-130', 'i-130a', 'i-485', 'i-864', 'i-765']).flatMap((section) => section.items);
    expect(items).toContain("Proof that the beneficiary's earlier marriage to Andrés Vélez Mejía (ended 04/03/2019) has ended: a copy of the death certificate.");
    expect(items).toContain('A copy of the U.S. visa used for the last entry (the visa page of the passport).');
  });
});

describe("the joint sponsor's own statement on their Form I-864 (Part 8 item 1, Part 9)", () => {
  const couple = fixture('joint-sponsor-cousin');
  const jointSponsors = async (ctx: MappingContext): Promise<PrintedForm> => {
    const [mapping] = MAPPINGS.find((candidate) => candidate.form === 'i-864')?.companions?.(ctx) ?? [];
    if (!mapping) throw new Error("no joint sponsor's Form I-864");
    return printed(ctx, 'i-864', mapping);
  };

  it('selects A for a joint sponsor who reads English, and leaves the interpreter part empty', async () => {
    const joint = await jointSponsors(couple);
    expect(joint.checked('form1[0].#subform[9].P6_Line1_Checkbox[1]')).toBe(true);
    expect(joint.checked('form1[0].#subform[9].P6_Line1_Checkbox[2]')).toBe(false);
    expect(joint.text('form1[0].#subform[10].P9_Line1a_InterpretersFamilyName[0]')).toBe('');
  }, 60_000);

  it('selects B with the language and names their interpreter in Part 9, while the petitioner, who reads English, selects A', async () => {
    const ctx = { ...couple, answers: { ...couple.answers, INCOME: { ...couple.answers['INCOME'], ...interpretedFor('j'), jInterpreterLanguage: 'Twi' } } };
    const joint = await jointSponsors(ctx);
    expect(joint.checked('form1[0].#subform[9].P6_Line1_Checkbox[1]')).toBe(false);
    expect(joint.checked('form1[0].#subform[9].P6_Line1_Checkbox[2]')).toBe(true);
    expect(joint.text('form1[0].#subform[9].P8_Line1b_language[0]')).toBe('Twi');
    expect(joint.text('form1[0].#subform[10].P9_Line1a_InterpretersFamilyName[0]')).toBe(INTERPRETER.last);
    expect(joint.text('form1[0].#subform[10].P9_Line1b_InterpretersGivenName[0]')).toBe(INTERPRETER.first);
    expect(joint.text('form1[0].#subform[10].P8Line2_InterpretersBusinessName[0]')).toBe(INTERPRETER.organization);
    expect(compact(joint.text('form1[0].#subform[10].P9_Line5_InterpretersEmailAddress[0]'))).toBe(INTERPRETER.email);
    expect(joint.text('form1[0].#subform[10].P9_Language[0]')).toBe('Twi');
    const petitioners = await printed(ctx, 'i-864');
    expect(petitioners.checked('form1[0].#subform[9].P6_Line1_Checkbox[1]')).toBe(true);
    expect(petitioners.text('form1[0].#subform[10].P9_Line1a_InterpretersFamilyName[0]')).toBe('');
  }, 120_000);
});

describe('the couples of the filing paths, read back from their filled forms', () => {
  const receipt = 'form1[0].#subform[4].Pt2Line2_Receipt[0]';
  const priorityDate = 'form1[0].#subform[4].Pt2Line2_Date[0]';
  const consulateCity = 'form1[0].#subform[7].Pt4Line61a_CityOrTown[0]';
  const consulateCountry = 'form1[0].#subform[7].Pt4Line61c_Country[0]';
  const officeCity = 'form1[0].#subform[7].Pt4Line60a_CityOrTown[0]';

  it('Form I-485 on a petition already filed: Part 2 item 2 prints its receipt number and priority date', async () => {
    const i485 = await printed(fixture('petition-filed-h1b-receipt-notice'), 'i-485');
    expect(compact(i485.text(receipt))).toBe('IOE0912345678');
    expect(i485.text(priorityDate)).toBe('08/14/2026');
  }, 60_000);

  it('Form I-485 filed with its Form I-130: no underlying receipt number or priority date', async () => {
    const i485 = await printed(fixture('f1-student-us-born-citizen'), 'i-485');
    expect(i485.text(receipt)).toBe('');
    expect(i485.text(priorityDate)).toBe('');
  }, 60_000);

  it('Form I-130 for a spouse abroad: item 62 names the consulate, item 61 (the USCIS office) stays blank', async () => {
    const i130 = await printed(fixture('consular-spouse-in-india-mumbai'), 'i-130');
    expect(i130.text(consulateCity)).toBe('Mumbai');
    expect(i130.text(consulateCountry)).toBe('India');
    expect(i130.text(officeCity)).toBe('');
  }, 60_000);

  it('Form I-130 of a beneficiary who adjusts names the USCIS office in item 61 and no consulate; a barred one neither', async () => {
    const adjusting = await printed(fixture('citizen-petition-first-f1-student'), 'i-130');
    expect(adjusting.text(officeCity)).toBe('San Antonio');
    expect(adjusting.text(consulateCity)).toBe('');
    const barred = await printed(fixture('ewi-citizen-spouse-petition-only'), 'i-130');
    expect(barred.text(officeCity)).toBe('');
    expect(barred.text(consulateCity)).toBe('');
  }, 60_000);
});
