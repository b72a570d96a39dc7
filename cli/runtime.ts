import { ConfigError, loadConfig } from '../api/config.ts';
import type { AppDeps } from '../api/deps.ts';
import { openRuntime } from '../api/runtime.ts';
import { fail } from './output.ts';

/** Opens the database (joining the embedded one when the server runs), runs `work`, closes. */
export async function withRuntime<T>(work: (deps: AppDeps) => Promise<T>, options: { jobs?: boolean } = {}): Promise<T> {
  let config;
  try {
    config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const runtime = await openRuntime(config, { jobs: options.jobs ?? false });
  try {
    return await work(runtime.deps);
  } finally {
    await runtime.close();
  }
}
