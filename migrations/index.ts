import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001_foundation.ts';

/** Every migration in order. Migrations only add (see README, "Running in production"). */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': foundation,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
