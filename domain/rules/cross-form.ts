import { isFilled, text, type Answers } from '../answers.ts';
import { conditionHolds } from '../catalogue/conditions.ts';
import { questionFor, type QuestionEntry } from '../catalogue/derived.ts';
import { CATALOGUE, FORM_TYPES, fieldsOf, isFormType, type FormType } from '../catalogue/index.ts';
import { localizedForm } from '../catalogue/localized.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate, type MessageId } from '../i18n/messages.ts';
import { isCalendarDate } from './dates.ts';
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
  readonly what: MessageId;
  readonly keys: readonly string[];
  /** The comparable form of an answer, or null when it cannot be compared. */
  readonly normalise: (answer: string) => string | null;
  readonly show: (answer: string, language: Language) => string;
}

const asName = (answer: string): string => answer.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
const asYesNo = (answer: string): string | null => {
  const lower = answer.toLowerCase();
  return lower === 'yes' || lower === 'no' ? lower : null;
};
const showYesNo = (answer: string, language: Language): string => translate(language, answer.toLowerCase() === 'yes' ? 'check.show.yes' : 'check.show.no');
const asIs = (answer: string): string => answer;

const STATUS_WORDS: Readonly<Record<string, MessageId>> = { citizen: 'check.show.citizen', pr: 'check.show.pr' };
const asStatus = (answer: string): string | null => (answer in STATUS_WORDS ? answer : null);

/**
 * Onboarding's ways of coming in (domain/catalogue/choices.ts, ONBOARDING_LAST_ENTRY) as Beneficiary
 * Information's manner of arrival: a Visa Waiver or K-1 entrant was admitted. A crew member's landing
 * is compared with nothing: the forms call it neither an admission nor a parole.
 */
const MANNERS: Readonly<Record<string, { readonly manner: string; readonly words: MessageId }>> = {
  admitted: { manner: 'admitted', words: 'check.show.admitted' },
  vwp: { manner: 'admitted', words: 'check.show.vwp' },
  k1: { manner: 'admitted', words: 'check.show.k1' },
  paroled: { manner: 'paroled', words: 'check.show.paroled' },
  without_inspection: { manner: 'without_admission', words: 'check.show.withoutInspection' },
  without_admission: { manner: 'without_admission', words: 'check.show.withoutInspection' },
};
const wordsOf = (id: MessageId | undefined, answer: string, language: Language): string => (id ? translate(language, id) : answer);

/** "Born in Mexico?" (onboarding, Yes or No) against the country of birth. */
const asBornInMexico = (answer: string): string | null => {
  const lower = answer.trim().toLowerCase();
  if (lower === 'yes' || lower === 'no') return lower;
  return lower === 'mexico' ? 'yes' : 'no';
};
const showBirth = (answer: string, language: Language): string => {
  const lower = answer.trim().toLowerCase();
  if (lower === 'yes') return translate(language, 'check.show.bornInMexico');
  return lower === 'no' ? translate(language, 'check.show.notBornInMexico') : translate(language, 'check.show.bornIn', { country: answer });
};

