import { acceptedLanguages, preferredLanguage } from '../domain/i18n/languages.ts';
import { translate } from '../domain/i18n/messages.ts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { accountRoutes } from './auth/account-routes.ts';
import { profileRoutes } from './auth/profile-routes.ts';
import { emailRoutes } from './auth/email-routes.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { installErrorHandler } from './http/errors.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { serveWebClient } from './web/static.ts';
import { systemRoutes } from './system/routes.ts';
import { applicationsRoutes } from './applications/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { pdfJobRoutes } from './pdf-jobs/routes.ts';
import { filingRoutes } from './filing/routes.ts';
import { createLogger } from './observability/logging.ts';
import { installObservability, requestId } from './observability/routes.ts';
import { recordSecurityEvents } from './security/events.ts';
import { API_ROUTES } from '../domain/contract/routes.ts';
import { at } from './http/route-table.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Fastify's types take a hop count as a function of the hop (proxy-addr counts hops from the server). */
const trustedProxies = (trust: Config['trustProxy']) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/**
 * Builds the application without listening: server.ts listens, tests use inject or a port.
 * `log`: the process's logger (the worker in the same process writes to it too); `logger: false`
 * for none.
 */
export async function buildApp(deps: AppDeps, options: { logger?: boolean; log?: FastifyBaseLogger; webClient?: boolean } = {}): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = options.log ?? createLogger(deps.config);
  const app = Fastify({
    // Personal data never reaches the log: no bodies, no headers, no query strings (see logging.ts).
    ...(options.logger === false ? {} : { loggerInstance }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestId,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: anyone can send it.
    trustProxy: trustedProxies(deps.config.trustProxy),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('deps', deps);
  // While closing, answers end their connection: a keep-alive socket that was busy when shutdown
  // began would otherwise hold the close open until its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.decorateRequest('userId', '');
  installErrorHandler(app);
  // The latency is observed before the security event's row is awaited, in the order of the hooks.
  installObservability(app);
  recordSecurityEvents(app);
  await installSecurityHeaders(app, deps.config);
  // Verified tokens are remembered (by their text): an autosave every few seconds would otherwise
  // check the same signature each time. Expiry and revocation are checked on every request, expiry
  // by the server's clock (authenticate). HS256 only and an expiry required: a token of another
  // algorithm or without `exp` is refused.
  await app.register(fastifyJwt, {
    secret: deps.config.jwtSecret,
    sign: { algorithm: 'HS256' },
    verify: { cache: 10_000, algorithms: ['HS256'], requiredClaims: ['exp'], ignoreExpiration: true },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => {
      // Refused before any route ran: the request's own language (the web client names the page's).
      const language = preferredLanguage(acceptedLanguages(request.headers['accept-language']));
      const error = new Error(translate(language, 'api.tooManyAttempts', { seconds: Math.ceil(context.ttl / 1000) }));
      return Object.assign(error, { statusCode: 429 });
    },
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Greencard API', version: '1' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
  });

  await app.register(async (api) => {
    await api.register(accountRoutes);
    await api.register(profileRoutes);
    await api.register(emailRoutes);
    await api.register(systemRoutes);
    await api.register(applicationsRoutes);
    await api.register(onboardingRoutes);
    await api.register(paymentRoutes);
    await api.register(analyticsRoutes);
    await api.register(pdfJobRoutes);
    await api.register(filingRoutes);
    api.route({ ...at(API_ROUTES.docs), schema: { hide: true }, handler: async () => app.swagger() });
  }, { prefix: '/api' });
  if (options.webClient ?? true) await serveWebClient(app);

  return app;
}
