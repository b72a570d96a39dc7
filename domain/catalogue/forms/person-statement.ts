import { UNITED_STATES } from '../places.ts';
import type { FieldDef } from '../types.ts';
import { addressParts } from './person-addresses.ts';
import { isNo, type PersonPrefix } from './person-conditions.ts';
import { capitalised, voiceOf } from './person-voice.ts';

/**
 * The signer's statement about English and the interpreter who helped (Form I-130 Part 6 item 1
 * and Part 7, I-130A Part 4 item 1 and Part 5, I-485 Parts 10-11, I-765 Part 3 item 1 and Part 4,
 * I-131 Parts 10-11, I-864 Part 8 item 1 and Part 9). Every form ends with it: either "I can read
 * and understand English", or "the interpreter named in Part … read to me every question … in
 * [language]", and the interpreter's own part with their name, organization, address, phone numbers,
 * e-mail and the language, which the interpreter signs by hand. The joint sponsor makes the same
 * statement on their own Form I-864 (Part 8 item 1 and Part 9), so they are asked it too, by role;
 * Part 9 of Form I-864 asks no interpreter's address: `address: false` leaves it out.
 */
export function statementFields<P extends PersonPrefix>(prefix: P, { address = true }: { readonly address?: boolean } = {}) {
  const v = voiceOf(prefix);
  const whose = v.spokenTo ? "The interpreter's" : `${capitalised(v.your)} interpreter's`;
  const forms = v.spokenTo ? 'forms' : 'Form I-864';
  const readsEnglish = `${prefix}ReadsEnglish` as const;
  const withInterpreter = isNo(readsEnglish);
  const interpreter = <K extends string>(key: K) => `${prefix}Interpreter${key}` as const;
  return [
    {
      key: readsEnglish,
      question: `Can ${v.you} read and understand English well enough to read every question of ${v.their} ${forms}, and ${v.their} answers, ${v.spokenTo ? 'yourself' : 'themselves'}?`,
      kind: 'yesNo',
      required: true,
      help: v.spokenTo
        ? 'Each form ends with your statement: either that you read every question and answer in English and understood them, or that an interpreter read ' +
          'them to you in a language you understand. Answer No if someone will read the forms to you in another language: the forms then name that ' +
          'interpreter, who signs them too.'
        : 'The joint sponsor signs their Form I-864 with a statement: either that they read every question and answer in English and understood them, ' +
          'or that an interpreter read them to them in a language they understand. Answer No if someone will read the form to them in another language: ' +
          'the form then names that interpreter, who signs it too.',
    },
    {
      key: interpreter('Language'),
      question: `In which language will the interpreter read the ${v.spokenTo ? 'forms' : 'form'} to ${v.you}?`,
      kind: 'text',
      letterCase: 'name',
      required: true,
      // The language boxes of Forms I-485 and I-131 take 18 characters.
      maxLength: 18,
      visibleWhen: withInterpreter,
      help: `A language ${v.says('are')} fluent in, for example Spanish or Ukrainian.`,
    },
    {
      key: interpreter('NameFirst'),
      question: `${whose} first name (given name)`,
      kind: 'text',
      format: 'name',
      required: true,
      visibleWhen: withInterpreter,
      help: `Someone fluent in English and in ${v.their} language: a friend, a relative or a professional interpreter.`,
    },
    {
      key: interpreter('NameLast'),
      question: `${whose} last name (family name)`,
      kind: 'text',
      format: 'name',
      required: true,
      visibleWhen: withInterpreter,
    },
    {
      key: interpreter('Organization'),
      question: `${whose} business or organization, if any`,
      kind: 'text',
      visibleWhen: withInterpreter,
      help: `Leave empty for a friend or relative who interprets for ${v.spokenTo ? 'you' : 'them'}.`,
    },
    ...(address
      ? addressParts(interpreter('Mailing'), { label: `${whose} mailing address`, required: true, when: withInterpreter, defaultCountry: UNITED_STATES })
      : []),
    {
      key: interpreter('Phone'),
      question: `${whose} daytime phone number`,
      kind: 'phone',
      required: true,
      visibleWhen: withInterpreter,
    },
    {
      key: interpreter('MobilePhone'),
      question: `${whose} mobile phone number, if any`,
      kind: 'phone',
      visibleWhen: withInterpreter,
    },
    {
      key: interpreter('Email'),
      question: `${whose} e-mail address, if any`,
      kind: 'email',
      format: 'email',
      visibleWhen: withInterpreter,
    },
  ] as const satisfies readonly FieldDef[];
}
