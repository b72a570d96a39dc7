/**
 * The Spanish of one catalogue field, written by hand beside the English it translates (no
 * machine translation at run time). A text whose English speaks of the petitioner or the
 * beneficiary with the couple's voice is written the same way: an ICU select on `who` ('you' for
 * the one filling in, 'other' for their spouse) with `{name}`, in "usted". Official form names,
 * parts and item numbers stay in English. The words follow GLOSSARY.md.
 */
import type { TaxYearRef } from '../text.ts';

/**
 * A Spanish text: plain (or ICU, where the English is voiced), or parts where the English names a
 * tax year ({ taxYear }), the year then read in Spanish where the English reads it (text.ts).
 */
export type SpanishText = string | readonly (string | { readonly taxYear: TaxYearRef })[];

export interface FieldSpanish {
  readonly question: SpanishText;
  readonly help?: SpanishText;
  /** The label of each choice, by its stored value. */
  readonly choices?: Readonly<Record<string, string>>;
  /** For a list: what one row is called. */
  readonly itemLabel?: string;
  /** For a list: its rows' fields, by item key. */
  readonly item?: Readonly<Record<string, FieldSpanish>>;
}

export interface StepSpanish {
  readonly name: string;
  readonly intro?: SpanishText;
}

/** The Spanish of one wizard: its title, its steps by their English name, and its fields by key. */
export interface FormSpanish {
  readonly title: string;
  readonly description: string;
  readonly steps: Readonly<Record<string, StepSpanish>>;
  readonly fields: Readonly<Record<string, FieldSpanish>>;
}
