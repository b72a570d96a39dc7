import { describe, expect, it } from 'vitest';
import { personFacts } from '../filled-by.ts';
import { textOf, type CatalogueText, type TextFacts } from '../text.ts';
import type { FieldDef, FormDef } from '../types.ts';
import { WIZARDS } from '../wizards.ts';

/** The couple: Megan the petitioner, Lan the beneficiary; either of them fills in every wizard. */
const filledBy = (who: 'petitioner' | 'beneficiary'): TextFacts => ({
  mostRecentTaxYear: 2025,
  latestDueTaxYear: 2025,
  persons: personFacts({ onboardingUserIs: who, onboardingPNameFirst: 'Megan', onboardingBNameFirst: 'Lan' }),
});
const PETITIONER = filledBy('petitioner');
const BENEFICIARY = filledBy('beneficiary');

const fieldsOf = (form: FormDef): FieldDef[] => {
  const all: FieldDef[] = [];
  const walk = (fields: readonly FieldDef[]) => {
    for (const field of fields) {
      all.push(field);
      if (field.item) walk(field.item);
    }
  };
  for (const step of form.steps) walk(step.fields);
  return all;
};
const field = (form: FormDef, key: string): FieldDef => {
  const found = fieldsOf(form).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};
const question = (form: FormDef, key: string, facts: TextFacts) => textOf(field(form, key).question, facts);
const help = (form: FormDef, key: string, facts: TextFacts) => textOf(field(form, key).help, facts);
const intro = (form: FormDef, step: string, facts: TextFacts) => textOf(form.steps.find((candidate) => candidate.name === step)?.intro, facts);

/** Words said to whoever types, whichever spouse they are: what they know, what they entered. */
const TO_WHOEVER_TYPES = /\byou (truly )?do not know\b|\byou entered\b|\byou cannot type\b/;

/**
 * The texts of a wizard about one spouse that speak to "you" when that spouse fills it in but read
 * the same to the other spouse: a text left in the one voice. `where` names each.
 */
function spokenToOneOnly(form: FormDef, own: TextFacts, spouse: TextFacts, skip: (key: string) => boolean): string[] {
  const same: string[] = [];
  const check = (text: CatalogueText | undefined, where: string) => {
    const words = textOf(text, own);
    if (/\byour?\b/i.test(words) && !TO_WHOEVER_TYPES.test(words) && words === textOf(text, spouse)) same.push(`${where}: ${words}`);
  };
  for (const step of form.steps) check(step.intro, `${step.name} intro`);
  for (const candidate of fieldsOf(form)) {
    if (skip(candidate.key)) continue;
    check(candidate.question, candidate.key);
    check(candidate.help, `${candidate.key} help`);
  }
  return same;
}

describe("the beneficiary's wizard in English", () => {
  const form = WIZARDS.BENEFICIARY_INFO;

  it('names the beneficiary to the petitioner filling it in, and speaks to the beneficiary', () => {
    expect(question(form, 'immiIsInUs', PETITIONER)).toBe('Is Lan in the United States now?');
    expect(question(form, 'immiIsInUs', BENEFICIARY)).toBe('Are you in the United States now?');
    expect(question(form, 'i94Number', PETITIONER)).toBe("What is Lan's I-94 record number?");
    expect(help(form, 'i94Number', PETITIONER)).toBe('The 11-character "Admission (I-94) Record Number" on their most recent I-94.');
    expect(question(form, 'bHasAddressAbroad', PETITIONER)).toBe('Does Lan also have an address outside the United States?');
    expect(question(form, 'bAddressAbroadCity', PETITIONER)).toBe("Lan's address outside the U.S.: city or town");
    expect(question(form, 'bAddressAbroadCity', BENEFICIARY)).toBe('Address outside the U.S.: city or town');
    expect(question(form, 'immiOtherPetitionEverFiled', PETITIONER)).toBe('Has anyone other than you ever filed an immigration petition for Lan?');
    expect(question(form, 'immiOtherPetitionEverFiled', BENEFICIARY)).toBe('Has anyone other than your spouse ever filed an immigration petition for you?');
    expect(question(form, 'eduHighestLevel', PETITIONER)).toBe('What is the highest level of school Lan has completed?');
    expect(intro(form, 'Immigration Situation', PETITIONER)).toBe("Lan's arrival in the United States and their immigration history. Their I-94 record is at i94.cbp.dhs.gov.");
  });

  it('leaves no text about the beneficiary in the one voice', () => {
    expect(spokenToOneOnly(form, BENEFICIARY, PETITIONER, () => false)).toEqual([]);
  });
});

describe('the INCOME wizard in English', () => {
  const form = WIZARDS.INCOME;

  it('names the petitioner, the sponsor, to the beneficiary filling it in, and speaks to the petitioner', () => {
    expect(question(form, 'isOnActiveDuty', BENEFICIARY)).toBe('Is Megan on active duty in the U.S. armed forces or the U.S. Coast Guard?');
    expect(question(form, 'isOnActiveDuty', PETITIONER)).toBe('Are you on active duty in the U.S. armed forces or the U.S. Coast Guard?');
    expect(question(form, 'incomeTaxYear', BENEFICIARY)).toBe('Has Megan already filed their federal income tax return for 2025?');
    expect(question(form, 'incomeBeneficiaryIsSoleGcApplicant', BENEFICIARY)).toBe('Are you the only immigrant Megan is sponsoring with this Affidavit of Support?');
    expect(question(form, 'incomeBeneficiaryCurrentIncome', BENEFICIARY)).toBe('What is your current yearly income before taxes?');
    expect(question(form, 'incomeBeneficiaryCurrentIncome', PETITIONER)).toBe("What is your spouse's current yearly income before taxes?");
    expect(intro(form, 'Household Finances', BENEFICIARY)).toBe("Form I-864 compares the income of Megan's household with the U.S. poverty guidelines for their household size. Count each person only once.");
  });

  it('keeps the joint sponsor asked about by role, whoever fills it in', () => {
    for (const facts of [PETITIONER, BENEFICIARY]) expect(question(form, 'jLivesInUs', facts)).toBe('Does the joint sponsor live in the United States?');
    expect(question(form, 'incomeHasJointSponsor', BENEFICIARY)).toBe('Will a joint sponsor sign a second Affidavit of Support (Form I-864) for you?');
  });

  it('leaves no text about the petitioner in the one voice', () => {
    const jointSponsors = (key: string) => /^j[A-Z]/.test(key);
    expect(spokenToOneOnly(form, PETITIONER, BENEFICIARY, jointSponsors)).toEqual([]);
  });
});

describe("the petitioner's wizard in English", () => {
  it('leaves no text about the petitioner in the one voice', () => {
    expect(spokenToOneOnly(WIZARDS.PETITIONER_INFO, PETITIONER, BENEFICIARY, () => false)).toEqual([]);
  });
});
