import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../catalogue/index.ts';
import { i485Specific } from '../catalogue/forms/i485-specific.ts';
import { fillForm } from './fill.ts';
import { SEE_ADDITIONAL_INFO } from './blocks/index.ts';
import { I485_01_20_25, i485Mapping as mappingOf } from './i485.ts';

const i485Mapping = mappingOf(I485_01_20_25);
import { PART9_YES_NO_01_20_25 as PART9_YES_NO } from './i485/part9-01-20-25.ts';
import { itemOf } from './i485/part9-questions.ts';
import {
  ARREST_EXPLANATION,
  benefitRow,
  childRow,
  i485Context,
  organizationRows,
  previousMarriageRow,
  priorHomeRows,
} from '../../testing/i485-answers.ts';
import { laidOut, rejoined } from '../../testing/laid-out.ts';
import type { FilledForm, MappingContext } from './types.ts';

interface InventoryField {
  readonly name: string;
  readonly page: number;
  readonly type: 'text' | 'checkbox' | 'dropdown';
  readonly tooltip?: string;
  readonly maxLength?: number;
  readonly comb?: boolean;
  readonly onValues?: readonly string[];
  readonly options?: readonly string[];
}

const FORMS = path.resolve(import.meta.dirname, '../../../shared/uscis-forms');
const INVENTORY: readonly InventoryField[] = JSON.parse(readFileSync(path.join(FORMS, 'fields/i-485.fields.json'), 'utf8'));
const BY_NAME = new Map(INVENTORY.map((field) => [field.name, field]));

const fieldOf = (name: string): InventoryField => {
  const field = BY_NAME.get(name);
  if (!field) throw new Error(`not in the inventory: ${name}`);
  return field;
};

/** The full name of a field from its page and short name, as the template numbers subforms. */
const full = (page: number, name: string): string => `form1[0].#subform[${page <= 19 ? page - 1 : page}].${name}`;

const fill = (ctx: MappingContext = i485Context()): FilledForm => fillForm(i485Mapping, ctx);
const value = (filled: FilledForm, page: number, name: string): string | boolean | undefined => filled.values[full(page, name)];

const ruleFields = i485Mapping.fields.map((rule) => rule.field);
const slotFields = i485Mapping.additionalInfo.slots.flatMap((slot) => [slot.pageField, slot.partField, slot.itemField, slot.textField]);
const headerFields = i485Mapping.additionalInfo.header.map((rule) => rule.field);
const matchesBlank = (name: string) =>
  i485Mapping.blank.filter((blank) => (typeof blank.match === 'string' ? blank.match === name : blank.match.test(name)));

describe('Form I-485 mapping: coverage of the template', () => {
  it('names only fields of the inventory, each once', () => {
    const named = [...ruleFields, ...slotFields, ...headerFields];
    expect(named.filter((name) => !BY_NAME.has(name))).toEqual([]);
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
  });

  it('covers every field of the inventory exactly once: a rule, a blank rule, or Part 14', () => {
    const covered = new Set([...ruleFields, ...slotFields, ...headerFields]);
    const uncovered = INVENTORY.filter((field) => !covered.has(field.name) && matchesBlank(field.name).length === 0).map((f) => f.name);
    const twice = INVENTORY.filter((field) => matchesBlank(field.name).length + (covered.has(field.name) ? 1 : 0) > 1).map((f) => f.name);
    expect(uncovered).toEqual([]);
    expect(twice).toEqual([]);
    const blanks = INVENTORY.filter((field) => matchesBlank(field.name).length === 1).length;
    expect(ruleFields.length + blanks + slotFields.length + headerFields.length).toBe(INVENTORY.length);
  });

  it('has no blank rule that matches nothing', () => {
    const unused = i485Mapping.blank.filter((blank) =>
      INVENTORY.every((field) => (typeof blank.match === 'string' ? blank.match !== field.name : !blank.match.test(field.name))),
    );
    expect(unused).toEqual([]);
  });

  it('reads each Part 9 Yes/No pair from boxes whose export values and tooltips are that item', () => {
    for (const row of PART9_YES_NO) {
      const [key, page, yes, no] = row;
      const yesField = fieldOf(full(page, yes));
      const noField = fieldOf(full(page, no));
      expect([key, yesField.page, yesField.onValues]).toEqual([key, page, ['Y']]);
      expect([key, noField.page, noField.onValues]).toEqual([key, page, ['N']]);
      // The tooltips spell the item "43. A." or "35 B." or "22.".
      const [number = '', letter] = itemOf(row).split('.');
      const spelled = new RegExp(letter ? `${number}\\.? ${letter}\\.?\\s` : `\\b${number}\\.\\s`, 'i');
      expect([key, spelled.test(yesField.tooltip ?? '')]).toEqual([key, true]);
    }
  });

  it('puts every yes/no question and explanation of the eligibility wizard in a Part 9 box', () => {
    const mapped = new Set<string>(PART9_YES_NO.map(([key]) => key));
    const fields = [...fieldsOf(i485Specific)].map(({ field }) => field);
    const questions = fields.filter((field) => field.kind === 'yesNo' && field.key.startsWith('q')).map((field) => field.key);
    expect(questions.filter((key) => !mapped.has(key))).toEqual([]);
    const explained = fields.filter((field) => field.explanationPrompt !== undefined).map((field) => field.key.replace(/Explanation$/, ''));
    expect(explained.filter((key) => !mapped.has(key))).toEqual([]);
  });
});

