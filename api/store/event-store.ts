import { sql, type Transaction } from 'kysely';
import { PERSONAL_FIELDS, type DomainEvent } from '../../domain/events.ts';
import { inTransaction, type Db, type Executor } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Keyring } from './keyring.ts';
import { AppendBatcher, type Submission } from './append-batcher.ts';
import type { Projection, RowProjection } from './projection.ts';
import { parseEvent, schemaVersionOf } from './event-schemas.ts';
import { ConcurrencyConflict, type EventMetadata, type EventRow, type ProjectedEvent, type RecordedEvent } from './vocabulary.ts';

const SEALED = '$sealed';

export class EventStore {
  readonly db: Db;
  readonly keyring: Keyring;
  readonly projections: readonly Projection[];
  readonly #appendedListeners: ((events: readonly DomainEvent[]) => void)[] = [];
  readonly #batchers = new Map<RowProjection<unknown>, AppendBatcher>();

  constructor(db: Db, keyring: Keyring, projections: readonly Projection[]) {
    this.db = db;
    this.keyring = keyring;
    this.projections = projections;
  }

  /**
   * Appends `events` to a stream expected at `expectedVersion` (0: the stream must not exist yet),
   * runs the inline projections, and returns the stream's new version. Never overwrites: when the
   * stream has moved, nothing is written and ConcurrencyConflict is thrown.
   */
  async append(
    streamId: string,
    expectedVersion: number,
    events: readonly DomainEvent[],
    options: { ownerId?: string; metadata: EventMetadata; executor?: Executor },
  ): Promise<number> {
    if (events.length === 0) return expectedVersion;
    const ownerId = options.ownerId ?? null;
    const version = await inTransaction(options.executor ?? this.db, async (tx) => {
      if (ownerId) await this.keyring.ensureKey(tx, ownerId);
      const recorded = this.#recorded(streamId, expectedVersion, events, ownerId, options.metadata);
      const { rows } = await (await this.#appendStatement(tx, recorded, expectedVersion)).execute(tx);
      if (rows.length !== events.length) throw new ConcurrencyConflict(streamId, expectedVersion);
      await this.project(tx, recorded);
      return expectedVersion + events.length;
    });
    this.#appended(events);
    return version;
  }

  /**
   * Appends like `append`, for a command that has already read the read-model rows its events
   * change (`known`), to a stream that exists: the version claim, the events and the rows' new state
   * are written by one statement, with no further read. Returns the rows after the events. Refused
   * for events another projection also handles.
   *
   * Outside a transaction, the appends that arrive while the event loop turns are written together
   * by one statement (each still claims its own stream, and fails alone on a conflict): the saves of
   * many people then share one round trip, one plan and one commit.
   */
  async appendKnown<Row>(
    streamId: string,
    expectedVersion: number,
    events: readonly DomainEvent[],
    options: { ownerId: string; metadata: EventMetadata; known: { projection: RowProjection<Row>; rows: ReadonlyMap<string, Row> }; executor?: Executor },
  ): Promise<ReadonlyMap<string, Row>> {
    const { projection, rows: knownRows } = options.known;
    if (events.length === 0) return knownRows;
    if (expectedVersion < 1) throw new Error('appendKnown continues a stream; a new stream is started with append().');
    const others = this.projections.filter((p) => p !== projection && events.some((e) => p.handles.includes(e.type)));
    if (others.length > 0) throw new Error(`appendKnown cannot write the ${others.map((p) => p.name).join(', ')} read model.`);
    const executor = options.executor ?? this.db;
    await this.keyring.ensureKey(executor, options.ownerId);
    const recorded = this.#recorded(streamId, expectedVersion, events, options.ownerId, options.metadata);
    const change = await projection.change(knownRows, recorded, this.keyring, executor);
    const submission: Submission = { streamId, expectedVersion, eventRows: await this.#eventRows(executor, recorded), writes: change.writes };
    // Only this store's own pool is batched; a caller's transaction (or another pool) writes alone.
    const claimed = executor !== this.db
      ? (await this.#appendClaimed(executor, projection, [submission])).has(streamId)
      : await this.#batcherOf(projection).submit(submission);
    if (!claimed) throw new ConcurrencyConflict(streamId, expectedVersion);
    this.#appended(events);
    return change.rows;
  }

  #batcherOf(projection: RowProjection<unknown>): AppendBatcher {
    let batcher = this.#batchers.get(projection);
    if (!batcher) {
      batcher = new AppendBatcher((batch) => this.#appendClaimed(this.db, projection, batch));
      this.#batchers.set(projection, batcher);
    }
    return batcher;
  }

  /**
   * One statement for the appends of `batch` (one stream each): every stream whose version is still
   * the one expected is claimed, its events inserted and its rows written; the others are left as
   * they are. Returns the streams claimed.
   */
  async #appendClaimed(executor: Executor, projection: RowProjection<unknown>, batch: readonly Submission[]): Promise<Set<string>> {
    const claims = batch.map((b) => ({ stream_id: b.streamId, expected: b.expectedVersion, version: b.expectedVersion + b.eventRows.length }));
    const writes = projection.statements(batch.flatMap((b) => b.writes), sql`SELECT stream_id FROM claimed`);
    const ctes = [
      sql`claims AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(claims)}::jsonb) AS c(stream_id text, expected integer, version integer))`,
      // A stream another transaction holds is skipped, not waited for: its append fails as a conflict
      // (and the caller takes its turn under the lock), so a batch never waits while holding the
      // locks of its other streams, and two batches or a batch and a transaction cannot deadlock on them.
      sql`free AS (SELECT s.stream_id FROM streams s JOIN claims c ON c.stream_id = s.stream_id FOR UPDATE OF s SKIP LOCKED)`,
      sql`claimed AS (
        UPDATE streams SET version = c.version FROM claims c
        WHERE streams.stream_id = c.stream_id AND streams.version = c.expected
          AND streams.stream_id IN (SELECT stream_id FROM free)
        RETURNING streams.stream_id)`,
      sql`inserted AS (
        INSERT INTO events (stream_id, stream_version, type, data, metadata, owner_id, recorded_at)
        SELECT e.stream_id, e.stream_version, e.type, e.data, e.metadata, e.owner_id, e.recorded_at
        FROM jsonb_to_recordset(${JSON.stringify(batch.flatMap((b) => b.eventRows))}::jsonb)
          AS e(stream_id text, stream_version integer, type text, data jsonb, metadata jsonb, owner_id uuid, recorded_at timestamptz)
        WHERE e.stream_id IN (SELECT stream_id FROM claimed)
        RETURNING stream_id)`,
      ...writes.map((write, index) => sql`${sql.id(`write${index}`)} AS (${write})`),
    ];
    const { rows } = await sql<{ stream_id: string }>`WITH ${sql.join(ctes)} SELECT DISTINCT stream_id FROM inserted`.execute(executor);
    return new Set(rows.map((row) => row.stream_id));
  }

  /**
   * Calls `listener` with the events of each append once its statement has run: after the commit when
   * the append opened its own transaction, before it when the append joined a caller's.
   */
  onAppended(listener: (events: readonly DomainEvent[]) => void): void {
    this.#appendedListeners.push(listener);
  }

  /** Runs every projection over `events` (in order) in the caller's transaction. */
  async project(tx: Transaction<Database>, events: readonly ProjectedEvent[]): Promise<void> {
    for (const projection of this.projections) await projection.apply(tx, events, this.keyring);
  }

  async streamVersion(streamId: string, executor: Executor = this.db): Promise<number> {
    const row = await executor.selectFrom('streams').select('version').where('stream_id', '=', streamId).executeTakeFirst();
    return row?.version ?? 0;
  }

  async readStream(streamId: string, executor: Executor = this.db): Promise<RecordedEvent[]> {
    const rows = await executor.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('stream_version').execute();
    return Promise.all(rows.map((row) => this.#open(executor, row)));
  }

  /**
   * The stored events after `afterPosition` in global order, at most `limit`, as they are kept
   * (opened by `openBatch`), and the position of the last. The batch comes back as one JSON document
   * (a row per event was parsed field by field, a fifth of a replay's time), with the time as epoch
   * milliseconds rather than text to parse; `last` lets the next batch be asked for before this one
   * is opened.
   */
  async readBatch(afterPosition: string, limit: number, executor: Executor = this.db): Promise<StoredBatch> {
    const { rows: [result] } = await sql<{ last: string | null; events: string | null }>`
      SELECT max(e.position)::text AS last, json_agg(json_build_array(
        e.position::text, e.stream_id, e.stream_version, e.type, e.owner_id, e.data, e.metadata,
        floor(extract(epoch FROM e.recorded_at) * 1000)) ORDER BY e.position)::text AS events
      FROM (SELECT * FROM events WHERE position > ${afterPosition} ORDER BY position LIMIT ${limit}) e`.execute(executor);
    return { last: result?.last ?? null, events: result?.events ?? '[]' };
  }

  /** The events of a batch read by `readBatch`, their sealed fields opened. */
  async openBatch(batch: StoredBatch, executor: Executor = this.db): Promise<RecordedEvent[]> {
    const rows = JSON.parse(batch.events) as BatchRow[];
    const owners = new Set<string>();
    for (const row of rows) if (row[4] && typeof row[5][SEALED] === 'string') owners.add(row[4]);
    const open = await this.keyring.opener(executor, owners);
    const events: RecordedEvent[] = new Array(rows.length);
    for (let index = 0; index < rows.length; index++) {
      const [position, streamId, streamVersion, type, ownerId, data, metadata, recordedAt] = rows[index] as BatchRow;
      const sealed = data[SEALED];
      const row: StoredEventRow = { position, stream_id: streamId, stream_version: streamVersion, type, owner_id: ownerId, data, metadata, recorded_at: new Date(recordedAt) };
      events[index] = recordedEvent(row, typeof sealed === 'string' && ownerId ? open(ownerId, sealed) : undefined);
    }
    return events;
  }

  /** The events as they will be recorded: versions after `expectedVersion`, recorded now. */
  #recorded(streamId: string, expectedVersion: number, events: readonly DomainEvent[], ownerId: string | null, metadata: EventMetadata): ProjectedEvent[] {
    const recordedAt = new Date();
    return events.map((event, index) => ({ streamId, streamVersion: expectedVersion + index + 1, ownerId, recordedAt, metadata, event, redacted: false }));
  }

  /**
   * One statement: claim the stream's versions (under READ COMMITTED a concurrent writer blocks on
   * the stream row, then finds the version moved) and insert the events only when the claim held.
   * Returns a row per inserted event; none on a conflict.
   */
  async #appendStatement(executor: Executor, recorded: readonly ProjectedEvent[], expectedVersion: number) {
    const first = recorded[0];
    if (!first) throw new Error('Nothing to append.');
    const { streamId } = first;
    const newVersion = expectedVersion + recorded.length;
    const claim = expectedVersion === 0
      ? sql`INSERT INTO streams (stream_id, version) VALUES (${streamId}, ${newVersion}) ON CONFLICT (stream_id) DO NOTHING RETURNING version`
      : sql`UPDATE streams SET version = ${newVersion} WHERE stream_id = ${streamId} AND version = ${expectedVersion} RETURNING version`;
    const rows = await this.#eventRows(executor, recorded);
    const ctes = [
      sql`claimed AS (${claim})`,
      sql`inserted AS (
        INSERT INTO events (stream_id, stream_version, type, data, metadata, owner_id, recorded_at)
        SELECT e.stream_id, e.stream_version, e.type, e.data, e.metadata, e.owner_id, e.recorded_at
        FROM claimed, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS e(stream_id text, stream_version integer, type text, data jsonb, metadata jsonb, owner_id uuid, recorded_at timestamptz)
        RETURNING position, stream_version)`,
    ];
    return sql<{ position: string; stream_version: number }>`WITH ${sql.join(ctes)} SELECT position, stream_version FROM inserted ORDER BY stream_version`;
  }

  /** The events as the events table keeps them, personal fields sealed. */
  async #eventRows(executor: Executor, recorded: readonly ProjectedEvent[]): Promise<EventRow[]> {
    const rows: EventRow[] = [];
    for (const r of recorded) {
      rows.push({
        stream_id: r.streamId,
        stream_version: r.streamVersion,
        type: r.event.type,
        data: await this.storedData(executor, r.ownerId, r.event),
        metadata: { ...r.metadata, schemaVersion: schemaVersionOf(r.event.type) },
        owner_id: r.ownerId,
        recorded_at: r.recordedAt.toISOString(),
      });
    }
    return rows;
  }

  #appended(events: readonly DomainEvent[]): void {
    for (const listener of this.#appendedListeners) listener(events);
  }

  /** The event's data as the events table keeps it: its personal fields sealed with the owner's key. */
  async storedData(tx: Executor, ownerId: string | null, event: DomainEvent): Promise<Record<string, unknown>> {
    const personalKeys: readonly string[] = PERSONAL_FIELDS[event.type];
    const data: Record<string, unknown> = { ...event.data };
    if (personalKeys.length === 0) return data;
    if (!ownerId) throw new Error(`${event.type} holds personal data and needs an owner to encrypt it.`);
    const personal: Record<string, unknown> = {};
    for (const key of personalKeys) {
      personal[key] = data[key];
      delete data[key];
    }
    data[SEALED] = await this.keyring.seal(tx, ownerId, JSON.stringify(personal));
    return data;
  }

  async #open(executor: Executor, row: StoredEventRow): Promise<RecordedEvent> {
    const sealed = row.data[SEALED];
    return recordedEvent(row, typeof sealed === 'string' && row.owner_id ? await this.keyring.open(executor, row.owner_id, sealed) : undefined);
  }
}

