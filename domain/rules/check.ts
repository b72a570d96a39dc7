import { applicationSetFor, isPackageApplication } from '../applications/application-set.ts';
import { questionFor } from '../catalogue/derived.ts';
import { askedForm, notAskedOf } from '../catalogue/printed-by.ts';
import { CATALOGUE, FORM_TYPES, isFormType, type FormType } from '../catalogue/index.ts';
import { personFacts } from '../catalogue/filled-by.ts';
import type { TextFacts } from '../catalogue/text.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate } from '../i18n/messages.ts';
import { localizedForm } from '../catalogue/localized.ts';
import { PRINTED_BY } from '../catalogue/printed-by-table.ts';
import { printedForm } from '../product/package.ts';
import { affidavitErrors } from './affidavit.ts';
import { checkConsistency } from './cross-form.ts';
import { currentStage, filingPath, stageOf, type FilingPath, type FilingStage } from './filing-path.ts';
import { staleTaxYearsMessage, TAX_YEAR_KEY, taxYearFacts } from './income-tax-years.ts';
import type { IncomeShortfall } from './support-route-words.ts';
import { readAnswers, validate, validateForm, type FieldError } from './validate.ts';
import type { AnswersByForm } from '../answers.ts';
import { F2A_BULLETIN, type F2aBulletinRow } from './visa-bulletin.ts';

/**
 * The check behind POST /forms/validate and the Additional Checks page: every problem in every
 * active application, and every fact that disagrees between them, each placed where it is asked.
 */
export interface ApplicationToCheck {
  readonly formType: string;
  readonly status: string;
  readonly data: unknown;
}

export interface CheckError {
  readonly field: string;
  readonly message: string;
  /** Absent only for the message about having no active forms. */
  readonly formType?: string;
  /** formName, step (1-based), stepName and question are absent for a field the catalogue does not have. */
  readonly formName?: string;
  readonly step?: number;
  readonly stepName?: string;
  readonly question?: string;
  /**
   * For a reader of another language than English: the official forms that print the answer, in
   * English as USCIS names them ("Form I-130, Form I-485"), to find it on the English forms.
   */
  readonly officialForms?: string;
  /** The income falls short of Form I-864's minimum: its figures, shown under their own heading with each way that closes it. */
  readonly shortfall?: IncomeShortfall;
}

export interface CheckResult {
  readonly isValid: boolean;
  readonly errors: readonly CheckError[];
}

/** The one problem of a couple with no active application, in `language`. */
export const noActiveForms = (language: Language = DEFAULT_LANGUAGE): CheckError => ({ field: 'forms', message: translate(language, 'check.noActiveForms') });

const isActive = (application: ApplicationToCheck): boolean =>
  String(application.status).trim().toLowerCase() !== 'archived';

