/**
 * What the product sells and for how much: the one home of the price (spec section 9), the
 * download's file name and the package's forms (their list, titles and options), read by the API
 * (payments, the download, the fees, the mappings, the cover page, the check), the web client
 * (payment, pricing, onboarding and public pages) and analytics.
 */

import type { FilingStage } from '../rules/filing-path.ts';

/** One payment for the whole package, in U.S. cents (spec section 9: $299, USD). */
export const PRICE_CENTS = 29_900;
/** The currency as Stripe names it. */
export const CURRENCY = 'usd';
/** Whole dollars, as the pages show the price. */
export const PRICE_DOLLARS = PRICE_CENTS / 100;
/**
 * The terms' refund rule for a filing in two stages: when the later stage cannot be delivered
 * within this many months of the payment, the price is refunded without the couple asking.
 */
export const LATER_STAGE_REFUND_MONTHS = 12;

/** The paid package, one PDF, is saved under this name (spec section 2, the download page). */
export const DOWNLOAD_FILE_NAME = 'GreenCard-Application-Documents.pdf';

/** The official forms of a package, by the names of their templates (`i-130a.pdf`), in filing order. */
export const PACKAGE_FORM_IDS = ['i-130', 'i-130a', 'i-485', 'i-864', 'i-765', 'i-131'] as const;
export type PackageFormId = (typeof PACKAGE_FORM_IDS)[number];
/** A form of the package as USCIS prints its number: 'I-130A'. */
export type PackageForm = Uppercase<PackageFormId>;

/** A form's number as USCIS prints it, from its template's name: 'i-130a' → 'I-130A'. */
// TypeScript types toUpperCase's result as any string; it is exactly Uppercase<F>.
export const printedForm = <F extends string>(id: F): Uppercase<F> => id.toUpperCase() as Uppercase<F>;

/** Which of the optional applications a form belongs to; none for the forms every package holds. */
export type PackageOption = 'workPermit' | 'travelDocument';

export interface PackageFormInfo {
  readonly id: PackageFormId;
  readonly form: PackageForm;
  /** The form's official title, as the editions the product fills print it. */
  readonly title: string;
  /** What it is for, in plain words. */
  readonly purpose: string;
  readonly option?: PackageOption;
  /** The petition (Forms I-130 and I-130A), which a couple can file alone while no visa is available (domain/rules/filing-path.ts). */
  readonly petition?: true;
}

const ABOUT: Readonly<Record<PackageFormId, Omit<PackageFormInfo, 'id' | 'form'>>> = {
  'i-130': { title: 'Petition for Alien Relative', purpose: 'the U.S. citizen or green card holder asks USCIS to recognise the marriage', petition: true },
  'i-130a': { title: 'Supplemental Information for Spouse Beneficiary', purpose: 'the spouse’s addresses, jobs and parents for the I-130', petition: true },
  'i-485': { title: 'Application to Register Permanent Residence or Adjust Status', purpose: 'the spouse’s application for the green card itself' },
  'i-864': { title: 'Affidavit of Support Under Section 213A of the INA', purpose: 'the sponsor’s promise of financial support, with the income test' },
  'i-765': { title: 'Application for Employment Authorization', purpose: 'a work permit while the green card is pending', option: 'workPermit' },
  'i-131': {
    title: 'Application for Travel Documents, Parole Documents, and Arrival/Departure Records',
    purpose: 'advance parole, to travel abroad while the green card is pending',
    option: 'travelDocument',
  },
};

export const packageForm = (id: PackageFormId): PackageFormInfo => ({ id, form: printedForm(id), ...ABOUT[id] });

/** The forms of a package, in filing order. */
export const PACKAGE_FORMS: readonly PackageFormInfo[] = PACKAGE_FORM_IDS.map(packageForm);

const inWords = (forms: readonly string[]): string =>
  forms.length < 2 ? forms.join('') : `${forms.slice(0, -1).join(', ')} and ${forms.at(-1) ?? ''}`;

/** "I-130, I-130A, I-485 and I-864": the forms every package holds, as a sentence names them. */
export const CORE_FORMS_IN_WORDS = inWords(PACKAGE_FORMS.filter(({ option }) => option === undefined).map(({ form }) => form));
/** "I-765 and I-131": the forms a couple may ask for. */
export const OPTIONAL_FORMS_IN_WORDS = inWords(PACKAGE_FORMS.filter(({ option }) => option !== undefined).map(({ form }) => form));

/** What the couple asked for beyond the forms every package holds. */
export interface PackageChoices {
  readonly wantsEad: boolean;
  readonly wantsAdvanceParole: boolean;
}

type OnboardingAnswers = Readonly<Record<string, unknown>> | undefined;

/** The onboarding question that chooses each option (stored 'Yes' / 'No', spec section 3). */
const OPTION_QUESTION: Readonly<Record<PackageOption, string>> = { workPermit: 'onboardingBWantsEAD', travelDocument: 'onboardingBWantsAP' };

const answerFor = (onboarding: OnboardingAnswers, option: PackageOption): string =>
  String(onboarding?.[OPTION_QUESTION[option]] ?? '').trim().toLowerCase();

/** The couple asked for the option in the onboarding. */
export const asksFor = (onboarding: OnboardingAnswers, option: PackageOption): boolean => answerFor(onboarding, option) === 'yes';
/** The couple said No to the option (an unanswered question is neither asked for nor declined). */
export const declines = (onboarding: OnboardingAnswers, option: PackageOption): boolean => answerFor(onboarding, option) === 'no';

/** The couple's choices, from their onboarding answers. */
export const packageChoices = (onboarding: OnboardingAnswers): PackageChoices => ({
  wantsEad: asksFor(onboarding, 'workPermit'),
  wantsAdvanceParole: asksFor(onboarding, 'travelDocument'),
});

const chosen = (option: PackageOption | undefined, choices: PackageChoices): boolean =>
  option === undefined || (option === 'workPermit' ? choices.wantsEad : choices.wantsAdvanceParole);

/**
 * The forms of one couple's package for a stage (domain/rules/filing-path.ts): every form without
 * an option, and the optional ones they asked for; the petition's alone, or all but the petition's.
 */
export const packageForms = (choices: PackageChoices, stage: FilingStage = 'whole'): readonly PackageFormInfo[] =>
  PACKAGE_FORMS.filter(({ option, petition }) => inStage(petition === true, stage) && chosen(option, choices));

const inStage = (petition: boolean, stage: FilingStage): boolean => stage === 'whole' || (stage === 'petition') === petition;

/** Whether a couple with these choices files the form. */
export const filesForm = (id: PackageFormId, choices: PackageChoices): boolean => chosen(ABOUT[id].option, choices);

/** Whether a form belongs to the petition, which a couple may file alone. */
export const isPetitionForm = (form: string): boolean => PACKAGE_FORMS.some((info) => info.form === form && info.petition === true);
