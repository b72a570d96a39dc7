import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import type { EventStore } from './event-store.ts';

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
  options: { verify: boolean; batchSize?: number; onProgress?: (done: number, total: number) => void },
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
      // The next batch is read (and its sealed fields opened) on a connection of its own while this
      // one projects the last: the database reads while Node folds, instead of one waiting for the
      // other. Events are only ever appended, so reading them outside the transaction sees the same
      // rows (READ COMMITTED, as inside it).
      const readAfter = (position: string) => {
        const reading = store.readAll(position, batchSize);
        // Awaited on the next turn; if projecting fails first, the read's own failure is moot.
        reading.catch(() => undefined);
        return reading;
      };
      let next = readAfter('0');
      for (;;) {
        const batch = await next;
        const last = batch[batch.length - 1];
        if (!last) break;
        next = readAfter(last.position);
        await store.project(tx, batch);
        report.events += batch.length;
        options.onProgress?.(report.events, Number(total.n));
      }
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

async function snapshots(store: EventStore, tx: Parameters<EventStore['project']>[0]): Promise<Map<string, unknown>> {
  const result = new Map<string, unknown>();
  for (const projection of store.projections) result.set(projection.name, await projection.snapshot(tx, store.keyring));
  return result;
}