export const SAME_FACTS: readonly SameFact[] = [
  {
    what: 'check.fact.pStatus',
    keys: ['onboardingPStatus', 'usStatus'],
    normalise: asStatus,
    show: (answer, language) => wordsOf(STATUS_WORDS[answer], answer, language),
  },
  { what: 'check.fact.pNameFirst', keys: ['onboardingPNameFirst', 'pNameFirst'], normalise: asName, show: asIs },
  { what: 'check.fact.bNameFirst', keys: ['onboardingBNameFirst', 'bNameFirst'], normalise: asName, show: asIs },
  {
    what: 'check.fact.bInUs',
    keys: ['onboardingBIsInUs', 'immiIsInUs'],
    normalise: asYesNo,
    show: showYesNo,
  },
  {
    what: 'check.fact.bEntry',
    keys: ['onboardingBLastEntry', 'immiLastEntryManner'],
    normalise: (answer) => MANNERS[answer]?.manner ?? null,
    show: (answer, language) => wordsOf(MANNERS[answer]?.words, answer, language),
  },
  { what: 'check.fact.bBirth', keys: ['onboardingBBornInMexico', 'bBirthCountry'], normalise: asBornInMexico, show: showBirth },
  {
    what: 'check.fact.bOnly',
    keys: ['onboardingBOnlyGcApplicant', 'incomeBeneficiaryIsSoleGcApplicant'],
    normalise: asYesNo,
    show: showYesNo,
  },
  {
    what: 'check.fact.w2',
    keys: ['onboardingIncomeFromW2', 'incomeComesFromW2'],
    normalise: asYesNo,
    show: showYesNo,
  },
  {
    what: 'check.fact.activeDuty',
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

function placeName(entry: QuestionEntry | undefined, formType: FormType, language: Language): string {
  const form = CATALOGUE[formType];
  const title = form ? localizedForm(form, language).title : formType;
  return entry ? translate(language, 'check.place', { form: title, step: String(entry.step) }) : title;
}

/** A place as the reader names it: the form's title in their language and the step. */
const namer =
  (language: Language) =>
  (place: Place): string =>
    placeName(questionFor(place.formType, place.key), place.formType, language);

function sameFactErrors(byForm: ByForm, language: Language): ConsistencyError[] {
  const nameOf = namer(language);
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
        message: translate(language, 'check.differs', {
          what: translate(language, fact.what),
          one: nameOf(other.place),
          other: nameOf(reference.place),
          oneAnswer: fact.show(other.answer, language),
          otherAnswer: fact.show(reference.answer, language),
        }),
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
  { part: 'Street', label: 'check.address.street', normalise: asStreet },
  { part: 'UnitNumber', label: 'check.address.unit', normalise: asUnit },
  { part: 'City', label: 'check.address.city', normalise: (answer: string) => words(answer).join(' ') },
  { part: 'Zip', label: 'check.address.zip', normalise: asZip },
  { part: 'PostalCode', label: 'check.address.postalCode', normalise: asZip },
  { part: 'Country', label: 'check.address.country', normalise: (answer: string) => words(answer).join(' ') },
] as const;

/** Where a person's current home address is kept: the mailing address when they live there, else the home address. */
function homeBase(byForm: ByForm, formType: FormType, prefix: 'p' | 'b'): string | undefined {
  const livesAtMailing = shownAnswer(byForm, { formType, key: `${prefix}MailingSameAsPhysical` });
  if (livesAtMailing === 'yes') return `${prefix}Mailing`;
  if (livesAtMailing === 'no') return `${prefix}Physical`;
  return undefined;
}

function addressErrors(byForm: ByForm, language: Language): ConsistencyError[] {
  const nameOf = namer(language);
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
    const quoted = (answer: string): string => (answer === '' ? translate(language, 'check.address.none') : `“${answer}”`);
    return normalise(b) === normalise(p) ? [] : [{ part, text: translate(language, 'check.address.part', { part: translate(language, label), one: quoted(b), other: quoted(p) }) }];
  });
  const [first] = differences;
  if (!first) return [];
  const bPlace: Place = { formType: 'BENEFICIARY_INFO', key: `${bBase}Street` };
  const pPlace: Place = { formType: 'PETITIONER_INFO', key: `${pBase}Street` };
  return [
    {
      formType: 'BENEFICIARY_INFO',
      field: `${bBase}${first.part}`,
      message: translate(language, 'check.address.differs', {
        together: nameOf(together),
        one: nameOf(bPlace),
        other: nameOf(pPlace),
        differences: differences.map((d) => d.text).join('; '),
      }),
    },
  ];
}

const PERSONS = [
  { prefix: 'p', formType: 'PETITIONER_INFO' },
  { prefix: 'b', formType: 'BENEFICIARY_INFO' },
] as const;

/** A date answer that can be compared: on the calendar and not after today (a later one has its own message). */
const usableDate = (answer: unknown, today: string): string | undefined => {
  const date = typeof answer === 'string' ? answer.trim() : '';
  return isCalendarDate(date) && (!isCalendarDate(today) || date <= today) ? date : undefined;
};

function marriageDateErrors(byForm: ByForm, today: string, language: Language): ConsistencyError[] {
  const nameOf = namer(language);
  const errors: ConsistencyError[] = [];
  const marriagePlace: Place = { formType: 'MARRIAGE_INFO', key: 'marriageDate' };
  const marriageDate = usableDate(shownAnswer(byForm, marriagePlace), today);
  for (const { prefix, formType } of PERSONS) {
    const birthPlace: Place = { formType, key: `${prefix}BirthDate` };
    const birthDate = usableDate(shownAnswer(byForm, birthPlace), today);
    if (marriageDate && birthDate && marriageDate <= birthDate) {
      errors.push({
        formType: 'MARRIAGE_INFO',
        field: 'marriageDate',
        message: translate(language, 'check.marriage.beforeBirth', { marriage: nameOf(marriagePlace), who: prefix, birth: nameOf(birthPlace) }),
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
          message: translate(language, 'check.marriage.endsBeforeStart', { who: prefix, number: String(index + 1), list: nameOf(listPlace) }),
        });
      } else if (marriageDate && ended && ended > marriageDate) {
        errors.push({
          formType,
          field,
          message: translate(language, 'check.marriage.endsAfterMarriage', {
            who: prefix,
            number: String(index + 1),
            list: nameOf(listPlace),
            marriage: nameOf(marriagePlace),
          }),
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
export function checkConsistency(answersByForm: unknown, today: string, language: Language = DEFAULT_LANGUAGE): ConsistencyError[] {
  try {
    const byForm = readByForm(answersByForm);
    return [...sameFactErrors(byForm, language), ...addressErrors(byForm, language), ...marriageDateErrors(byForm, today, language)];
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
