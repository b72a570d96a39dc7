import type { PackageForm } from '../rules/fees.ts';
import type { UscisForm } from '../uscis/types.ts';

/**
 * What the product sells and for how much: the one home of the price (spec section 9) and of the
 * package's forms, read by the API (payments), the web client (payment, pricing and onboarding
 * pages) and analytics.
 */

/** One payment for the whole package, in U.S. cents (spec section 9: $299, USD). */
export const PRICE_CENTS = 29_900;
/** The currency as Stripe names it. */
export const CURRENCY = 'usd';
/** Whole dollars, as the pages show the price. */
export const PRICE_DOLLARS = PRICE_CENTS / 100;

/** Which of the optional applications a form belongs to; none for the forms every package holds. */
export type PackageOption = 'workPermit' | 'travelDocument';

export interface PackageFormInfo {
  readonly form: PackageForm;
  /** The form's official title, as USCIS prints it. */
  readonly title: string;
  /** What it is for, in plain words. */
  readonly purpose: string;
  readonly option?: PackageOption;
  /** The petition (Forms I-130 and I-130A), which a couple can file alone while no visa is available (domain/rules/filing-path.ts). */
  readonly petition?: true;
}

/** The forms of a package, in filing order. */
export const PACKAGE_FORMS: readonly PackageFormInfo[] = [
  { form: 'I-130', title: 'Petition for Alien Relative', purpose: 'the U.S. citizen or green card holder asks USCIS to recognise the marriage', petition: true },
  { form: 'I-130A', title: 'Supplemental Information for Spouse Beneficiary', purpose: 'the spouse’s addresses, jobs and parents for the I-130', petition: true },
  { form: 'I-485', title: 'Application to Register Permanent Residence or Adjust Status', purpose: 'the spouse’s application for the green card itself' },
  { form: 'I-864', title: 'Affidavit of Support', purpose: 'the sponsor’s promise of financial support, with the income test' },
  { form: 'I-765', title: 'Application for Employment Authorization', purpose: 'a work permit while the green card is pending', option: 'workPermit' },
  { form: 'I-131', title: 'Application for Travel Document', purpose: 'advance parole, to travel abroad while the green card is pending', option: 'travelDocument' },
];

/** A whole package, or the petition alone (FilingPath['kind'] in domain/rules/filing-path.ts). */
export type PackageKind = 'adjustment' | 'petition-only';

/**
 * The forms of one couple's package: every form without an option, and the optional ones they
 * asked for; only the petition's forms when that is all they can file now.
 */
export function packageForms(
  choices: { readonly wantsEad: boolean; readonly wantsAdvanceParole: boolean },
  kind: PackageKind = 'adjustment',
): readonly PackageFormInfo[] {
  return PACKAGE_FORMS.filter(
    ({ option, petition }) =>
      (kind === 'adjustment' || petition === true) && (option === undefined || (option === 'workPermit' ? choices.wantsEad : choices.wantsAdvanceParole)),
  );
}

const BY_TEMPLATE: Readonly<Record<UscisForm, PackageForm>> = {
  'i-130': 'I-130',
  'i-130a': 'I-130A',
  'i-485': 'I-485',
  'i-864': 'I-864',
  'i-765': 'I-765',
  'i-131': 'I-131',
};

/** The form's number as the package lists it, from its template's name. */
export const packageFormOf = (form: UscisForm): PackageForm => BY_TEMPLATE[form];

/** Whether a form belongs to the petition, which a couple may file alone. */
export const isPetitionForm = (form: PackageForm): boolean => PACKAGE_FORMS.some((info) => info.form === form && info.petition === true);