/** Events as readBatch returns them: `events` is a JSON array of BatchRow, `last` null when there are none. */
export interface StoredBatch {
  last: string | null;
  events: string;
}

/** An event as readBatch's JSON carries it: position, stream, version, type, owner, data, metadata, epoch milliseconds. */
type BatchRow = [string, string, number, string, string | null, Record<string, unknown>, Record<string, unknown>, number];

type StoredEventRow = {
  position: string; stream_id: string; stream_version: number; type: string; owner_id: string | null;
  data: Record<string, unknown>; metadata: Record<string, unknown>; recorded_at: Date;
};

/**
 * The event a row holds, with its sealed fields as opened (`opened`: undefined when it has none,
 * null when the owner's key is destroyed).
 */
function recordedEvent(row: StoredEventRow, opened: string | null | undefined): RecordedEvent {
  // Copied key by key: a rest copy with a computed key, or a delete (which turns the object into a
  // slow dictionary), cost about twice as much per event.
  const data: Record<string, unknown> = {};
  for (const key in row.data) if (key !== SEALED) data[key] = row.data[key];
  const redacted = opened === null;
  if (typeof opened === 'string') Object.assign(data, JSON.parse(opened));
  return {
    position: row.position,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    ownerId: row.owner_id,
    recordedAt: row.recorded_at,
    metadata: parseMetadata(row.metadata),
    event: parseEvent(row.type, data, storedSchemaVersion(row.metadata), redacted),
    redacted,
  };
}

/** The schema version the event was written in: 1 for the events written before versions were recorded. */
const storedSchemaVersion = (metadata: Record<string, unknown>): number => (typeof metadata.schemaVersion === 'number' ? metadata.schemaVersion : 1);

function parseMetadata(raw: Record<string, unknown>): EventMetadata {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const source = raw.source === 'cli' || raw.source === 'worker' || raw.source === 'system' ? raw.source : 'api';
  const metadata: EventMetadata = { source };
  const actorId = str(raw.actorId);
  const requestId = str(raw.requestId);
  const correlationId = str(raw.correlationId);
  if (actorId) metadata.actorId = actorId;
  if (requestId) metadata.requestId = requestId;
  if (correlationId) metadata.correlationId = correlationId;
  return metadata;
}
