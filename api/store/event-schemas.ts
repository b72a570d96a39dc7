/**
 * What each stored event must look like, read back: the event store parses every event it reads
 * (nothing is cast), after lifting it to its type's current schema version. The store keeps years
 * of audit history, so a change to an event's data never rewrites the rows: it adds an upcaster
 * here, which lifts the events written before it, and the events written after it carry the new
 * version in their metadata (`schemaVersion`; an event without one is version 1).
 */
import { APPLICATION_STATUSES, ONBOARDING_STATUSES, PERSONAL_FIELDS, type DomainEvent, type EventOf, type EventType } from '../../domain/events.ts';
import type { AnswerValue, Scalar } from '../../domain/answers.ts';
import { FORM_TYPES } from '../../domain/catalogue/types.ts';
import { FILING_STAGES } from '../../domain/rules/filing-path.ts';
import { LANGUAGES } from '../../domain/i18n/languages.ts';
import { dictionary, flag, list, nullable, number, object, oneOf, StoredShapeError, text, type ObjectParser, type Parser } from './parsers.ts';

/** One answer, or one cell of a list's row: text, a number, yes/no as a boolean, or none. */
const scalar: Parser<Scalar> = (value, at) => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw new StoredShapeError(`${at} is not an answer`);
};
const rows = list(dictionary(scalar));
const answers = dictionary<AnswerValue>((value, at) => (Array.isArray(value) ? rows(value, at) : scalar(value, at)));
const edition = object({ form: text, edition: text });
const chartDates = object({ all: text, mexico: nullable(text) });
const filingStage = oneOf(FILING_STAGES);
const bulletinRow = object({ month: text, finalAction: chartDates, datesForFiling: chartDates, chart: oneOf(['final', 'filing']), source: text });

const SHAPES: { readonly [T in EventType]: ObjectParser<EventOf<T>['data']> } = {
  UserRegistered: object({ userId: text, email: text, passwordHash: text, registeredAt: text }),
  EmailVerificationRequested: object({ userId: text, tokenHash: text, expiresAt: text, requestedAt: text }),
  EmailVerified: object({ userId: text, tokenHash: nullable(text), verifiedAt: text }),
  PasswordResetRequested: object({ userId: text, tokenHash: text, expiresAt: text, requestedAt: text }),
  PasswordChanged: object({ userId: text, passwordHash: text, viaResetTokenHash: nullable(text), changedAt: text }),
  EmailChanged: object({ userId: text, email: text, changedAt: text }),
  EmailChangeRequested: object({
    userId: text, email: text, previousEmail: text, tokenHash: text, reportTokenHash: text, requestedAt: text, expiresAt: text, reportExpiresAt: text,
  }),
  EmailChangeConfirmed: object({ userId: text, email: text, tokenHash: text, confirmedAt: text }),
  EmailChangeReported: object({ userId: text, email: text, reportTokenHash: text, reportedAt: text }),
  SessionsRevoked: object({ userId: text, reason: oneOf(['logout']), revokedAt: text }),
  OnboardingStatusChanged: object({ userId: text, status: oneOf(ONBOARDING_STATUSES), changedAt: text }),
  LanguageChosen: object({ userId: text, language: oneOf(LANGUAGES), chosenAt: text }),
  PaymentSucceeded: object({ userId: text, paymentId: text, provider: text, amountCents: number, currency: text, paidAt: text }),
  PaymentRefunded: object({ userId: text, paymentId: text, provider: text, amountCents: number, currency: text, operator: text, reason: text, refundedAt: text }),
  AccountDeleted: object({ userId: text, deletedAt: text }),
  ApplicationCreated: object({ applicationId: text, userId: text, formType: oneOf(FORM_TYPES), createdAt: text }),
  AnswersChanged: object({ applicationId: text, changed: answers, removed: list(text), changedAt: text }),
  ProgressChanged: object({ applicationId: text, progress: number, changedAt: text }),
  ApplicationStatusChanged: object({ applicationId: text, status: oneOf(APPLICATION_STATUSES), changedAt: text }),
  ApplicationDeleted: object({ applicationId: text, deletedAt: text }),
  PdfJobRequested: object({
    jobId: text, userId: text, fingerprint: text, stamped: flag, checked: nullable(dictionary(number)), requestedAt: text, stage: filingStage, held: flag,
  }),
  PdfJobProgressed: object({ jobId: text, progress: number, previewPages: number }),
  PdfJobCompleted: object({ jobId: text, pageCount: number, filesOf: text, completedAt: text }),
  PdfJobFailed: object({ jobId: text, message: text, failedAt: text }),
  PdfJobRetried: object({ jobId: text, retriedAt: text }),
  PackageHeld: object({ userId: text, forms: list(object({ form: text, edition: nullable(text), reason: text })), heldAt: text, stage: filingStage, waitsForVisa: flag }),
  PackageReleased: object({ userId: text, releasedAt: text, stage: filingStage }),
  MaintenanceScheduled: object({ message: text, start: nullable(text), end: nullable(text), scheduledAt: text }),
  MaintenanceEnded: object({ endedAt: text }),
  VisaBulletinSet: object({ row: bulletinRow, setAt: text }),
  FormEditionsChecked: object({
    source: text, checkedAt: text, found: list(edition), added: list(edition), refused: list(object({ form: text, edition: text, reason: text })), failure: nullable(text),
  }),
  PersonalDataRevealed: object({ userId: text, operator: text, reason: text, since: nullable(text), revealedAt: text }),
  AccountPurged: object({ userId: text, deletedAt: text, purgedAt: text }),
};

/** Lifts an event's stored data from one schema version to the next; personal fields may be absent (redacted). */
type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

