import { UNITED_STATES } from '../places.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { message, type MessagePart } from '../text.ts';
import type { Condition, FieldDef } from '../types.ts';
import { addressParts } from './person-addresses.ts';
import type { PersonPrefix } from './person-conditions.ts';
import { select, voiceOf } from './person-voice.ts';

/**
 * Who typed a signer's answers, for the preparer's part of every form they sign (Form I-130
 * Part 6 item 2 and Part 8, I-130A Part 4 item 2 and Part 6, I-485 Part 12, I-765 Part 3 item 2
 * and Part 5, I-131 Part 12, I-864 Part 8 item 2 and Part 10). Whoever types a signer's answers in
 * for them prepares the form on their behalf: the account holder typing their spouse's answers,
 * an interpreter at the keyboard, a friend. Greencard is not a preparer: each form's preparer's
 * certification is signed by the person who "prepared this [form] for the [signer] at their
 * request", from "information provided by" the signer (the certification of Form I-130 Part 8,
 * I-485 Part 12, I-864 Part 10), and software the signer types their own answers into prepares
 * nothing on their behalf. One question for the common case (the signer typed their own answers:
 * nothing more is asked). The question is written in the voice (its Spanish is in
 * domain/catalogue/spanish/preparer.ts, with its choices), the others are messages; the spouse's and the interpreter's details are already known; only
 * "someone else" is asked a name and contact details. The answer stands for every form the signer
 * signs. Form I-864 asks no preparer's address: `address: false` leaves it out.
 */

/** The ids of the preparer's messages, after `preparer.`. */
type PreparerMessage = { [K in MessageId]: K extends `preparer.${infer Id}` ? Id : never }[MessageId];

/** Who typed the answers, by role ('interpreter' is the interpreter the statement names). */
export const TYPED_BY = {
  petitioner: { value: 'petitioner', label: 'The petitioner' },
  beneficiary: { value: 'beneficiary', label: 'The beneficiary' },
  jointSponsor: { value: 'jointSponsor', label: 'The joint sponsor' },
  interpreter: { value: 'interpreter', label: 'The interpreter' },
  other: { value: 'other', label: 'Someone else' },
} as const;

/** The choices for each signer: the signer first, then whoever else may have typed for them. */
const TYPED_BY_CHOICES = {
  p: [TYPED_BY.petitioner, TYPED_BY.beneficiary, TYPED_BY.interpreter, TYPED_BY.other],
  b: [TYPED_BY.beneficiary, TYPED_BY.petitioner, TYPED_BY.interpreter, TYPED_BY.other],
  j: [TYPED_BY.jointSponsor, TYPED_BY.petitioner, TYPED_BY.beneficiary, TYPED_BY.interpreter, TYPED_BY.other],
} as const;

export function preparerFields<P extends PersonPrefix>(prefix: P, { address = true }: { readonly address?: boolean } = {}) {
  const v = voiceOf(prefix);
  const said = (id: PreparerMessage): readonly [MessagePart] =>
    prefix === 'j' ? message(`preparer.${id}`, { who: 'jointSponsor' }) : [{ message: `preparer.${id}`, about: prefix }];
  const typedBy = `${prefix}PreparerTypedBy` as const;
  // "Someone else", or an interpreter at the keyboard for a signer the statement names no interpreter for.
  const asked: Condition = {
    any: [
      { field: typedBy, is: TYPED_BY.other.value },
      { all: [{ field: typedBy, is: TYPED_BY.interpreter.value }, { field: `${prefix}ReadsEnglish`, isNot: 'no' }] },
    ],
  };
  const preparer = <K extends string>(key: K) => `${prefix}Preparer${key}` as const;
  const whose = v.spokenTo ? select("The preparer's", "{name}'s preparer's") : "The joint sponsor's preparer's";
  return [
    {
      key: typedBy,
      question: v.text(v.spokenTo ? `Who is typing in ${select('your', "{name}'s")} answers?` : "Who is typing in the joint sponsor's answers?"),
      kind: 'choice',
      choices: TYPED_BY_CHOICES[prefix],
      required: true,
      help: said('typedBy.help'),
    },
    { key: preparer('NameFirst'), question: said('firstName'), kind: 'text', format: 'name', required: true, visibleWhen: asked },
    { key: preparer('NameLast'), question: said('lastName'), kind: 'text', format: 'name', required: true, visibleWhen: asked },
    { key: preparer('Organization'), question: said('organization'), kind: 'text', visibleWhen: asked, help: said('organization.help') },
    ...(address
      ? addressParts(preparer('Mailing'), { label: `${whose} mailing address`, voice: v, required: true, when: asked, defaultCountry: UNITED_STATES })
      : []),
    { key: preparer('Phone'), question: said('phone'), kind: 'phone', required: true, visibleWhen: asked },
    { key: preparer('MobilePhone'), question: said('mobilePhone'), kind: 'phone', visibleWhen: asked },
    { key: preparer('Email'), question: said('email'), kind: 'email', format: 'email', visibleWhen: asked },
  ] as const satisfies readonly FieldDef[];
}
