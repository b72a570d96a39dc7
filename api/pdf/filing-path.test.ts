import path from 'node:path';
import { PDFCheckBox } from 'pdf-lib';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { fillForm, type UscisForm } from '../../domain/uscis/index.ts';
import { loadFixture, type Fixture } from '../../fixtures/load.ts';
import { pagesText } from '../testing/pdf-text.ts';
import { fieldsByName, fillTemplate } from './fill.ts';
import { buildPackage, packagePlan, type GeneratedPackage } from './package.ts';
import { loadTemplate } from './templates.ts';

/**
 * The package follows the law's categories (issue 12): a green card holder's spouse files Form
 * I-485 with the petition only while the Visa Bulletin chart USCIS uses is current for it; else
 * the package holds the petition alone, with its fee and its own mailing instructions.
 */

const fixture = (name: string): Fixture => loadFixture(path.resolve(import.meta.dirname, `../../fixtures/couples/${name}.json`));

let formsDir: string;
beforeAll(() => {
  // Synced once for the run by api/testing/global-setup.ts.
  formsDir = inject('formsDir');
});

const coverOf = async (built: GeneratedPackage): Promise<string> =>
  (await pagesText(built.pdf, Array.from({ length: (built.forms[0]?.firstPage ?? 1) - 1 }, (_, index) => index + 1))).join(' ').replace(/\s+/g, ' ');

/** The boxes of a form checked once it is filled from the couple's answers, read back from the filled PDF. */
async function checkedBoxes(couple: Fixture, form: UscisForm): Promise<string[]> {
  const ctx = { answers: couple.answers, today: couple.today };
  const filing = (await packagePlan(ctx, formsDir)).forms.find((candidate) => candidate.form === form);
  if (!filing || filing.status === 'unavailable') throw new Error(`Form ${form} is not in the couple's package.`);
  const { mapping } = filing;
  const filled = fillForm(mapping, ctx);
  const pdf = await fillTemplate(await loadTemplate(formsDir, form, mapping.edition), filled);
  return [...fieldsByName(pdf.doc)].filter(([, field]) => field instanceof PDFCheckBox && field.isChecked()).map(([name]) => name);
}

describe('a green card holder’s couple filing while F2A is not current (November 2025)', () => {
  const couple = fixture('f2a-not-current-b2-visitor');
  let built: GeneratedPackage;
  let cover: string;
  beforeAll(async () => {
    built = await buildPackage({ answers: couple.answers, today: couple.today, formsDir });
    cover = await coverOf(built);
  }, 120_000);

  it('holds Forms I-130 and I-130A alone', () => {
    expect(built.forms.map((form) => form.form)).toEqual(['i-130', 'i-130a']);
  });

  it('charges the petition’s fee only', () => {
    expect(cover).toContain('Form I-130 $675 one Form G-1450 or Form G-1650 for $675, for Form I-130 only');
    expect(cover).toContain('Total $675');
    expect(cover).not.toContain('I-485 $');
  });

  it('says on the cover why, and where the petition alone is mailed, asking only for the petition’s evidence', () => {
    expect(cover).toContain('Your petition package');
    expect(cover).not.toContain('Form I-693');
    expect(cover).toContain('This package holds the petition alone, Forms I-130 and I-130A: USCIS cannot take the green card application yet');
    expect(cover).toContain('The Visa Bulletin for November 2025 lists October 22, 2025 for spouses of permanent residents (category F2A) on its Dates for Filing chart');
    // The Form I-130 chart kept (domain/rules/petition-lockbox.ts) was read after that day: the couple is sent to USCIS's own.
    expect(cover).toContain(
      'open uscis.gov/i-130-addresses and mail Forms I-130 and I-130A together, in one envelope or box, to the address it gives for a Form I-130 filed on its own by a petitioner living in New Jersey.',
    );
    expect(cover).not.toContain('Lockbox');
  });

  it('files the petition for the spouse of a permanent resident (Form I-130 Part 2 item 36)', async () => {
    expect((await checkedBoxes(couple, 'i-130')).filter((name) => name.includes('Pt2Line36'))).toEqual([expect.stringContaining('Pt2Line36_LPR')]);
  });
});

describe('a green card holder’s couple filing while F2A is current (July 2026)', () => {
  const couple = fixture('f2a-current-h1b-data-scientist');
  let built: GeneratedPackage;
  let cover: string;
  beforeAll(async () => {
    built = await buildPackage({ answers: couple.answers, today: couple.today, formsDir });
    cover = await coverOf(built);
  }, 120_000);

  it('holds the whole package', () => {
    expect(built.forms.map((form) => form.form)).toEqual(['i-130', 'i-130a', 'i-485', 'i-864']);
    expect(cover).toContain('Total $2,115');
  });

  it('says on the cover that the chart is current for the petition, and sends it to the lockbox with the I-485', () => {
    expect(cover).toContain('The Visa Bulletin for July 2026 lists "C" (current) for spouses of permanent residents (category F2A)');
    expect(cover).toContain('so a petition filed on July 15, 2026 is current: USCIS takes Form I-485 on it.');
    expect(cover).toContain('Lockbox');
  });

  it('files the I-485 in the F2A category: "Spouse of a lawful permanent resident" (Part 2 item 3.a)', async () => {
    const boxes = (await checkedBoxes(couple, 'i-485')).filter((name) => name.includes('Pt2Line3a_CB'));
    expect(boxes).toEqual([expect.stringContaining('Pt2Line3a_CB[9]')]);
  });
});
