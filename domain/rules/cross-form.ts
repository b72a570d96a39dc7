import { isFilled, text, type Answers } from '../answers.ts';
import { conditionHolds } from '../catalogue/conditions.ts';
import { questionFor, type QuestionEntry } from '../catalogue/derived.ts';
import { CATALOGUE, FORM_TYPES, fieldsOf, isFormType, type FormType } from '../catalogue/index.ts';
import { isCalendarDate } from './dates.ts';
import { parseNumber } from './numbers.ts';
import { readAnswers } from './validate.ts';

/**
 * Facts the couple gives in two places must agree: the forms filed together are compared by the
 * officer, and a mismatch is a question at the interview or a request for evidence.
 */
export interface ConsistencyError {
  readonly formType: FormType;
  readonly field: string;
  readonly message: string;
}

type ByForm = Partial<Record<FormType, Answers>>;

interface Place {
  readonly formType: FormType;
  readonly key: string;
}

/** The same fact under several keys; the first answered place is the one the others are compared with. */
interface SameFact {
  readonly what: string;
  readonly keys: readonly string[];
  /** The comparable form of an answer, or null when it cannot be compared. */
  readonly normalise: (answer: string) => string | null;
  readonly show: (answer: string) => string;
}

const asName = (answer: string): string => answer.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
const asYesNo = (answer: string): string | null => {
  const lower = answer.toLowerCase();
  return lower === 'yes' || lower === 'no' ? lower : null;
};
const showYesNo = (answer: string): string => (answer.toLowerCase() === 'yes' ? 'Yes' : 'No');
const asCount = (answer: string): string | null => (/\d/.test(answer) ? String(parseNumber(answer)) : null);
const asIs = (answer: string): string => answer;

const STATUS_WORDS: Readonly<Record<string, string>> = { citizen: 'U.S. citizen', pr: 'green card holder' };
const asStatus = (answer: string): string | null => (answer in STATUS_WORDS ? answer : null);

/**
 * Onboarding's ways of coming in (domain/catalogue/choices.ts, ONBOARDING_LAST_ENTRY) as Beneficiary
 * Information's manner of arrival: a Visa Waiver or K-1 entrant was admitted. A crew member's landing
 * is compared with nothing: the forms call it neither an admission nor a parole.
 */
const MANNERS: Readonly<Record<string, { readonly manner: string; readonly words: string }>> = {
  admitted: { manner: 'admitted', words: 'admitted' },
  vwp: { manner: 'admitted', words: 'admitted under the Visa Waiver Program' },
  k1: { manner: 'admitted', words: 'admitted as a K-1 fiancé(e)' },
  paroled: { manner: 'paroled', words: 'paroled' },
  without_inspection: { manner: 'without_admission', words: 'came in without inspection' },
  without_admission: { manner: 'without_admission', words: 'came in without inspection' },
};

/** "Born in Mexico?" (onboarding, Yes or No) against the country of birth. */
const asBornInMexico = (answer: string): string | null => {
  const lower = answer.trim().toLowerCase();
  if (lower === 'yes' || lower === 'no') return lower;
  return lower === 'mexico' ? 'yes' : 'no';
};
const showBirth = (answer: string): string => {
  const lower = answer.trim().toLowerCase();
  return lower === 'yes' ? 'born in Mexico' : lower === 'no' ? 'not born in Mexico' : `born in ${answer}`;
};

