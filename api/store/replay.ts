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
      let after = '0';
      for (;;) {
        const batch = await store.readAll(after, batchSize, tx);
        if (batch.length === 0) break;
        await store.project(tx, batch);
        report.events += batch.length;
        after = batch[batch.length - 1]?.position ?? after;
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
