import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../deps.ts';
import { HttpError, installErrorHandler } from '../http/errors.ts';
import { recordSecurityEvents } from '../security/events.ts';
import { metricsOf } from './metrics.ts';
import { Readiness } from './readiness.ts';

/** Probes come every few seconds and scrapes every few: their lines would drown the log at info. */
const QUIET = 'warn';

/** A request id given by a proxy is kept when it is a plain token; otherwise each request gets one. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

function carriesToken(request: FastifyRequest, token: string): boolean {
  // Hashes of equal length, so the comparison takes the same time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${token}`));
}

/**
 * /healthz, /readyz and /metrics, outside /api and its rate limits, and the per-request work they
 * rest on: the latency histogram, and the request id echoed in `x-request-id` so a person who
 * reports a problem can quote the id every log line of their request carries.
 */
export function installObservability(app: FastifyInstance): void {
  const deps = app.deps;
  const metrics = metricsOf(deps);
  const readiness = new Readiness(deps);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      // The route's pattern, never the URL: ids in paths would make a series per application.
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/healthz', {
    logLevel: QUIET,
    schema: { hide: true, response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
  }, async () => ({ status: 'ok' as const }));

  api.get('/readyz', {
    logLevel: QUIET,
    schema: {
      hide: true,
      response: {
        200: Type.Union([
          Type.Object({ status: Type.Literal('ready') }),
          // Serving, but a form of the package is held on today's filing date: say which, not 503.
          Type.Object({ status: Type.Literal('degraded'), degraded: Type.Array(Type.String()) }),
        ]),
        503: Type.Object({ status: Type.Literal('not ready'), problems: Type.Array(Type.String()), degraded: Type.Optional(Type.Array(Type.String())) }),
      },
    },
  }, async (_request, reply) => {
    const { problems, degraded } = await readiness.report();
    if (problems.length > 0) return reply.code(503).send({ status: 'not ready' as const, problems: [...problems], ...(degraded.length > 0 ? { degraded: [...degraded] } : {}) });
    if (degraded.length > 0) return { status: 'degraded' as const, degraded: [...degraded] };
    return { status: 'ready' as const };
  });

  api.get('/metrics', { logLevel: QUIET, schema: { hide: true } }, async (request, reply) => {
    const token = deps.config.metricsToken;
    if (token !== undefined && !carriesToken(request, token)) {
      throw new HttpError(401, 'api.metricsToken', {}, { 'www-authenticate': 'Bearer' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/**
 * A worker has no API: with HEALTH_PORT it answers the same three routes on that port, so an
 * orchestrator can probe it and Prometheus can read its job metrics.
 */
export async function startHealthServer(deps: AppDeps, log: FastifyBaseLogger, port: number, host: string): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: log, genReqId: requestId });
  app.decorate('deps', deps);
  app.decorateRequest('userId', '');
  installErrorHandler(app);
  // The latency is observed before the security event's row is awaited, in the order of the hooks.
  installObservability(app);
  recordSecurityEvents(app);
  await app.listen({ port, host });
  return app;
}
