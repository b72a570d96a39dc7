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

export class Refusal extends Error {
  readonly kind: RefusalKind;
  readonly retryAfterSeconds: number | undefined;
  constructor(kind: RefusalKind, message: string, retryAfterSeconds?: number) {
    super(message);
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const notFound = (message: string): Refusal => new Refusal('not-found', message);
export const conflict = (message: string): Refusal => new Refusal('conflict', message);
export const invalid = (message: string): Refusal => new Refusal('invalid', message);
export const tooSoon = (message: string, retryAfterSeconds: number): Refusal => new Refusal('too-soon', message, retryAfterSeconds);
export const sessionEnded = (message: string): Refusal => new Refusal('session-ended', message);
