import { describe, expect, it } from 'vitest';
import { ASSETS_BAND, HOUSEHOLD_INCOME_BAND, LIABILITIES_BAND } from '../choices.ts';
import { COUNTRIES } from '../places.ts';
import { textOf } from '../text.ts';
import type { Condition, FieldDef, FormDef, StepDef } from '../types.ts';
import { i131Specific } from './i131-specific.ts';
import { i765Specific } from './i765-specific.ts';
import { income } from './income.ts';
import { I485_ASSETS_BANDS, I485_HOUSEHOLD_INCOME_BANDS, I485_LIABILITIES_BANDS, marriageInfo } from './marriage-info.ts';
import { SUPPORT_KEYS } from './onboarding-support.ts';
import { onboarding } from './onboarding.ts';

/** Step names as spec section 2 (and section 4 for onboarding) lists them. */
const SPEC_STEPS: readonly (readonly [FormDef, readonly string[]])[] = [
  [
    onboarding,
    [
      'About You & Your Spouse',
      "Beneficiary's Situation",
      "Petitioner's Finances",
      'Household Details',
      'Eligibility Check',
      'Optional Applications',
      "What's Next",
    ],
  ],
  [marriageInfo, ['Marriage Details', 'Spouse Information']],
  [income, ["Sponsor's Income", 'Income Details', 'Current Year Income Prediction', 'Household Finances']],
  [i765Specific, ['Eligibility Category', 'Application Type', 'Additional Information']],
  [i131Specific, ['Application Type', 'Travel Information', 'Processing Information']],
];

const FORMS = SPEC_STEPS.map(([form]) => form);

/** The twelve answers of the spec, with what the law's categories need (issue 12) where a person expects it. */
const ONBOARDING_KEYS = [
  'onboardingUserIs',
  'onboardingPStatus',
  'onboardingPNameFirst',
  'onboardingBNameFirst',
  'onboardingBIsInUs',
  'onboardingBWillApplyFromUs',
  'onboardingBLastEntry',
  'onboardingBK1MarriedPetitioner',
  'onboardingBEverJ',
  'onboardingBSubjectTo212e',
  'onboardingB212eWaived',
  'onboardingBKeptLawfulStatus',
  'onboardingBWorkedWithoutPermission',
  'onboardingB245i',
  'onboardingBBornInMexico',
  'onboardingBOnlyGcApplicant',
  'onboardingPCurrentIncome',
  'onboardingIncomeFromW2',
  'onboardingNumberOfHouseholdMembers',
  'onboardingPOnActiveDuty',
  'onboardingBWantsEAD',
  'onboardingBWantsAP',
];

const topLevelFields = (form: FormDef): FieldDef[] => form.steps.flatMap((step) => [...step.fields]);

/** Every list of fields that forms one scope: the form's top level, then each group's row. */
function scopesOf(form: FormDef): { name: string; fields: readonly FieldDef[] }[] {
  const top = topLevelFields(form);
  const groups = top.filter((field) => field.item !== undefined);
  return [
    { name: form.type, fields: top },
    ...groups.map((group) => ({ name: `${form.type} ${group.key}`, fields: group.item ?? [] })),
  ];
}

/** Each field a condition looks at, with the values it waits for ([] for filled / not filled). */
function conditionTests(condition: Condition): { field: string; values: readonly string[] }[] {
  if ('all' in condition) return condition.all.flatMap(conditionTests);
  if ('any' in condition) return condition.any.flatMap(conditionTests);
  if ('is' in condition) return [{ field: condition.field, values: [condition.is].flat() }];
  if ('isNot' in condition) return [{ field: condition.field, values: [condition.isNot].flat() }];
  return [{ field: condition.field, values: [] }];
}

/** The answers a field can hold, where the catalogue fixes them. */
function possibleAnswers(field: FieldDef): readonly string[] | undefined {
  if (field.kind === 'yesNo') return ['yes', 'no'];
  if (field.kind === 'choice') return field.choices?.map((choice) => choice.value);
  if (field.kind === 'country') return COUNTRIES.map((choice) => choice.value);
  return undefined;
}

const allScopes = FORMS.flatMap(scopesOf);

/** How the couple files and the petition they filed (domain/rules/filing-path.ts), or the consulate of a spouse abroad. */
const FILING_KEYS = [
  'onboardingFilingChoice',
  'onboardingPetitionMailed',
  'onboardingPetitionReceiptNumber',
  'onboardingPetitionReceiptDate',
  'onboardingPetitionPriorityDate',
  'onboardingPetitionStatus',
  'onboardingPetitionHasNotice',
  'onboardingConsulateCity',
  'onboardingConsulateCountry',
];

