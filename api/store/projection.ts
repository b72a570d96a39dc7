import { sql, type RawBuilder, type Transaction } from 'kysely';
import { eventsOfTypes } from '../../domain/decider.ts';
import type { DomainEvent, EventType } from '../../domain/events.ts';
import type { Executor } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Keyring } from './keyring.ts';
import type { Columns, ProjectedEvent, RowWrite } from './vocabulary.ts';

/** A read model kept up to date in the same transaction as each append, and rebuilt by replay. */
export interface Projection {
  readonly name: string;
  readonly handles: readonly EventType[];
  /** Tables this projection owns; emptied before a rebuild. */
  readonly tables: readonly (keyof Database)[];
  /**
   * Tables of other projections this one changes (an account's deletion clears its applications):
   * a replay, which holds those projections' rows in memory, writes them before this one runs.
   */
  readonly changesOthers?: readonly (keyof Database)[];
  /**
   * Applies events in order, in the caller's transaction: the events of one append, or a replay
   * batch of thousands (so a projection reads and writes once per batch, not once per event).
   */
  apply(tx: Transaction<Database>, events: readonly ProjectedEvent[], keyring: Keyring): Promise<void>;
  /** The read model's content in a comparable form (sealed values opened), for replay --verify. */
  snapshot(db: Executor, keyring: Keyring): Promise<unknown>;
}

/**
 * A read model of one row per key (a user, an application, a job), as its module writes it: typed to
 * the events it handles, so that its `evolve` handles each of them (an exhaustive switch) and an
 * event added to the union without a case does not compile. Rows are held opened in memory while
 * events are applied, then sealed and written once.
 */
export interface RowModelOf<Row, E extends DomainEvent> {
  readonly name: string;
  /** The events the model handles, each type named once: naming one outside E, or leaving one of E out, does not compile. */
  readonly handles: { readonly [T in E['type']]: true };
  readonly table: keyof Database;
  readonly keyColumn: string;
  /** The key of the row an event changes. */
  keyOf(event: E): string;
  /** The rows of these keys, opened; keys without a row are absent. */
  load(db: Executor, keys: readonly string[], keyring: Keyring): Promise<Map<string, Row>>;
  /** The row after one event; undefined when the event removes it. No I/O: replay calls it a million times. */
  evolve(row: Row | undefined, recorded: ProjectedEvent<E>, keyring: Keyring): Row | undefined;
  /** The row's columns as stored, personal values sealed. */
  columns(row: Row, db: Executor, keyring: Keyring): Promise<Columns>;
  /**
   * Columns a write merges into the stored value rather than replaces: the value stored after the
   * write, from the stored one (NULL for a new row) and the one written.
   */
  readonly merged?: Readonly<Record<string, (stored: RawBuilder<unknown>, written: RawBuilder<unknown>) => RawBuilder<unknown>>>;
  snapshot(db: Executor, keyring: Keyring): Promise<unknown>;
}

/**
 * A row model as the store and the replay use it, whatever its events: `keyOf` is asked only about
 * the events it handles, and `evolve` passes any other event over, leaving the row as it is.
 */
export interface RowModel<Row> extends Omit<RowModelOf<Row, DomainEvent>, 'handles' | 'keyOf' | 'evolve'> {
  readonly handles: readonly EventType[];
  keyOf(event: DomainEvent): string;
  evolve(row: Row | undefined, recorded: ProjectedEvent, keyring: Keyring): Row | undefined;
}

/** A row model's projection, which can also write from rows a command already read. */
export interface RowProjection<Row> extends Projection {
  readonly model: RowModel<Row>;
  /** The rows in `known` after `events`, and the writes that store them; reads nothing. */
  change(known: ReadonlyMap<string, Row>, events: readonly ProjectedEvent[], keyring: Keyring, db: Executor): Promise<RowChange<Row>>;
  /**
   * The statements that make the writes of several changes (one table), each write taking effect
   * only when its stream is among those `claimed` (a relation of stream_id) names.
   */
  statements(writes: readonly RowWrite[], claimed?: RawBuilder<unknown>): RawBuilder<unknown>[];
}

export interface RowChange<Row> {
  /** The rows after the events: those known and those the events created; a removed row is absent. */
  rows: ReadonlyMap<string, Row>;
  writes: RowWrite[];
}

