import { describe, expect, it } from 'vitest';
import { conditionHolds } from '../conditions.ts';
import { fieldsOf } from '../index.ts';
import { textOf } from '../text.ts';
import type { Condition, FieldDef } from '../types.ts';
import { income } from './income.ts';
import { jointSponsorFields } from './income-joint-sponsor.ts';
import { birthFields, contactFields, currentAddressFields, legalNameFields, sponsorIdentifierFields } from './person-fields.ts';
import { householdCountFields, sponsorAssetFields, sponsorEmploymentFields, taxReturnFields } from './sponsor-fields.ts';

const FACTS = { mostRecentTaxYear: 2025, latestDueTaxYear: 2025 };

/** A field's shape without its words: what the wizard, the validation and the forms rely on. */
const shape = (field: FieldDef, rename: (key: string) => string) => ({
  key: rename(field.key),
  kind: field.kind,
  required: field.required ?? false,
  format: field.format,
  choices: field.choices,
});

/** The petitioner's key as the joint sponsor's: the catalogue's p-prefixed keys, and the INCOME sponsor keys, become j keys. */
const PETITIONER_BUILDERS: readonly [string, () => readonly FieldDef[], () => readonly FieldDef[]][] = [
  ['employment', () => sponsorEmploymentFields('p'), () => sponsorEmploymentFields('j')],
  ['tax returns', () => taxReturnFields('p'), () => taxReturnFields('j')],
  ['household counts', () => householdCountFields('p'), () => householdCountFields('j')],
  ['assets', () => sponsorAssetFields('p'), () => sponsorAssetFields('j')],
  ['name', () => legalNameFields('p'), () => legalNameFields('j')],
  ['contact', () => contactFields('p'), () => contactFields('j')],
  ['identity numbers', () => sponsorIdentifierFields('p'), () => sponsorIdentifierFields('j')],
];

describe("the joint sponsor's questions", () => {
  it.each(PETITIONER_BUILDERS)("ask the %s questions of the petitioner's, kind for kind, under the joint sponsor's own keys", (_part, petitioner, joint) => {
    const p = petitioner();
    const j = joint();
    expect(j.map((field) => shape(field, (key) => key))).toEqual(p.map((field, index) => shape(field, () => j[index]?.key ?? '')));
    for (const field of j) expect(field.key).toMatch(/^j[A-Z0-9]/);
    expect(new Set(j.map((field) => field.key)).size).toBe(j.length);
  });

  it('speak of the joint sponsor by role and never to "you" about them', () => {
    for (const field of jointSponsorFields.slice(1)) {
      const question = textOf(field.question, FACTS);
      expect(question).toMatch(/joint sponsor/i);
      expect(question).not.toMatch(/\byou(r)?\b/i);
    }
  });

  it('are asked only when a joint sponsor signs, and ask only what Form I-864 asks a sponsor', () => {
    const [gate, ...asked] = jointSponsorFields;
    expect(gate?.key).toBe('incomeHasJointSponsor');
    const shown = (field: FieldDef, answers: Record<string, string>) => conditionHolds(field.visibleWhen, answers);
    for (const field of asked) {
      expect(shown(field, { incomeHasJointSponsor: 'no' })).toBe(false);
    }
    const keys = asked.map((field) => field.key);
    expect(keys).toEqual(expect.arrayContaining(['jNameFirst', 'jSsn', 'jStatus', 'jBirthCountry', 'jMailingStreet', 'jCurrentIncome', 'j1stMostRecentIncome', 'jAssetsBankBalance']));
    // Form I-864 asks a sponsor neither the city of birth nor the day they moved into their home.
    expect(keys).not.toContain('jBirthCity');
    expect(keys).not.toContain('jPhysicalMoveInDate');
    expect(birthFields('p').map((field) => field.key)).toContain('pBirthCity');
    expect(currentAddressFields('p').map((field) => field.key)).toContain('pPhysicalMoveInDate');
  });

  it('sit in the INCOME wizard\'s Household Finances step, whose keys are all different', () => {
    const keys = [...fieldsOf(income)].map(({ field }) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    const step = income.steps.find((candidate) => candidate.name === 'Household Finances');
    expect(step?.fields.map((field) => field.key)).toEqual(expect.arrayContaining(jointSponsorFields.map((field) => field.key)));
  });

  it('offer the joint sponsor the status of a U.S. national, which a petitioner cannot have', () => {
    const status = jointSponsorFields.find((field) => field.key === 'jStatus');
    expect(status?.choices?.map((choice) => choice.value)).toEqual(['citizen', 'national', 'pr']);
    const condition: Condition | undefined = status?.visibleWhen;
    expect(conditionHolds(condition, { incomeHasJointSponsor: 'yes' })).toBe(true);
  });
});
