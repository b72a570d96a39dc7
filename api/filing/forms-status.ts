import { acceptedEditions } from '../../domain/uscis/editions.ts';
import { filingSummary, formFiling, type FormFiling } from '../../domain/uscis/filing.ts';
import { KNOWN_FORMS, mappingsOf, USCIS_FORMS, type KnownForm } from '../../domain/uscis/index.ts';
import { installedEditions, readManifest } from '../pdf/templates.ts';

/** One form as an operator sees it on a filing date. */
export interface FormStatus {
  readonly form: KnownForm;
  /** Whether couples' packages hold it (the I-864A is followed, not yet filled). */
  readonly inPackage: boolean;
  /** Editions installed in the forms directory, newest first. */
  readonly installed: readonly string[];
  /** Editions this release has a mapping of, newest first. */
  readonly mapped: readonly string[];
  /** Editions USCIS accepts on the filing date, newest first. */
  readonly accepted: readonly string[];
  readonly filing: FormFiling;
  readonly summary: string;
}

/** Every form the product follows on `date`: installed, mapped, accepted, fileable (greencard forms status, /metrics). */
export async function formsStatus(formsDir: string, date: string): Promise<FormStatus[]> {
  const installed = installedEditions(await readManifest(formsDir));
  return KNOWN_FORMS.map((form) => {
    const filing = formFiling(form, date, installed);
    return {
      form,
      inPackage: USCIS_FORMS.some((name) => name === form),
      installed: installed.filter((entry) => entry.form === form).map((entry) => entry.edition),
      mapped: mappingsOf(form).map((mapping) => mapping.edition),
      accepted: acceptedEditions(form, date).map((row) => row.edition),
      filing,
      summary: filingSummary(filing, date),
    };
  });
}
