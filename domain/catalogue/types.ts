import type { CatalogueText } from './text.ts';

/**
 * The shape of the form catalogue: the one description of every wizard, from which the web
 * client renders, the server validates, and the required-fields map, question catalogue and
 * completeness are derived. Plain serialisable data, so GET /forms/templates/{type} can send it.
 */

export const FORM_TYPES = [
  'ONBOARDING',
  'PETITIONER_INFO',
  'BENEFICIARY_INFO',
  'MARRIAGE_INFO',
  'INCOME',
  'I_485_SPECIFIC',
  'I_765_SPECIFIC',
  'I_131_SPECIFIC',
  'I_130A',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

export type InputKind =
  | 'text' // one line of free text
  | 'textarea' // several lines (explanations)
  | 'date' // stored as YYYY-MM-DD
  | 'yesNo' // stored 'yes' | 'no'
  | 'yesNoUnknown' // stored 'yes' | 'no' | 'unknown'
  | 'choice' // one of `choices`, stored as the choice's value
  | 'multiChoice' // any of `choices` ("select all that apply"), stored as their values joined by commas (see multi-choice.ts)
  | 'number' // whole number stored as a digit string
  | 'money' // whole U.S. dollars stored as a digit string
  | 'email'
  | 'phone'
  | 'country' // English short name of the country, from COUNTRIES
  | 'usState' // two-letter USPS code, from US_STATES
  | 'group' // repeatable rows of `item` fields, stored as an array of objects
  | 'taxYear'; // the most recent tax year of the income answers, 4 digits (domain/rules/income-tax-years.ts)

/** Format rules checked by domain/rules/validate; the names are the contract between catalogue and rules. */
export type FormatRule =
  | 'name' // Latin letters (accents allowed), spaces, hyphens, apostrophes, periods
  | 'aNumber' // 7 to 9 digits, an optional leading A
  | 'ssn' // 9 digits, area not 000, 666 or 9xx
  | 'usZip' // 5 or 9 digits
  | 'email'
  | 'usPhone' // 10 digits, an optional leading 1
  | 'pastDate' // a date on the calendar, not in the future
  | 'futureDate' // a date on the calendar, after today (a planned departure)
  | 'heightFeet' // 3 to 8
  | 'heightInches' // 0 to 11
  | 'weightLbs' // 30 to 700
  | 'nonNegativeMoney'
  | 'uscisAccountNumber' // 12 digits
  | 'receiptNumber' // 3 letters and 10 digits
  | 'i94Number' // 11 characters, letters and digits
  | 'digits'
  | 'consentGiven'; // a yes/no consent without which the request before it cannot be granted: only 'yes' is accepted

/**
 * 'copied' is a name the question asks to copy exactly from a document that prints it in capitals
 * (the I-94): capitals are what the help asks for and are never questioned.
 */
export type LetterCase = 'upper' | 'name' | 'place' | 'copied';

/** One choice of a 'choice' question; `V` is the union of the values its list offers. */
export interface Choice<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/**
 * When a field is shown (and so asked, required and validated). `field` names a key of the same
 * scope: a sibling item key inside a group row, otherwise a key of the same application.
 */
export type Condition =
  | { readonly field: string; readonly is: string | readonly string[] }
  | { readonly field: string; readonly isNot: string | readonly string[] }
  | { readonly field: string; readonly filled: boolean }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] };

/** How a group's rows make up a dated history that must cover the last five years. */
export interface HistorySpec {
  readonly kind: 'address' | 'employment';
  /** Item keys of the row's period. */
  readonly fromKey: string;
  readonly toKey: string;
  /** Item key of the "I am still here" flag (yesNo), when the row can be current. */
  readonly currentKey?: string;
  /**
   * Keys of the same application holding the current entry that sits outside the group
   * (the current physical address and its move-in date), when there is one.
   */
  readonly currentFromKey?: string;
}

export interface FieldDef {
  readonly key: string;
  /** The question as a person understands it. */
  readonly question: CatalogueText;
  readonly kind: InputKind;
  readonly help?: CatalogueText;
  readonly choices?: readonly Choice[];
  /** Required when shown. */
  readonly required?: boolean;
  readonly format?: FormatRule;
  readonly visibleWhen?: Condition;
  /** The answer a wizard puts in when the application is first opened empty. */
  readonly defaultValue?: string;
  /** Maximum length in characters for text answers. */
  readonly maxLength?: number;
  /**
   * How the letters of a text answer are written (see letter-case.ts): 'upper' is stored in
   * capitals (identity numbers and codes, as the documents print them); 'name' and 'place' get a
   * one-click suggestion when typed all in lower or all in upper case. Name-format answers are
   * 'name' and receipt, I-94 and A-Numbers 'upper' without saying so.
   */
  readonly letterCase?: LetterCase;
  /** For 'number': inclusive bounds. */
  readonly min?: number;
  readonly max?: number;
  /** For kind 'group': the fields of one row. */
  readonly item?: readonly FieldDef[];
  /** For kind 'group': what one row is called ("address", "employer"). */
  readonly itemLabel?: string;
  readonly history?: HistorySpec;
  /** Pairs of date keys (of the same scope) where `from` must not be after `to`. */
  readonly dateRanges?: readonly { readonly from: string; readonly to: string }[];
  /** The spec's explanation prompt id (EXPLANATION_1 … EXPLANATION_6) for explanation fields. */
  readonly explanationPrompt?: ExplanationPrompt;
}

export type ExplanationPrompt =
  | 'EXPLANATION_1'
  | 'EXPLANATION_2'
  | 'EXPLANATION_3'
  | 'EXPLANATION_4'
  | 'EXPLANATION_5'
  | 'EXPLANATION_6';

export interface StepDef {
  readonly name: string;
  readonly intro?: CatalogueText;
  readonly fields: readonly FieldDef[];
}

export interface FormDef {
  readonly type: FormType;
  /** Title on the dashboard and in check results ("Petitioner Information"). */
  readonly title: string;
  readonly description: string;
  /** The name the question catalogue and the check use for this form ("I-485 ELIGIBILITY"). */
  readonly formName: string;
  readonly steps: readonly StepDef[];
}
