import type { Answers } from '../answers.ts';
import { questionFor, type QuestionEntry } from '../catalogue/derived.ts';
import { CATALOGUE, isFormType, type FormType } from '../catalogue/index.ts';
import type { ListKey, ScalarKey, WizardForm } from '../catalogue/keys.ts';
import { localizedForm } from '../catalogue/localized.ts';
import { answer, item, personAnswer, personRows, type AnswerSource } from '../catalogue/shown.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { translate, type MessageId } from '../i18n/messages.ts';
import { currentHomeAt } from '../people/address.ts';
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

/** Where a question is asked, to name it to the reader. */
interface Where {
  readonly formType: FormType;
  readonly key: string;
}

/** A question the checks read, and its shown answer ('' when not asked or not answered). */
interface Place extends Where {
  readonly read: (source: AnswerSource) => string;
}

/**
 * A place of a wizard's question, read through the typed reader: a key the wizard does not ask
 * does not compile, so no list of the keys read is kept beside the checks.
 */
const place = <T extends WizardForm>(formType: T, key: ScalarKey<T>): Place => ({ formType, key, read: (source) => answer(source, formType, key) });

/** Where a wizard asks a list, typed as a place is. */
const listPlace = <T extends WizardForm>(formType: T, key: ListKey<T>): Where => ({ formType, key });

/** The same fact in several places; the first answered place is the one the others are compared with. */
interface SameFact {
  readonly what: MessageId;
  readonly places: readonly Place[];
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
    places: [place('ONBOARDING', 'onboardingPStatus'), place('PETITIONER_INFO', 'usStatus')],
    normalise: asStatus,
    show: (answer, language) => wordsOf(STATUS_WORDS[answer], answer, language),
  },
  { what: 'check.fact.pNameFirst', places: [place('ONBOARDING', 'onboardingPNameFirst'), place('PETITIONER_INFO', 'pNameFirst')], normalise: asName, show: asIs },
  { what: 'check.fact.bNameFirst', places: [place('ONBOARDING', 'onboardingBNameFirst'), place('BENEFICIARY_INFO', 'bNameFirst')], normalise: asName, show: asIs },
  {
    what: 'check.fact.bInUs',
    places: [place('ONBOARDING', 'onboardingBIsInUs'), place('BENEFICIARY_INFO', 'immiIsInUs')],
    normalise: asYesNo,
    show: showYesNo,
  },
  {
    what: 'check.fact.bEntry',
    places: [place('ONBOARDING', 'onboardingBLastEntry'), place('BENEFICIARY_INFO', 'immiLastEntryManner')],
    normalise: (answer) => MANNERS[answer]?.manner ?? null,
    show: (answer, language) => wordsOf(MANNERS[answer]?.words, answer, language),
  },
  { what: 'check.fact.bBirth', places: [place('ONBOARDING', 'onboardingBBornInMexico'), place('BENEFICIARY_INFO', 'bBirthCountry')], normalise: asBornInMexico, show: showBirth },
  {
    what: 'check.fact.bOnly',
    places: [place('ONBOARDING', 'onboardingBOnlyGcApplicant'), place('INCOME', 'incomeBeneficiaryIsSoleGcApplicant')],
    normalise: asYesNo,
    show: showYesNo,
  },
  {
    what: 'check.fact.w2',
    places: [place('ONBOARDING', 'onboardingIncomeFromW2'), place('INCOME', 'incomeComesFromW2')],
    normalise: asYesNo,
    show: showYesNo,
  },
  {
    what: 'check.fact.activeDuty',
    places: [place('ONBOARDING', 'onboardingPOnActiveDuty'), place('INCOME', 'isOnActiveDuty')],
    normalise: asYesNo,
    show: showYesNo,
  },
];

function placeName(entry: QuestionEntry | undefined, formType: FormType, language: Language): string {
  const form = CATALOGUE[formType];
  const title = form ? localizedForm(form, language).title : formType;
  return entry ? translate(language, 'check.place', { form: title, step: String(entry.step) }) : title;
}

/** A place as the reader names it: the form's title in their language and the step. */
const namer =
  (language: Language) =>
  (place: Where): string =>
    placeName(questionFor(place.formType, place.key), place.formType, language);