describe('Form I-485 mapping: a complete case', () => {
  const filled = fill();

  it('writes values each field can take', () => {
    const problems: string[] = [];
    for (const [name, written] of Object.entries(filled.values)) {
      const field = fieldOf(name);
      if (field.type === 'checkbox') {
        if (written !== true && !(typeof written === 'string' && field.onValues?.includes(written))) problems.push(`${name}: ${String(written)}`);
        continue;
      }
      if (typeof written !== 'string') {
        problems.push(`${name}: not text`);
        continue;
      }
      if (field.type === 'dropdown' && !field.options?.includes(written)) problems.push(`${name}: ${written} is not an option`);
      if (field.maxLength !== undefined && written.length > field.maxLength) problems.push(`${name}: longer than ${field.maxLength}`);
      if (field.comb && !/^\d+$/.test(written) && !name.endsWith('P1Line12_I94[0]')) problems.push(`${name}: comb not digits: ${written}`);
    }
    expect(problems).toEqual([]);
  });

  it('prints every date as mm/dd/yyyy, or the words the form allows', () => {
    const isDateField = (field: InventoryField) =>
      field.type === 'text' && (/mm\/dd\/yyyy|2-\s?digit month|2 digit month/i.test(field.tooltip ?? '') || /Date|DOB/.test(field.name));
    const dates = Object.entries(filled.values).filter(([name]) => isDateField(fieldOf(name)));
    expect(dates.length).toBeGreaterThan(15);
    for (const [name, written] of dates) expect([name, written]).toEqual([name, expect.stringMatching(/^(\d{2}\/\d{2}\/\d{4}|PRESENT|D\/S|Unknown)$/)]);
  });

  it('sets exactly one box of each Part 9 pair, and none for a follow-up its opening answer hides', () => {
    const hidden = new Set(['q20', 'q21', 'q29', 'q35.b', 'q40', 'q77']);
    for (const [key, page, yes, no] of PART9_YES_NO) {
      const boxes = [value(filled, page, yes), value(filled, page, no)].filter((box) => box === true).length;
      expect([key, boxes]).toEqual([key, hidden.has(key) ? 0 : 1]);
    }
    expect(value(filled, 14, 'Pt8Line22_YesNo[0]')).toBe(true); // 22. Yes
    expect(value(filled, 14, 'Pt9Line10_YesNo[0]')).toBe(true); // 10. No
    expect(value(filled, 13, 'Pt8Line1_YesNo[0]')).toBe(true); // 1. No organizations
  });

  it('never checks two boxes of one Yes/No question', () => {
    const groups = new Map<string, string[]>();
    for (const field of INVENTORY) {
      if (field.type !== 'checkbox') continue;
      const base = field.name.replace(/\[\d+\]$/, '');
      groups.set(base, [...(groups.get(base) ?? []), field.name]);
    }
    for (const [base, names] of groups) {
      const values = new Set(names.map((name) => fieldOf(name).onValues?.[0]));
      if (!(values.has('Y') && values.has('N'))) continue;
      expect([base, names.filter((name) => filled.values[name] === true).length <= 1]).toEqual([base, true]);
    }
  });

  it('files a spouse of a U.S. citizen as an immediate relative, principal applicant, not exempt from the I-864', () => {
    expect(value(filled, 5, 'Pt2Line3a_CB[0]')).toBe(true);
    expect(value(filled, 5, 'Pt2Line3a_CB[9]')).toBeUndefined();
    expect(value(filled, 5, 'Pt2Line2_CB[0]')).toBe(true);
    expect(value(filled, 5, 'Pt2Line1_YN[1]')).toBe(true); // not with EOIR
    expect(value(filled, 7, 'Pt2Line4_CB[0]')).toBe(true); // 245(i): No, admitted as a student
    expect(value(filled, 7, 'Pt2Line5_CB[0]')).toBe(true); // CSPA: No
    expect(value(filled, 8, 'Pt3Line1_CB[5]')).toBe(true); // 1.f
  });

  it('files a spouse of a green card holder in the F2A box', () => {
    const ctx = i485Context({ PETITIONER_INFO: { usStatus: 'pr', usPrAdmissionClass: 'IR1', usPrAdmissionDate: '2016-05-02' } });
    const pr = fill(ctx);
    expect(value(pr, 5, 'Pt2Line3a_CB[9]')).toBe(true);
    expect(value(pr, 5, 'Pt2Line3a_CB[0]')).toBeUndefined();
    // Item 4 is answered for every family-based applicant: No (onboarding turns away one who needs INA 245(i)).
    expect(value(pr, 7, 'Pt2Line4_CB[0]')).toBe(true);
    expect(value(pr, 7, 'Pt2Line4_CB[1]')).toBeUndefined();
  });

  it('prints the answers in the boxes the form asks them in', () => {
    expect(value(filled, 1, 'Pt1Line1_FamilyName[0]')).toBe('Kovalenko');
    expect(value(filled, 1, 'Pt1Line3_DOB[0]')).toBe('04/12/1995');
    expect(value(filled, 2, 'Pt1Line6_CB_Sex[0]')).toBe(true); // Female
    expect(value(filled, 2, 'Pt1Line4_YN[1]')).toBe(true); // no A-Number
    expect(value(filled, 2, 'Pt2Line11_CB[0]')).toBe(true); // item 11: admitted as
    expect(value(filled, 2, 'Pt1Line11_Admitted[0]')).toBe('student');
    expect(value(filled, 3, 'P1Line12_I94[0]')).toBe('123456789A1');
    expect(value(filled, 3, 'Pt1Line12_Date[0]')).toBe('D/S');
    expect(value(filled, 3, 'Pt1Line17_YN[0]')).toBe(true); // 17. No (its No box is [0])
    expect(value(filled, 3, 'Pt1Line18US_Unit[2]')).toBe(true); // Apt.
    expect(value(filled, 3, 'Pt1Line18_YN[0]')).toBe(true); // lives at the mailing address
    expect(value(filled, 3, 'Pt1Line18_CurrentStreetNumberName[0]')).toBeUndefined();
    expect(value(filled, 4, 'Pt1Line18_last5yrs_YN[1]')).toBe(true); // not five years at the current address
    expect(value(filled, 4, 'Pt1Line18_PriorStreetName[0]')).toBe('1100 W Harrison St');
    expect(value(filled, 4, 'Pt1Line18_RecentProvince[0]')).toBe('Kharkiv Oblast');
    expect(value(filled, 4, 'Pt1Line19_SSN[0]')).toBe('654321098');
    expect(value(filled, 8, 'Pt4Line7_EmployerName[2]')).toBe('Brightline Data Inc.');
    expect(value(filled, 9, 'Pt4Line7_DateTo[0]')).toBe('PRESENT');
    expect(value(filled, 10, 'Pt5Line7_FamilyName[0]')).toBe('Shevchuk'); // Parent 2's name at birth
    expect(value(filled, 10, 'Pt6Line1_MaritalStatus[3]')).toBe(true); // Married
    expect(value(filled, 10, 'Pt5Line2_YNNA[0]')).toBe(true); // spouse not in the armed forces
    expect(value(filled, 10, 'Pt6Line3_TimesMarried[0]')).toBe('1');
    expect(value(filled, 10, 'Pt6Line4_FamilyName[0]')).toBe('Whitaker');
    expect(value(filled, 10, 'Pt6Line5_AlienNumber[0]')).toBe('098765432');
    expect(value(filled, 11, 'Pt5Line8_DateofBirth[2]')).toBe('10/14/2023'); // date of marriage
    expect(value(filled, 11, 'Pt6Line11_YN[0]')).toBe(true); // spouse not applying with the applicant
    expect(value(filled, 12, 'Pt6Line1_TotalChildren[0]')).toBe('None');
    expect([value(filled, 13, 'Pt7Line3_HeightFeet[0]'), value(filled, 13, 'Pt7Line3_HeightInches[0]')]).toEqual(['5', '6']);
    expect(['Weight1', 'Weight2', 'Weight3'].map((box) => value(filled, 13, `Pt7Line4_${box}[0]`))).toEqual(['1', '2', '8']);
    expect(value(filled, 13, 'Pt7Line5_Eyecolor[4]')).toBe(true); // Green
    expect(value(filled, 13, 'Pt7Line6_Haircolor[2]')).toBe(true); // Blond
    expect(value(filled, 19, 'Pt9Line56_CB[23]')).toBe(true); // not in an exempt category
    expect(value(filled, 19, 'Pt9Line57_HouseholdSize[0]')).toBe('2');
    expect(value(filled, 19, 'Pt9Line53_CB[3]')).toBe(true); // $85,001-141,000
    expect(value(filled, 19, 'Pt9Line59_CB[1]')).toBe(true); // $18,401-136,000
    expect(value(filled, 19, 'Pt9Line60_CB[2]')).toBe(true); // $10,101-57,700
    expect(value(filled, 19, 'Pt9Line61_CB[4]')).toBe(true); // Master's degree
    expect(value(filled, 22, 'Pt3Line3_DaytimePhoneNumber1[0]')).toBe('3125550177');
    expect(value(filled, 22, 'Pt3Line5_Email[0]')).toBe('olena.kovalenko@example.com');
  });

  it('prints the A-Number on every page when the applicant has one', () => {
    const withNumber = fill(i485Context({ BENEFICIARY_INFO: { bANumber: 'A12345678' } }));
    for (let page = 1; page <= 23; page++) expect(value(withNumber, page, `AlienNumber[${page - 1}]`)).toBe('012345678');
    expect(value(withNumber, 2, 'Pt1Line4_YN[0]')).toBe(true);
    expect(value(withNumber, 2, 'Pt1Line4_AlienNumber[0]')).toBe('012345678');
  });

  it('explains the "Yes" to item 22 in Part 14, with the applicant\'s name at the top', () => {
    const entries = i485Mapping.continuations(i485Context());
    expect(entries).toContainEqual({ page: 14, part: 9, item: '22', text: ARREST_EXPLANATION });
    expect(value(filled, 24, 'Pt1Line1_FamilyName[1]')).toBe('Kovalenko');
    const slots = [0, 1, 2, 3].map((index) => value(filled, 24, `Pt9Line3c_ItemNumber[${index}]`));
    expect(slots).toContain('22');
    expect(filled.overflow).toEqual([]);
  });
});

