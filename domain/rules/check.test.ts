import { describe, expect, it } from 'vitest';
import type { AnswerValue, Answers, GroupItem, Scalar } from '../answers.ts';
import { conditionHolds } from '../catalogue/conditions.ts';
import { questionFor } from '../catalogue/derived.ts';
import { CATALOGUE, type FieldDef, type FormType } from '../catalogue/index.ts';
import { noActiveForms, checkApplications, type ApplicationToCheck } from './check.ts';
import { TAX_YEAR_KEY } from './income-tax-years.ts';
import { mostRecentTaxYearOn } from './tax-years.ts';
import { readAnswers } from './validate.ts';

const TODAY = '2025-06-15';
/** The most recent tax year on TODAY, past the April deadline. */
const TAX_YEAR = mostRecentTaxYearOn(TODAY, true) ?? 0;

const SAMPLE_BY_FORMAT: Record<string, string> = {
  name: 'Taylor',
  aNumber: 'A123456789',
  ssn: '123-45-6789',
  usZip: '20500',
  email: 'taylor@example.com',
  usPhone: '(202) 555-0123',
  pastDate: '2015-01-01',
  futureDate: '2026-01-15',
  heightFeet: '5',
  heightInches: '7',
  weightLbs: '150',
  nonNegativeMoney: '90000',
  uscisAccountNumber: '123456789012',
  receiptNumber: 'IOE0912345678',
  i94Number: '12345678901',
};

/** A valid answer for any question, choosing No where a yes/no opens follow-ups. */
function sample(field: FieldDef): Scalar {
  if (field.format && field.format in SAMPLE_BY_FORMAT) return SAMPLE_BY_FORMAT[field.format] ?? null;
  if (field.choices) return field.choices.find((choice) => choice.value !== '')?.value ?? null;
  switch (field.kind) {
    case 'date':
      return '2015-01-01';
    case 'yesNo':
    case 'yesNoUnknown':
      return 'no';
    case 'number':
      return String(field.min ?? 2);
    case 'money':
      return '90000';
    case 'taxYear':
      return String(TAX_YEAR);
    case 'email':
      return 'taylor@example.com';
    case 'phone':
      return '(202) 555-0123';
    case 'country':
      return 'United States';
    case 'usState':
      return 'CA';
    default:
      return field.format === 'digits' ? String(field.min ?? 2) : 'Test';
  }
}

/** Answers every shown question of a scope, again and again until answering opens nothing new. */
function fill(fields: readonly FieldDef[], given: Answers): Answers {
  const answers: Answers = { ...given };
  for (let round = 0; round < 10; round++) {
    let added = false;
    for (const field of fields) {
      if (field.key in answers || !conditionHolds(field.visibleWhen, answers)) continue;
      const value: AnswerValue =
        field.kind === 'group' ? [fillRow(field.item ?? [])] : sample(field);
      answers[field.key] = value;
      added = true;
    }
    if (!added) break;
  }
  return answers;
}

function fillRow(items: readonly FieldDef[]): GroupItem {
  const row: GroupItem = {};
  for (const [key, value] of Object.entries(fill(items, {}))) if (!Array.isArray(value)) row[key] = value;
  return row;
}

const ONBOARDING_ANSWERS: Answers = {
  onboardingPNameFirst: 'Taylor',
  onboardingBNameFirst: 'Taylor',
  onboardingPOnActiveDuty: 'No',
  onboardingBWantsEAD: 'No',
  onboardingBWantsAP: 'No',
};

/** Facts a real couple gives: born before they married, in the United States, W-2 wages. */
const COUPLE_FACTS: Partial<Record<FormType, Answers>> = {
  ONBOARDING: ONBOARDING_ANSWERS,
  PETITIONER_INFO: { pBirthDate: '1985-03-10' },
  BENEFICIARY_INFO: { bBirthDate: '1988-07-21', immiIsInUs: 'yes' },
  MARRIAGE_INFO: { marriageDate: '2020-06-01' },
  INCOME: { incomeComesFromW2: 'yes', incomeBeneficiaryIsSoleGcApplicant: 'yes' },
};

