import { UNITED_STATES } from '../places.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { message, type MessagePart } from '../text.ts';
import type { FieldDef } from '../types.ts';
import { addressParts } from './person-addresses.ts';
import { isNo, type PersonPrefix } from './person-conditions.ts';
import { capitalised, select, voiceOf } from './person-voice.ts';

/**
 * The signer's statement about English and the interpreter who helped (Form I-130 Part 6 item 1
 * and Part 7, I-130A Part 4 item 1 and Part 5, I-485 Parts 10-11, I-765 Part 3 item 1 and Part 4,
 * I-131 Parts 10-11, I-864 Part 8 item 1 and Part 9). Every form ends with it: either "I can read
 * and understand English", or "the interpreter named in Part … read to me every question … in
 * [language]", and the interpreter's own part with their name, organization, address, phone numbers,
 * e-mail and the language, which the interpreter signs by hand. The joint sponsor makes the same
 * statement on their own Form I-864 (Part 8 item 1 and Part 9), so they are asked it too, by role;
 * Part 9 of Form I-864 asks no interpreter's address: `address: false` leaves it out. The texts are
 * messages of domain/i18n (`catalogue.statement.…`), in English and Spanish; the interpreter's
 * address parts are not translated yet.
 */
/** The ids of the statement's messages, after `catalogue.statement.`. */
type StatementMessage = { [K in MessageId]: K extends `catalogue.statement.${infer Id}` ? Id : never }[MessageId];

export function statementFields<P extends PersonPrefix>(prefix: P, { address = true }: { readonly address?: boolean } = {}) {
  const v = voiceOf(prefix);
  // The messages speak to the one filling in or name their spouse (`about`: text.ts works out who
  // and name when read), or speak of the joint sponsor by role, as the voice does.
  const said = (id: StatementMessage): readonly [MessagePart] =>
    prefix === 'j' ? message(`catalogue.statement.${id}`, { who: 'jointSponsor' }) : [{ message: `catalogue.statement.${id}`, about: prefix }];
  const whose = v.spokenTo ? select("The interpreter's", "{name}'s interpreter's") : `${capitalised(v.your)} interpreter's`;
  const readsEnglish = `${prefix}ReadsEnglish` as const;
  const withInterpreter = isNo(readsEnglish);
  const interpreter = <K extends string>(key: K) => `${prefix}Interpreter${key}` as const;
  return [
    {
      key: readsEnglish,
      question: said('readsEnglish'),
      kind: 'yesNo',
      required: true,
      help: said('readsEnglish.help'),
    },
    {
      key: interpreter('Language'),
      question: said('language'),
      kind: 'text',
      letterCase: 'name',
      required: true,
      // Its length is what the certification's language box holds (box-lengths-table.ts).
      visibleWhen: withInterpreter,
      help: said('language.help'),
    },
    {
      key: interpreter('NameFirst'),
      question: said('firstName'),
      kind: 'text',
      format: 'name',
      required: true,
      visibleWhen: withInterpreter,
      help: said('firstName.help'),
    },
    {
      key: interpreter('NameLast'),
      question: said('lastName'),
      kind: 'text',
      format: 'name',
      required: true,
      visibleWhen: withInterpreter,
    },
    {
      key: interpreter('Organization'),
      question: said('organization'),
      kind: 'text',
      visibleWhen: withInterpreter,
      help: said('organization.help'),
    },
    ...(address
      ? addressParts(interpreter('Mailing'), { label: `${whose} mailing address`, voice: v, required: true, when: withInterpreter, defaultCountry: UNITED_STATES })
      : []),
    {
      key: interpreter('Phone'),
      question: said('phone'),
      kind: 'phone',
      required: true,
      visibleWhen: withInterpreter,
    },
    {
      key: interpreter('MobilePhone'),
      question: said('mobilePhone'),
      kind: 'phone',
      visibleWhen: withInterpreter,
    },
    {
      key: interpreter('Email'),
      question: said('email'),
      kind: 'email',
      format: 'email',
      visibleWhen: withInterpreter,
    },
  ] as const satisfies readonly FieldDef[];
}
