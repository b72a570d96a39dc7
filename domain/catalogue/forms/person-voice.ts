import { voiced, type CatalogueText, type TextPart } from '../text.ts';
import type { FieldDef } from '../types.ts';
import type { PersonPrefix } from './person-conditions.ts';

/**
 * How a question speaks of the person it asks about. A question about the petitioner or the
 * beneficiary speaks to them when they fill in the wizard ("What is your first name?") and names
 * them when their spouse does ("What is Priya's first name?"): their words are ICU selects on
 * `who` with `{name}`, resolved when the text is read (text.ts, filled-by.ts), so `text` makes them
 * a voiced part. The joint sponsor is asked about in the couple's INCOME wizard, by name of role
 * ("What is the joint sponsor's first name?"). One builder, one set of keys and rules, worded for
 * any of them.
 */
export interface Voice {
  /** Whether the wizard speaks to the person ("you") rather than about them. */
  readonly spokenTo: boolean;
  /** The person as a noun: 'you' or 'the joint sponsor'. */
  readonly you: string;
  /** Their possessive as a noun: 'your' or "the joint sponsor's". */
  readonly your: string;
  /** The pronoun once the person is named: 'you' or 'they' (both take the plural verb). */
  readonly they: string;
  /** Its possessive: 'your' or 'their'. */
  readonly their: string;
  /** A question's opening, verb and subject: ask('do') is 'do you' or 'does the joint sponsor'. */
  readonly ask: (verb: Verb) => string;
  /** A statement's subject and verb: says('have') is 'you have' or 'the joint sponsor has'. */
  readonly says: (verb: Verb) => string;
  /** A label of the person's own ("mailing address"): 'Mailing address' or "Joint sponsor's mailing address". */
  readonly label: (what: string) => string;
  /** Words written with this voice's fragments, as catalogue text. */
  readonly text: (words: string) => CatalogueText;
}

const SELECT_MARK = '{who, select,';

/** Catalogue text whose words were written with a couple's voice, made voiced parts about `person` (its tax years stay parts). */
export function voicedText(person: 'p' | 'b', text: CatalogueText): CatalogueText {
  if (typeof text === 'string') return text.includes(SELECT_MARK) ? voiced(person, text) : text;
  return text.map((part): TextPart => (typeof part === 'string' && part.includes(SELECT_MARK) ? { voiced: part, about: person } : part));
}

/** A field whose question and help may have become voiced parts (its rows' too). */
export type InVoice<F extends FieldDef> = { readonly [K in keyof F]: K extends 'question' | 'help' ? CatalogueText : F[K] };

/**
 * The fields of a person's builder or wizard, written as plain text with the voice's words: each
 * question and help about the petitioner or the beneficiary becomes voiced, a list's rows too.
 * The joint sponsor's are left as they are.
 */
export function spokenIn<F extends FieldDef>(prefix: PersonPrefix, fields: readonly F[]): InVoice<F>[] {
  // InVoice<F> only widens F's texts to CatalogueText, which every FieldDef's texts already are.
  const widened = (field: F) => field as InVoice<F>;
  if (prefix === 'j') return fields.map(widened);
  const convert = <G extends FieldDef>(field: G): G => ({
    ...field,
    question: voicedText(prefix, field.question),
    ...(field.help === undefined ? {} : { help: voicedText(prefix, field.help) }),
    ...(field.item ? { item: field.item.map(convert) } : {}),
  });
  return fields.map((field) => widened(convert(field)));
}

type Verb = 'do' | 'are' | 'have' | 'were';

/** The two wordings of each ICU select a couple's voice wrote, so that it can be capitalised branch by branch. */
const SELECTS = new Map<string, readonly [you: string, other: string]>();

/** Words for the one filling in ('you') and for their spouse, named ({name}): a question of the couple's own. */
export function select(you: string, other: string): string {
  const icu = `{who, select, you {${you}} other {${other}}}`;
  SELECTS.set(icu, [you, other]);
  return icu;
}

const capitalFirst = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** The words with a capital first letter; a couple's select gets one in each of its wordings. */
export function capitalised(words: string): string {
  const branches = SELECTS.get(words);
  return branches ? select(capitalFirst(branches[0]), capitalFirst(branches[1])) : capitalFirst(words);
}

/** The petitioner's or the beneficiary's voice: "you" to the one filling in, their first name to the spouse. */
function coupleVoice(person: 'p' | 'b'): Voice {
  const THIRD: Readonly<Record<Verb, string>> = { do: 'does', are: 'is', have: 'has', were: 'was' };
  return {
    spokenTo: true,
    you: select('you', '{name}'),
    your: select('your', "{name}'s"),
    they: select('you', 'they'),
    their: select('your', 'their'),
    ask: (verb) => select(`${verb} you`, `${THIRD[verb]} {name}`),
    says: (verb) => select(`you ${verb}`, `{name} ${THIRD[verb]}`),
    label: (what) => select(capitalFirst(what), `{name}'s ${what}`),
    text: (words) => (words.includes('{who, select,') ? voiced(person, words) : words),
  };
}

/** The third person of a role ("joint sponsor"), named with its article. */
function thirdPerson(role: string): Voice {
  const THIRD: Readonly<Record<Verb, string>> = { do: 'does', are: 'is', have: 'has', were: 'was' };
  return {
    spokenTo: false,
    you: `the ${role}`,
    your: `the ${role}'s`,
    they: 'they',
    their: 'their',
    ask: (verb) => `${THIRD[verb]} the ${role}`,
    says: (verb) => `the ${role} ${THIRD[verb]}`,
    label: (what) => `${capitalised(role)}'s ${what}`,
    text: (words) => words,
  };
}

const VOICES: Readonly<Record<PersonPrefix, Voice>> = {
  p: coupleVoice('p'),
  b: coupleVoice('b'),
  j: thirdPerson('joint sponsor'),
};

/** The voice of the questions about the person of this prefix. */
export const voiceOf = (prefix: PersonPrefix): Voice => VOICES[prefix];
