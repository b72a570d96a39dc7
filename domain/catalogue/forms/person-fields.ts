import { ETHNICITY, EYE_COLOR, HAIR_COLOR, RACE, SEX } from '../choices.ts';
import type { FieldDef } from '../types.ts';
import { isYes, type PersonPrefix } from './person-conditions.ts';
import { capitalised, select, voiceOf } from './person-voice.ts';

/**
 * Builders of the questions asked of a person: the petitioner (prefix p) and the beneficiary
 * (prefix b), whose wizards speak to the person they are about as "you", and the joint sponsor
 * (prefix j), asked about by role in the INCOME wizard (person-voice.ts).
 */
export { type PersonPrefix, allOf, isNo, isYes } from './person-conditions.ts';
export { addressParts, addressHistoryFields, currentAddressFields } from './person-addresses.ts';
export { employmentFields } from './person-employment.ts';
export { childrenFields, parentFields, previousMarriageFields } from './person-family.ts';
export { statementFields } from './person-statement.ts';
export { preparerFields } from './person-preparer.ts';

/** The current legal name (Form I-130 item 4, I-485 Part 1 item 1, I-864 Part 2 item 1). */
export function legalNameFields<P extends PersonPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  return [
    {
      key: `${prefix}NameFirst`,
      question: v.text(`What is ${v.your} first name (given name)?`),
      kind: 'text',
      required: true,
      format: 'name',
      help: v.text(`${capitalised(v.their)} current legal name, exactly as on ${v.their} passport or other official ID. Not a nickname.`),
    },
    {
      key: `${prefix}NameMiddle`,
      question: v.text(`What is ${v.your} middle name?`),
      kind: 'text',
      format: 'name',
      help: v.text(`Leave empty if ${v.they} have none.`),
    },
    {
      key: `${prefix}NameLast`,
      question: v.text(`What is ${v.your} last name (family name)?`),
      kind: 'text',
      required: true,
      format: 'name',
    },
  ] as const satisfies readonly FieldDef[];
}

/** Current legal name and every other name used (Form I-130 items 4-5, I-485 Part 1 items 1-2). */
export function nameFields<P extends PersonPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  const hasOtherNames = `${prefix}HasOtherNames` as const;
  return [
    ...legalNameFields(prefix),
    {
      key: hasOtherNames,
      question: v.text(`${capitalised(v.ask('have'))} ever used any other name?`),
      kind: 'yesNo',
      required: true,
      help: v.text(`Include ${v.their} name at birth, a maiden name, names from earlier marriages, other legal names, nicknames, aliases and other spellings ${v.says('have')} used.`),
    },
    {
      key: `${prefix}OtherNamesList`,
      question: v.text(`List every other name ${v.says('have')} used`),
      kind: 'group',
      itemLabel: 'name',
      required: true,
      visibleWhen: isYes(hasOtherNames),
      item: [
        { key: 'otherNameFirst', question: 'First name (given name)', kind: 'text', required: true, format: 'name' },
        { key: 'otherNameMiddle', question: 'Middle name', kind: 'text', format: 'name' },
        { key: 'otherNameLast', question: 'Last name (family name)', kind: 'text', required: true, format: 'name' },
      ],
    },
  ] as const satisfies readonly FieldDef[];
}

export function sexFields<P extends PersonPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  return [
    {
      key: `${prefix}Sex`,
      question: v.text(`What is ${v.your} sex?`),
      kind: 'choice',
      choices: SEX,
      required: true,
      help: v.text(`As shown on ${v.their} passport or other official documents.`),
    },
  ] as const satisfies readonly FieldDef[];
}

/**
 * Daytime and mobile phone and e-mail (Form I-130 Part 6, I-130A Part 4, I-485 Part 10). The forms
 * mark the mobile phone and the e-mail address "if any".
 */
export function contactFields<P extends PersonPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  return [
    {
      key: `${prefix}Phone`,
      question: v.text(`What phone number can USCIS reach ${v.you} at during the day?`),
      kind: 'phone',
      required: true,
      format: 'usPhone',
    },
    {
      key: `${prefix}MobilePhone`,
      question: v.text(`What is ${v.your} mobile phone number, if ${v.they} have one?`),
      kind: 'phone',
      format: 'usPhone',
      help: v.text(`You may repeat ${v.their} daytime number if it is ${v.their} mobile phone.`),
    },
    {
      key: `${prefix}Email`,
      question: v.text(`What is ${v.your} e-mail address, if ${v.they} have one?`),
      kind: 'email',
      format: 'email',
    },
  ] as const satisfies readonly FieldDef[];
}

/**
 * Date and place of birth (Form I-130 items 6-8, I-130A, I-485 Part 1 items 3 and 7). Form I-864
 * asks a sponsor the date and country only (Part 2 items 6 and 7): `city: false` leaves the city out.
 */
