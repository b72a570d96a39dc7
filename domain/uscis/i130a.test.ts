import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillForm } from './fill.ts';
import { SEE_ADDITIONAL_INFO } from './blocks/index.ts';
import { I130A_04_01_24, i130aMapping as mappingOf } from './i130a.ts';
import { coupleAnswers, coupleContext } from '../../testing/couple.ts';
import { crowdedCouple, longAnswersCouple } from '../../testing/i130-answers.ts';
import { coverageOf, fixtureCouples, invalidValues, loadInventory } from '../../testing/i130-inventory.ts';
import type { FilledForm, MappingContext } from './types.ts';

const i130aMapping = mappingOf(I130A_04_01_24);

const inventory = loadInventory('i-130a');
const FORMS_DIR = path.resolve(import.meta.dirname, '../../../shared/uscis-forms');

/** Full field name of the I-130A field named `name` on page `page`. */
const f = (page: number, name: string): string => `form1[0].#subform[${page - 1}].${name}`;

const fill = (ctx: MappingContext): FilledForm => fillForm(i130aMapping, ctx);
const problemsOf = (filled: FilledForm): string[] => invalidValues(filled, inventory, { dateWords: ['PRESENT', 'Unknown'] });

describe('Form I-130A mapping: coverage of the 04/01/24 edition', () => {
  const coverage = coverageOf(i130aMapping, inventory);

  it('names only fields of the form, with one rule per field', () => {
    expect(coverage.unknown).toEqual([]);
    expect(coverage.duplicateRules).toEqual([]);
  });

  it('covers every field exactly once, by a rule, a blank rule or the Additional Information part', () => {
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.coveredTwice).toEqual([]);
    expect(coverage.counts.total).toBe(188);
  });

  it('has no blank rule that matches no field', () => {
    const unused = i130aMapping.blank.filter((blank) =>
      inventory.every((field) => (typeof blank.match === 'string' ? blank.match !== field.name : !blank.match.test(field.name))),
    );
    expect(unused).toEqual([]);
  });

  it('is written for the edition printed in the footer, and always applies', () => {
    const formText = fs.readFileSync(path.join(FORMS_DIR, 'text', 'i-130a.txt'), 'utf8');
    expect(formText).toContain(`Form I-130A Edition ${i130aMapping.edition}`);
    expect(i130aMapping.applies(coupleContext())).toBe(true);
  });
});

