import { copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { mostRecentTaxYearOn } from '../../domain/rules/tax-years.ts';
import { fillForm, newestMappings } from '../../domain/uscis/index.ts';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { loadFixture, type Fixture } from '../../fixtures/load.ts';
import { pagesText } from '../testing/pdf-text.ts';
import { decodePng } from '../testing/images.ts';
import { continuationSheets } from './continuation.ts';
import { savePdf } from './fonts.ts';
import { FIRST_PREVIEW_PAGES, generatePackage, packageRenderer } from './generate.ts';
import { buildPackage, type GeneratedPackage, type PackagePart } from './package.ts';
import { HELD_STAMP_TEXT } from './held-stamp.ts';
import { templateFile, TemplateChangedError, TemplateMissingError } from './templates.ts';

const fixture = (name: string): Fixture => loadFixture(path.resolve(import.meta.dirname, `../../fixtures/couples/${name}.json`));

let formsDir: string;
let scratch: string;
beforeAll(async () => {
  // Synced once for the run by api/testing/global-setup.ts.
  formsDir = inject('formsDir');
  scratch = await mkdtemp(path.join(tmpdir(), 'greencard-package-test-'));
}, 120_000);
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('buildPackage', () => {
  let built: GeneratedPackage;
  const parts: PackagePart[] = [];
  const progress: number[] = [];
  const couple = fixture('f1-student-us-born-citizen');

  beforeAll(async () => {
    built = await buildPackage({
      answers: couple.answers,
      today: couple.today,
      formsDir,
      onProgress: (percent) => progress.push(percent),
      onPart: (part) => parts.push(part),
    });
  }, 120_000);

  it('puts the cover first, then every form that applies in filing order, page after page', () => {
    const ctx = { answers: couple.answers, today: couple.today };
    expect(built.forms.map((form) => form.form)).toEqual(newestMappings().filter((mapping) => mapping.applies(ctx)).map((mapping) => mapping.form));
    expect(built.forms.map((form) => form.form)).toEqual(['i-130', 'i-130a', 'i-485', 'i-864', 'i-765', 'i-131']);
    const cover = parts[0];
    expect(cover?.kind).toBe('cover');
    let next = (cover?.pageCount ?? 0) + 1;
    for (const form of built.forms) {
      expect(form.firstPage).toBe(next);
      next += form.pageCount;
    }
    expect(built.pageCount).toBe(next - 1);
    expect(parts.map((part) => part.firstPage)).toEqual(parts.map((_, index) => 1 + parts.slice(0, index).reduce((sum, part) => sum + part.pageCount, 0)));
    expect(parts.every((part) => part.packagePages === built.pageCount)).toBe(true);
  });

  it('reports progress from 0 to 100, never going back', () => {
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('is one flat document: no form fields, one copy of each Noto Sans file', async () => {
    const doc = await PDFDocument.load(built.pdf);
    expect(doc.getPageCount()).toBe(built.pageCount);
    expect(doc.catalog.getAcroForm()).toBeUndefined();
    const notoFiles = new Set<string>();
    let notoFonts = 0;
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict) || object.lookup(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
      if (!String(object.lookup(PDFName.of('FontName'))).startsWith('/NotoSans-')) continue;
      notoFonts++;
      notoFiles.add(String(object.get(PDFName.of('FontFile2'))));
    }
    // Every part embeds Noto Sans; the package keeps one file of each weight.
    expect(notoFonts).toBeGreaterThan(2);
    expect(notoFiles.size).toBe(2);
    expect(built.pdf.length).toBeLessThan(4_000_000);
  });

  const coverText = async () => (await pagesText(built.pdf, Array.from({ length: parts[0]?.pageCount ?? 0 }, (_, index) => index + 1))).join(' ');

  it('prints the fees of the domain table, the evidence and where to mail on the cover', async () => {
    const cover = await coverText();
    expect(cover).toContain('Your green card application package');
    expect(cover).toContain('Form I-485 $1,440');
    expect(cover).toContain('Total $3,005');
    expect(cover).toContain("A copy of the petitioner's U.S. birth certificate");
    expect(cover).toContain('USCIS rejects a Form I-485 filed without it');
    // The most recent tax year on the fixture's date, 2026-11-22, from the tax-year module.
    expect(cover).toContain(`for ${mostRecentTaxYearOn(couple.today, true)} (required: the most recent tax year)`);
    // She lives in Texas: the family-based chart sends her to the Dallas lockbox.
    expect(cover).toContain('to the USCIS Dallas Lockbox');
    expect(cover).toContain('P.O. Box 650288');
    expect(cover).toContain('2501 S. State Hwy. 121 Business, Suite 400');
    expect(cover).toContain('not affiliated with U.S. Citizenship and Immigration Services');
    // Her name and address in Tamil script are printed: nothing is left to write by hand.
    expect(built.unprinted).toEqual([]);
    expect(cover).not.toContain('write each one by hand');
  });

  it('pays each fee with its own Form G-1450 or G-1650 placed on its form, never by check or money order', async () => {
    const cover = await coverText();
    for (const [form, fee] of [['I-130', '$675'], ['I-485', '$1,440'], ['I-765', '$260'], ['I-131', '$630']]) {
      expect(cover).toContain(`Form ${form} ${fee} one Form G-1450 or Form G-1650 for ${fee}, for Form ${form} only`);
    }
    expect(cover).toContain('Form I-130A no fee none');
    expect(cover).toContain('Since 10/28/2025, USCIS rejects a paper filing paid by a check or money order.');
    expect(cover).not.toMatch(/payable to|one check or money order per form/);
  });

  it('lists every signature box of every form by part and item, signed by hand by the person named', async () => {
    const cover = await coverText();
    const filePage = (form: string, page: number) => (built.forms.find((entry) => entry.form === form)?.firstPage ?? 0) + page - 1;
    for (const [form, part, item, page, signer] of [
      ['i-130', 6, '6.a', 9, 'Ethan Carter (the petitioner)'],
      ['i-130a', 4, '6.a', 3, 'Ananya Krishnamurthy (the beneficiary)'],
      ['i-485', 10, '4', 22, 'Ananya Krishnamurthy (the beneficiary)'],
      ['i-864', 8, '6', 10, 'Ethan Carter (the petitioner)'],
      ['i-765', 3, '7.a', 4, 'Ananya Krishnamurthy (the beneficiary)'],
      ['i-131', 10, '4', 11, 'Ananya Krishnamurthy (the beneficiary)'],
    ] as const) {
      expect(cover).toContain(`Form ${form.toUpperCase()}, Part ${part}, Item Number ${item} (page ${page} of the form, page ${filePage(form, page)} of this file): ${signer}`);
    }
    expect(cover).toContain(`Form I-485, Part 13 (page 23 of the form, page ${filePage('i-485', 23)} of this file): do not sign it now.`);
    // Both read English: the statement is printed on each form from the answers, and no interpreter signs.
    expect(cover).not.toContain('first selects');
    expect(cover).not.toContain('the interpreter,');
    expect(cover).toContain("Since 07/10/2026, a request that USCIS finds, even after accepting it, to carry a copied, typed, stamped, software-made or someone else's signature can be denied");
  });

  it('places each form where the cover says, with the form text on its first page', async () => {
    const firstPages = await pagesText(built.pdf, built.forms.map((form) => form.firstPage));
    built.forms.forEach((form, index) => expect(firstPages[index]).toContain(`Form ${form.form.toUpperCase()}`));
  });

  it('on a day USCIS no longer accepts the installed I-485 and I-864, stamps every page of those two and says on the cover not to mail them', async () => {
    expect(built.held.map((held) => [held.form, held.edition, held.hold.required?.edition])).toEqual([
      ['i-485', '01/20/25', '09/18/26'],
      ['i-864', '10/17/24', '08/24/26'],
    ]);
    const coverText = (await pagesText(built.pdf, [1])).join(' ');
    expect(coverText).toContain('Do not mail this package yet');
    expect(coverText).toContain('Form I-485 in this file is the edition of 01/20/25, which USCIS no longer accepts since September 18, 2026; it accepts only the edition of 09/18/26. Do not mail it');
    expect(coverText).toContain('Form I-864 in this file is the edition of 10/17/24, which USCIS no longer accepts since October 1, 2026');
    for (const form of built.forms) {
      const pages = Array.from({ length: form.pageCount }, (_, index) => form.firstPage + index);
      const stamped = (await pagesText(built.pdf, pages)).map((text) => text.includes(HELD_STAMP_TEXT));
      expect(stamped, form.form).toEqual(pages.map(() => form.form === 'i-485' || form.form === 'i-864'));
    }
  });
});

describe('a package on the last day USCIS accepted every installed edition', () => {
  it('holds nothing: no form stamped, no notice on the cover', async () => {
    const couple = fixture('f1-student-us-born-citizen');
    const built = await buildPackage({ answers: couple.answers, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED, formsDir });
    expect(built.held).toEqual([]);
    const text = (await pagesText(built.pdf, Array.from({ length: built.pageCount }, (_, index) => index + 1))).join(' ');
    expect(text).not.toContain(HELD_STAMP_TEXT);
    expect(text).not.toContain('Do not mail this package yet');
  }, 120_000);
});

describe('continuation sheets', () => {
  it('follow their form with the entries beyond its Additional Information slots, headed with the name and A-Number', async () => {
    const couple = fixture('h1b-naturalized-citizen-divorces');
    const ctx = { answers: couple.answers, today: couple.today };
    const overflowing = newestMappings().filter((mapping) => mapping.applies(ctx)).map((mapping) => fillForm(mapping, ctx)).filter((filled) => filled.overflow.length > 0);
    expect(overflowing.length).toBeGreaterThan(0);
    const built = await buildPackage({ answers: couple.answers, today: couple.today, formsDir });
    for (const filled of overflowing) {
      const form = built.forms.find((entry) => entry.form === filled.form);
      if (!form) throw new Error(`${filled.form} is not in the package`);
      expect(form.continuationPages).toBeGreaterThan(0);
      const sheetPages = Array.from({ length: form.continuationPages }, (_, index) => form.firstPage + form.pageCount - form.continuationPages + index);
      const text = (await pagesText(built.pdf, sheetPages)).join(' ');
      expect(text).toContain(`Additional Information (continued) — Form ${filled.form.toUpperCase()}`);
      expect(text).toContain('Signature (sign in ink)');
      for (const entry of filled.overflow) {
        expect(text).toContain(`Page ${entry.page}, Part ${entry.part}, Item Number ${entry.item}`);
        expect(text).toContain(entry.text.split(/\s+/).slice(0, 6).join(' '));
      }
    }
  }, 120_000);
});

describe('continuationSheets', () => {
  it('prints an answer in another script, and leaves lines to write one by hand when no font has its letters', async () => {
    const sheets = await continuationSheets(
      { form: 'i-130', edition: '04/01/24' },
      { name: { last: 'Núñez', first: 'José', middle: '' }, aNumber: '012345678' },
      [
        { page: 8, part: 4, item: '56', text: 'ⵜⴰⵎⴰⵣⵉⵖⵜ, ⴰⴳⴰⴷⵉⵔ' },
        { page: 8, part: 4, item: '58', text: 'Москва, улица Арбат 10' },
        { page: 8, part: 4, item: '57', text: 'Ελλάδα 12, Αθήνα' },
        { page: 8, part: 4, item: '59', text: 'שדרות רוטשילד 22, תל אביב' },
        { page: 2, part: 2, item: '12', text: 'Calle de Alcalá 42, 28014 Madrid, Spain' },
      ],
    );
    const text = (await pagesText(await savePdf(sheets), [1]))[0] ?? '';
    expect(text).toContain('Family Name (Last Name) Núñez');
    expect(text).toContain('A-012345678');
    expect(text).toContain('Page 8, Part 4, Item Number 56 Write this answer here by hand, in ink: it is written in letters none of our print fonts has.');
    expect(text).not.toContain('ⵜⴰⵎⴰⵣⵉⵖⵜ');
    expect(text).toContain('Page 8, Part 4, Item Number 58 Москва, улица Арбат 10');
    // Hebrew is shaped and drawn right to left; the reader puts it back in reading order.
    expect(text.replace(/\u2060/g, '')).toContain('תל אביב');
    expect(text).not.toContain('Item Number 59 Write this answer');
    expect(text).toContain('Page 2, Part 2, Item Number 12 Calle de Alcalá 42, 28014 Madrid, Spain');
  });
});

describe('a template replaced since the sync', () => {
  it('fails with the message to sync again', async () => {
    const dir = await mkdtemp(path.join(scratch, 'forms-'));
    await cp(formsDir, dir, { recursive: true });
    await copyFile(templateFile(dir, 'i-131', '01/20/25'), templateFile(dir, 'i-765', '08/21/25'));
    const couple = fixture('multi-country-history');
    await expect(buildPackage({ answers: couple.answers, today: couple.today, formsDir: dir })).rejects.toThrow(
      new TemplateChangedError('i-765', '08/21/25'),
    );
  }, 60_000);
});

describe('a missing template', () => {
  it('fails before any work with the message that names the form and what to run', async () => {
    const dir = await mkdtemp(path.join(scratch, 'forms-'));
    await cp(formsDir, dir, { recursive: true });
    await rm(templateFile(dir, 'i-485', '01/20/25'));
    const couple = fixture('b2-visitor-green-card-holder-arrest');
    const parts: PackagePart[] = [];
    const attempt = buildPackage({ answers: couple.answers, today: couple.today, formsDir: dir, onPart: (part) => parts.push(part) });
    await expect(attempt).rejects.toThrow(TemplateMissingError);
    await expect(attempt).rejects.toThrow('the official form I-485 (edition 01/20/25) is not installed; run greencard forms sync');
    expect(parts).toEqual([]);
  }, 60_000);
});

describe('packageRenderer', () => {
  it('prepares package after package on the threads it keeps, with the first previews, draws any other page on demand, and names the installed editions', async () => {
    const renderer = packageRenderer(formsDir);
    try {
      expect(await renderer.templateEditions()).toMatch(/^i-130@04\/01\/24#[0-9a-f]{12},i-130a@04\/01\/24#/);
      for (const name of ['h1b-naturalized-citizen-divorces', 'multi-country-history']) {
        const couple = fixture(name);
        const pages = new Map<number, Uint8Array>();
        const progress: number[] = [];
        const built = await renderer.render({
          answers: couple.answers,
          today: couple.today,
          stage: 'whole',
          stamp: false,
          onProgress: (percent) => progress.push(percent),
          onPage: async (page, png) => {
            pages.set(page, png);
          },
        });
        expect([...pages.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: FIRST_PREVIEW_PAGES }, (_, index) => index + 1));
        expect(progress.at(-1)).toBe(100);
        let loads = 0;
        const pdf = async () => {
          loads++;
          return built.pdf;
        };
        const drawn = await Promise.all([3, built.pageCount].map((page) => renderer.renderPage({ key: name, pdf, page, stamp: false })));
        for (const png of drawn) expect([(await decodePng(png)).width, (await decodePng(png)).height]).toEqual([612, 792]);
        // Loaded once, the package is not asked for again while its pages are being looked at.
        const loaded = loads;
        await renderer.renderPage({ key: name, pdf, page: 4, stamp: false });
        expect(loads).toBe(loaded);
        await expect(renderer.renderPage({ key: name, pdf, page: built.pageCount + 1, stamp: false })).rejects.toThrow();
      }
    } finally {
      await renderer.close();
    }
  }, 180_000);
});

describe('generatePackage', () => {
  it('streams a preview of every page of the package it returns', async () => {
    const couple = fixture('b2-visitor-green-card-holder-arrest');
    const seen: number[] = [];
    const progress: number[] = [];
    const built = await generatePackage({
      answers: couple.answers,
      today: couple.today,
      formsDir,
      previews: { stamp: true },
      onPreview: (page) => {
        seen.push(page.page);
      },
      onProgress: (percent) => progress.push(percent),
    });
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: built.pageCount }, (_, index) => index + 1));
    expect(progress.at(-1)).toBe(100);
  }, 180_000);
});
