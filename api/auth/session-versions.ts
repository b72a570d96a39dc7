import pg from 'pg';
import type { Db } from '../db/database.ts';
import type { EventStore } from '../store/event-store.ts';
import type { Keyring } from '../store/keyring.ts';
import { SESSION_ENDING_EVENTS } from '../../domain/users/user.ts';

/** What authentication needs to know of an account besides the token's signature. */
export interface SessionState {
  tokenVersion: number;
  deleted: boolean;
  /** Tokens of the account ended one by one (replaced by a refresh), not yet expired. */
  revoked: ReadonlySet<string>;
}

const CHANNEL = 'token_versions';
/** Data keys destroyed or re-wrapped (migration 0006): the keyring forgets what it unwrapped. */
const KEY_CHANNEL = 'data_keys';
/** A remembered state is re-read after this long even when no change was announced. */
const FRESH_MS = 60_000;
const MAX_ENTRIES = 50_000;
/** After a failed or lost LISTEN connection, the next attempt waits this long (one per process, not one per request). */
const RECONNECT_MS = 1_000;

/**
 * Events after which an account's tokens must be checked against the database again: those that end
 * its sessions, and its purge (its row is gone).
 */
const REVOKING = new Set([...SESSION_ENDING_EVENTS, 'AccountPurged']);

/**
 * Accounts' token versions, remembered between requests so a signed-in request needs no query
 * for them. Correct across processes because the database announces every change on commit
 * (migration 0005) and this process listens: a logout on one API instance is refused by every
 * other at once. While the listening connection is down nothing is remembered, so a lost
 * connection costs a query per request, never a revoked token accepted.
 */
export class SessionVersions {
  readonly #db: Db;
  readonly #connectionString: string;
  readonly #remembered = new Map<string, { state: SessionState; at: number }>();
  #listener: pg.Client | undefined;
  #listening = false;
  #connecting = false;
  #closed = false;
  #nextAttempt = 0;
  /** Counts forgettings: a read that raced one is not remembered. */
  #generation = 0;

  readonly #keyring: Keyring | undefined;

  /** `keyring`: the process's keyring, told of every data key destroyed or re-wrapped anywhere. */
  constructor(db: Db, connectionString: string, store: EventStore, keyring?: Keyring) {
    this.#db = db;
    this.#connectionString = connectionString;
    this.#keyring = keyring;
    // This process's own revocations, before the announcement makes its way back.
    store.onAppended((events) => {
      for (const event of events) {
        if (REVOKING.has(event.type) && 'userId' in event.data && typeof event.data.userId === 'string') this.#forget(event.data.userId);
      }
    });
  }

  /** The account's state, or undefined when there is no such account. */
  async current(userId: string): Promise<SessionState | undefined> {
    if (!this.#listening && Date.now() >= this.#nextAttempt) this.#listen();
    const remembered = this.#listening ? this.#remembered.get(userId) : undefined;
    if (remembered && Date.now() - remembered.at < FRESH_MS) return remembered.state;
    const generation = this.#generation;
    const row = await this.#db
      .selectFrom('users')
      .select((eb) => [
        'token_version',
        'deleted',
        eb.fn<string[]>('array', [
          eb.selectFrom('revoked_tokens').select('jti').whereRef('revoked_tokens.user_id', '=', 'users.id').where('expires_at', '>', new Date()),
        ]).as('revoked'),
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    const state = { tokenVersion: row.token_version, deleted: row.deleted, revoked: new Set(row.revoked) };
    if (this.#listening && generation === this.#generation) {
      if (this.#remembered.size >= MAX_ENTRIES) this.#remembered.clear();
      this.#remembered.set(userId, { state, at: Date.now() });
    }
    return state;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    await this.#listener?.end().catch(() => undefined);
  }

  /** This process ended one of the account's tokens: its state is read again, before the announcement returns. */
  tokenRevoked(userId: string): void {
    this.#forget(userId);
  }

  /** Starts listening now rather than at the first request (a worker serves none). */
  start(): void {
    if (!this.#listening && Date.now() >= this.#nextAttempt) this.#listen();
  }

  #forget(userId: string): void {
    this.#generation++;
    if (userId === '*') this.#remembered.clear();
    else this.#remembered.delete(userId);
  }

  #listen(): void {
    if (this.#connecting || this.#closed) return;
    this.#connecting = true;
    const client = new pg.Client({ connectionString: this.#connectionString });
    const lost = (error?: Error) => {
      if (this.#listener !== client && this.#listener !== undefined) return;
      this.#listening = false;
      this.#listener = undefined;
      this.#forget('*');
      // Announcements made while nobody listened are lost: no unwrapped key is trusted past them.
      this.#keyring?.forget('*');
      this.#nextAttempt = Date.now() + RECONNECT_MS;
      if (error && !this.#closed) process.emitWarning(`Session announcements lost (${error.message}); checking every request against the database until they are back.`);
    };
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.#forget(message.payload);
      if (message.channel === KEY_CHANNEL && message.payload) this.#keyring?.forget(message.payload);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}; LISTEN ${KEY_CHANNEL}`))
      .then(() => {
        this.#listener = client;
        this.#connecting = false;
        // Keys unwrapped while nobody listened may have been destroyed meanwhile.
        this.#keyring?.forget('*');
        if (this.#closed) {
          void client.end();
          return;
        }
        this.#listening = true;
      })
      .catch((error: unknown) => {
        this.#connecting = false;
        void client.end().catch(() => undefined);
        lost(error instanceof Error ? error : new Error(String(error)));
      });
  }
}
