import type { FormFiling } from '../uscis/filing.ts';

/** GET /filing-status: whether the couple's package can be filed on the server's filing date, form by form. */

export interface FormFilingStatus {
  /** The template's name: 'i-485'. */
  readonly form: string;
  /** As printed: 'I-485'. */
  readonly name: string;
  readonly status: FormFiling['status'];
  /** The edition the package fills, when one can be filled. */
  readonly edition: string | null;
  /** The newest edition USCIS accepts on the filing date, when known. */
  readonly requiredEdition: string | null;
  /** Since when the filled edition is no longer accepted (ISO), when known. */
  readonly since: string | null;
  /** Why the form is held, in a plain sentence; null when fileable. */
  readonly message: string | null;
}

export interface FilingStatus {
  readonly filingDate: string;
  readonly fileable: boolean;
  readonly forms: readonly FormFilingStatus[];
  /** What a couple whose package is held is promised. */
  readonly promise: string;
}