type Shape = Record<string, unknown>;
type DataOf<T extends EventType> = EventOf<T>['data'];
/** `Data` as written before `Fields` were recorded: events of that time may lack them. */
type Before<Data, Fields extends keyof Data> = Omit<Data, Fields> & Partial<Pick<Data, Fields>>;

/*
 * The shapes events were written in before their type's last change: each kept as a type for as
 * long as such events are stored, so that a change's upcaster reads what it lifts by name.
 */
/** PdfJobRequested, version 2: before stages (issue 20). */
type PdfJobRequestedV2 = Before<DataOf<'PdfJobRequested'>, 'stage' | 'held'>;
/** PdfJobRequested, version 1: before the checked versions were recorded. */
type PdfJobRequestedV1 = Before<PdfJobRequestedV2, 'checked'>;
/** PackageHeld, version 1: before stages and visa numbers. */
type PackageHeldV1 = Before<DataOf<'PackageHeld'>, 'stage' | 'waitsForVisa'>;
/** PackageReleased, version 1: before stages. */
type PackageReleasedV1 = Before<DataOf<'PackageReleased'>, 'stage'>;
/** FormEditionsChecked, version 1: before refused files were recorded (issue 21). */
type FormEditionsCheckedV1 = Before<DataOf<'FormEditionsChecked'>, 'refused'>;

/**
 * One type's changes, oldest first, each from the shape before it to the shape after it; the last
 * gives the type's current shape (the first type argument), so a chain that does not end there, or
 * skips a shape, does not compile.
 */
function changes<Current extends Shape, V1 extends Shape>(first: (data: V1) => Current): readonly Upcaster[];
function changes<Current extends Shape, V1 extends Shape, V2 extends Shape>(first: (data: V1) => V2, second: (data: V2) => Current): readonly Upcaster[];
function changes(...steps: readonly ((data: never) => Shape)[]): readonly Upcaster[] {
  // Stored data is taken as the shape its version was written in: what the last change gives is
  // then checked by the current shape's parser (parseEvent), so a wrong claim is refused there.
  return steps.map((lift) => (data) => lift(data as never));
}

/** Each event type's changes, in order: the n-th lifts version n to n + 1. */
const UPCASTERS: { readonly [T in EventType]?: readonly Upcaster[] } = {
  PdfJobRequested: changes<DataOf<'PdfJobRequested'>, PdfJobRequestedV1, PdfJobRequestedV2>(
    // 2: `checked` is always there, null for a job requested before the checked versions were recorded.
    (data) => ({ ...data, checked: data.checked ?? null }),
    // 3: a job prepares one stage's package (issue 20); those before stages prepared the whole one, never held.
    (data) => ({ ...data, stage: data.stage ?? 'whole', held: data.held ?? false }),
  ),
  // 2: a package is held per stage, and says whether it waits for a visa number; those before stages were the whole package's.
  PackageHeld: changes<DataOf<'PackageHeld'>, PackageHeldV1>((data) => ({ ...data, stage: data.stage ?? 'whole', waitsForVisa: data.waitsForVisa ?? false })),
  PackageReleased: changes<DataOf<'PackageReleased'>, PackageReleasedV1>((data) => ({ ...data, stage: data.stage ?? 'whole' })),
  // 2: `refused` lists the files of a mapped edition not installed (issue 21); none before it was recorded.
  FormEditionsChecked: changes<DataOf<'FormEditionsChecked'>, FormEditionsCheckedV1>((data) => ({ ...data, refused: data.refused ?? [] })),
};

const NO_CHANGES: readonly Upcaster[] = [];

/** The schema version an event of this type is written in now. */
export const schemaVersionOf = (type: EventType): number => 1 + (UPCASTERS[type]?.length ?? 0);

const isEventType = (type: string): type is EventType => Object.hasOwn(SHAPES, type);

/** A stored event the code cannot read: its type is unknown, or its data does not have the type's shape. */
export class UnreadableEvent extends Error {}

type Data = DomainEvent['data'];

/** The shapes of events whose personal fields were destroyed with the owner's key, made once per type. */
const redactedShapes = new Map<EventType, Parser<Data>>();

function redactedShapeOf(type: EventType): Parser<Data> {
  let shape = redactedShapes.get(type);
  if (!shape) {
    const personal: readonly string[] = PERSONAL_FIELDS[type];
    shape = SHAPES[type].without(personal);
    redactedShapes.set(type, shape);
  }
  return shape;
}

/**
 * The event a stored row holds, lifted from `schemaVersion` to its type's current version and
 * parsed. `redacted`: its personal fields were destroyed with the owner's key and are absent.
 */
export function parseEvent(type: string, data: Record<string, unknown>, schemaVersion: number, redacted: boolean): DomainEvent {
  if (!isEventType(type)) throw new UnreadableEvent(`Unknown event type ${type}.`);
  const upcasters = UPCASTERS[type] ?? NO_CHANGES;
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1 || schemaVersion > upcasters.length + 1) {
    throw new UnreadableEvent(`${type} has schema version ${schemaVersion}, which this code does not know.`);
  }
  let lifted = data;
  for (let version = schemaVersion; version <= upcasters.length; version++) lifted = upcasters[version - 1]?.(lifted) ?? lifted;
  let parsed: Data;
  try {
    parsed = (redacted ? redactedShapeOf(type) : SHAPES[type])(lifted, 'data');
  } catch (error) {
    throw new UnreadableEvent(`${type} (schema version ${schemaVersion}) cannot be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
  // The data was read by the shape of `type`: together they are that type's variant of the union.
  return { type, data: parsed } as DomainEvent;
}
