import { isDeepStrictEqual } from 'node:util';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { EventStore } from './event-store.ts';
import type { Projection, RowProjection } from './projection.ts';
import { ReplayRows } from './replay-rows.ts';
import type { ProjectedEvent } from './vocabulary.ts';

export interface ReplayReport {
  events: number;
  seconds: number;
  /** Read models whose rebuilt content differs from the live tables (verify only). */
  differences: string[];
}

class RollBack extends Error {}

/**
 * Rebuilds every read model from the events, in batches, in one transaction. With `verify` the
 * rebuilt tables are compared with the live ones and the transaction is rolled back, so the live
 * tables are never touched by a verification.
 */
export async function replay(
  store: EventStore,
  options: {
    verify: boolean;
    batchSize?: number;
    /** Rows of one read model held in memory before they are written and forgotten (ReplayRows). */
    heldRows?: number;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<ReplayReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 5000;
  const report: ReplayReport = { events: 0, seconds: 0, differences: [] };
  const total = await store.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  await store.db
    .transaction()
    .execute(async (tx) => {
      const before = options.verify ? await snapshots(store, tx) : undefined;
      const tables = [...new Set(store.projections.flatMap((p) => p.tables))];
      await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t)))}`.execute(tx);
      // The next batch is read on a connection of its own as soon as this one has arrived, while
      // Node opens and projects this one: the database reads while Node folds, instead of one
      // waiting for the other. Events are only ever appended, so reading them outside the
      // transaction sees the same rows (READ COMMITTED, as inside it).
      const readAfter = (position: string) => {
        const reading = store.readBatch(position, batchSize);
        // Awaited on the next turn; if projecting fails first, the read's own failure is moot.
        reading.catch(() => undefined);
        return reading;
      };
      const rebuilder = new Rebuilder(store, tx, options.heldRows);
      let next = readAfter('0');
      for (;;) {
        const stored = await next;
        if (stored.last === null) break;
        next = readAfter(stored.last);
        const batch = await store.openBatch(stored);
        await rebuilder.project(batch);
        report.events += batch.length;
        options.onProgress?.(report.events, Number(total.n));
      }
      await rebuilder.finish();
      if (before) {
        const rebuilt = await snapshots(store, tx);
        for (const [name, live] of before) {
          if (!isDeepStrictEqual(live, rebuilt.get(name))) report.differences.push(name);
        }
        throw new RollBack();
      }
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

const isRowProjection = (projection: Projection): projection is RowProjection<unknown> => 'model' in projection;

/**
 * The projections as a replay runs them, batch after batch: as an append would, in the same order,
 * except that the row models' rows stay in memory between batches and are written once (ReplayRows).
 */
class Rebuilder {
  readonly #store: EventStore;
  readonly #tx: Transaction<Database>;
  readonly #steps: { projection: Projection; rows: ReplayRows<unknown> | undefined }[];

  constructor(store: EventStore, tx: Transaction<Database>, heldRows?: number) {
    this.#store = store;
    this.#tx = tx;
    this.#steps = store.projections.map((projection) => ({ projection, rows: isRowProjection(projection) ? new ReplayRows(projection, heldRows) : undefined }));
  }

  async project(batch: readonly ProjectedEvent[]): Promise<void> {
    const { keyring } = this.#store;
    for (const { projection, rows } of this.#steps) {
      if (rows) {
        await rows.apply(this.#tx, batch, keyring);
        if (rows.full) await rows.flush(this.#tx, keyring);
        continue;
      }
      const others = projection.changesOthers ?? [];
      const touched = others.length > 0 && batch.some((r) => projection.handles.includes(r.event.type))
        ? this.#steps.filter((step) => step.rows && others.includes(step.rows.projection.model.table))
        : [];
      // The rows it changes are written first, and read again after it, as it left them.
      for (const step of touched) await step.rows?.flush(this.#tx, keyring);
      await projection.apply(this.#tx, batch, keyring);
      for (const step of touched) await step.rows?.flush(this.#tx, keyring, { forget: true });
    }
  }

  /** Writes every row still held. */
  async finish(): Promise<void> {
    for (const { rows } of this.#steps) await rows?.flush(this.#tx, this.#store.keyring);
  }
}

async function snapshots(store: EventStore, tx: Parameters<EventStore['project']>[0]): Promise<Map<string, unknown>> {
  const result = new Map<string, unknown>();
  for (const projection of store.projections) result.set(projection.name, await projection.snapshot(tx, store.keyring));
  return result;
}
