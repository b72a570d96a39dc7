import { describe, expect, it } from 'vitest';
import type { AnswersByForm } from '../answers.ts';
import { taxYearsFrom } from '../rules/tax-years.ts';
import { fillForm } from './fill.ts';
import { I864_10_17_24, i864Mapping as mappingOf } from './i864.ts';
import { jointSponsorInterpreter } from './i864/joint-sponsor.ts';
import { INTERPRETER, interpretedFor } from '../../testing/statement-answers.ts';
import { COUPLE_TODAY } from '../../testing/couple.ts';
import { COUPLE_TAX_YEAR, JOINT_SPONSOR, w2SponsorAnswers } from '../../testing/i864-answers.ts';
import { coverageOf, invalidValues, loadInventory } from '../../testing/i130-inventory.ts';
import type { FormMapping, MappingContext } from './types.ts';

const i864Mapping = mappingOf(I864_10_17_24);

const F = (subform: number, name: string): string => `form1[0].#subform[${subform}].${name}`;
const INVENTORY = loadInventory('i-864');
const [Y1] = taxYearsFrom(COUPLE_TAX_YEAR).map(String);

const withJointSponsor = (): AnswersByForm => {
  const answers = w2SponsorAnswers();
  return { ...answers, INCOME: { ...answers['INCOME'], ...JOINT_SPONSOR } };
};
const ctxOf = (answers: AnswersByForm): MappingContext => ({ answers, today: COUPLE_TODAY });

function companion(ctx: MappingContext): FormMapping {
  const [joint] = i864Mapping.companions?.(ctx) ?? [];
  if (!joint) throw new Error('no joint sponsor affidavit');
  return joint;
}