describe('Form I-485 mapping: answers that do not fit', () => {
  const LONG_STREET = '12345 North Very Long Boulevard Name Extension';
  const ctx = i485Context({
    BENEFICIARY_INFO: {
      bMailingStreet: LONG_STREET,
      bPhysicalAddressHistory: priorHomeRows(6),
    },
    I_485_SPECIFIC: {
      hasOrgs: 'yes',
      orgList: organizationRows(3),
      q11: 'yes',
      q11Explanation: 'A U.S. visitor visa was refused under section 214(b) in Kyiv on 05/10/2016.',
    },
  });

  it('prints two organizations, six earlier homes in one box and Part 14, and two explanations', () => {
    const entries = i485Mapping.continuations(ctx);
    expect(entries.map(({ page, part, item }) => [page, part, item])).toEqual([
      [3, 1, '18'],
      [4, 1, '18'],
      [8, 4, '7'],
      [13, 9, '2-9'],
      [14, 9, '11'],
      [14, 9, '22'],
    ]);
    const homes = entries[1]?.text.split('\n') ?? [];
    expect(homes).toHaveLength(5);
    expect(homes[0]).toBe('Prior Address 2: 101 Maple St, Springfield, IL 62701, United States; Dates of Residence: from 08/01/2020 to 07/31/2021');
    expect(entries[3]?.text).toContain('Organization 3: Organization Number 3');
    const filled = fill(ctx);
    expect(value(filled, 13, 'Pt9Line2_Organization1[0]')).toBe('Organization Number 1');
    expect(value(filled, 13, 'Pt9Line6_Organization2[0]')).toBe('Organization Number 2');
    expect(value(filled, 14, 'Pt9Line9_DateTo[0]')).toBe('06/30/2019');
    expect(value(filled, 4, 'Pt1Line18_PriorStreetName[0]')).toBe('100 Maple St');
  });

  it('cites a Part 9 explanation under the number its edition prints the item with (an edition that renumbers Part 9)', () => {
    // An edition whose table prints the key q11 as item 9 (as the 09/18/26 edition prints later items two lower).
    const renumbered = mappingOf({ ...I485_01_20_25, part9: PART9_YES_NO.map((row) => (row[0] === 'q11' ? ([row[0], row[1], row[2], row[3], '9'] as const) : row)) });
    const cited = renumbered.continuations(ctx).filter((entry) => entry.part === 9 && entry.page === 14);
    expect(cited.map(({ item }) => item)).toEqual(['9', '22']);
    expect(cited[0]?.text).toContain('214(b)');
  });

  it('lays the entries in the four Part 14 spaces first and returns the rest as overflow', () => {
    const filled = fill(ctx);
    const slot = (index: number) =>
      ['PageNumber', 'PartNumber', 'ItemNumber'].map((box, n) => value(filled, 24, `Pt9Line3${'abc'[n]}_${box}[${index}]`));
    expect([0, 1, 2, 3].map(slot)).toEqual([
      ['3', '1', '18'],
      ['4', '1', '18'],
      ['4', '1', '18'],
      ['4', '1', '18'],
    ]);
    expect(filled.overflow.map(({ page, item }) => [page, item])).toEqual([
      [8, '7'],
      [13, '2-9'],
      [14, '11'],
      [14, '22'],
    ]);
    expect(rejoined(laidOut(i485Mapping, filled))).toEqual(rejoined(i485Mapping.continuations(ctx)));
  });

  it('writes "See Additional Info" in a box too small for the answer, and the answer in Part 14', () => {
    const filled = fill(ctx);
    expect(value(filled, 3, 'Pt1Line18_StreetNumberName[0]')).toBe(SEE_ADDITIONAL_INFO);
    expect(i485Mapping.continuations(ctx)[0]).toEqual({
      page: 3,
      part: 1,
      item: '18',
      text: `Current U.S. Physical Address, Street Number and Name: ${LONG_STREET}`,
    });
  });

  it('continues a third child, a second earlier marriage and a fifth benefit in Part 14', () => {
    const many = i485Context({
      BENEFICIARY_INFO: {
        bHasChildren: 'yes',
        bChildrenList: [childRow('Anna', '2015-02-01'), childRow('Maksym', '2017-03-01'), childRow('Sofia', '2019-04-01')],
        bHasPreviousMarriages: 'yes',
        bPreviousMarriagesList: [previousMarriageRow('Bondar', '2012-05-05', '2014-06-06'), previousMarriageRow('Melnyk', '2015-07-07', '2018-08-08')],
      },
      I_485_SPECIFIC: { q63: 'yes', benefitsReceivedList: [1, 2, 3, 4, 5].map(benefitRow) },
    });
    const filled = fill(many);
    const entries = i485Mapping.continuations(many);
    expect(value(filled, 12, 'Pt6Line1_TotalChildren[0]')).toBe('3');
    expect(value(filled, 12, 'Pt7Line3_GivenName[0]')).toBe('Maksym');
    expect(entries.find((e) => e.page === 12)?.text).toContain('Child 3: Kovalenko, Sofia');
    expect(value(filled, 10, 'Pt6Line3_TimesMarried[0]')).toBe('3');
    expect(value(filled, 11, 'Pt6Line12_FamilyName[0]')).toBe('Melnyk'); // the most recent earlier marriage
    expect(value(filled, 11, 'Pt6Line19_MaritalStatus[3]')).toBe(true); // Divorced
    expect(entries.find((e) => e.page === 11)).toMatchObject({ part: 6, item: '11-18', text: expect.stringContaining('Prior spouse 2: Bondar, Ivan') });
    expect(value(filled, 20, 'Pt8Line68c_Column4Row4[0]')).toBe('$1,200');
    expect(value(filled, 20, 'Pt9Line65_Row4_YesNo[1]')).toBe(true);
    expect(entries.find((e) => e.item === '65')?.text).toContain('Row 5: Benefit Received: General Assistance 5');
  });
});

