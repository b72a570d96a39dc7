import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ANALYTICS_EVENT_NAMES, type AnalyticsEvent as AnalyticsEventBody, type Recorded } from '../../domain/contract/analytics.ts';
import { HttpError } from '../http/errors.ts';
import { Data, shapeOf } from '../http/schemas.ts';
import { API_ROUTES } from '../../domain/contract/routes.ts';
import { at } from '../http/route-table.ts';

const AnalyticsEvent = shapeOf<AnalyticsEventBody>()(Type.Object(
  {
    name: Type.Enum(ANALYTICS_EVENT_NAMES),
    properties: Type.Optional(
      Type.Object(
        {
          method: Type.Optional(Type.Literal('email')),
          form_type: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{1,40}$' })),
          eligible: Type.Optional(Type.Boolean()),
          currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
          value: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
          path: Type.Optional(Type.String({ maxLength: 300 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
));

/**
 * A page path without anything that could identify a person: no query (tokens travel there),
 * ids replaced by ':id'.
 */
export function anonymousPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .map((segment) => (/^[0-9a-f-]{16,}$/i.test(segment) || /\d{4,}/.test(segment) ? ':id' : segment))
    .join('/');
}

/** Product analytics without personal data: no user id, no address, no token, no answer. */
export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...at(API_ROUTES.analyticsEvent),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: { body: AnalyticsEvent, response: { 202: Data(shapeOf<Recorded>()(Type.Object({ recorded: Type.Boolean() }))) } },
    handler: async (request, reply) => {
      const properties = { ...request.body.properties };
      // PostgreSQL's jsonb refuses NUL and half a surrogate pair: such a path is refused here, plainly.
      if (properties.path !== undefined && (properties.path.includes('\u0000') || !properties.path.isWellFormed())) {
        throw new HttpError(400, 'api.pagePathInvalid');
      }
      if (properties.path !== undefined) properties.path = anonymousPath(properties.path);
      await app.deps.db.insertInto('analytics_events').values({ name: request.body.name, properties: JSON.stringify(properties) }).execute();
      return reply.code(202).send({ data: { recorded: true } });
    },
  });
};
