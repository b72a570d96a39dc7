import type { Transaction } from 'kysely';
import { PERSONAL_FIELDS, type DomainEvent, type EventType } from '../../domain/events.ts';
import { inTransaction, type Db, type Executor } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Keyring } from './keyring.ts';

export interface EventMetadata {
  /** The user who caused the event, when a user did. */
  actorId?: string;
  requestId?: string;
  correlationId?: string;
  /** Where the command came from: the API, the CLI, a worker. */
  source: 'api' | 'cli' | 'worker' | 'system';
}

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

export class ConcurrencyConflict extends Error {
  constructor(streamId: string, expected: number) {
    super(`Stream ${streamId} is no longer at version ${expected}.`);
  }
}

/** A read model kept up to date in the same transaction as each append. */
export interface Projection {
  readonly name: string;
  readonly handles: readonly EventType[];
  /** Tables this projection owns; emptied before a rebuild. */
  readonly tables: readonly (keyof Database)[];
  apply(tx: Transaction<Database>, recorded: RecordedEvent, keyring: Keyring): Promise<void>;
  /** The read model's content in a comparable form (sealed values opened), for replay --verify. */
  snapshot(db: Executor, keyring: Keyring): Promise<unknown>;
}

const SEALED = '$sealed';

export class EventStore {
  readonly db: Db;
  readonly keyring: Keyring;
  readonly projections: readonly Projection[];
  readonly #appendedListeners: ((events: readonly DomainEvent[]) => void)[] = [];

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
    const version = await inTransaction(options.executor ?? this.db, async (tx) => {
      await this.#claimVersions(tx, streamId, expectedVersion, events.length);
      const ownerId = options.ownerId ?? null;
      if (ownerId) await this.keyring.ensureKey(tx, ownerId);
      const rows = [];
      for (const [index, event] of events.entries()) {
        rows.push({
          stream_id: streamId,
          stream_version: expectedVersion + index + 1,
          type: event.type,
          data: JSON.stringify(await this.#sealPersonal(tx, ownerId, event)),
          metadata: JSON.stringify(options.metadata),
          owner_id: ownerId,
        });
      }
      const inserted = await tx.insertInto('events').values(rows).returning(['position', 'recorded_at', 'stream_version']).execute();
      for (const [index, event] of events.entries()) {
        const row = inserted[index];
        if (!row) throw new Error('The database returned fewer events than were inserted.');
        await this.project(tx, {
          position: row.position,
          streamId,
          streamVersion: row.stream_version,
          ownerId,
          recordedAt: row.recorded_at,
          metadata: options.metadata,
          event,
          redacted: false,
        });
      }
      return expectedVersion + events.length;
    });
    for (const listener of this.#appendedListeners) listener(events);
    return version;
  }

  /**
   * Calls `listener` with the events of each append (metrics): after the append's own transaction
   * commits when it opened one, or when appending into a caller's transaction, after the append.
   */
  onAppended(listener: (events: readonly DomainEvent[]) => void): void {
    this.#appendedListeners.push(listener);
  }

  async project(tx: Transaction<Database>, recorded: RecordedEvent): Promise<void> {
    for (const projection of this.projections) {
      if (projection.handles.includes(recorded.event.type)) await projection.apply(tx, recorded, this.keyring);
    }
  }

  async streamVersion(streamId: string, executor: Executor = this.db): Promise<number> {
    const row = await executor.selectFrom('streams').select('version').where('stream_id', '=', streamId).executeTakeFirst();
    return row?.version ?? 0;
  }

  async readStream(streamId: string, executor: Executor = this.db): Promise<RecordedEvent[]> {
    const rows = await executor.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('stream_version').execute();
    return Promise.all(rows.map((row) => this.#open(executor, row)));
  }

  /** Events in global order after `afterPosition`, at most `limit`, opened. */
  async readAll(afterPosition: string, limit: number, executor: Executor = this.db): Promise<RecordedEvent[]> {
    const rows = await executor
      .selectFrom('events')
      .selectAll()
      .where('position', '>', afterPosition)
      .orderBy('position')
      .limit(limit)
      .execute();
    return Promise.all(rows.map((row) => this.#open(executor, row)));
  }

  async #claimVersions(tx: Transaction<Database>, streamId: string, expected: number, count: number): Promise<void> {
    if (expected === 0) {
      const created = await tx
        .insertInto('streams')
        .values({ stream_id: streamId, version: count })
        .onConflict((c) => c.column('stream_id').doNothing())
        .executeTakeFirst();
      if (created.numInsertedOrUpdatedRows !== 1n) throw new ConcurrencyConflict(streamId, expected);
      return;
    }
    // Under READ COMMITTED a concurrent writer blocks on the row, then re-checks the version.
    const updated = await tx
      .updateTable('streams')
      .set({ version: expected + count })
      .where('stream_id', '=', streamId)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw new ConcurrencyConflict(streamId, expected);
  }

  async #sealPersonal(tx: Executor, ownerId: string | null, event: DomainEvent): Promise<Record<string, unknown>> {
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

  async #open(executor: Executor, row: {
    position: string; stream_id: string; stream_version: number; type: string; owner_id: string | null;
    data: Record<string, unknown>; metadata: Record<string, unknown>; recorded_at: Date;
  }): Promise<RecordedEvent> {
    const { [SEALED]: sealed, ...data } = row.data;
    let redacted = false;
    if (typeof sealed === 'string' && row.owner_id) {
      const opened = await this.keyring.open(executor, row.owner_id, sealed);
      if (opened === null) redacted = true;
      else Object.assign(data, JSON.parse(opened));
    }
    return {
      position: row.position,
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      ownerId: row.owner_id,
      recordedAt: row.recorded_at,
      metadata: parseMetadata(row.metadata),
      // Rows are written only by append() from DomainEvent values; the type column names the variant.
      event: { type: row.type, data } as DomainEvent,
      redacted,
    };
  }
}

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
