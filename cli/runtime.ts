import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../api/config.ts';
import type { AppDeps } from '../api/deps.ts';
import { openRuntime } from '../api/runtime.ts';
import { fail } from './output.ts';

/** The configuration from the environment; a setting that is wrong ends the command with its message. */
export function cliConfig(defaults: Record<string, string> = {}): Config {
  try {
    return loadConfig({ ...defaults, ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Opens the database (joining the embedded one when the server runs), runs `work`, closes. */
export async function withRuntime<T>(work: (deps: AppDeps) => Promise<T>, options: { jobs?: boolean } = {}): Promise<T> {
  const config = cliConfig({ LOG_LEVEL: 'warn' });
  const runtime = await openRuntime(config, { jobs: options.jobs ?? false });
  try {
    return await work(runtime.deps);
  } finally {
    await runtime.close();
  }
}

/** Whether a database is at hand: DATABASE_URL, or the embedded one already created in DATA_DIR (a command never creates one). */
export const databaseHere = (config: Config): boolean => config.databaseUrl !== undefined || existsSync(path.join(config.dataDir, 'postgres'));