describe('Form I-130A mapping: the couple', () => {
  const ctx = coupleContext();
  const filled = fill(ctx);
  const values = filled.values;

  it('puts only values the fields accept', () => {
    expect(problemsOf(filled)).toEqual([]);
  });

  it("fills the spouse beneficiary's name and address history, the current home first with PRESENT", () => {
    expect(values[f(1, 'Pt1Line3a_FamilyName[0]')]).toBe('Kovalenko');
    expect(values[f(1, 'Pt1Line3b_GivenName[0]')]).toBe('Olena');
    expect(values[f(1, 'Pt1Line1_AlienNumber[0]')]).toBeUndefined();
    expect(values[f(1, 'Pt1Line4a_StreetNumberName[0]')]).toBe('1450 N Lake Shore Dr');
    expect(values[f(1, 'Pt1Line4b_Unit[0]')]).toBe(true);
    expect(values[f(1, 'Pt1Line4d_State[0]')]).toBe('IL');
    expect(values[f(1, 'Pt1Line5a_DateFrom[0]')]).toBe('08/01/2022');
    expect(values[f(1, 'Pt1Line5b_DateTo[0]')]).toBe('PRESENT');
    expect(values[f(1, 'Pt1Line6a_StreetNumberName[0]')]).toBe('1100 W Harrison St');
    expect(values[f(1, 'Pt1Line7b_DateTo[0]')]).toBe('07/31/2022');
  });

  it('fills the last home abroad of more than one year', () => {
    expect(values[f(1, 'Pt1Line8a_StreetNumberName[0]')]).toBe('vul. Sumska 25');
    expect(values[f(1, 'Pt1Line8d_Province[0]')]).toBe('Kharkiv Oblast');
    expect(values[f(1, 'Pt1Line8f_Country[0]')]).toBe('Ukraine');
    expect(values[f(2, 'Pt1Line9a_DateFrom[0]')]).toBe('09/01/2001');
    expect(values[f(2, 'Pt1Line9b_DateTo[0]')]).toBe('08/14/2019');
  });

  it('puts the mother as Parent 1 under her maiden name, and the father as Parent 2', () => {
    expect(values[f(2, 'Pt1Line10_FamilyName[0]')]).toBe('Shevchuk');
    expect(values[f(2, 'Pt1Line10_GivenName[0]')]).toBe('Iryna');
    expect(values[f(2, 'Pt1Line12_Female[0]')]).toBe(true);
    expect(values[f(2, 'Pt1Line12CityTownOfBirth[0]')]).toBe('Poltava');
    expect(values[f(2, 'Pt1Line14_CountryofBirth[0]')]).toBe('Kharkiv');
    expect(values[f(2, 'Pt1Line15_CountryofResidence[0]')]).toBe('Ukraine');
    expect(values[f(2, 'Pt1Line16_FamilyName[0]')]).toBe('Kovalenko');
    expect(values[f(2, 'Pt1Line17_DateofBirth[0]')]).toBe('02/20/1965');
    expect(values[f(2, 'Pt1Line19_Male[0]')]).toBe(true);
    expect(values[f(2, 'Pt1Line20_CityTownVillageofRes[0]')]).toBe('Kharkiv');
  });

  it('lists the current employer first with PRESENT, then the school', () => {
    expect(values[f(2, 'Pt2Line1_EmployerOrCompName[0]')]).toBe('Brightline Data Inc.');
    expect(values[f(2, 'Pt2Line2b_Unit[2]')]).toBe(true);
    expect(values[f(2, 'Pt2Line3_Occupation[0]')]).toBe('Software Analyst');
    expect(values[f(2, 'Pt2Line4b_DateTo[0]')]).toBe('PRESENT');
    expect(values[f(2, 'Pt2Line5_EmployerOrCompName[0]')]).toBe('University of Illinois Chicago');
    expect(values[f(3, 'Pt2Line7_Occupation[0]')]).toBe('Student');
    expect(values[f(3, 'Pt2Line8b_DateTo[0]')]).toBe('05/10/2024');
  });

  it('fills the last employment outside the United States and the contact information, not the signature', () => {
    expect(values[f(3, 'Pt3Line1_EmployerOrCompName[0]')]).toBe('Sloboda Software LLC');
    expect(values[f(3, 'Pt3Line2d_State[0]')]).toBeUndefined();
    expect(values[f(3, 'Pt3Line3_Occupation[0]')]).toBe('Junior Developer');
    expect(values[f(3, 'Pt3Line4b_DateTo[0]')]).toBe('07/31/2019');
    expect(values[f(3, 'Pt4Line3_DaytimePhoneNumber1[0]')]).toBe('3125550177');
    expect(values[f(3, 'Pt4Line5_Email[0]')]).toBe('olena.kovalenko@example.com');
    expect(values[f(3, 'Pt4Line6a_Signature[0]')]).toBeUndefined();
    expect(values[f(3, 'Pt4Line6b_DateofSignature[0]')]).toBeUndefined();
  });

  it('needs no Additional Information', () => {
    expect(i130aMapping.continuations(ctx)).toEqual([]);
  });
});

describe('Form I-130A mapping: more rows and longer answers than the form holds', () => {
  it('continues the earlier homes and employers in Part 7 with the header', () => {
    const ctx = crowdedCouple();
    const entries = i130aMapping.continuations(ctx);
    expect(entries).toEqual([
      {
        page: 1,
        part: 1,
        item: '6.a',
        text: [
          'Physical Address 3: 700 S Halsted St, Chicago, IL 60607, United States, from 08/15/2019 to 08/14/2021',
          'Physical Address 4: vul. Sumska 25, Apt. 12, Kharkiv, Kharkiv Oblast, 61002, Ukraine, from 09/01/2001 to 08/14/2019',
        ].join('\n'),
      },
      {
        page: 2,
        part: 2,
        item: '5',
        text: 'Employer 3: Campus Bookstore, 1 N State St, Chicago, IL 60602, United States, occupation Cashier, from 09/01/2019 to 08/15/2021',
      },
    ]);
    const filled = fill(ctx);
    expect(problemsOf(filled)).toEqual([]);
    expect(filled.values[f(1, 'Pt1Line6a_StreetNumberName[0]')]).toBe('1100 W Harrison St');
    expect(filled.values[f(6, 'Pt1Line3a_FamilyName[1]')]).toBe('Kovalenko');
    expect(filled.values[f(6, 'Pt7Line3a_PageNumber[0]')]).toBe('1');
    expect(filled.values[f(6, 'Pt7Line3c_ItemNumber[0]')]).toBe('6.a');
    expect(filled.values[f(6, 'Pt7Line4b_PartNumber[0]')]).toBe('2');
    expect(filled.overflow).toEqual([]);
  });

  it('shows "See Additional Info" for answers longer than their boxes', () => {
    const ctx = longAnswersCouple();
    const filled = fill(ctx);
    expect(problemsOf(filled)).toEqual([]);
    expect(filled.values[f(2, 'Pt2Line1_EmployerOrCompName[0]')]).toBe(SEE_ADDITIONAL_INFO);
    expect(filled.values[f(2, 'Pt1Line18_CityTownOfBirth[0]')]).toBe(SEE_ADDITIONAL_INFO);
    expect(filled.values[f(2, 'Pt1Line12CityTownOfBirth[0]')]).toBe('Poltava, Poltava Oblast, Ukrainian SSR');
    expect(i130aMapping.continuations(ctx)).toContainEqual({
      page: 2,
      part: 1,
      item: '20',
      text: 'Kharkiv, Kharkiv Oblast, Ukrainian SSR',
    });
  });
});

