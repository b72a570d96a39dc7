import { sameAnswer, type Answers, type AnswerValue } from '../answers.ts';
import { lengthLimitOf, overLongAnswers } from '../catalogue/answer-lengths.ts';
import { storedAnswers } from '../catalogue/letter-case.ts';
import type { FormType } from '../catalogue/types.ts';
import { eventsOfTypes, type CommandStream, type Decider } from '../decider.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { applicationStreamId, type ApplicationEvent, type ApplicationStatus } from '../events.ts';
import { translate } from '../i18n/messages.ts';
import { withDerivedAnswers, withDerivedCreatedAnswers } from '../rules/derived-answers.ts';
import { unknownAnswerKey } from './known-keys.ts';

export type ApplicationState =
  | { status: 'none' }
  | { status: 'deleted' }
  | {
      status: 'active';
      applicationId: string;
      userId: string;
      formType: FormType;
      answers: Answers;
      progress: number;
      applicationStatus: ApplicationStatus;
    };

export const initialApplicationState: ApplicationState = { status: 'none' };

export function evolveApplication(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  if (event.type === 'ApplicationCreated') {
    const { applicationId, userId, formType } = event.data;
    return { status: 'active', applicationId, userId, formType, answers: {}, progress: 0, applicationStatus: 'draft' };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'AnswersChanged':
      return { ...state, answers: mergeAnswers(state.answers, event.data.changed, event.data.removed) };
    case 'ProgressChanged':
      return { ...state, progress: event.data.progress };
    case 'ApplicationStatusChanged':
      return { ...state, applicationStatus: event.data.status };
    case 'ApplicationDeleted':
      return { status: 'deleted' };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export function mergeAnswers(current: Answers, changed: Answers, removed: readonly string[]): Answers {
  const next: Answers = { ...current, ...changed };
  for (const key of removed) delete next[key];
  // The answers the projection keeps are the next save's: they carry the size bound on (see refuseTooLarge).
  const bound = sizeBounds.get(current);
  if (bound !== undefined) sizeBounds.set(next, bound + jsonBytes(changed));
  return next;
}

/**
 * A save is a patch: keys given are set, keys given as null are removed, keys not given are left
 * alone — so two tabs saving different answers at the same moment both keep their change.
 */
export type AnswersPatch = Readonly<Record<string, AnswerValue>>;

/** `filingDate`: the day the derived answers are worked out for (domain/rules/derived-answers.ts). */
export type ApplicationCommand =
  | { type: 'CreateApplication'; applicationId: string; userId: string; formType: FormType; answers: Answers; now: string; filingDate: string }
  | { type: 'SaveApplication'; patch?: AnswersPatch; progress?: number; status?: ApplicationStatus; now: string; filingDate: string }
  | { type: 'DeleteApplication'; now: string };

export const APPLICATION_NOT_FOUND = translate('en', 'api.applicationNotFound');

/** An application holds answers to its own form's questions only, whichever client sent them. */
function refuseUnknownQuestions(formType: FormType, answers: Readonly<Record<string, unknown>>): void {
  const stray = unknownAnswerKey(formType, answers);
  if (stray) throw invalid('api.unknownQuestion', { key: stray, form: formType });
}

/** An answer longer than its question allows is refused, as the wizard refuses it (domain/catalogue/answer-lengths.ts). */
function refuseOverLong(formType: FormType, answers: Readonly<Record<string, unknown>>): void {
  const [first] = overLongAnswers(formType, answers);
  if (first) throw invalid('api.answerTooLong', { max: lengthLimitOf(first.field).max, count: first.length, key: first.key });
}

/**
 * The most one application's answers may hold, as JSON (issue 21 item 8): the largest fixture form
 * is about 7 KB, so a couple writing long explanations stays far below it, while one account can no
 * longer grow the database by megabytes a save. Each answer (20,000 characters) and each list (200
 * rows of at most 50 answers) is capped by the API's schema (api/applications/answers-schema.ts).
 */
export const MAX_APPLICATION_BYTES = 256 * 1024;
const TOO_LARGE = { kilobytes: MAX_APPLICATION_BYTES / 1024 };
export const APPLICATION_TOO_LARGE = translate('en', 'api.applicationTooLarge', TOO_LARGE);

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/**
 * An upper bound of an answer set's size as JSON, by answer set. A save changes a few answers of
 * thousands of bytes: the cap then needs only the change's size added to the bound of the answers
 * it changed, not every answer serialised again (a sixth of an autosave's time, profiled). Setting
 * answers adds at most the change's own JSON (its braces pay for the commas); removing or replacing
 * answers only lowers the true size, so a bound stays one.
 */
const sizeBounds = new WeakMap<object, number>();

function sizeBoundOf(answers: Readonly<Record<string, unknown>>): number {
  let bound = sizeBounds.get(answers);
  if (bound === undefined) {
    bound = jsonBytes(answers);
    sizeBounds.set(answers, bound);
  }
  return bound;
}

/** `after` is `before` with `changed` set and some answers removed. */
function refuseTooLarge(after: Readonly<Record<string, unknown>>, before?: { answers: Readonly<Record<string, unknown>>; changed: Answers }): void {
  if (before) {
    const bound = sizeBoundOf(before.answers) + jsonBytes(before.changed);
    sizeBounds.set(after, bound);
    if (bound <= MAX_APPLICATION_BYTES) return;
  }
  const exact = jsonBytes(after);
  sizeBounds.set(after, exact);
  if (exact > MAX_APPLICATION_BYTES) throw invalid('api.applicationTooLarge', TOO_LARGE);
}

/**
 * A save's change with the derived answers it implies (the server works them out, whatever a
 * client sent for them): unchanged when the form derives nothing.
 */
function withDerived(
  state: Extract<ApplicationState, { status: 'active' }>,
  changed: Answers,
  removed: string[],
  filingDate: string,
): { changed: Answers; removed: string[] } {
  const merged = mergeAnswers(state.answers, changed, removed);
  const derived = withDerivedAnswers(state.formType, merged, filingDate, state.answers);
  if (derived === merged) return { changed, removed };
  const all: Answers = {};
  for (const [key, value] of Object.entries(derived)) if (!sameAnswer(state.answers[key], value)) all[key] = value;
  return { changed: all, removed: Object.keys(state.answers).filter((key) => !(key in derived)) };
}

export function decideApplication(command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] {
  if (command.type === 'CreateApplication') {
    if (state.status !== 'none') throw conflict('api.applicationExists');
    refuseUnknownQuestions(command.formType, command.answers);
    refuseOverLong(command.formType, command.answers);
    const created: ApplicationEvent = {
      type: 'ApplicationCreated',
      data: { applicationId: command.applicationId, userId: command.userId, formType: command.formType, createdAt: command.now },
    };
    const stored = { ...storedAnswers(command.formType, command.answers) };
    // Derived answers are the server's to work out, whatever a client sent for them.
    const given = withDerivedCreatedAnswers(command.formType, stored, command.filingDate);
    refuseTooLarge(given);
    const answers = Object.keys(given).length > 0
      ? [{ type: 'AnswersChanged' as const, data: { applicationId: command.applicationId, changed: given, removed: [], changedAt: command.now } }]
      : [];
    return [created, ...answers];
  }
  if (state.status !== 'active') throw notFound('api.applicationNotFound');
  const { applicationId } = state;
  switch (command.type) {
    case 'SaveApplication': {
      const events: ApplicationEvent[] = [];
      if (command.patch) {
        refuseUnknownQuestions(state.formType, command.patch);
        refuseOverLong(state.formType, command.patch);
        const changed: Answers = {};
        const removed: string[] = [];
        // Identity numbers and codes are stored in capitals, whichever client sent them.
        for (const [key, value] of Object.entries(storedAnswers(state.formType, command.patch))) {
          if (value === null) {
            if (key in state.answers) removed.push(key);
          } else if (!sameAnswer(state.answers[key], value)) {
            changed[key] = value;
          }
        }
        const { changed: answersChanged, removed: answersRemoved } = withDerived(state, changed, removed, command.filingDate);
        if (Object.keys(answersChanged).length > 0 || answersRemoved.length > 0) {
          // Only a save that changes something is measured: an autosave of unchanged answers costs nothing.
          const after: Record<string, unknown> = { ...state.answers, ...answersChanged };
          for (const key of answersRemoved) delete after[key];
          refuseTooLarge(after, { answers: state.answers, changed: answersChanged });
          events.push({ type: 'AnswersChanged', data: { applicationId, changed: answersChanged, removed: answersRemoved, changedAt: command.now } });
        }
      }
      if (command.progress !== undefined && command.progress !== state.progress) {
        events.push({ type: 'ProgressChanged', data: { applicationId, progress: command.progress, changedAt: command.now } });
      }
      if (command.status !== undefined && command.status !== state.applicationStatus) {
        events.push({ type: 'ApplicationStatusChanged', data: { applicationId, status: command.status, changedAt: command.now } });
      }
      return events;
    }
    case 'DeleteApplication':
      return [{ type: 'ApplicationDeleted', data: { applicationId, deletedAt: command.now } }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** Every type of an application's stream, named once: its decider and the applications read model both read it. */
export const APPLICATION_EVENT_TYPES: { readonly [T in ApplicationEvent['type']]: true } = {
  ApplicationCreated: true,
  AnswersChanged: true,
  ProgressChanged: true,
  ApplicationStatusChanged: true,
  ApplicationDeleted: true,
};

const isApplicationEvent = eventsOfTypes<ApplicationEvent>(APPLICATION_EVENT_TYPES);

/** An application's stream (`application-<id>`): one form's answers, its wizard step and status. */
export const applicationDecider: Decider<ApplicationCommand, ApplicationEvent, ApplicationState> = {
  initialState: initialApplicationState,
  evolve: evolveApplication,
  decide: decideApplication,
  isEvent: isApplicationEvent,
};

export const applicationStream = (applicationId: string, userId: string): CommandStream<ApplicationCommand, ApplicationEvent, ApplicationState> => ({
  decider: applicationDecider,
  streamId: applicationStreamId(applicationId),
  ownerId: userId,
});