export const SAME_FACTS: readonly SameFact[] = [
  {
    what: 'Whether the petitioner is a U.S. citizen or a green card holder',
    keys: ['onboardingPStatus', 'usStatus'],
    normalise: asStatus,
    show: (answer) => STATUS_WORDS[answer] ?? answer,
  },
  { what: "The petitioner's first name", keys: ['onboardingPNameFirst', 'pNameFirst'], normalise: asName, show: asIs },
  { what: "The beneficiary's first name", keys: ['onboardingBNameFirst', 'bNameFirst'], normalise: asName, show: asIs },
  {
    what: 'Whether the beneficiary is in the United States',
    keys: ['onboardingBIsInUs', 'immiIsInUs'],
    normalise: asYesNo,
    show: showYesNo,
  },
  {
    what: 'How the beneficiary last came into the United States',
    keys: ['onboardingBLastEntry', 'immiLastEntryManner'],
    normalise: (answer) => MANNERS[answer]?.manner ?? null,
    show: (answer) => MANNERS[answer]?.words ?? answer,
  },
  { what: 'Where the beneficiary was born', keys: ['onboardingBBornInMexico', 'bBirthCountry'], normalise: asBornInMexico, show: showBirth },
  {
    what: 'Whether the beneficiary is the only person immigrating',
    keys: ['onboardingBOnlyGcApplicant', 'incomeBeneficiaryIsSoleGcApplicant'],
    normalise: asYesNo,
    show: showYesNo,
  },
  {
    what: 'Whether at least 85% of the income is W-2 wages',
    keys: ['onboardingIncomeFromW2', 'incomeComesFromW2'],
    normalise: asYesNo,
    show: showYesNo,
  },
  {
    what: 'The number of people in the household',
    keys: ['onboardingNumberOfHouseholdMembers', 'incomeNumberOfHouseholdMembers'],
    normalise: asCount,
    show: (answer) => String(parseNumber(answer)),
  },
  {
    what: 'Whether the petitioner is on active duty in the U.S. armed forces',
    keys: ['onboardingPOnActiveDuty', 'isOnActiveDuty'],
    normalise: asYesNo,
    show: showYesNo,
  },
];

/** Every form that asks this top-level key, in catalogue order. */
function placesOf(key: string): Place[] {
  return FORM_TYPES.filter((formType) => questionFor(formType, key) !== undefined).map((formType) => ({ formType, key }));
}

/** The answer at a place, when the question is shown there and answered. */
function shownAnswer(byForm: ByForm, { formType, key }: Place): string | undefined {
  const answers = byForm[formType];
  const form = CATALOGUE[formType];
  if (!answers || !form) return undefined;
  for (const { field } of fieldsOf(form)) {
    if (field.key !== key) continue;
    if (!conditionHolds(field.visibleWhen, answers) || !isFilled(answers[key])) return undefined;
    return text(answers[key]) || undefined;
  }
  return undefined;
}

function placeName(entry: QuestionEntry | undefined, formType: FormType): string {
  const title = CATALOGUE[formType]?.title ?? formType;
  return entry ? `${title} (step ${entry.step})` : title;
}

const nameOf = (place: Place): string => placeName(questionFor(place.formType, place.key), place.formType);

function sameFactErrors(byForm: ByForm): ConsistencyError[] {
  const errors: ConsistencyError[] = [];
  for (const fact of SAME_FACTS) {
    const answered = fact.keys
      .flatMap(placesOf)
      .flatMap((place) => {
        const answer = shownAnswer(byForm, place);
        const normal = answer === undefined ? null : fact.normalise(answer);
        return answer === undefined || normal === null ? [] : [{ place, answer, normal }];
      });
    const [reference, ...others] = answered;
    if (!reference) continue;
    for (const other of others) {
      if (other.normal === reference.normal) continue;
      errors.push({
        formType: other.place.formType,
        field: other.place.key,
        message: `${fact.what} differs between ${nameOf(other.place)} and ${nameOf(reference.place)}: “${fact.show(other.answer)}” and “${fact.show(reference.answer)}”.`,
      });
    }
  }
  return errors;
}

