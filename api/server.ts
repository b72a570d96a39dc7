import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openRuntime } from './runtime.ts';

/**
 * Starts the product: database (embedded unless DATABASE_URL), migrations, then the HTTP server.
 * SIGTERM/SIGINT finish the requests in flight, close the pool and stop PostgreSQL cleanly.
 */
export async function serve(config: Config): Promise<FastifyInstance> {
  const runtime = await openRuntime(config);
  const app = await buildApp(runtime.deps);
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
