import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data } from '../http/schemas.ts';
import { readSystemStatus } from './maintenance.ts';

const Nullable = (s: ReturnType<typeof Type.String>) => Type.Union([s, Type.Null()]);

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/system-status', {
    schema: {
      response: {
        200: Data(
          Type.Object({
            isWarningMode: Type.Boolean(),
            message: Nullable(Type.String()),
            maintenanceStart: Nullable(Type.String()),
            maintenanceEnd: Nullable(Type.String()),
          }),
        ),
      },
    },
  }, async () => ({ data: await readSystemStatus(app.deps.db) }));
};