function completeApplications(): ApplicationToCheck[] {
  return (['ONBOARDING', 'PETITIONER_INFO', 'BENEFICIARY_INFO', 'MARRIAGE_INFO', 'INCOME', 'I_485_SPECIFIC'] as const).map(
    (formType) => {
      const form = CATALOGUE[formType];
      const data = form ? fill(form.steps.flatMap((step) => step.fields), COUPLE_FACTS[formType] ?? {}) : {};
      return { formType, status: 'draft', data };
    },
  );
}

const withData = (applications: ApplicationToCheck[], formType: string, changes: Answers): ApplicationToCheck[] =>
  applications.map((application) =>
    application.formType === formType && typeof application.data === 'object' && application.data !== null
      ? { ...application, data: { ...application.data, ...changes } }
      : application,
  );

describe('checkApplications', () => {
  it('passes a complete and consistent set of applications', () => {
    expect(checkApplications(completeApplications(), TODAY)).toEqual({ isValid: true, errors: [] });
  });

  it.each([[[]], [[{ formType: 'MARRIAGE_INFO', status: 'archived', data: {} }]], [[{ formType: 'INCOME', status: 'ARCHIVED', data: {} }]]])(
    'says no active forms were found when there are none (%j)',
    (applications) => {
      expect(checkApplications(applications, TODAY)).toEqual({ isValid: false, errors: [noActiveForms()] });
      expect(noActiveForms()).toEqual({ field: 'forms', message: 'No active forms found' });
      expect(noActiveForms('es').message).toBe('No se encontró ningún formulario activo');
    },
  );

  it('places each problem in its form, step and question', () => {
    const applications = withData(completeApplications(), 'MARRIAGE_INFO', { marriageCity: '' });
    const entry = questionFor('MARRIAGE_INFO', 'marriageCity');
    expect(checkApplications(applications, TODAY)).toEqual({
      isValid: false,
      errors: [
        {
          field: 'marriageCity',
          message: 'Please answer this question.',
          formType: 'MARRIAGE_INFO',
          formName: 'MARRIAGE INFO',
          step: entry?.step,
          stepName: entry?.stepName,
          question: entry?.question,
        },
      ],
    });
    expect(entry?.step).toBe(1);
  });

  it('says each problem, form, step and question in Spanish for a Spanish reader, with the official forms that print it in English', () => {
    const applications = withData(completeApplications(), 'PETITIONER_INFO', {
      pHasOtherNames: 'yes',
      pOtherNamesList: [{ otherNameFirst: '', otherNameLast: 'Smith' }],
    });
    const [error] = checkApplications(applications, TODAY, undefined, undefined, 'es').errors;
    expect(error).toMatchObject({
      field: 'pOtherNamesList[0].otherNameFirst',
      message: 'Responda esta pregunta, por favor.',
      formName: 'Información del peticionario',
      stepName: 'Nombres y sexo del peticionario',
      question: questionFor('PETITIONER_INFO', 'pOtherNamesList', { mostRecentTaxYear: null, latestDueTaxYear: null, language: 'es' })?.question,
      officialForms: 'Form I-130',
    });
    expect(error?.question).toBe('Anote cada otro nombre que haya usado');
    // An English reader's check is as before: no forms named beside the question.
    expect(checkApplications(applications, TODAY).errors[0]).not.toHaveProperty('officialForms');
  });

  it('places a problem inside a list at the list’s question', () => {
    const applications = withData(completeApplications(), 'PETITIONER_INFO', {
      pHasOtherNames: 'yes',
      pOtherNamesList: [{ otherNameFirst: '', otherNameLast: 'Smith' }],
    });
    const [error] = checkApplications(applications, TODAY).errors;
    expect(error).toMatchObject({
      field: 'pOtherNamesList[0].otherNameFirst',
      formType: 'PETITIONER_INFO',
      step: 1,
      question: questionFor('PETITIONER_INFO', 'pOtherNamesList')?.question,
    });
  });

  it('quotes a question about the spouse by their name, and one about the person filling in as "you" (issue 24 item 2)', () => {
    const named = withData(
      withData(completeApplications(), 'ONBOARDING', { onboardingUserIs: 'petitioner', onboardingPNameFirst: 'Thomas', onboardingBNameFirst: 'Lan' }),
      'BENEFICIARY_INFO',
      { bNameFirst: '' },
    );
    const quoted = (applications: ApplicationToCheck[]) => checkApplications(applications, TODAY).errors.find((error) => error.field === 'bNameFirst')?.question;
    expect(quoted(named)).toBe("What is Lan's first name (given name)?");
    const own = withData(named, 'ONBOARDING', { onboardingUserIs: 'beneficiary' });
    expect(quoted(own)).toBe('What is your first name (given name)?');
  });

  it("quotes the beneficiary's own questions and INCOME's questions about the petitioner in the same voice (issue 24 item 2)", () => {
    const blanks = withData(
      withData(
        withData(completeApplications(), 'ONBOARDING', { onboardingUserIs: 'petitioner', onboardingPNameFirst: 'Thomas', onboardingBNameFirst: 'Lan' }),
        'BENEFICIARY_INFO',
        { immiIsInUs: '' },
      ),
      'INCOME',
      { isOnActiveDuty: '' },
    );
    const quoted = (applications: ApplicationToCheck[], field: string) => checkApplications(applications, TODAY).errors.find((error) => error.field === field)?.question;
    expect(quoted(blanks, 'immiIsInUs')).toBe('Is Lan in the United States now?');
    expect(quoted(blanks, 'isOnActiveDuty')).toBe('Are you on active duty in the U.S. armed forces or the U.S. Coast Guard?');
    const byBeneficiary = withData(blanks, 'ONBOARDING', { onboardingUserIs: 'beneficiary' });
    expect(quoted(byBeneficiary, 'immiIsInUs')).toBe('Are you in the United States now?');
    expect(quoted(byBeneficiary, 'isOnActiveDuty')).toBe('Is Thomas on active duty in the U.S. armed forces or the U.S. Coast Guard?');
  });

  it('leaves out the catalogue entry for a field the catalogue does not have', () => {
    const result = checkApplications([...completeApplications(), { formType: 'NOT_A_FORM', status: 'draft', data: {} }], TODAY);
    expect(result.errors).toEqual([{ field: 'formType', message: 'Unknown form type: NOT_A_FORM', formType: 'NOT_A_FORM' }]);
  });

  it('ignores archived applications, whatever the case of their status', () => {
    const archivedBroken = { formType: 'MARRIAGE_INFO', status: 'Archived', data: {} };
    expect(checkApplications([archivedBroken, ...completeApplications()], TODAY).isValid).toBe(true);
  });

  it('reports facts that disagree between forms, placed in the form that disagrees', () => {
    const applications = withData(completeApplications(), 'PETITIONER_INFO', { pNameFirst: 'Jordan' });
    expect(checkApplications(applications, TODAY).errors).toEqual([
      expect.objectContaining({
        formType: 'PETITIONER_INFO',
        field: 'pNameFirst',
        step: 1,
        message: expect.stringMatching(/first name differs between Petitioner Information \(step 1\) and Onboarding/),
      }),
    ]);
  });

  it('gives one message per answer when a value breaks its own rule and also disagrees', () => {
    const applications = withData(completeApplications(), 'PETITIONER_INFO', { pNameFirst: 'Тейлор' });
    expect(checkApplications(applications, TODAY).errors).toEqual([
      expect.objectContaining({ field: 'pNameFirst', message: 'Write this name in Latin (English) letters, exactly as in your passport.' }),
    ]);
  });

  it('names a needed application that was never started', () => {
    const applications = completeApplications().filter((application) => application.formType !== 'INCOME');
    expect(checkApplications(applications, TODAY).errors).toEqual([
      { field: 'forms', formType: 'INCOME', message: expect.stringMatching(/^Income and Financial Support has not been started/) },
    ]);
  });

  it('does not let an unfinished work permit or travel form block a package that leaves it out', () => {
    const applications = [...completeApplications(), { formType: 'I_765_SPECIFIC', status: 'draft', data: {} }];
    expect(checkApplications(applications, TODAY).isValid).toBe(true);
    const wantsEad = withData(applications, 'ONBOARDING', { onboardingBWantsEAD: 'Yes' });
    expect(checkApplications(wantsEad, TODAY).errors.length).toBeGreaterThan(0);
    expect(checkApplications(wantsEad, TODAY).errors.every((error) => error.formType === 'I_765_SPECIFIC')).toBe(true);
  });

  it('needs the work permit and travel forms only when onboarding asked for them', () => {
    const wantsBoth = withData(completeApplications(), 'ONBOARDING', { onboardingBWantsEAD: 'Yes', onboardingBWantsAP: 'Yes' });
    expect(checkApplications(wantsBoth, TODAY).errors.map((error) => error.formType)).toEqual(['I_765_SPECIFIC', 'I_131_SPECIFIC']);
  });
});