describe('Form I-130A mapping: answers the person was not asked, and other situations', () => {
  it('leaves out an address list and a home abroad closed by their opening question', () => {
    const values = fill(
      coupleContext({ BENEFICIARY_INFO: { bHasPreviousAddresses: 'no', outsideUsLivedOverYear: 'no' } }),
    ).values;
    expect(values[f(1, 'Pt1Line6a_StreetNumberName[0]')]).toBeUndefined();
    expect(values[f(1, 'Pt1Line8a_StreetNumberName[0]')]).toBeUndefined();
    expect(values[f(2, 'Pt1Line9a_DateFrom[0]')]).toBeUndefined();
  });

  it('uses the name now of a parent whose name at birth did not differ, and says when a parent died', () => {
    const values = fill(
      coupleContext({
        BENEFICIARY_INFO: { bMotherNameAtBirthDifferent: 'no', bFatherAlive: 'no', bFatherBirthDate: '' },
      }),
    ).values;
    expect(values[f(2, 'Pt1Line10_FamilyName[0]')]).toBe('Kovalenko');
    expect(values[f(2, 'Pt1Line20_CityTownVillageofRes[0]')]).toBe('Deceased');
    expect(values[f(2, 'Pt1Line21_CountryofResidence[0]')]).toBe('Deceased');
    expect(values[f(2, 'Pt1Line17_DateofBirth[0]')]).toBe('Unknown');
  });

  it('says in Part 7 that a beneficiary never worked outside the United States', () => {
    const ctx = coupleContext({ BENEFICIARY_INFO: { outsideUsWorkedEver: 'no' } });
    expect(fill(ctx).values[f(3, 'Pt3Line1_EmployerOrCompName[0]')]).toBeUndefined();
    expect(i130aMapping.continuations(ctx)).toEqual([
      { page: 3, part: 3, item: '1', text: 'I have never worked outside the United States.' },
    ]);
  });

  it('writes Unemployed for a beneficiary without work in five years', () => {
    const before = coupleAnswers()['BENEFICIARY_INFO'];
    expect(before?.['bHasEmploymentHistory']).toBe('yes');
    const values = fill(
      coupleContext({
        BENEFICIARY_INFO: { bHasEmploymentHistory: 'no', bUnemployedSinceDate: '2019-08-01', bUnemployedSupportSource: 'Savings' },
      }),
    ).values;
    expect(values[f(2, 'Pt2Line1_EmployerOrCompName[0]')]).toBe('Unemployed');
    expect(values[f(2, 'Pt2Line4a_DateFrom[0]')]).toBe('08/01/2019');
    expect(values[f(2, 'Pt2Line4b_DateTo[0]')]).toBe('PRESENT');
    expect(values[f(2, 'Pt2Line5_EmployerOrCompName[0]')]).toBeUndefined();
  });
});

describe('Form I-130A mapping: the fixture couples', () => {
  it.each(fixtureCouples().map(({ name, ctx }) => [name, ctx] as const))('fills %s with values the fields accept', (_name, ctx) => {
    const filled = fill(ctx);
    expect(problemsOf(filled)).toEqual([]);
    expect(filled.values[f(1, 'Pt1Line3a_FamilyName[0]')]).toBe(ctx.answers['BENEFICIARY_INFO']?.['bNameLast']);
    expect(filled.values[f(1, 'Pt1Line5b_DateTo[0]')]).toBe('PRESENT');
    expect(filled.values[f(2, 'Pt2Line4b_DateTo[0]')]).toBe('PRESENT');
  });
});
