import { Kysely, Migrator, PostgresDialect, Transaction } from 'kysely';
import pg from 'pg';
import { migrationProvider } from '../../migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

// bigint positions and counts as strings, timestamps as Date: pg's defaults, kept explicit.
export function createDb(connectionString: string, maxConnections = 10): Db {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection dropped by the server (restart, failover) must not bring the process down;
  // the pool replaces it on the next query.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs `work` in the caller's transaction, or in a new one. */
export function inTransaction<T>(executor: Executor, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return executor instanceof Transaction ? work(executor) : executor.transaction().execute(work);
}
