import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Keyring } from './keyring.ts';
import type { RowProjection } from './projection.ts';
import type { ProjectedEvent, RowWrite } from './vocabulary.ts';

/**
 * Rows a replay holds in memory per row model before it writes them. An application changes in a
 * few hundred events spread over several batches: writing it once instead of after every batch
 * saves its sealing, its completeness and its row in every statement but the last. Past this
 * many, the rows are written and forgotten, so memory stays flat however many events there are.
 */
export const HELD_ROWS = 50_000;

/** Rows per statement when they are written: one parameter carries them all as JSON. */
const WRITE_CHUNK = 2_000;

/**
 * One row model's rows as a replay rebuilds them: evolved in memory from batch to batch, read from
 * the table only when they were written and forgotten before, and written when `flush` is called
 * (at the end, before a projection that changes this table runs, or when too many are held).
 */
export class ReplayRows<Row> {
  readonly projection: RowProjection<Row>;
  /** Rows known, opened; undefined: known to have no row (never created, or removed). */
  readonly #rows = new Map<string, Row | undefined>();
  /** Keys changed since the last flush, with the stream of their last event. */
  readonly #changed = new Map<string, string>();
  /** Every row written so far is also in #rows: a key unknown here has no row in the table. */
  #complete = true;
  readonly #limit: number;
  /** The event types the model handles: looked up for every event of every batch. */
  readonly #handles: ReadonlySet<string>;

  constructor(projection: RowProjection<Row>, limit = HELD_ROWS) {
    this.projection = projection;
    this.#limit = limit;
    this.#handles = new Set(projection.model.handles);
  }

  /** Applies `events` (a batch, in order; those of other models are passed over) to the rows held. */
  async apply(tx: Transaction<Database>, events: readonly ProjectedEvent[], keyring: Keyring): Promise<void> {
    const { model } = this.projection;
    const mine: { key: string; recorded: ProjectedEvent }[] = [];
    for (const recorded of events) {
      if (this.#handles.has(recorded.event.type)) mine.push({ key: model.keyOf(recorded.event), recorded });
    }
    if (mine.length === 0) return;
    if (!this.#complete) {
      const unknown = [...new Set(mine.map(({ key }) => key))].filter((key) => !this.#rows.has(key));
      if (unknown.length > 0) {
        const loaded = await model.load(tx, unknown, keyring);
        for (const key of unknown) this.#rows.set(key, loaded.get(key));
      }
    }
    for (const { key, recorded } of mine) {
      this.#rows.set(key, model.evolve(this.#rows.get(key), recorded, keyring));
      this.#changed.set(key, recorded.streamId);
    }
  }

  /** Writes the rows changed since the last flush; with `forget`, then lets go of every row held. */
  async flush(tx: Transaction<Database>, keyring: Keyring, options: { forget: boolean } = { forget: false }): Promise<void> {
    const { model } = this.projection;
    let writes: RowWrite[] = [];
    const write = async () => {
      for (const statement of this.projection.statements(writes)) await statement.execute(tx);
      writes = [];
    };
    for (const [key, streamId] of this.#changed) {
      const row = this.#rows.get(key);
      writes.push(row === undefined
        ? { streamId, columns: { [model.keyColumn]: key }, removed: true }
        : { streamId, columns: await model.columns(row, tx, keyring), removed: false });
      if (writes.length >= WRITE_CHUNK) await write();
    }
    if (writes.length > 0) await write();
    this.#changed.clear();
    if (options.forget || this.full) {
      this.#rows.clear();
      this.#complete = false;
    }
  }

  /** Whether so many rows are held that they should be written and forgotten. */
  get full(): boolean {
    return this.#rows.size > this.#limit;
  }
}