describe('the onboarding, marriage, income, I-765 and I-131 wizards', () => {
  it.each(SPEC_STEPS.map(([form, steps]) => [form.type, form, steps] as const))(
    '%s shows the steps the spec names, in order',
    (_type, form, steps) => {
      expect(form.steps.map((step) => step.name)).toEqual(steps);
    },
  );

  it('onboarding asks the twelve onboarding answers of the spec and the ones eligibility by category needs, in order, and beyond them only how the couple files and the other ways to meet the income requirement', () => {
    const keys = topLevelFields(onboarding).map((field) => field.key);
    expect(keys.filter((key) => ONBOARDING_KEYS.includes(key))).toEqual(ONBOARDING_KEYS);
    expect(keys.filter((key) => !ONBOARDING_KEYS.includes(key))).toEqual([...FILING_KEYS, ...Object.values(SUPPORT_KEYS)]);
  });

  it('onboarding stores its yes/no answers as Yes and No, as the spec says', () => {
    const yesNoQuestions = topLevelFields(onboarding).filter((field) =>
      field.choices?.some((choice) => choice.label === 'Yes'),
    );
    // The spec's seven, eight the law's categories need, two about a petition already filed, and two about the income requirement (onboarding-support.ts).
    expect(yesNoQuestions.length).toBe(19);
    for (const field of yesNoQuestions) {
      expect(field.kind, field.key).toBe('choice');
      // INA 212(e) is a fact a person may have to look up first: "Not sure" asks them to.
      const values = field.key === 'onboardingBSubjectTo212e' ? ['Yes', 'No', 'Not sure'] : ['Yes', 'No'];
      expect(field.choices?.map((choice) => choice.value), field.key).toEqual(values);
    }
  });

  it('onboarding offers household sizes 2 to 9 and reads the income as money', () => {
    const fields = topLevelFields(onboarding);
    const size = fields.find((field) => field.key === 'onboardingNumberOfHouseholdMembers');
    expect(size?.choices?.map((choice) => choice.value)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
    expect(fields.find((field) => field.key === 'onboardingPCurrentIncome')?.kind).toBe('money');
  });

  it.each([
    ['Eligibility Check', /check/i],
    ["What's Next", /\$299/],
  ])('the %s step of onboarding only explains what happens, without questions', (name, says) => {
    const step = (onboarding.steps as readonly StepDef[]).find((candidate) => candidate.name === name);
    expect(step?.fields).toEqual([]);
    expect(step?.intro).toMatch(says);
  });

  it('no question is asked twice, within a form or across these forms', () => {
    const keys = FORMS.flatMap(topLevelFields).map((field) => field.key);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it.each(allScopes.map((scope) => [scope.name, scope.fields] as const))(
    'no two answers of one row share a key in %s',
    (_name, fields) => {
      const keys = fields.map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it.each(allScopes.map((scope) => [scope.name, scope.fields] as const))(
    'in %s every follow-up opens on an earlier question of its own scope, for an answer it can have',
    (_name, fields) => {
      const problems: string[] = [];
      fields.forEach((field, position) => {
        if (!field.visibleWhen) return;
        for (const test of conditionTests(field.visibleWhen)) {
          const opener = fields.findIndex((candidate) => candidate.key === test.field);
          if (opener === -1) problems.push(`${field.key} depends on unknown ${test.field}`);
          else if (opener >= position) problems.push(`${field.key} comes before ${test.field}, which opens it`);
          const answers = opener === -1 ? undefined : possibleAnswers(fields[opener] as FieldDef);
          const impossible = answers ? test.values.filter((value) => !answers.includes(value)) : [];
          if (impossible.length > 0) problems.push(`${field.key} waits for ${impossible.join(', ')} from ${test.field}`);
        }
      });
      expect(problems).toEqual([]);
    },
  );

  it('every choice question offers its choices, each value once', () => {
    const everyField = allScopes.flatMap((scope) => [...scope.fields]);
    const choiceFields = everyField.filter((field) => field.kind === 'choice');
    expect(choiceFields.length).toBeGreaterThan(0);
    for (const field of choiceFields) {
      const values = field.choices?.map((choice) => choice.value) ?? [];
      expect(values.length, field.key).toBeGreaterThan(0);
      expect(new Set(values).size, field.key).toBe(values.length);
    }
  });

  it('every amount of money is checked as whole, non-negative dollars', () => {
    const moneyFields = allScopes.flatMap((scope) => scope.fields).filter((field) => field.kind === 'money');
    expect(moneyFields.map((field) => [field.key, field.format])).toEqual(
      moneyFields.map((field) => [field.key, 'nonNegativeMoney']),
    );
  });

  it('every repeatable group names its rows and opens on a yes/no question', () => {
    for (const form of FORMS) {
      const fields = topLevelFields(form);
      for (const group of fields.filter((field) => field.kind === 'group')) {
        expect(group.item?.length, group.key).toBeGreaterThan(0);
        expect(group.itemLabel, group.key).toBeTruthy();
        const opener = group.visibleWhen && 'field' in group.visibleWhen ? group.visibleWhen.field : undefined;
        expect(fields.find((field) => field.key === opener)?.kind, group.key).toBe('yesNo');
      }
    }
  });

  it('the income estimate is shown, not asked, and its correction opens only when the person says it is wrong', () => {
    const fields = topLevelFields(income);
    expect(fields.find((field) => field.key === 'incomeCurrentYearPrediction')?.required).toBeFalsy();
    expect(textOf(fields.find((field) => field.key === 'incomeCurrentYearUserOverrideYesNo')?.question)).toBe(
      'Is this estimate of your income for this year right?',
    );
    expect(fields.find((field) => field.key === 'incomeCurrentYearUserOverrideValue')?.visibleWhen).toEqual({
      field: 'incomeCurrentYearUserOverrideYesNo',
      is: 'no',
    });
  });

  it.each([
    ['household income', I485_HOUSEHOLD_INCOME_BANDS, HOUSEHOLD_INCOME_BAND],
    ['assets', I485_ASSETS_BANDS, ASSETS_BAND],
    ['liabilities', I485_LIABILITIES_BANDS, LIABILITIES_BAND],
  ])('the %s bands keep the stored values of the spec and show dollar ranges', (_name, shown, stored) => {
    expect(shown.map((choice) => choice.value)).toEqual(stored.map((choice) => choice.value));
    for (const choice of shown) expect(choice.label, choice.value).toMatch(/^(\$|Over \$)/);
  });
});
