import type { PersonPrefix } from './person-conditions.ts';

/**
 * How a question speaks of the person it asks about. The petitioner's and the beneficiary's
 * wizards speak to that person ("What is your first name?"); the joint sponsor is asked about in
 * the couple's INCOME wizard, by name of role ("What is the joint sponsor's first name?"). One
 * builder, one set of keys and rules, worded for either.
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
}

type Verb = 'do' | 'are' | 'have' | 'were';

export const capitalised = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

const SECOND_PERSON: Voice = {
  spokenTo: true,
  you: 'you',
  your: 'your',
  they: 'you',
  their: 'your',
  ask: (verb) => `${verb} you`,
  says: (verb) => `you ${verb}`,
  label: capitalised,
};

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
  };
}

const VOICES: Readonly<Record<PersonPrefix, Voice>> = {
  p: SECOND_PERSON,
  b: SECOND_PERSON,
  j: thirdPerson('joint sponsor'),
};

/** The voice of the questions about the person of this prefix. */
export const voiceOf = (prefix: PersonPrefix): Voice => VOICES[prefix];