export function birthFields<P extends PersonPrefix>(prefix: P, { city = true }: { readonly city?: boolean } = {}) {
  const v = voiceOf(prefix);
  const cityField = {
    key: `${prefix}BirthCity`,
    question: v.text(`In which city, town or village ${v.ask('were')} born?`),
    kind: 'text',
    letterCase: 'place',
    required: true,
  } as const satisfies FieldDef;
  return [
    {
      key: `${prefix}BirthDate`,
      question: v.text(`What is ${v.your} date of birth?`),
      kind: 'date',
      required: true,
      format: 'pastDate',
    },
    ...(city ? [cityField] : []),
    {
      key: `${prefix}BirthCountry`,
      question: v.text(`In which country ${v.ask('were')} born?`),
      kind: 'country',
      required: true,
      help: v.text(`As ${v.their} passport or birth certificate shows it.`),
    },
  ] as const satisfies readonly FieldDef[];
}

/**
 * A sponsor's identity numbers (Form I-130 Part 2 items 1-3; Form I-864 Part 2 items 8, 10 and
 * 11): the A-Number and online account number if any, and the Social Security number, which
 * Form I-864 requires of every sponsor.
 */
export function sponsorIdentifierFields<P extends PersonPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  return [
    {
      key: `${prefix}ANumber`,
      question: v.text(`What is ${v.your} A-Number (Alien Registration Number), if ${v.they} have one?`),
      kind: 'text',
      format: 'aNumber',
      help: v.text(`Green card holders: the "USCIS#" on the front of ${v.their} green card. Naturalized citizens find it on the certificate or old USCIS papers. Citizens by birth usually have none.`),
    },
    {
      key: `${prefix}UscisAccountNumber`,
      question: v.text(`What is ${v.your} USCIS online account number, if ${v.they} have one?`),
      kind: 'text',
      format: 'uscisAccountNumber',
      help: v.text(`Only if ${v.they} have filed something online with USCIS: a 12-digit number in ${v.their} USCIS online account profile. It is not ${v.their} A-Number.`),
    },
    {
      key: `${prefix}Ssn`,
      question: v.text(`What is ${v.your} U.S. Social Security number?`),
      kind: 'text',
      required: true,
      format: 'ssn',
      help: v.spokenTo
        ? v.text(`Required: as the sponsor ${select('you give', '{name} gives')} it on the Affidavit of Support (Form I-864).`)
        : 'Required: every sponsor gives it on the Affidavit of Support (Form I-864).',
    },
  ] as const satisfies readonly FieldDef[];
}

/** Biographic information (Form I-130 Part 3, I-485 Part 8). */
export function biographicFields<P extends PersonPrefix>(prefix: P) {
  const v = voiceOf(prefix);
  return [
    {
      key: `${prefix}BioEthnicity`,
      question: v.text(`What is ${v.your} ethnicity?`),
      kind: 'choice',
      choices: ETHNICITY,
      required: true,
    },
    {
      key: `${prefix}BioRace`,
      question: v.text(`What is ${v.your} race? Select all that apply.`),
      kind: 'multiChoice',
      choices: RACE,
      required: true,
      help: v.text(`The forms let you select every race that describes ${v.you}.`),
    },
    {
      key: `${prefix}BioHeightFeet`,
      question: v.text(`How tall ${v.ask('are')}? Feet`),
      kind: 'number',
      required: true,
      format: 'heightFeet',
      min: 3,
      max: 8,
      help: 'For example 5 feet 7 inches. From centimeters: divide by 2.54 for inches, then 12 inches make a foot (170 cm is 5 feet 7 inches).',
    },
    {
      key: `${prefix}BioHeightInches`,
      question: v.text(`How tall ${v.ask('are')}? Inches`),
      kind: 'number',
      required: true,
      format: 'heightInches',
      min: 0,
      max: 11,
    },
    {
      key: `${prefix}BioWeightLbs`,
      question: v.text(`How much ${select('do you weigh', 'does {name} weigh')}, in pounds?`),
      kind: 'number',
      required: true,
      format: 'weightLbs',
      min: 30,
      max: 700,
      help: 'From kilograms: multiply by 2.2 and round (70 kg is 154 pounds).',
    },
    {
      key: `${prefix}BioEyeColor`,
      question: v.text(`What color are ${v.your} eyes?`),
      kind: 'choice',
      choices: EYE_COLOR,
      required: true,
    },
    {
      key: `${prefix}BioHairColor`,
      question: v.text(`What color is ${v.your} hair?`),
      kind: 'choice',
      choices: HAIR_COLOR,
      required: true,
      help: v.text(`Choose Sandy for reddish blond, Bald if ${v.says('have')} no hair.`),
    },
  ] as const satisfies readonly FieldDef[];
}
