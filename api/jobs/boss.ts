import { CompiledQuery, type Transaction } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/schema.ts';

export const PDF_QUEUE = 'pdf-generate';
/** The held packages looked at again (api/filing/review.ts). */
export const HELD_REVIEW_QUEUE = 'held-packages-review';
/** One e-mail to a couple whose held package was released. */
export const PACKAGE_READY_MAIL_QUEUE = 'package-ready-mail';
/** The daily look for new editions at USCIS (api/filing/edition-watch.ts). */
export const FORMS_WATCH_QUEUE = 'forms-watch';
/** The hourly rotation of the key period that wraps data keys (api/store/key-periods.ts). */
export const KEY_PERIOD_QUEUE = 'key-period-rotation';

/** Time for one package in the worst case is seconds; a job still active after this is retried. */
const PDF_EXPIRE_SECONDS = 300;
/** A worker that stops heartbeating (killed) hands its job back within about this long. */
const PDF_HEARTBEAT_SECONDS = 10;

export interface BossOptions {
  /** How often the supervisor looks for jobs whose worker died. */
  superviseIntervalSeconds?: number;
}

/** pg-boss in the product's own database (schema pgboss), with the PDF queue created. */
export async function startBoss(connectionString: string, options: BossOptions = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    useListenNotify: true,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 5,
  });
  boss.on('error', (error: unknown) => process.emitWarning(`pg-boss: ${error instanceof Error ? error.message : String(error)}`));
  await boss.start();
  await boss.createQueue(PDF_QUEUE, {
    retryLimit: 3,
    retryDelay: 1,
    expireInSeconds: PDF_EXPIRE_SECONDS,
    heartbeatSeconds: PDF_HEARTBEAT_SECONDS,
    notify: true,
  });
  // Every process that may send these jobs creates their queues; creating one that exists is a no-op.
  await boss.createQueue(HELD_REVIEW_QUEUE, { retryLimit: 2, retryDelay: 60 });
  await boss.createQueue(PACKAGE_READY_MAIL_QUEUE, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
  await boss.createQueue(FORMS_WATCH_QUEUE, { retryLimit: 0 });
  await boss.createQueue(KEY_PERIOD_QUEUE, { retryLimit: 2, retryDelay: 60 });
  return boss;
}

/**
 * pg-boss writes a job through our transaction, so the job exists exactly when the event that
 * asks for it does.
 */
export function inTransaction(tx: Transaction<Database>): { db: { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> } } {
  return {
    db: {
      async executeSql(text, values = []) {
        const result = await tx.executeQuery(CompiledQuery.raw(text, values));
        return { rows: [...result.rows] };
      },
    },
  };
}