function sameFactErrors(source: AnswerSource, language: Language): ConsistencyError[] {
  const nameOf = namer(language);
  const errors: ConsistencyError[] = [];
  for (const fact of SAME_FACTS) {
    const answered = fact.places.flatMap((place) => {
      const answer = place.read(source);
      const normal = answer === '' ? null : fact.normalise(answer);
      return normal === null ? [] : [{ place, answer, normal }];
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

function addressErrors(source: AnswerSource, language: Language): ConsistencyError[] {
  const nameOf = namer(language);
  const together = place('MARRIAGE_INFO', 'marriageBPCurrentlyLiveTogether');
  if (together.read(source) !== 'yes') return [];
  // Each one's current home: their mailing address or the home address asked apart (domain/people).
  const pAt = currentHomeAt(source, 'p');
  const bAt = currentHomeAt(source, 'b');
  if (!pAt || !bAt) return [];
  type Part = (typeof ADDRESS_PARTS)[number]['part'];
  const read = (prefix: 'p' | 'b', part: Part): string => personAnswer(source, prefix, `${prefix === 'p' ? pAt : bAt}${part}`);
  // Compare only complete addresses: a missing street or city has its own message.
  for (const prefix of ['p', 'b'] as const) {
    if (read(prefix, 'Street') === '' || read(prefix, 'City') === '') return [];
  }
  const differences = ADDRESS_PARTS.flatMap(({ part, label, normalise }) => {
    const b = read('b', part);
    const p = read('p', part);
    const quoted = (answer: string): string => (answer === '' ? translate(language, 'check.address.none') : `“${answer}”`);
    return normalise(b) === normalise(p) ? [] : [{ part, text: translate(language, 'check.address.part', { part: translate(language, label), one: quoted(b), other: quoted(p) }) }];
  });
  const [first] = differences;
  if (!first) return [];
  const bPlace = place('BENEFICIARY_INFO', `b${bAt}Street`);
  const pPlace = place('PETITIONER_INFO', `p${pAt}Street`);
  return [
    {
      formType: 'BENEFICIARY_INFO',
      field: `b${bAt}${first.part}`,
      message: translate(language, 'check.address.differs', {
        together: nameOf(together),
        one: nameOf(bPlace),
        other: nameOf(pPlace),
        differences: differences.map((d) => d.text).join('; '),
      }),
    },
  ];
}

/** Each one's birth date, and where their earlier marriages are listed. */
const PERSONS = [
  { prefix: 'p', birth: place('PETITIONER_INFO', 'pBirthDate'), list: listPlace('PETITIONER_INFO', 'pPreviousMarriagesList') },
  { prefix: 'b', birth: place('BENEFICIARY_INFO', 'bBirthDate'), list: listPlace('BENEFICIARY_INFO', 'bPreviousMarriagesList') },
] as const;

/** A date answer that can be compared: on the calendar and not after today (a later one has its own message). */
const usableDate = (answer: unknown, today: string): string | undefined => {
  const date = typeof answer === 'string' ? answer.trim() : '';
  return isCalendarDate(date) && (!isCalendarDate(today) || date <= today) ? date : undefined;
};

function marriageDateErrors(source: AnswerSource, today: string, language: Language): ConsistencyError[] {
  const nameOf = namer(language);
  const errors: ConsistencyError[] = [];
  const marriagePlace = place('MARRIAGE_INFO', 'marriageDate');
  const marriageDate = usableDate(marriagePlace.read(source), today);
  for (const { prefix, birth: birthPlace, list } of PERSONS) {
    const birthDate = usableDate(birthPlace.read(source), today);
    if (marriageDate && birthDate && marriageDate <= birthDate) {
      errors.push({
        formType: 'MARRIAGE_INFO',
        field: 'marriageDate',
        message: translate(language, 'check.marriage.beforeBirth', { marriage: nameOf(marriagePlace), who: prefix, birth: nameOf(birthPlace) }),
      });
    }
    if (personAnswer(source, prefix, 'HasPreviousMarriages') !== 'yes') continue;
    for (const [index, row] of personRows(source, prefix, 'PreviousMarriagesList').entries()) {
      const started = usableDate(item(row, 'prevMarriageDate'), today);
      const ended = usableDate(item(row, 'prevMarriageEndDate'), today);
      const field = `${list.key}[${index}].prevMarriageEndDate`;
      if (started && ended && ended < started) {
        errors.push({
          formType: list.formType,
          field,
          message: translate(language, 'check.marriage.endsBeforeStart', { who: prefix, number: String(index + 1), list: nameOf(list) }),
        });
      } else if (marriageDate && ended && ended > marriageDate) {
        errors.push({
          formType: list.formType,
          field,
          message: translate(language, 'check.marriage.endsAfterMarriage', {
            who: prefix,
            number: String(index + 1),
            list: nameOf(list),
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
    const source = { answers: readByForm(answersByForm) };
    return [...sameFactErrors(source, language), ...addressErrors(source, language), ...marriageDateErrors(source, today, language)];
  } catch {
    // Only input built to break reading (never JSON) ends here; such answers get their own message from validate.
    return [];
  }
}