export function rowProjection<Row, E extends DomainEvent>(rules: RowModelOf<Row, E>): RowProjection<Row> {
  const isHandled = eventsOfTypes<E>(rules.handles);
  const handledEvent = (recorded: ProjectedEvent): recorded is ProjectedEvent<E> => isHandled(recorded.event);
  const model: RowModel<Row> = {
    ...rules,
    handles: Object.keys(rules.handles).filter((type): type is E['type'] => Object.hasOwn(rules.handles, type)),
    keyOf(event) {
      if (!isHandled(event)) throw new Error(`The ${rules.name} read model has no row for ${event.type}.`);
      return rules.keyOf(event);
    },
    evolve: (row, recorded, keyring) => (handledEvent(recorded) ? rules.evolve(row, recorded, keyring) : row),
  };
  const handled = (events: readonly ProjectedEvent[]) => events.filter(handledEvent);

  async function change(known: ReadonlyMap<string, Row>, events: readonly ProjectedEvent[], keyring: Keyring, db: Executor): Promise<RowChange<Row>> {
    const rows = new Map(known);
    const changedBy = new Map<string, string>();
    for (const recorded of handled(events)) {
      const key = rules.keyOf(recorded.event);
      const after = rules.evolve(rows.get(key), recorded, keyring);
      if (after === undefined) rows.delete(key);
      else rows.set(key, after);
      changedBy.set(key, recorded.streamId);
    }
    const writes: RowWrite[] = [];
    for (const [key, streamId] of changedBy) {
      const row = rows.get(key);
      if (row === undefined) writes.push({ streamId, columns: { [model.keyColumn]: key }, removed: true });
      else writes.push({ streamId, columns: await model.columns(row, db, keyring), removed: false });
    }
    return { rows, writes };
  }

  function statements(writes: readonly RowWrite[], claimed?: RawBuilder<unknown>): RawBuilder<unknown>[] {
    const table = sql.table(model.table);
    const keyColumn = sql.ref(model.keyColumn);
    const result: RawBuilder<unknown>[] = [];
    // jsonb_populate_recordset converts each value to its column's type, so one parameter carries a
    // whole batch; the streams ride beside it in a second array, row for row (WITH ORDINALITY).
    const batch = (list: readonly RowWrite[], alias: string) => {
      const rows = sql`jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(list.map((w) => w.columns))}::jsonb) WITH ORDINALITY AS ${sql.id(alias)}`;
      if (!claimed) return { from: rows, where: sql`TRUE` };
      return {
        from: sql`${rows} JOIN unnest(${list.map((w) => w.streamId)}::text[]) WITH ORDINALITY AS s(stream_id, n) ON s.n = ${sql.ref(`${alias}.ordinality`)}`,
        where: sql`s.stream_id IN (${claimed})`,
      };
    };
    const gone = writes.filter((w) => w.removed);
    if (gone.length > 0) {
      const { from, where } = batch(gone, 'g');
      result.push(sql`DELETE FROM ${table} USING ${from} WHERE ${table}.${keyColumn} = g.${keyColumn} AND ${where}`);
    }
    const kept = writes.filter((w) => !w.removed);
    const first = kept[0];
    if (first) {
      const columns = Object.keys(first.columns);
      const list = sql.join(columns.map((c) => sql.ref(c)));
      const merged = model.merged ?? {};
      const fromRows = sql.join(columns.map((c) => merged[c]?.(sql`NULL`, sql.ref(`r.${c}`)) ?? sql.ref(`r.${c}`)));
      const updates = columns
        .filter((c) => c !== model.keyColumn)
        .map((c) => sql`${sql.ref(c)} = ${merged[c]?.(sql`${table}.${sql.ref(c)}`, sql`EXCLUDED.${sql.ref(c)}`) ?? sql`EXCLUDED.${sql.ref(c)}`}`);
      const { from, where } = batch(kept, 'r');
      result.push(sql`
        INSERT INTO ${table} (${list})
        SELECT ${fromRows} FROM ${from}
        WHERE ${where}
        ON CONFLICT (${keyColumn}) DO UPDATE SET ${sql.join(updates)}`);
    }
    return result;
  }

  return {
    name: model.name,
    handles: model.handles,
    tables: [model.table],
    model,
    change,
    statements,
    async apply(tx, events, keyring) {
      const mine = handled(events);
      if (mine.length === 0) return;
      const keys = [...new Set(mine.map((r) => model.keyOf(r.event)))];
      const known = await model.load(tx, keys, keyring);
      const { writes } = await change(known, mine, keyring, tx);
      for (const statement of statements(writes)) await statement.execute(tx);
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
