import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openRuntime } from './runtime.ts';
import { buildWebClient, webClientIsStale } from './web/build.ts';

/**
 * Starts the product: database (embedded unless DATABASE_URL), migrations, then the HTTP server.
 * SIGTERM/SIGINT finish the requests in flight, close the pool and stop PostgreSQL cleanly.
 */
export async function serve(config: Config, options: { webClient?: boolean } = {}): Promise<FastifyInstance> {
  const webClient = options.webClient ?? true;
  if (webClient && webClientIsStale()) {
    console.log('Building the web client (first start, or its sources changed)…');
    await buildWebClient();
  }
  const runtime = await openRuntime(config);
  const app = await buildApp(runtime.deps, { webClient });
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
  if (runtime.deps.mailer.kind === 'outbox') {
    app.log.info('SMTP_URL is not set: e-mail is kept in the outbox table and each link is written to this log.');
  }
  return app;
}