/** The official forms that print an answer, as USCIS names them; '' when none does. */
function officialFormsOf(formType: string, field: string): string {
  const key = field.split(/[[.]/, 1)[0] ?? field;
  const readers = PRINTED_BY[formType]?.[key] ?? [];
  return readers.flatMap((reader) => (reader === 'adjustment-cover' ? [] : [`Form ${printedForm(reader)}`])).join(', ');
}

function placed(formType: string, field: string, message: string, facts: TextFacts): CheckError {
  const entry = questionFor(formType, field, facts);
  if (!entry) return { field, message, formType };
  const { formName, step, stepName, question } = entry;
  const official = (facts.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE ? '' : officialFormsOf(formType, field);
  return { field, message, formType, formName, step, stepName, question, ...(official ? { officialForms: official } : {}) };
}


/**
 * The problems of one application. Income answers about other tax years than the filing date
 * allows are flagged on the question that records the years, instead of being read under the
 * wrong year.
 */
function applicationErrors(formType: string, data: unknown, today: string, couple: AnswersByForm, language: Language): FieldError[] {
  const form = isFormType(formType) ? CATALOGUE[formType] : undefined;
  // Only the questions the couple is asked: none that only their petition already filed prints (printed-by.ts).
  // The messages quote the questions and list names in the reader's language.
  const errors = form ? validateForm(askedForm(localizedForm(form, language), couple), data, today, language) : validate(formType, data, today, language);
  const stale = formType === 'INCOME' ? staleTaxYearsMessage(readAnswers(data), today, language) : null;
  return stale ? [{ field: TAX_YEAR_KEY, message: stale }, ...errors.filter((error) => error.field !== TAX_YEAR_KEY)] : errors;
}

/** The adjustment of a petition filed first rests on its receipt notice: Form I-485 Part 2 cites it. */
function receiptErrors(path: FilingPath, stage: FilingStage, language: Language): CheckError[] {
  if (stageOf(path, stage)?.wait?.kind !== 'petition-receipt') return [];
  return [{ field: 'onboardingPetitionMailed', formType: 'ONBOARDING', message: translate(language, 'check.receipt') }];
}

const localizedTitle = (formType: FormType, language: Language): string => {
  const form = CATALOGUE[formType];
  return form ? localizedForm(form, language).title : formType;
};

const formOrder = (formType: string): number => {
  const index = FORM_TYPES.findIndex((type) => type === formType);
  return index === -1 ? FORM_TYPES.length : index;
};

/**
 * `bulletin`: the Visa Bulletin's F2A rows (the release's unless the caller adds an operator's),
 * which decide whether the couple files the whole package or the petition alone; `stage`: the
 * package checked (domain/rules/filing-path.ts), the one the couple prepares now when not given.
 */
export function checkApplications(
  applications: readonly ApplicationToCheck[],
  today: string,
  bulletin: readonly F2aBulletinRow[] = F2A_BULLETIN,
  stage?: FilingStage,
  language: Language = DEFAULT_LANGUAGE,
): CheckResult {
  const active = applications.filter(isActive).sort((a, b) => formOrder(a.formType) - formOrder(b.formType));
  if (active.length === 0) return { isValid: false, errors: [noActiveForms(language)] };

  // When a form type has two active applications, the first one listed speaks for the couple.
  const answersByForm: Partial<Record<FormType, unknown>> = {};
  for (const { formType, data } of active) {
    if (isFormType(formType) && !(formType in answersByForm)) answersByForm[formType] = data;
  }

  const byForm = Object.fromEntries(Object.entries(answersByForm).map(([formType, data]) => [formType, readAnswers(data)]));
  // One stage's package is checked: the one asked for, else the one the couple prepares now.
  const path = filingPath(byForm, today, bulletin);
  const needed = applicationSetFor(byForm['ONBOARDING'] ?? {}, [stage ?? currentStage(path)]);
  // An application outside the stage's package (an option said No to, the adjustment's while the petition goes first) does not block it.
  const leftOut = (formType: string): boolean => isPackageApplication(formType) && !needed.some((type) => type === formType);
  for (const formType of FORM_TYPES) if (leftOut(formType)) delete answersByForm[formType];
  const missing: CheckError[] = needed
    .filter((formType) => !(formType in answersByForm))
    .map((formType) => ({
      field: 'forms',
      formType,
      message: translate(language, 'check.notStarted', { form: localizedTitle(formType, language) }),
    }));

  // Questions that name a tax year are quoted with the years of the couple's income answers, in the
  // reader's language, and a question about a spouse as the one filling in reads it (filled-by.ts).
  const persons = personFacts(readAnswers(answersByForm.ONBOARDING));
  const facts: TextFacts = { ...taxYearFacts(today, readAnswers(answersByForm.INCOME)), language, ...(persons ? { persons } : {}) };
  const fieldErrors = active
    .filter(({ formType }) => !leftOut(formType))
    .flatMap(({ formType, data }) => applicationErrors(formType, data, today, byForm, language).map((error) => placed(formType, error.field, error.message, facts)));
  // One message per answer: a value that breaks a rule of its own form is fixed before it is compared.
  const flagged = new Set(fieldErrors.map((error) => `${error.formType}|${error.field}`));
  const asked = (formType: FormType, field: string): boolean => {
    const form = CATALOGUE[formType];
    return !form || !notAskedOf(form, byForm).has(field.split(/[[.]/, 1)[0] ?? field);
  };
  const consistencyErrors = checkConsistency(answersByForm, today, language)
    .filter((error) => !flagged.has(`${error.formType}|${error.field}`) && (!isFormType(error.formType) || asked(error.formType, error.field)))
    .map((error) => placed(error.formType, error.field, error.message, facts));

  // The affidavit adds up answers of the income form: it is judged once that form has no errors of its own.
  const incomeFlagged = [...fieldErrors, ...consistencyErrors].some((error) => error.formType === 'INCOME');
  const affidavit = incomeFlagged ? [] : affidavitErrors(answersByForm, today, language).map((error) => ({
    ...placed(error.formType, error.field, error.message, facts),
    ...(error.shortfall ? { shortfall: error.shortfall } : {}),
  }));

  const errors = [...receiptErrors(path, stage ?? currentStage(path), language), ...missing, ...fieldErrors, ...consistencyErrors, ...affidavit];
  return { isValid: errors.length === 0, errors };
}
