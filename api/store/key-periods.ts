import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/database.ts';
import { KEY_PERIOD_QUEUE } from '../jobs/boss.ts';
import type { Keyring } from './keyring.ts';

/** Every hour: a deleted account's data key is beyond the master key's reach within the hour. */
const HOURLY = '17 * * * *';

export interface PeriodRotation {
  period: string;
  moved: number;
  destroyedPeriods: number;
}

/**
 * Crypto-shredding that holds against the master key and the database files (issue 21 item 6):
 * moves every live data key to a new period, deletes the older periods' keys, then rewrites the
 * small key_periods table (VACUUM FULL writes a new file and truncates the old one, so the destroyed
 * period keys leave the table's files), then closes the WAL segment and asks for a checkpoint, which
 * removes the segments holding them (with wal_recycle=off; recycled ones keep their bytes until
 * overwritten). Without the rights to do both, the server's own checkpoints get there later. What
 * WAL archives and backups keep is the README's (Security).
 */
export async function rotateKeyPeriod(db: Db, keyring: Keyring, log?: FastifyBaseLogger): Promise<PeriodRotation> {
  const rotation = await db.transaction().execute((tx) => keyring.rotatePeriod(tx));
  await sql`VACUUM FULL key_periods`.execute(db);
  // The WAL segment written since holds the destroyed keys: close it, and let a checkpoint remove it.
  try {
    await sql`SELECT pg_switch_wal()`.execute(db);
    await sql`CHECKPOINT`.execute(db);
  } catch (error) {
    log?.warn({ err: error }, 'pg_switch_wal() or CHECKPOINT refused after a key period rotation (grant pg_checkpoint and EXECUTE on pg_switch_wal); the WAL holding the destroyed keys goes at a later checkpoint');
  }
  return rotation;
}

/** The hourly rotation, and one soon after each account deletion (at most one every five minutes). */
export async function startKeyPeriodJobs(db: Db, keyring: Keyring, boss: PgBoss, log: FastifyBaseLogger): Promise<void> {
  await boss.work(KEY_PERIOD_QUEUE, { batchSize: 1 }, async () => {
    const rotation = await rotateKeyPeriod(db, keyring, log);
    log.info({ moved: rotation.moved, destroyedPeriods: rotation.destroyedPeriods }, 'key period rotated');
  });
  await boss.schedule(KEY_PERIOD_QUEUE, HOURLY, null, { tz: 'UTC' });
}

export async function rotateSoonAfterDeletion(boss: PgBoss | undefined): Promise<void> {
  await boss?.send(KEY_PERIOD_QUEUE, null, { singletonKey: 'after-deletion', singletonSeconds: 300 });
}
