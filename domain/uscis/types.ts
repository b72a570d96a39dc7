import type { DatedAnswers } from '../answers.ts';
import type { Signer } from '../people/preparer.ts';
import type { BoxSize, FormTemplate } from './blocks/template.ts';
import { PACKAGE_FORM_IDS, printedForm, type PackageFormId } from '../product/package.ts';

/** The official forms of the package, by the file names of their templates (their one list: domain/product/package.ts). */
export const USCIS_FORMS = PACKAGE_FORM_IDS;
export type UscisForm = PackageFormId;

/**
 * Every form whose editions the product follows: the package's forms, and those it will fill once
 * their template and mapping are at hand (Form I-864A, for a household member's income).
 */
export const KNOWN_FORMS = [...USCIS_FORMS, 'i-864a'] as const;
export type KnownForm = (typeof KNOWN_FORMS)[number];

/** The form's number as USCIS prints it: 'I-485', 'I-130A'. */
export const printedFormName = (form: KnownForm): Uppercase<KnownForm> => printedForm(form);

/** What a mapping reads: every answer of the couple, by form type, and the date of filling. */
export type MappingContext = DatedAnswers;

/**
 * The value a rule puts in its field:
 * - text and drop-down fields: the string (a drop-down only with one of its options);
 * - a check box: `true` checks it (its single on-value); a string selects, among widgets that share
 *   one name, the widget whose export value it is;
 * - undefined or '' leaves the field blank.
 */
export type FieldValue = string | boolean | undefined;

export interface FieldRule {
  /** The field's full name in the template (see ../shared/uscis-forms/fields/<form>.fields.json). */
  readonly field: string;
  readonly value: (ctx: MappingContext) => FieldValue;
}

/** Fields no answer fills, on purpose, with the reason shown by `greencard forms coverage`. */
export interface BlankRule {
  /** Full field name, or a pattern over full names. */
  readonly match: string | RegExp;
  readonly reason: BlankReason;
}

export type BlankReason =
  | 'USCIS use only'
  | 'attorney or accredited representative (Form G-28)'
  | 'signature or date the interpreter writes by hand'
  | 'signature or date the preparer writes by hand'
  | 'signature or date the signer writes by hand'
  | 'SAME as the address above, as the form instructs'
  | 'a state or ZIP code of an address outside the United States'
  | 'a request this service does not prepare'
  | 'not asked of a marriage-based adjustment applicant'
  | 'asked of the petitioning sponsor only'
  | 'barcode or form control'
  | 'asked only by an earlier edition, and by no wizard';

/**
 * An answer that does not fit its form's rows or boxes, continued in the form's Additional
 * Information part "with the page, part and item it continues, as USCIS instructs".
 */
export interface ContinuationEntry {
  readonly page: number;
  readonly part: number;
  /** The item number as printed, e.g. '4.a' or '12'. */
  readonly item: string;
  readonly text: string;
}

/** The Additional Information part of a form: its slots, in order. */
export interface AdditionalInfoSlot {
  readonly pageField: string;
  readonly partField: string;
  readonly itemField: string;
  readonly textField: string;
  /** The size of the text box: an entry longer than it shows continues in the next slot. */
  readonly textSize: BoxSize;
}

export type { Signer };

export interface FormMapping {
  readonly form: UscisForm;
  /** The edition the mapping was written for, as printed in the footer ("04/01/24"). */
  readonly edition: string;
  /** Whether the couple files this form, given their answers. */
  readonly applies: (ctx: MappingContext) => boolean;
  readonly fields: readonly FieldRule[];
  readonly blank: readonly BlankRule[];
  /** Entries for the Additional Information part (rows and explanations that do not fit). */
  readonly continuations: (ctx: MappingContext) => readonly ContinuationEntry[];
  readonly additionalInfo: {
    readonly slots: readonly AdditionalInfoSlot[];
    /** The header fields repeated on the Additional Information page (name, A-number). */
    readonly header: readonly FieldRule[];
  };
  /** Who signs this filing when it is not the form's own signer (FORM_SIGNER): a joint sponsor's Form I-864. */
  readonly signer?: Signer;
  /** The template the rules were read against, for a mapping written as a function of its edition. */
  readonly template?: FormTemplate;
  /**
   * The same rules read against another template (a carried one, carry-forward.ts): what lets a
   * carried mapping measure and cite as the new edition prints.
   */
  readonly rebuild?: (template: FormTemplate) => FormMapping;
  /**
   * Further filings of this form and edition the answers call for, each filled on its own copy of
   * the template and placed after this one: the joint sponsor's Form I-864.
   */
  readonly companions?: (ctx: MappingContext) => readonly FormMapping[];
}

/** The fields a package of one form gets: values by full field name, and what did not fit the slots. */
export interface FilledForm {
  readonly form: UscisForm;
  readonly values: Readonly<Record<string, string | boolean>>;
  /** Entries beyond the form's Additional Information slots: the PDF adds continuation sheets. */
  readonly overflow: readonly ContinuationEntry[];
}