describe('Form I-485 mapping: follow-ups hidden by their opening answer', () => {
  it('prints no organization, explanation or list left over from an earlier "Yes"', () => {
    const ctx = i485Context({
      BENEFICIARY_INFO: {
        bHasPreviousMarriages: 'no',
        bPreviousMarriagesList: [previousMarriageRow('Bondar', '2012-05-05', '2014-06-06')],
        i94StatusChanged: 'no',
        i94StatusAfterChange: 'H1B',
        eduHighestGradeCompleted: '8th grade',
        eduHasCertifications: 'no',
        eduCertificationsList: [{ eduCertification: 'Forklift license' }],
      },
      I_485_SPECIFIC: {
        hasOrgs: 'no',
        orgList: organizationRows(1),
        q22: 'no',
        q19: 'no',
        q20: 'yes',
        q20Explanation: 'left over',
        q63: 'no',
        benefitsReceivedList: [benefitRow(1)],
        q85: 'no',
        q86: 'nonimmigrant',
      },
    });
    const filled = fill(ctx);
    expect(i485Mapping.continuations(ctx).filter((entry) => entry.part === 9)).toEqual([]);
    expect(value(filled, 13, 'Pt9Line2_Organization1[0]')).toBeUndefined();
    expect(value(filled, 14, 'Pt8Line24b_YesNo[1]')).toBeUndefined();
    expect(value(filled, 14, 'Pt8Line24b_YesNo[0]')).toBeUndefined();
    expect(value(filled, 20, 'Pt8Line68c_Column1Row1[0]')).toBeUndefined();
    expect(value(filled, 21, 'Pt9Line86_Nationality[0]')).toBeUndefined();
    expect(value(filled, 10, 'Pt6Line3_TimesMarried[0]')).toBe('1');
    expect(value(filled, 11, 'Pt6Line12_FamilyName[0]')).toBeUndefined();
    expect(value(filled, 3, 'Pt1Line14_Status[0]')).toBeUndefined();
    expect(value(filled, 19, 'Pt9Line61_diploma[0]')).toBeUndefined();
    expect(value(filled, 19, 'Table1[0].Row1[0].TextField1[0]')).toBeUndefined();
  });

  it('prints the mailing address apart only when the applicant does not live there', () => {
    const apart = fill(
      i485Context({
        BENEFICIARY_INFO: {
          bMailingSameAsPhysical: 'no',
          bMailingInCareOfName: 'Maria Lopez',
          bPhysicalCountry: 'United States',
          bPhysicalStreet: '77 W Elm St',
          bPhysicalUnitType: '',
          bPhysicalCity: 'Chicago',
          bPhysicalState: 'IL',
          bPhysicalZip: '60610',
        },
      }),
    );
    expect(value(apart, 3, 'Pt1Line18_StreetNumberName[0]')).toBe('77 W Elm St');
    expect(value(apart, 3, 'Part1_Item18_InCareOfName[0]')).toBeUndefined();
    expect(value(apart, 3, 'Pt1Line18_YN[1]')).toBe(true);
    expect(value(apart, 3, 'Pt1Line18_CurrentInCareOfName[0]')).toBe('Maria Lopez');
    expect(value(apart, 3, 'Pt1Line18_CurrentStreetNumberName[0]')).toBe('1450 N Lake Shore Dr');
  });
});