const STREET_WORDS: Readonly<Record<string, string>> = {
  street: 'st', avenue: 'ave', av: 'ave', road: 'rd', drive: 'dr', boulevard: 'blvd', lane: 'ln', court: 'ct',
  place: 'pl', terrace: 'ter', parkway: 'pkwy', highway: 'hwy', circle: 'cir', square: 'sq', trail: 'trl',
  north: 'n', south: 's', east: 'e', west: 'w', northeast: 'ne', northwest: 'nw', southeast: 'se', southwest: 'sw',
};
const words = (answer: string): string[] =>
  answer.normalize('NFC').toLowerCase().replace(/[.,#'’]/g, ' ').split(/\s+/).filter((word) => word !== '');
const asStreet = (answer: string): string => words(answer).map((word) => STREET_WORDS[word] ?? word).join(' ');
const asUnit = (answer: string): string =>
  words(answer).filter((word) => !['apt', 'apartment', 'unit', 'ste', 'suite', 'flr', 'floor', 'no'].includes(word)).join('');
const asZip = (answer: string): string => answer.replace(/\s/g, '').toLowerCase().slice(0, /^\d{5}/.test(answer) ? 5 : undefined);

const ADDRESS_PARTS = [
  { part: 'Street', label: 'street', normalise: asStreet },
  { part: 'UnitNumber', label: 'apartment, suite or floor number', normalise: asUnit },
  { part: 'City', label: 'city', normalise: (answer: string) => words(answer).join(' ') },
  { part: 'Zip', label: 'ZIP code', normalise: asZip },
  { part: 'PostalCode', label: 'postal code', normalise: asZip },
  { part: 'Country', label: 'country', normalise: (answer: string) => words(answer).join(' ') },
] as const;

/** Where a person's current home address is kept: the mailing address when they live there, else the home address. */
function homeBase(byForm: ByForm, formType: FormType, prefix: 'p' | 'b'): string | undefined {
  const livesAtMailing = shownAnswer(byForm, { formType, key: `${prefix}MailingSameAsPhysical` });
  if (livesAtMailing === 'yes') return `${prefix}Mailing`;
  if (livesAtMailing === 'no') return `${prefix}Physical`;
  return undefined;
}

function addressErrors(byForm: ByForm): ConsistencyError[] {
  const together: Place = { formType: 'MARRIAGE_INFO', key: 'marriageBPCurrentlyLiveTogether' };
  if (shownAnswer(byForm, together) !== 'yes') return [];
  const pBase = homeBase(byForm, 'PETITIONER_INFO', 'p');
  const bBase = homeBase(byForm, 'BENEFICIARY_INFO', 'b');
  if (!pBase || !bBase) return [];
  const read = (formType: FormType, base: string, part: string): string =>
    shownAnswer(byForm, { formType, key: `${base}${part}` }) ?? '';
  // Compare only complete addresses: a missing street or city has its own message.
  for (const [formType, base] of [['PETITIONER_INFO', pBase], ['BENEFICIARY_INFO', bBase]] as const) {
    if (read(formType, base, 'Street') === '' || read(formType, base, 'City') === '') return [];
  }
  const differences = ADDRESS_PARTS.flatMap(({ part, label, normalise }) => {
    const b = read('BENEFICIARY_INFO', bBase, part);
    const p = read('PETITIONER_INFO', pBase, part);
    const quoted = (answer: string): string => (answer === '' ? 'none' : `“${answer}”`);
    return normalise(b) === normalise(p) ? [] : [{ part, text: `${label} ${quoted(b)} and ${quoted(p)}` }];
  });
  const [first] = differences;
  if (!first) return [];
  const bPlace: Place = { formType: 'BENEFICIARY_INFO', key: `${bBase}Street` };
  const pPlace: Place = { formType: 'PETITIONER_INFO', key: `${pBase}Street` };
  return [
    {
      formType: 'BENEFICIARY_INFO',
      field: `${bBase}${first.part}`,
      message:
        `You said you live together (${nameOf(together)}), but the home address differs between ${nameOf(bPlace)} and ${nameOf(pPlace)}: ` +
        `${differences.map((d) => d.text).join('; ')}. Correct the address, or the answer about living together.`,
    },
  ];
}

const PERSONS = [
  { prefix: 'p', formType: 'PETITIONER_INFO', who: "the petitioner's", whose: "The petitioner's" },
  { prefix: 'b', formType: 'BENEFICIARY_INFO', who: "the beneficiary's", whose: "The beneficiary's" },
] as const;

/** A date answer that can be compared: on the calendar and not after today (a later one has its own message). */
const usableDate = (answer: unknown, today: string): string | undefined => {
  const date = typeof answer === 'string' ? answer.trim() : '';
  return isCalendarDate(date) && (!isCalendarDate(today) || date <= today) ? date : undefined;
};

function marriageDateErrors(byForm: ByForm, today: string): ConsistencyError[] {
  const errors: ConsistencyError[] = [];
  const marriagePlace: Place = { formType: 'MARRIAGE_INFO', key: 'marriageDate' };
  const marriageDate = usableDate(shownAnswer(byForm, marriagePlace), today);
  for (const { prefix, formType, who, whose } of PERSONS) {
    const birthPlace: Place = { formType, key: `${prefix}BirthDate` };
    const birthDate = usableDate(shownAnswer(byForm, birthPlace), today);
    if (marriageDate && birthDate && marriageDate <= birthDate) {
      errors.push({
        formType: 'MARRIAGE_INFO',
        field: 'marriageDate',
        message: `The date of your marriage (${nameOf(marriagePlace)}) must come after ${who} date of birth (${nameOf(birthPlace)}); check both dates.`,
      });
    }
    const listPlace: Place = { formType, key: `${prefix}PreviousMarriagesList` };
    const rows = byForm[formType]?.[listPlace.key];
    if (shownAnswer(byForm, { formType, key: `${prefix}HasPreviousMarriages` }) !== 'yes' || !Array.isArray(rows)) continue;
    for (const [index, row] of rows.entries()) {
      const started = usableDate(row['prevMarriageDate'], today);
      const ended = usableDate(row['prevMarriageEndDate'], today);
      const field = `${listPlace.key}[${index}].prevMarriageEndDate`;
      if (started && ended && ended < started) {
        errors.push({
          formType,
          field,
          message: `${whose} earlier marriage ${index + 1} in ${nameOf(listPlace)} ends before it began: the date it legally ended is before the date of that marriage; check both dates.`,
        });
      } else if (marriageDate && ended && ended > marriageDate) {
        errors.push({
          formType,
          field,
          message:
            `${whose} earlier marriage ${index + 1} ended (${nameOf(listPlace)}) after the date of your marriage (${nameOf(marriagePlace)}): ` +
            'a person must be free to marry. Check both dates; if they are right, talk to an immigration attorney before filing.',
        });
      }
    }
  }
  return errors;
}

/** The answers of every application, keyed by form type, read from anything. */
function readByForm(answersByForm: unknown): ByForm {
  const byForm: ByForm = {};
  if (typeof answersByForm !== 'object' || answersByForm === null || Array.isArray(answersByForm)) return byForm;
  for (const [formType, answers] of Object.entries(answersByForm)) {
    if (isFormType(formType)) byForm[formType] = readAnswers(answers);
  }
  return byForm;
}

/**
 * Every fact that disagrees between two places of a couple's applications, each message naming
 * both places. `answersByForm` maps form types to the answers of their applications. Never throws.
 */
export function checkConsistency(answersByForm: unknown, today: string): ConsistencyError[] {
  try {
    const byForm = readByForm(answersByForm);
    return [...sameFactErrors(byForm), ...addressErrors(byForm), ...marriageDateErrors(byForm, today)];
  } catch {
    // Only input built to break reading (never JSON) ends here; such answers get their own message from validate.
    return [];
  }
}

/** Every key these checks read, for the test that the catalogue still asks them. */
export const KEYS_READ: readonly string[] = [
  ...SAME_FACTS.flatMap((fact) => fact.keys),
  'marriageBPCurrentlyLiveTogether',
  'marriageDate',
  ...PERSONS.flatMap(({ prefix }) => [
    `${prefix}BirthDate`,
    `${prefix}HasPreviousMarriages`,
    `${prefix}PreviousMarriagesList`,
    `${prefix}MailingSameAsPhysical`,
    ...ADDRESS_PARTS.flatMap(({ part }) => [`${prefix}Mailing${part}`, `${prefix}Physical${part}`]),
  ]),
];
