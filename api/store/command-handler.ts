import { Transaction } from 'kysely';
import type { CommandStream } from '../../domain/decider.ts';
import type { Refusal } from '../../domain/errors.ts';
import type { DomainEvent } from '../../domain/events.ts';
import { inTransaction, type Executor } from '../db/database.ts';
import type { EventStore } from './event-store.ts';
import type { RowProjection } from './projection.ts';
import { ConcurrencyConflict, type EventMetadata } from './vocabulary.ts';

export interface CommandOptions<S, Row> {
  readonly metadata: EventMetadata;
  /** A caller's transaction: the command joins it and runs once (a conflict is the caller's to handle). */
  readonly executor?: Executor;
  /** The state is a read-model row's, not a fold of the stream (see RowSource). */
  readonly row?: RowSource<S, Row>;
  /**
   * How many times a command whose stream moved under it is decided again before the conflict
   * reaches the caller: RETRIES by default, none inside a caller's transaction (a decision made on
   * what the transaction read is the caller's to redo).
   */
  readonly retries?: number;
  /**
   * 'any': what the command records does not depend on the stream's state (an operator's action, a
   * look at USCIS): it is decided on the decider's initial state, with no read of the stream's
   * events, and appended at whatever version the stream is at. The state returned is then the fold
   * of the new events alone.
   */
  readonly version?: 'any';
}

/**
 * A stream whose state a read-model row holds together with the stream's version (an application):
 * the command is decided on the row, with no read of the stream, and its events and the row's new
 * state are written by one statement (EventStore.appendKnown).
 */
export interface RowSource<S, Row> {
  readonly projection: RowProjection<Row>;
  /** The row's key in its read model. */
  readonly key: string;
  /** The row, opened; undefined when there is none. With `lock`, read once the stream's lock is taken. */
  read(executor: Executor, lock: boolean): Promise<Row | undefined>;
  stateOf(row: Row): S;
  versionOf(row: Row): number;
  /** The refusal when there is no row. */
  missing(): Refusal;
  /**
   * Autosave's fast path: the rows this process last committed. Outside a transaction the command is
   * then decided on the remembered row (or one read without the lock) and appended with that row's
   * version, batched with other people's saves; only when the stream moved since does it take its
   * turn under the stream's lock. Without it, the lock is taken first.
   */
  readonly remembered?: RowMemory<Row>;
}

/** What the fast path remembers of one row: a guess that the version claim checks. */
export interface RowMemory<Row> {
  recall(): Row | undefined;
  remember(row: Row): void;
  forget(): void;
}

export interface Handled<E, S, Row> {
  /** The events appended: none when the decider found nothing new. */
  readonly events: readonly E[];
  /** The state after them. */
  readonly state: S;
  readonly version: number;
  /** With a RowSource: the row after the events, undefined once they removed it. */
  readonly row: Row | undefined;
}

/** Decisions made again for a command whose stream keeps moving under it, before it gives up (as a conflict). */
const RETRIES = 5;

/**
 * The one way a command runs: load the stream's state, decide, append with the version the state
 * was read at. When another writer got in between, the command is decided again on the new state;
 * a Refusal from the decider reaches the caller as it is (the API answers it with its status).
 */
export async function handleCommand<C, E extends DomainEvent, S, Row = never>(
  store: EventStore,
  stream: CommandStream<C, E, S>,
  command: C,
  options: CommandOptions<S, Row>,
): Promise<Handled<E, S, Row>> {
  if (options.row) return handleOnRow(store, stream, command, options.row, options);
  const retries = options.retries ?? (options.executor instanceof Transaction ? 0 : RETRIES);
  for (let attempt = 0; ; attempt++) {
    const { state, version } = options.version === 'any'
      ? { state: stream.decider.initialState, version: await store.streamVersion(stream.streamId, options.executor) }
      : await loadState(store, stream, options.executor);
    const events = stream.decider.decide(command, state);
    try {
      const appended = await store.append(stream.streamId, version, events, {
        metadata: options.metadata,
        ...(stream.ownerId === null ? {} : { ownerId: stream.ownerId }),
        ...(options.executor ? { executor: options.executor } : {}),
      });
      return { events, state: events.reduce(stream.decider.evolve, state), version: appended, row: undefined };
    } catch (error) {
      // A conflict writes nothing and raises no database error: even in a caller's transaction the command may be decided again.
      if (error instanceof ConcurrencyConflict && attempt < retries) continue;
      throw error;
    }
  }
}

/** A stream's state, folded from its events, and the version it is at. */
export async function loadState<E extends DomainEvent, S>(
  store: EventStore,
  { decider, streamId }: Pick<CommandStream<never, E, S>, 'decider' | 'streamId'>,
  executor?: Executor,
): Promise<{ state: S; version: number }> {
  let state = decider.initialState;
  let version = 0;
  for (const recorded of await store.readStream(streamId, executor)) {
    if (!decider.isEvent(recorded.event)) throw new Error(`${streamId} holds a ${recorded.event.type} event, which its rules do not know.`);
    state = decider.evolve(state, recorded.event);
    version = recorded.streamVersion;
  }
  return { state, version };
}

async function handleOnRow<C, E extends DomainEvent, S, Row>(
  store: EventStore,
  stream: CommandStream<C, E, S>,
  command: C,
  source: RowSource<S, Row>,
  options: CommandOptions<S, Row>,
): Promise<Handled<E, S, Row>> {
  const ownerId = stream.ownerId;
  if (ownerId === null) throw new Error(`${stream.streamId}: a row's state is an owner's.`);
  const decideAndAppend = async (executor: Executor, row: Row): Promise<Handled<E, S, Row>> => {
    const state = source.stateOf(row);
    const version = source.versionOf(row);
    const events = stream.decider.decide(command, state);
    const rows = await store.appendKnown(stream.streamId, version, events, {
      ownerId,
      metadata: options.metadata,
      known: { projection: source.projection, rows: new Map([[source.key, row]]) },
      executor,
    });
    return { events, state: events.reduce(stream.decider.evolve, state), version: version + events.length, row: rows.get(source.key) };
  };
  // Under the stream's lock, concurrent commands on one stream take turns: each decides on the row the last one left.
  const locked = async (tx: Executor) => {
    const row = await source.read(tx, true);
    if (row === undefined) throw source.missing();
    return decideAndAppend(tx, row);
  };
  const memory = source.remembered;
  if (options.executor instanceof Transaction) return locked(options.executor);
  if (!memory) return inTransaction(store.db, locked);
  const guess = memory.recall() ?? (await source.read(store.db, false));
  if (guess === undefined) throw source.missing();
  let handled: Handled<E, S, Row>;
  try {
    handled = await decideAndAppend(store.db, guess);
  } catch (error) {
    memory.forget();
    if (!(error instanceof ConcurrencyConflict)) throw error;
    handled = await inTransaction(store.db, locked);
  }
  // Committed: one statement outside a transaction, or the transaction opened here.
  if (handled.row === undefined) memory.forget();
  else memory.remember(handled.row);
  return handled;
}