describe("the joint sponsor's Form I-864", () => {
  it('is filed only when a joint sponsor signs, as a second affidavit of the same edition signed by the joint sponsor', () => {
    expect(i864Mapping.companions?.(ctxOf(w2SponsorAnswers()))).toEqual([]);
    const joint = companion(ctxOf(withJointSponsor()));
    expect(joint).toMatchObject({ form: 'i-864', edition: i864Mapping.edition, signer: 'j' });
  });

  it('covers every field of the form exactly once, as the petitioner\'s does, with values the fields accept', () => {
    const ctx = ctxOf(withJointSponsor());
    const coverage = coverageOf(companion(ctx), INVENTORY);
    expect(coverage).toMatchObject({ unknown: [], duplicateRules: [], uncovered: [], coveredTwice: [] });
    expect(invalidValues(fillForm(companion(ctx), ctx), INVENTORY, { dateWords: ['N/A', 'zero'] })).toEqual([]);
  });

  it('states the joint sponsor in the sponsor\'s place: only joint sponsor, name, address, birth, SSN, status, contact', () => {
    const ctx = ctxOf(withJointSponsor());
    const { values } = fillForm(companion(ctx), ctx);
    expect(values).toMatchObject({
      [F(0, 'P1_Line1a-f_CB[3]')]: true,
      [F(0, 'P4_Line1a_FamilyName[0]')]: 'Rivera',
      [F(0, 'P4_Line1b_GivenName[0]')]: 'Carlos',
      [F(0, 'P4_Line1c_MiddleName[0]')]: 'Andrés',
      [F(1, 'P4_Line2b_StreetNumberName[0]')]: '12 Oak Street',
      [F(1, 'P4_Line2e_CityOrTown[0]')]: 'Austin',
      [F(1, 'P4_Line2f_State[0]')]: 'TX',
      [F(1, 'P4_Line6_DateOfBirth[0]')]: '04/02/1975',
      [F(1, 'P4_Line7_CityofBirth[0]')]: 'American Samoa',
      [F(1, 'P4_Line10_SocialSecurityNumber[0]')]: '123456789',
      [F(1, 'P4_Line11b_Checkbox[0]')]: true,
      [F(9, 'P7Line7_EmailAddress[0]')]: 'carlos.rivera@example.com',
    });
    // Not the petitioner's affidavit, and no active-duty answer: Part 2 item 12 is for petitioner sponsors only.
    for (const field of [F(0, 'P1_Line1a-f_CB[0]'), F(1, 'P4_Line11a_Checkbox[0]'), F(1, 'P4_Line11c_Checkbox[0]'), F(1, 'P4_Line14_Checkboxes[0]'), F(1, 'P4_Line14_Checkboxes[1]')]) {
      expect(values[field], field).toBeUndefined();
    }
    // The principal immigrant is the petitioner's spouse, as on the petitioner's affidavit.
    const petitioners = fillForm(i864Mapping, ctx).values;
    expect(values[F(2, 'P2_Line1a_FamilyName[0]')]).toBe(petitioners[F(2, 'P2_Line1a_FamilyName[0]')]);
  });

  it("counts the joint sponsor's own household, the spouse immigrating included, and only their own income and assets", () => {
    const ctx = ctxOf(withJointSponsor());
    const { values } = fillForm(companion(ctx), ctx);
    expect(values).toMatchObject({
      [F(4, 'P3_Line28_TotalNumberofImmigrants[0]')]: '1',
      [F(4, 'P5_Line2_Yourself[0]')]: '1',
      [F(4, 'P5_Line3_Married[0]')]: '1',
      [F(4, 'P5_Line4_DependentChildren[0]')]: '1',
      [F(4, 'P5_Line7_SameResidence[0]')]: '0',
      [F(4, 'Override[0]')]: '4',
      [F(4, 'P6_Line1_Checkbox[0]')]: true,
      [F(4, 'P6_Line1a_NameofEmployer[0]')]: 'Electrician',
      [F(4, 'P6_Line1a1_NameofEmployer[0]')]: 'Lone Star Electric',
      [F(4, 'P6_Line2_TotalIncome[0]')]: '61,000',
      [F(5, 'P6_Line15_TotalHouseholdIncome[0]')]: '61,000',
      [F(6, 'P6_Line19a_TaxYear[0]')]: Y1,
      [F(6, 'P6_Line19a_TotalIncome[0]')]: '60,000',
      [F(6, 'P7_Line1_BalanceofAccounts[0]')]: '12,000',
      [F(7, 'P7_Line10_TotalValueAssets[0]')]: '12,000',
    });
    for (const field of [F(5, 'P6_Line3_Name[0]'), F(5, 'P6_Line16_CompletedForm[0]'), F(5, 'P6_Line17_NotNeedComplete[0]'), F(7, 'P7_Line9_Total[0]')]) {
      expect(values[field], field).toBeUndefined();
    }
  });

  it("prints the joint sponsor's own statement (Part 8 item 1) and interpreter (Part 9) from their answers, not the petitioner's", () => {
    const reads = fillForm(companion(ctxOf(withJointSponsor())), ctxOf(withJointSponsor())).values;
    expect(reads[F(9, 'P6_Line1_Checkbox[1]')]).toBe(true);
    expect(reads[F(9, 'P6_Line1_Checkbox[2]')]).toBeUndefined();
    const answers = withJointSponsor();
    const interpreted = ctxOf({ ...answers, INCOME: { ...answers['INCOME'], ...interpretedFor('j') } });
    const values = fillForm(companion(interpreted), interpreted).values;
    expect(values).toMatchObject({
      [F(9, 'P6_Line1_Checkbox[2]')]: true,
      [F(9, 'P8_Line1b_language[0]')]: INTERPRETER.language,
      [F(10, 'P9_Line1a_InterpretersFamilyName[0]')]: INTERPRETER.last,
      [F(10, 'P9_Line1b_InterpretersGivenName[0]')]: INTERPRETER.first,
      [F(10, 'P9_Line4_InterpretersDaytimePhoneNumber[0]')]: INTERPRETER.phone,
      [F(10, 'P9_Language[0]')]: INTERPRETER.language,
    });
    expect(values[F(9, 'P6_Line1_Checkbox[1]')]).toBeUndefined();
    // The petitioner, who reads English, still selects A on their own affidavit.
    expect(fillForm(i864Mapping, interpreted).values[F(9, 'P6_Line1_Checkbox[1]')]).toBe(true);
    expect(jointSponsorInterpreter(interpreted)?.language).toBe(INTERPRETER.language);
    expect(jointSponsorInterpreter(ctxOf(withJointSponsor()))).toBeNull();
  });

  it("leaves the petitioner's own affidavit as it was", () => {
    const ctx = ctxOf(withJointSponsor());
    const without = ctxOf(w2SponsorAnswers());
    const { companions: _with, ...petitioner } = i864Mapping;
    expect(fillForm(petitioner, ctx).values).toEqual(fillForm(petitioner, without).values);
  });
});
