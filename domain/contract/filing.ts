import type { FilingPathKind, FilingStage } from '../rules/filing-path.ts';
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

/** One package of the couple's filing (domain/rules/filing-path.ts) on the filing date. */
export interface StageStatus {
  readonly stage: FilingStage;
  /** What the package is, in plain words: "Your petition: Forms I-130 and I-130A". */
  readonly title: string;
  /** Whether every form of it can be filed today and it waits for nothing else: it can be paid for and downloaded. */
  readonly fileable: boolean;
  readonly forms: readonly FormFilingStatus[];
  /** What it waits for beyond its forms' editions (a visa number, the petition's receipt), in a plain sentence; null when nothing. */
  readonly wait: string | null;
  /** The package the couple prepares now: the check, the preview and the download are of it unless another is named. */
  readonly current: boolean;
}

export interface FilingStatus {
  readonly filingDate: string;
  /** The current stage's: whether it can be filed today. */
  readonly fileable: boolean;
  /** The current stage's forms. */
  readonly forms: readonly FormFilingStatus[];
  /** What a couple whose package is held is promised. */
  readonly promise: string;
  /** How the couple files. */
  readonly path: FilingPathKind;
  /** The path in plain words, with what it means for the beneficiary (stay, work, travel). */
  readonly pathSummary: string;
  /** Every package of the couple's filing, in filing order. */
  readonly stages: readonly StageStatus[];
  /** Whether anything the couple would download now can be filed today: what a payment needs. */
  readonly payable: boolean;
  /** A couple filing together whose green card application is held today: the offer to file the petition first; null otherwise. */
  readonly proposal: string | null;
  /** What follows that this service does not prepare (consular processing, a lawyer for a barred couple); null otherwise. */
  readonly nextSteps: string | null;
}
