import { text, type Answers, type AnswersByForm } from '../answers.ts';
import { NO_HOUSEHOLD_MEMBER, SUPPORT_KEYS } from '../catalogue/forms/onboarding-support.ts';
import { onboardingOf } from '../catalogue/shown.ts';
import type { FormType } from '../catalogue/types.ts';
import { packageChoices, packageForms, type PackageForm, type PackageOption } from '../product/package.ts';
import type { FilingStage } from '../rules/filing-path.ts';

/** The forms every eligible couple who files the whole package fills, in the dashboard's order. */
export const CORE_FORMS: readonly FormType[] = ['PETITIONER_INFO', 'BENEFICIARY_INFO', 'MARRIAGE_INFO', 'INCOME', 'I_485_SPECIFIC'];

/** The optional forms and the option of the package each one asks for. */
export const OPTIONAL_FORMS: readonly { readonly formType: FormType; readonly option: PackageOption }[] = [
  { formType: 'I_765_SPECIFIC', option: 'workPermit' },
  { formType: 'I_131_SPECIFIC', option: 'travelDocument' },
];

/**
 * The wizards whose answers fill each official form: Form I-485 prints the applicant's identity,
 * history and marriage, and Form I-864 the sponsor and the principal immigrant, so a package of
 * those alone (on a petition filed before) still needs them.
 */
const APPLICATIONS_OF: Readonly<Record<PackageForm, readonly FormType[]>> = {
  'I-130': ['PETITIONER_INFO', 'BENEFICIARY_INFO', 'MARRIAGE_INFO'],
  'I-130A': ['BENEFICIARY_INFO'],
  'I-485': ['PETITIONER_INFO', 'BENEFICIARY_INFO', 'MARRIAGE_INFO', 'I_485_SPECIFIC'],
  'I-864': ['PETITIONER_INFO', 'BENEFICIARY_INFO', 'INCOME'],
  'I-765': ['I_765_SPECIFIC'],
  'I-131': ['I_131_SPECIFIC'],
};

const DASHBOARD_ORDER: readonly FormType[] = [...CORE_FORMS, ...OPTIONAL_FORMS.map((optional) => optional.formType)];

/**
 * The applications a couple needs, in the dashboard's order, given their onboarding answers and
 * the stages they file (domain/rules/filing-path.ts).
 */
export function applicationSetFor(onboarding: Answers, stages: readonly FilingStage[] = ['whole']): FormType[] {
  const choices = packageChoices(onboarding);
  const needed = new Set(stages.flatMap((stage) => packageForms(choices, stage)).flatMap(({ form }) => APPLICATIONS_OF[form]));
  return DASHBOARD_ORDER.filter((formType) => needed.has(formType));
}

/** Whether an application belongs to a package at all (onboarding does not; I_130A has no wizard of its own). */
export const isPackageApplication = (formType: string): boolean => DASHBOARD_ORDER.some((type) => type === formType);

const lowerYesNo = (value: string): string | undefined => (value === 'Yes' ? 'yes' : value === 'No' ? 'no' : undefined);

/** The ways beyond the petitioner's income onboarding was told of: a relative on Form I-864A, a joint sponsor. */
function supportPrefill(onboarding: Answers): (readonly [string, string | undefined])[] {
  if (text(onboarding[SUPPORT_KEYS.beyondIncome]) !== 'Yes') return [];
  const relative = text(onboarding[SUPPORT_KEYS.householdMember]);
  return [
    ['incomeHouseholdMembersSignI864A', relative === '' ? undefined : relative === NO_HOUSEHOLD_MEMBER ? 'no' : 'yes'],
    ['incomeHasJointSponsor', lowerYesNo(text(onboarding[SUPPORT_KEYS.jointSponsor]))],
  ];
}

/**
 * What onboarding already told us, put into the new application so the person does not type it twice:
 * the first names, the petitioner's status, a country of birth of Mexico, and for the sponsor's income form the household size, active duty, W-2 and
 * sole-applicant answers, and whether a relative signs Form I-864A or a joint sponsor signs. (The
 * onboarding income is a current estimate, not a tax year's total, so
 * it is not copied into the tax-year questions.)
 */
export function prefillFromOnboarding(formType: FormType, onboarding: Answers): Answers {
  const copy = (pairs: readonly (readonly [string, string | undefined])[]): Answers =>
    Object.fromEntries(pairs.filter((pair): pair is readonly [string, string] => pair[1] !== undefined && pair[1] !== ''));
  switch (formType) {
    case 'PETITIONER_INFO':
      return copy([
        ['pNameFirst', text(onboarding.onboardingPNameFirst)],
        ['usStatus', text(onboarding.onboardingPStatus)],
      ]);
    case 'BENEFICIARY_INFO':
      return copy([
        ['bNameFirst', text(onboarding.onboardingBNameFirst)],
        ['bBirthCountry', text(onboarding.onboardingBBornInMexico) === 'Yes' ? 'Mexico' : undefined],
      ]);
    case 'INCOME':
      return copy([
        ['isOnActiveDuty', lowerYesNo(text(onboarding.onboardingPOnActiveDuty))],
        ['incomeComesFromW2', lowerYesNo(text(onboarding.onboardingIncomeFromW2))],
        ['incomeBeneficiaryIsSoleGcApplicant', lowerYesNo(text(onboarding.onboardingBOnlyGcApplicant))],
        ...supportPrefill(onboarding),
      ]);
    default:
      return {};
  }
}

/**
 * How the couple files and the petition they filed: the petition's own package prints none of it,
 * so a couple who enters the receipt after mailing the petition keeps that package current.
 */
const FILING_KEYS: readonly string[] = [
  'onboardingFilingChoice',
  'onboardingPetitionMailed',
  'onboardingPetitionReceiptNumber',
  'onboardingPetitionReceiptDate',
  'onboardingPetitionPriorityDate',
  'onboardingPetitionStatus',
  'onboardingPetitionHasNotice',
];

/**
 * The answers a stage's package is built from: onboarding and the applications of its forms. A job's
 * fingerprint and its staleness read these, so a change that the package does not print (an answer
 * of the other stage) leaves it current.
 */
export function stageAnswers(answers: AnswersByForm, stage: FilingStage): AnswersByForm {
  if (stage === 'whole') return answers;
  const onboarding = onboardingOf({ answers });
  const kept = new Set<string>(applicationSetFor(onboarding, [stage]));
  const result: AnswersByForm = {};
  for (const [formType, data] of Object.entries(answers)) {
    if (data === undefined) continue;
    if (formType === 'ONBOARDING') {
      result[formType] = stage === 'petition' ? Object.fromEntries(Object.entries(data).filter(([key]) => !FILING_KEYS.includes(key))) : data;
    } else if (kept.has(formType)) result[formType] = data;
  }
  return result;
}
