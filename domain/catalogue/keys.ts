import type { Scalar } from '../answers.ts';
import type { WIZARDS } from './wizards.ts';

/**
 * The catalogue's answer keys, choice values and list item keys as types, derived from the wizards'
 * own definitions (declared `as const`): a reader of an answer names a key the catalogue has, and
 * compares it with a value its question offers, or it does not compile.
 */

/** A form type that has a wizard. */
export type WizardForm = keyof typeof WIZARDS;

type TopFields<F> = F extends { readonly steps: readonly (infer S)[] } ? (S extends { readonly fields: readonly (infer D)[] } ? D : never) : never;

/** Field definitions by key (a key defined twice gives the union of its definitions). */
type ByKey<D> = { [E in D as E extends { readonly key: infer K extends string } ? K : never]: E };

type FieldsOf<T extends WizardForm> = ByKey<TopFields<(typeof WIZARDS)[T]>>;

/** Every top-level answer key of a wizard. */
export type AnswerKey<T extends WizardForm> = keyof FieldsOf<T> & string;

/** The definition of one question. */
export type FieldOf<T extends WizardForm, K extends AnswerKey<T>> = FieldsOf<T>[K];

/**
 * What a shown answer holds (domain/catalogue/shown.ts): the value of one of its choices for a
 * choice question, 'yes' / 'no' ('unknown') for a yes/no question, rows for a list, the answer as
 * stored for the others.
 */
export type ValueOf<D> = D extends { readonly kind: 'group'; readonly item: readonly (infer I)[] }
  ? readonly RowOf<I>[]
  : D extends { readonly kind: 'yesNo' }
    ? 'yes' | 'no'
    : D extends { readonly kind: 'yesNoUnknown' }
      ? 'yes' | 'no' | 'unknown'
      : D extends { readonly kind: 'choice'; readonly choices: readonly (infer C)[] }
        ? C extends { readonly value: infer V extends string }
          ? V
          : never
        : Scalar;

/** One row of a list, by the item keys of its question. */
export type RowOf<I> = { readonly [K in keyof ByKey<I>]?: ValueOf<ByKey<I>[K]> };

/** The shown answers of a wizard, by key. */
export type ShownAnswers<T extends WizardForm> = { readonly [K in AnswerKey<T>]?: ValueOf<FieldOf<T, K>> };

/** The keys of a wizard's lists, and of its other questions. */
export type ListKey<T extends WizardForm> = { [K in AnswerKey<T>]: FieldOf<T, K> extends { readonly kind: 'group' } ? K : never }[AnswerKey<T>];
export type ScalarKey<T extends WizardForm> = Exclude<AnswerKey<T>, ListKey<T>>;

/** The values a choice or select-all-that-apply question offers. */
export type ChoiceValueOf<T extends WizardForm, K extends AnswerKey<T>> = FieldOf<T, K> extends { readonly choices: readonly (infer C)[] }
  ? C extends { readonly value: infer V extends string }
    ? V
    : never
  : never;

/** The keys of a wizard's select-all-that-apply questions. */
export type MultiChoiceKey<T extends WizardForm> = { [K in AnswerKey<T>]: FieldOf<T, K> extends { readonly kind: 'multiChoice' } ? K : never }[AnswerKey<T>];

/** The rows of one list of a wizard. */
export type RowsOf<T extends WizardForm, K extends ListKey<T>> = ValueOf<FieldOf<T, K>>;

/**
 * A scalar answer read as text: one of its choice values or '' (unanswered) for a choice or
 * yes/no question, any text for the others.
 */
export type TextOf<V> = [Exclude<V, undefined>] extends [string] ? (string extends Exclude<V, undefined> ? string : Exclude<V, undefined> | '') : string;

/** The answer of one question, read as text. */
export type AnswerText<T extends WizardForm, K extends ScalarKey<T>> = TextOf<ValueOf<FieldOf<T, K>>>;

/** The wizard that asks about each person who has one (the joint sponsor, j, is asked about in INCOME). */
export interface PersonWizards {
  readonly p: 'PETITIONER_INFO';
  readonly b: 'BENEFICIARY_INFO';
}

/** A person with a wizard of their own: the petitioner (p) or the beneficiary (b). */
export type PersonPrefix = keyof PersonWizards;

type SuffixIn<T extends WizardForm, P extends string, K extends string> = AnswerKey<T> & K extends infer A
  ? A extends `${P}${infer S}`
    ? S
    : never
  : never;

/**
 * The keys asked of a person without their prefix ('NameLast' for pNameLast and bNameLast). For
 * either person (the prefix a union), only those both wizards ask.
 */
export type PersonSuffix<P extends PersonPrefix, Kind extends 'scalar' | 'list' = 'scalar'> = [P] extends ['p']
  ? PersonSuffixOf<'p', Kind>
  : [P] extends ['b']
    ? PersonSuffixOf<'b', Kind>
    : PersonSuffixOf<'p', Kind> & PersonSuffixOf<'b', Kind>;

type PersonSuffixOf<P extends PersonPrefix, Kind extends 'scalar' | 'list'> = SuffixIn<
  PersonWizards[P],
  P,
  Kind extends 'list' ? ListKey<PersonWizards[P]> : ScalarKey<PersonWizards[P]>
>;

/** A person's answer read as text, for the petitioner, the beneficiary, or either. */
export type PersonAnswerText<P extends PersonPrefix, S extends string> = P extends PersonPrefix
  ? `${P}${S}` extends ScalarKey<PersonWizards[P]>
    ? AnswerText<PersonWizards[P], `${P}${S}`>
    : never
  : never;

/** The rows of one of a person's lists, for the petitioner, the beneficiary, or either. */
export type PersonRows<P extends PersonPrefix, S extends string> = P extends PersonPrefix
  ? `${P}${S}` extends ListKey<PersonWizards[P]>
    ? RowsOf<PersonWizards[P], `${P}${S}`>
    : never
  : never;

type ItemKeyOf<D> = D extends { readonly item: readonly (infer I)[] } ? (I extends { readonly key: infer K extends string } ? K : never) : never;

/** Every key of every wizard, and every item key of their lists. */
export type AnyKey = { [T in WizardForm]: AnswerKey<T> | ItemKeyOf<FieldOf<T, ListKey<T>>> }[WizardForm];

/** The start of the keys of an address the catalogue asks (addressParts): 'pMailing' for pMailingStreet, 'physical' in a row. */
export type AddressBase = AnyKey extends infer K ? (K extends `${infer B}Street` ? B : never) : never;
