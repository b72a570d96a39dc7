/**
 * The event store's vocabulary: an event as the events table keeps it, as it is read back, as the
 * projections see it, and a read-model row as one append writes it. Every module of the store
 * speaks it; none of them needs another's implementation to do so.
 */
import { Refusal } from '../../domain/errors.ts';
import type { DomainEvent } from '../../domain/events.ts';

export interface EventMetadata {
  /** The user who caused the event, when a user did. */
  actorId?: string;
  requestId?: string;
  correlationId?: string;
  /** Where the command came from: the API, the CLI, a worker. */
  source: 'api' | 'cli' | 'worker' | 'system';
}

/** The metadata as the events table keeps it: with the schema version the event's data was written in. */
export interface StoredMetadata extends EventMetadata {
  /** Absent from the events written before versions were recorded: those are version 1. */
  schemaVersion: number;
}

/** An event read back from its stream, personal fields opened, lifted to its current schema and parsed. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  position: string;
  streamId: string;
  streamVersion: number;
  ownerId: string | null;
  recordedAt: Date;
  metadata: EventMetadata;
  event: E;
  /** True when the owner's key is destroyed: the personal fields are absent from `event.data`. */
  redacted: boolean;
}

/** An event as projections see it: its position is assigned by the database as it is written. */
export type ProjectedEvent<E extends DomainEvent = DomainEvent> = Omit<RecordedEvent<E>, 'position'>;

/** An event as the events table keeps it (position assigned by the database), personal fields sealed. */
export interface EventRow {
  stream_id: string;
  stream_version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: StoredMetadata;
  owner_id: string | null;
  recorded_at: string;
}

/** A row's columns as stored, by column name. */
export type Columns = Record<string, unknown>;

/** One read-model row an append changes: its columns as stored, or only its key when the events removed it. */
export interface RowWrite {
  /** The stream whose events changed the row. */
  streamId: string;
  columns: Columns;
  removed: boolean;
}

/**
 * The stream moved on since its version was read: nothing was written. The command handler decides
 * again on the new state; one that still meets it (inside a caller's transaction, or after every
 * retry) is refused as a conflict, which the person may simply try again.
 */
export class ConcurrencyConflict extends Refusal {
  readonly streamId: string;
  readonly expectedVersion: number;
  constructor(streamId: string, expectedVersion: number) {
    super('conflict', 'api.sameMoment');
    this.streamId = streamId;
    this.expectedVersion = expectedVersion;
  }
}
