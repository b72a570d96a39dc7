import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DomainEvent, EventType } from '../../domain/events.ts';
import type { Executor } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { RecordedEvent } from './event-store.ts';
import type { Keyring } from './keyring.ts';

/** An event as projections see it: its position is assigned by the database as it is written. */
export type ProjectedEvent = Omit<RecordedEvent, 'position'>;

/** A read model kept up to date in the same transaction as each append, and rebuilt by replay. */
export interface Projection {
  readonly name: string;
  readonly handles: readonly EventType[];
  /** Tables this projection owns; emptied before a rebuild. */
  readonly tables: readonly (keyof Database)[];
  /**
   * Applies events in order, in the caller's transaction: the events of one append, or a replay
   * batch of thousands (so a projection reads and writes once per batch, not once per event).
   */
  apply(tx: Transaction<Database>, events: readonly ProjectedEvent[], keyring: Keyring): Promise<void>;
  /** The read model's content in a comparable form (sealed values opened), for replay --verify. */
  snapshot(db: Executor, keyring: Keyring): Promise<unknown>;
}

/** A row's columns as stored, by column name. */
export type Columns = Record<string, unknown>;

/**
 * A read model of one row per key (a user, an application, a job). Rows are held opened in memory
 * while events are applied, then sealed and written once.
 */
export interface RowModel<Row> {
  readonly name: string;
  readonly handles: readonly EventType[];
  readonly table: keyof Database;
  readonly keyColumn: string;
  /** The key of the row an event (one this model handles) changes. */
  keyOf(event: DomainEvent): string;
  /** The rows of these keys, opened; keys without a row are absent. */
  load(db: Executor, keys: readonly string[], keyring: Keyring): Promise<Map<string, Row>>;
  /** The row after one event; undefined when the event removes it. No I/O: replay calls it a million times. */
  evolve(row: Row | undefined, recorded: ProjectedEvent, keyring: Keyring): Row | undefined;
  /** The row's columns as stored, personal values sealed. */
  columns(row: Row, db: Executor, keyring: Keyring): Promise<Columns>;
  snapshot(db: Executor, keyring: Keyring): Promise<unknown>;
}

/** A row model's projection, which can also write from rows a command already read (`writes`). */
export interface RowProjection<Row> extends Projection {
  readonly model: RowModel<Row>;
  /**
   * The statements that bring the rows in `known` to their state after `events`, each taking effect
   * only where `guard` holds (an append's version claim), without reading anything; and those rows.
   */
  writes(known: ReadonlyMap<string, Row>, events: readonly ProjectedEvent[], keyring: Keyring, db: Executor, guard: RawBuilder<boolean>): Promise<RowWrites<Row>>;
}

export interface RowWrites<Row> {
  statements: RawBuilder<unknown>[];
  /** The rows after the events: those known and those the events created; a removed row is absent. */
  rows: ReadonlyMap<string, Row>;
}

export function rowProjection<Row>(model: RowModel<Row>): RowProjection<Row> {
  const handled = (events: readonly ProjectedEvent[]) => events.filter((r) => model.handles.includes(r.event.type));

  async function writes(known: ReadonlyMap<string, Row>, events: readonly ProjectedEvent[], keyring: Keyring, db: Executor, guard: RawBuilder<boolean>) {
    const rows = new Map(known);
    const changed = new Set<string>();
    for (const recorded of events) {
      const key = model.keyOf(recorded.event);
      const after = model.evolve(rows.get(key), recorded, keyring);
      if (after === undefined) rows.delete(key);
      else rows.set(key, after);
      changed.add(key);
    }
    const kept: Columns[] = [];
    const gone: string[] = [];
    for (const key of changed) {
      const row = rows.get(key);
      if (row === undefined) gone.push(key);
      else kept.push(await model.columns(row, db, keyring));
    }
    const statements: RawBuilder<unknown>[] = [];
    const table = sql.table(model.table);
    const keyColumn = sql.ref(model.keyColumn);
    if (gone.length > 0) statements.push(sql`DELETE FROM ${table} WHERE ${keyColumn} = ANY(${gone}) AND ${guard}`);
    const first = kept[0];
    if (first) {
      const columns = Object.keys(first);
      const list = sql.join(columns.map((c) => sql.ref(c)));
      const updates = columns.filter((c) => c !== model.keyColumn).map((c) => sql`${sql.ref(c)} = EXCLUDED.${sql.ref(c)}`);
      // jsonb_populate_recordset converts each value to its column's type, so one parameter carries the batch.
      statements.push(sql`
        INSERT INTO ${table} (${list})
        SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(kept)}::jsonb)
        WHERE ${guard}
        ON CONFLICT (${keyColumn}) DO UPDATE SET ${sql.join(updates)}`);
    }
    return { statements, rows };
  }

  return {
    name: model.name,
    handles: model.handles,
    tables: [model.table],
    model,
    writes,
    async apply(tx, events, keyring) {
      const mine = handled(events);
      if (mine.length === 0) return;
      const keys = [...new Set(mine.map((r) => model.keyOf(r.event)))];
      const known = await model.load(tx, keys, keyring);
      const { statements } = await writes(known, mine, keyring, tx, sql<boolean>`TRUE`);
      for (const statement of statements) await statement.execute(tx);
    },
    snapshot: (db, keyring) => model.snapshot(db, keyring),
  };
}

/** A stored row with its timestamps as ISO strings, as the events carry them. */
export type Plain<Row> = { [C in keyof Row]: Row[C] extends Date ? string : Row[C] extends Date | null ? string | null : Row[C] };

/** Rows of a model whose rows hold nothing sealed, by key, timestamps as ISO strings. */
export function plainRows<Row extends object>(rows: readonly Row[], keyColumn: keyof Row): Map<string, Plain<Row>> {
  return new Map(rows.map((row) => {
    const plain: Columns = {};
    for (const [column, value] of Object.entries(row)) plain[column] = value instanceof Date ? value.toISOString() : value;
    // Each Date became its ISO string and nothing else changed: the shape Plain<Row> describes.
    return [String(row[keyColumn]), plain as Plain<Row>];
  }));
}
