import path from 'node:path';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { checkEligibility } from '../../domain/rules/eligibility.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { validateFixtures } from '../../fixtures/validate-fixtures.ts';
import { textInBoxes, type PageBox } from '../testing/pdf-boxes.ts';
import { pagesText } from '../testing/pdf-text.ts';
import { buildPackage, type GeneratedPackage, type PackageForm } from './package.ts';
import { loadFieldInventory } from './templates.ts';

/**
 * The four ways a couple's Affidavit of Support comes out (issue 15's fixtures): met only with a
 * household member's Form I-864A, only with assets, only with a joint sponsor, and not at all yet.
 * Each package is built as the worker builds it, and each Form I-864 in it is read back: the
 * household size and the incomes printed inside their boxes.
 */

/** The I-864 boxes read back (10/17/24 edition), by what they hold. */
const BOXES = {
  householdSize: 'form1[0].#subform[4].Override[0]',
  relativesOnI864A: 'form1[0].#subform[4].P5_Line7_SameResidence[0]',
  spouse: 'form1[0].#subform[4].P5_Line3_Married[0]',
  sponsorIncome: 'form1[0].#subform[4].P6_Line2_TotalIncome[0]',
  person1Name: 'form1[0].#subform[5].P6_Line3_Name[0]',
  person1Income: 'form1[0].#subform[5].P6_Line5_CurrentIncome[0]',
  householdIncome: 'form1[0].#subform[5].P6_Line15_TotalHouseholdIncome[0]',
  sponsorAssets: 'form1[0].#subform[6].P7_Line4_Total[0]',
  totalAssets: 'form1[0].#subform[7].P7_Line10_TotalValueAssets[0]',
  familyName: 'form1[0].#subform[0].P4_Line1a_FamilyName[0]',
} as const;
type Box = keyof typeof BOXES;

let formsDir: string;
let boxesOnForm: Record<Box, PageBox>;
beforeAll(async () => {
  formsDir = inject('formsDir');
  const inventory = await loadFieldInventory(formsDir, 'i-864', '10/17/24');
  boxesOnForm = Object.fromEntries(
    Object.entries(BOXES).map(([box, name]) => {
      const field = inventory.find((candidate) => candidate.name === name);
      if (!field?.rect) throw new Error(`no ${name} in the I-864 inventory`);
      return [box, { page: field.page, rect: field.rect }];
    }),
  ) as Record<Box, PageBox>;
}, 60_000);

const fixturePath = (folder: 'couples' | 'invalid', name: string) => path.resolve(import.meta.dirname, `../../fixtures/${folder}/${name}.json`);

async function built(folder: 'couples' | 'invalid', name: string): Promise<GeneratedPackage> {
  const couple = loadFixture(fixturePath(folder, name));
  return buildPackage({ answers: couple.answers, today: couple.today, formsDir });
}

/** What each Form I-864 of the package prints in the boxes read back, in package order. */
async function affidavits(pkg: GeneratedPackage): Promise<Record<Box, string>[]> {
  const forms = pkg.forms.filter((form) => form.form === 'i-864');
  return Promise.all(
    forms.map(async (form: PackageForm) => {
      const onPackage = Object.fromEntries(
        Object.entries(boxesOnForm).map(([box, at]) => [box, { page: form.firstPage + at.page - 1, rect: at.rect }]),
      );
      return (await textInBoxes(pkg.pdf, onPackage)) as Record<Box, string>;
    }),
  );
}

async function coverText(pkg: GeneratedPackage): Promise<string> {
  const coverPages = (pkg.forms[0]?.firstPage ?? 1) - 1;
  return (await pagesText(pkg.pdf, Array.from({ length: coverPages }, (_, index) => index + 1))).join(' ');
}

describe("a couple who meets the requirement only with a household member's Form I-864A", () => {
  let pkg: GeneratedPackage;
  beforeAll(async () => {
    pkg = await built('couples', 'household-member-sister-i864a');
  }, 180_000);

  it('files one Form I-864 counting the sister in the household and her income in the household income', async () => {
    const [petitioner, ...more] = await affidavits(pkg);
    expect(more).toEqual([]);
    expect(petitioner).toMatchObject({
      familyName: 'Reyes',
      householdSize: '3',
      relativesOnI864A: '1',
      sponsorIncome: '24,000',
      person1Name: 'Sofia Reyes',
      person1Income: '14,500',
      householdIncome: '38,500',
    });
  });

  it('names on the cover the Form I-864A she signs with the petitioner, and her evidence', async () => {
    const cover = await coverText(pkg);
    expect(cover).toContain('Form I-864A of Sofia Reyes (sibling), current yearly income $14,500 (Form I-864 Part 6, Item Number 8): signed by Sofia Reyes and by the petitioner.');
    expect(cover).toContain('print the edition of 08/24/26');
    expect(cover).toContain('Affidavit of Support: Sofia Reyes, household member (Form I-864A)');
  });
});

