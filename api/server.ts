import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { startFilingJobs } from './filing/jobs.ts';
import { startupFilingSummary } from './filing/startup-summary.ts';
import { startKeyPeriodJobs } from './store/key-periods.ts';
import { startPdfWorker } from './pdf-jobs/worker.ts';
import { installBundledForms } from './pdf/sync.ts';
import { createLogger } from './observability/logging.ts';
import { startHealthServer } from './observability/routes.ts';
import { openRuntime } from './runtime.ts';
import { buildAtStart, buildWebClient } from './web/build.ts';

/**
 * Starts the product: database (embedded unless DATABASE_URL), migrations, then the HTTP server.
 * SIGTERM/SIGINT finish the requests in flight, close the pool and stop PostgreSQL cleanly.
 */
export async function serve(config: Config, options: { webClient?: boolean; worker?: boolean } = {}): Promise<FastifyInstance> {
  const log = createLogger(config);
  const webClient = options.webClient ?? true;
  if (webClient && buildAtStart(config.nodeEnv)) {
    log.info('Building the web client (first start, or its sources changed)…');
    await buildWebClient();
  }
  // The editions this release carries that the forms directory lacks (the first start, or a release
  // that maps a new edition), without network; without them the server runs and says what to do.
  const forms = await installBundledForms(config.uscisFormsDir);
  log.info(forms.message);
  const runtime = await openRuntime(config, { jobs: true, log });
  if ((options.worker ?? true) && runtime.deps.boss) {
    await startPdfWorker(runtime.deps, runtime.deps.boss, log);
    await startFilingJobs(runtime.deps, runtime.deps.boss, log);
    await startKeyPeriodJobs(runtime.deps.db, runtime.deps.keyring, runtime.deps.boss, log);
  }
  const app = await buildApp(runtime.deps, { webClient, log });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const today = new Date().toISOString().slice(0, 10);
  for (const line of startupFilingSummary(runtime.deps.filingDate(), today, config.filingDate !== undefined, await runtime.deps.renderer.installed())) log.info(line);
  if (runtime.deps.mailer.kind === 'outbox') {
    if (config.nodeEnv === 'development') log.info('SMTP_URL is not set: e-mail is kept in the outbox table and each link is written to this log.');
    else log.warn('SMTP_URL is not set: e-mail is kept in the outbox table and reaches nobody; set SMTP_URL.');
  }
  return app;
}

/**
 * Works jobs only: API instances and worker pools scale apart, over one PostgreSQL. With
 * HEALTH_PORT it also answers /healthz, /readyz and /metrics there (see startHealthServer).
 */
export async function work(config: Config): Promise<void> {
  const log = createLogger(config);
  log.info((await installBundledForms(config.uscisFormsDir)).message);
  const runtime = await openRuntime(config, { jobs: true, log });
  const { boss } = runtime.deps;
  if (!boss) throw new Error('The job queue did not start.');
  await startPdfWorker(runtime.deps, boss, log);
  await startFilingJobs(runtime.deps, boss, log);
  await startKeyPeriodJobs(runtime.deps.db, runtime.deps.keyring, boss, log);
  const health = config.healthPort === undefined ? undefined : await startHealthServer(runtime.deps, log, config.healthPort, config.host);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: finishing the jobs in hand, then stopping`);
    await health?.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  log.info('Worker ready: waiting for PDF jobs.');
}