describe('checkApplications and the tax years', () => {
  const incomeErrors = (changes: Answers, today: string) =>
    checkApplications(withData(completeApplications(), 'INCOME', changes), today).errors.filter((error) => error.formType === 'INCOME');

  it('flags income answers for other years than the filing date allows, once, on the question that records them', () => {
    const later = `${TAX_YEAR + 2}-06-15`;
    expect(incomeErrors({}, later)).toEqual([
      expect.objectContaining({
        field: TAX_YEAR_KEY,
        step: 2,
        stepName: 'Income Details',
        message: expect.stringMatching(
          new RegExp(`^Your income answers are for ${TAX_YEAR - 2}–${TAX_YEAR}; the most recent tax year is now ${TAX_YEAR + 1}\\. Open Income Details`),
        ),
      }),
    ]);
  });

  it('reads answers kept without their years as answers for 2022–2024, the years the questions named until then', () => {
    const applications = completeApplications().map((application) => {
      if (application.formType !== 'INCOME') return application;
      const { [TAX_YEAR_KEY]: _recorded, ...unrecorded } = readAnswers(application.data);
      return { ...application, data: unrecorded };
    });
    const errors = checkApplications(applications, '2026-06-15').errors.filter((error) => error.formType === 'INCOME');
    expect(errors.map((error) => error.message)).toEqual([
      'Your income answers are for 2022–2024; the most recent tax year is now 2025. Open Income Details: what you answered for the years still asked is kept there, and you answer for the new year.',
    ]);
  });

  it('up to the April deadline takes either year the sponsor can mean, and flags any other', () => {
    const beforeDeadline = `${TAX_YEAR + 2}-04-15`; // the last day for the return of the year after TAX_YEAR
    expect(incomeErrors({}, beforeDeadline)).toEqual([]);
    expect(incomeErrors({ [TAX_YEAR_KEY]: String(TAX_YEAR + 1) }, beforeDeadline)).toEqual([]);
    expect(incomeErrors({ [TAX_YEAR_KEY]: String(TAX_YEAR - 1) }, beforeDeadline).map((error) => error.message)).toEqual([
      expect.stringContaining(`the most recent tax year is now ${TAX_YEAR}, or ${TAX_YEAR + 1} once you have filed your ${TAX_YEAR + 1} return.`),
    ]);
  });

  it('quotes the questions with the years the answers are about', () => {
    const [missing] = incomeErrors({ income2ndMostRecentIncome: '' }, TODAY);
    expect(missing).toMatchObject({ field: 'income2ndMostRecentIncome', question: `What was your total income for tax year ${TAX_YEAR - 1}?` });
  });

  it('needs only the petition’s applications from a green card holder’s couple who can file the petition alone', () => {
    const NOT_CURRENT = '2025-11-12'; // F2A dates for filing: October 22, 2025
    const f2a = (applications: ApplicationToCheck[]) =>
      withData(withData(applications, 'ONBOARDING', { onboardingPStatus: 'pr', onboardingBBornInMexico: 'No' }), 'PETITIONER_INFO', { usStatus: 'pr' });
    const petitionOnly = f2a(completeApplications().filter(({ formType }) => !['INCOME', 'I_485_SPECIFIC'].includes(formType)));
    expect(checkApplications(petitionOnly, NOT_CURRENT).errors.filter((error) => error.field === 'forms')).toEqual([]);
    // An unfinished income form left from before does not block the petition.
    const withIncome = [...petitionOnly, { formType: 'INCOME', status: 'draft', data: {} }];
    expect(checkApplications(withIncome, NOT_CURRENT).errors.some((error) => error.formType === 'INCOME')).toBe(false);
    // A month the chart is current for them, the green card application is needed again.
    expect(checkApplications(petitionOnly, '2026-07-15').errors.filter((error) => error.field === 'forms').map((error) => error.formType)).toEqual([
      'INCOME',
      'I_485_SPECIFIC',
    ]);
  });
});