describe('a citizen’s spouse whose petitioner meets the requirement only with assets worth three times the shortfall', () => {
  it('files one Form I-864 with the assets of Part 7 and the household of two', async () => {
    const pkg = await built('couples', 'assets-three-times-shortfall');
    const [petitioner, ...more] = await affidavits(pkg);
    expect(more).toEqual([]);
    expect(petitioner).toMatchObject({ householdSize: '2', sponsorIncome: '21,000', householdIncome: '21,000', sponsorAssets: '19,200', totalAssets: '19,200', person1Name: '' });
    expect(await coverText(pkg)).toContain("It meets the income requirement with the petitioner's income, and assets worth $19,200 (at least 3 times the $6,050 the income lacks).");
  }, 180_000);
});

describe('a couple who meets the requirement only with a joint sponsor', () => {
  let pkg: GeneratedPackage;
  beforeAll(async () => {
    pkg = await built('couples', 'joint-sponsor-cousin');
  }, 180_000);

  it("files two Forms I-864, the joint sponsor's after the petitioner's, each with its own household and income", async () => {
    const [petitioner, joint, ...more] = await affidavits(pkg);
    expect(more).toEqual([]);
    expect(petitioner).toMatchObject({ familyName: 'Owusu', householdSize: '2', spouse: '0', sponsorIncome: '19,500', householdIncome: '19,500' });
    expect(joint).toMatchObject({ familyName: 'Mensah', householdSize: '4', spouse: '1', relativesOnI864A: '0', sponsorIncome: '72,000', householdIncome: '72,000' });
  });

  it('tells on the cover who signs which Form I-864, and what the joint sponsor attaches', async () => {
    const cover = (await coverText(pkg)).replace(/\s+/g, ' ');
    const [first, second] = pkg.forms.filter((form) => form.form === 'i-864');
    expect(cover).toContain(`Form I-864, Part 8, Item Number 6 (page 10 of the form, page ${(first?.firstPage ?? 0) + 9} of this file): Kofi Owusu (the petitioner) signs`);
    expect(cover).toContain(`Form I-864, Part 8, Item Number 6 (page 10 of the form, page ${(second?.firstPage ?? 0) + 9} of this file): Kwame Mensah (the joint sponsor) signs`);
    expect(cover).toContain('Affidavit of Support Under Section 213A of the INA (the joint sponsor\'s)');
    expect(cover).toContain('It meets the income requirement with a joint sponsor, Kwame Mensah, who meets it alone for a household of 4');
    expect(cover).toContain('Affidavit of Support: Kwame Mensah, joint sponsor (second Form I-864)');
    expect(cover).toContain("Proof of the joint sponsor's U.S. citizenship");
    expect(cover).toContain("An IRS tax return transcript, or a copy of the joint sponsor's federal income tax return with every W-2 and 1099, for 2025 (required: the most recent tax year).");
  });
});

describe('a couple who cannot meet the requirement yet', () => {
  it('is told at onboarding what is missing and goes on; the check names the shortfall in dollars; the package holds its one Form I-864', async () => {
    const file = fixturePath('invalid', 'income-short-no-way-yet');
    const couple = loadFixture(file);
    const eligibility = checkEligibility(couple.answers.ONBOARDING, couple.today);
    expect(eligibility.eligible).toBe(true);
    // The shortfall is said apart from the eligibility (issue 24 item 5), in figures the page lists with each route.
    expect(eligibility.shortfall).toMatchObject({ householdIncome: 18_000, shortfall: 9_050, minimum: 27_050 });
    expect(validateFixtures([file])[0]).toMatchObject({ ok: true, expected: 1 });
    const pkg = await built('invalid', 'income-short-no-way-yet');
    const [petitioner, ...more] = await affidavits(pkg);
    expect(more).toEqual([]);
    expect(petitioner).toMatchObject({ householdSize: '2', sponsorIncome: '18,000', householdIncome: '18,000' });
    expect(await coverText(pkg)).toContain('As answered, it does not meet the income requirement.');
  }, 180_000);
});
