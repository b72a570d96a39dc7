import { translate, type MessageId, type MessageValues } from './i18n/messages.ts';

/**
 * Why the domain refuses a command, in the few kinds the product needs. A refusal is never a
 * failure of the server: the API answers each kind with its own status (api/http/errors.ts, the
 * one place that maps them), the CLI prints the message. Messages are written for the person.
 */
export type RefusalKind =
  /** The thing asked about does not exist for this person (or no longer does). */
  | 'not-found'
  /** The request contradicts what is already recorded (already exists, already done). */
  | 'conflict'
  /** The request itself is wrong: a link that is not valid, a value the rules refuse. */
  | 'invalid'
  /** Asked again too soon: `retryAfterSeconds` says when it may be asked again. */
  | 'too-soon'
  /** The session that asked ended before its command was recorded (a password reset meanwhile). */
  | 'session-ended';

/** A message by its id and values: written in each reader's language where it is read (issue 22). */
export interface Said {
  readonly id: MessageId;
  readonly values: MessageValues;
}

/**
 * A refusal names its message by id, never by text: the API writes it in the request's language,
 * the CLI and the logs read `message`, its English.
 */
export class Refusal extends Error {
  readonly kind: RefusalKind;
  readonly retryAfterSeconds: number | undefined;
  readonly said: Said;
  constructor(kind: RefusalKind, id: MessageId, values: MessageValues = {}, retryAfterSeconds?: number) {
    super(translate('en', id, values));
    this.kind = kind;
    this.said = { id, values };
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const notFound = (id: MessageId, values?: MessageValues): Refusal => new Refusal('not-found', id, values);
export const conflict = (id: MessageId, values?: MessageValues): Refusal => new Refusal('conflict', id, values);
export const invalid = (id: MessageId, values?: MessageValues): Refusal => new Refusal('invalid', id, values);
export const tooSoon = (id: MessageId, values: MessageValues, retryAfterSeconds: number): Refusal => new Refusal('too-soon', id, values, retryAfterSeconds);
export const sessionEnded = (id: MessageId): Refusal => new Refusal('session-ended', id);
