import type { PackageForm } from '../rules/fees.ts';

/**
 * What the product sells and for how much: the one home of the price (spec section 9) and of the
 * package's forms, read by the API (payments), the web client (payment, pricing and onboarding
 * pages), analytics and the download.
 */

/** One payment for the whole package, in U.S. cents (spec section 9: $299, USD). */
export const PRICE_CENTS = 29_900;
/** The currency as Stripe names it. */
export const CURRENCY = 'usd';
/** Whole dollars, as the pages show the price. */
export const PRICE_DOLLARS = PRICE_CENTS / 100;

/** The paid package, one PDF, is saved under this name (spec section 2, the download page). */
export const DOWNLOAD_FILE_NAME = 'GreenCard-Application-Documents.pdf';

/** Which of the optional applications a form belongs to; none for the forms every package holds. */
export type PackageOption = 'workPermit' | 'travelDocument';

export interface PackageFormInfo {
  readonly form: PackageForm;
  /** The form's official title, as USCIS prints it. */
  readonly title: string;
  /** What it is for, in plain words. */
  readonly purpose: string;
  readonly option?: PackageOption;
}

/** The forms of a package, in filing order. */
export const PACKAGE_FORMS: readonly PackageFormInfo[] = [
  { form: 'I-130', title: 'Petition for Alien Relative', purpose: 'the U.S. citizen or green card holder asks USCIS to recognise the marriage' },
  { form: 'I-130A', title: 'Supplemental Information for Spouse Beneficiary', purpose: 'the spouse’s addresses, jobs and parents for the I-130' },
  { form: 'I-485', title: 'Application to Register Permanent Residence or Adjust Status', purpose: 'the spouse’s application for the green card itself' },
  { form: 'I-864', title: 'Affidavit of Support', purpose: 'the sponsor’s promise of financial support, with the income test' },
  { form: 'I-765', title: 'Application for Employment Authorization', purpose: 'a work permit while the green card is pending', option: 'workPermit' },
  { form: 'I-131', title: 'Application for Travel Document', purpose: 'advance parole, to travel abroad while the green card is pending', option: 'travelDocument' },
];

/** The forms of one couple's package: every form without an option, and the optional ones they asked for. */
export function packageForms(choices: { readonly wantsEad: boolean; readonly wantsAdvanceParole: boolean }): readonly PackageFormInfo[] {
  return PACKAGE_FORMS.filter(
    ({ option }) => option === undefined || (option === 'workPermit' ? choices.wantsEad : choices.wantsAdvanceParole),
  );
}
