import type { DatedAnswers } from '../answers.ts';
import type { TYPED_BY } from '../catalogue/forms/person-preparer.ts';
import type { PersonSuffix, ScalarKey } from '../catalogue/keys.ts';
import { answer, PERSON_WIZARD, personAnswer, shownAnswerRecord } from '../catalogue/shown.ts';
import { addressAt, mailingAddress, type Address } from './address.ts';
import { personName, type PersonName } from './names.ts';
import { interpreterOf } from './statement.ts';

/**
 * The person who prepared a signer's forms for them, as every form's preparer's part asks (name,
 * business or organization, phones, e-mail, and the mailing address where the form asks it:
 * `preparerAddress`, read only by the forms that print it): whoever typed
 * the signer's answers in when it was not the signer (domain/catalogue/forms/person-preparer.ts).
 * Greencard itself is never named: the preparer's certification is made by a person who prepared
 * the form at the signer's request (Form I-130 Part 8, I-485 Part 12, I-864 Part 10).
 */
export interface Preparer {
  readonly name: PersonName;
  readonly organization: string;
  readonly phone: string;
  readonly mobilePhone: string;
  readonly email: string;
}

type TypedBy = (typeof TYPED_BY)[keyof typeof TYPED_BY]['value'];

/** The signer's role as the choices name it. */
/** Who signs a filled form: the petitioner (p), the beneficiary (b) or the joint sponsor (j). */
export type Signer = 'p' | 'b' | 'j';

const ROLE: Readonly<Record<Signer, TypedBy>> = { p: 'petitioner', b: 'beneficiary', j: 'jointSponsor' };

/** The shown answers a signer's questions are kept in: their own wizard, or INCOME for the joint sponsor. */
const answersOf = (ctx: DatedAnswers, signer: Signer) => shownAnswerRecord(ctx, signer === 'j' ? 'INCOME' : PERSON_WIZARD[signer]);

/** What a contact is read from, under one key prefix (`pPreparer`, `jInterpreter`…). */
type ContactPart = 'NameLast' | 'NameFirst' | 'Organization' | 'Phone' | 'MobilePhone' | 'Email';

/** The joint sponsor's answers in INCOME, without their prefix ('PreparerPhone' for jPreparerPhone). */
type SponsorSuffix = ScalarKey<'INCOME'> extends infer K ? (K extends `j${infer S}` ? S : never) : never;

/** A key every signer's questions ask under their own prefix: `${signer}${suffix}`. */
type SignerSuffix = PersonSuffix<'p' | 'b'> & SponsorSuffix;

/** One of the signer's own answers, by its key without the signer's prefix. */
const signerAnswer = (ctx: DatedAnswers, signer: Signer, suffix: SignerSuffix): string =>
  signer === 'j' ? answer(ctx, 'INCOME', `j${suffix}`) : personAnswer(ctx, signer, suffix);

/** One of the couple, by their own answers (their mailing address, phones and e-mail). */
function spouse(ctx: DatedAnswers, prefix: 'p' | 'b'): Preparer {
  return {
    name: personName(ctx, prefix),
    organization: '',
    phone: personAnswer(ctx, prefix, 'Phone'),
    mobilePhone: personAnswer(ctx, prefix, 'MobilePhone'),
    email: personAnswer(ctx, prefix, 'Email'),
  };
}

/** The interpreter the signer's statement names, when it names one. */
function interpreter(ctx: DatedAnswers, signer: Signer): Preparer | null {
  if (signer !== 'j') {
    const interpreter = interpreterOf(ctx, signer);
    return interpreter && { name: interpreter.name, organization: interpreter.organization, phone: interpreter.phone, mobilePhone: interpreter.mobilePhone, email: interpreter.email };
  }
  if (answer(ctx, 'INCOME', 'jReadsEnglish') !== 'no') return null;
  return contactAt((part) => answer(ctx, 'INCOME', `jInterpreter${part}`));
}

/** The preparer the signer named as "someone else". */
function named(ctx: DatedAnswers, signer: Signer): Preparer {
  return contactAt((part) => signerAnswer(ctx, signer, `Preparer${part}`));
}

/** A person's name, organization, phones and e-mail, from the answers `at` reads under one key prefix. */
function contactAt(at: (part: ContactPart) => string): Preparer {
  return {
    name: { last: at('NameLast'), first: at('NameFirst'), middle: '' },
    organization: at('Organization'),
    phone: at('Phone'),
    mobilePhone: at('MobilePhone'),
    email: at('Email'),
  };
}

/** Who typed the signer's answers in: their own role, another's, 'interpreter', 'other', or '' while not answered. */
export const typedBy = (ctx: DatedAnswers, signer: Signer): TypedBy | '' =>
  signer === 'j' ? answer(ctx, 'INCOME', 'jPreparerTypedBy') : personAnswer(ctx, signer, 'PreparerTypedBy');

/** The signer's preparer; null when the signer typed their own answers (or has not said who did). */
export function preparerOf(ctx: DatedAnswers, signer: Signer): Preparer | null {
  const who = typedBy(ctx, signer);
  if (who === '' || who === ROLE[signer]) return null;
  // The joint sponsor is a choice of their own questions only, where it is their role.
  if (who === 'jointSponsor') return null;
  if (who === 'petitioner' || who === 'beneficiary') return spouse(ctx, who === 'petitioner' ? 'p' : 'b');
  // An interpreter at the keyboard is the one the statement names, else one named as "someone else" (person-preparer.ts asks them then).
  return (who === 'interpreter' ? interpreter(ctx, signer) : null) ?? named(ctx, signer);
}

/** The mailing address of the signer's preparer (Forms I-130, I-130A and I-765 ask it); null when there is none. */
export function preparerAddress(ctx: DatedAnswers, signer: Signer): Address | null {
  if (preparerOf(ctx, signer) === null) return null;
  const who = typedBy(ctx, signer);
  if (who === 'petitioner' || who === 'beneficiary') return mailingAddress(ctx, who === 'petitioner' ? 'p' : 'b');
  const interpreter = who === 'interpreter' && signer !== 'j' ? interpreterOf(ctx, signer) : null;
  if (interpreter) return interpreter.address;
  return addressAt(answersOf(ctx, signer), `${signer}PreparerMailing`);
}

/** The preparer's name as the signer's statement writes it ("At my request, the preparer named in Part 8, [name], …"). */
export const preparerLine = (preparer: Preparer): string => [preparer.name.first, preparer.name.last].filter((part) => part !== '').join(' ');
