import { PgBoss } from 'pg-boss';

export const PDF_QUEUE = 'pdf-generate';

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
  return boss;
}
