import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ClientConfig, SystemStatus } from '../../domain/contract/system.ts';
import { Data, shapeOf } from '../http/schemas.ts';
import { readSystemStatus } from './maintenance.ts';
import { formFiling, holdMessage } from '../../domain/uscis/filing.ts';
import { requestLanguage } from '../http/language.ts';
import { printedFormName, USCIS_FORMS } from '../../domain/uscis/types.ts';
import { API_ROUTES } from '../../domain/contract/routes.ts';
import { at } from '../http/route-table.ts';

const Nullable = (s: ReturnType<typeof Type.String>) => Type.Union([s, Type.Null()]);

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** What the client needs to know of the server's set-up: no secret, nothing personal. */
  app.route({
    ...at(API_ROUTES.config),
    schema: {
      response: {
        200: Data(
          shapeOf<ClientConfig>()(
            Type.Object({
              testLoginEnabled: Type.Boolean(),
              paymentProvider: Type.Union([Type.Literal('development'), Type.Literal('stripe')]),
              filingDate: Type.String({ format: 'date' }),
              formsToday: Type.Array(Type.Object({ name: Type.String(), fileable: Type.Boolean(), message: Nullable(Type.String()) })),
              support: Type.Object({
                phone: Type.String(),
                email: Type.String(),
                days: Type.Array(Type.Integer({ minimum: 1, maximum: 7 })),
                opens: Type.String(),
                closes: Type.String(),
                timeZone: Type.String(),
                languages: Type.Array(Type.String()),
                placeholder: Type.Boolean(),
              }),
            }),
          ),
        ),
      },
    },
    handler: async (request) => {
      const filingDate = app.deps.filingDate();
      const installed = await app.deps.renderer.installed();
      // Why a form waits, in the page's language (Accept-Language, which the web client sends).
      const language = await requestLanguage(request, app.deps.db);
      // The same editions and templates a couple's plan reads, without a couple: no answer is needed.
      const formsToday = USCIS_FORMS.map((form) => {
        const filing = formFiling(form, filingDate, installed);
        return { name: printedFormName(form), fileable: filing.status === 'fileable', message: filing.status === 'fileable' ? null : holdMessage(form, filing.hold, filingDate, language) };
      });
      return {
        data: {
          testLoginEnabled: app.deps.config.enableTestLogin,
          paymentProvider: app.deps.stripe ? ('stripe' as const) : ('development' as const),
          filingDate,
          formsToday,
          support: { ...app.deps.config.support, days: [...app.deps.config.support.days], languages: [...app.deps.config.support.languages] },
        },
      };
    },
  });

  app.route({
    ...at(API_ROUTES.systemStatus),
    schema: {
      response: {
        200: Data(
          shapeOf<SystemStatus>()(
            Type.Object({
              isWarningMode: Type.Boolean(),
              message: Nullable(Type.String()),
              maintenanceStart: Nullable(Type.String()),
              maintenanceEnd: Nullable(Type.String()),
            }),
          ),
        ),
      },
    },
    handler: async () => ({ data: await readSystemStatus(app.deps.db) }),
  });
};
