import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FilingStatus, FormFilingStatus } from '../../domain/contract/filing.ts';
import { HELD_PROMISE } from '../../domain/uscis/filing.ts';
import { printedFormName } from '../../domain/uscis/index.ts';
import { authenticate } from '../auth/session.ts';
import { Data, authErrors, shapeOf } from '../http/schemas.ts';
import { couplePlan } from './plan.ts';
import { API_ROUTES } from '../../domain/contract/routes.ts';
import { at } from '../http/route-table.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const FormFilingBody = shapeOf<FormFilingStatus>()(
  Type.Object({
    form: Type.String(),
    name: Type.String(),
    status: Type.Union([Type.Literal('fileable'), Type.Literal('held'), Type.Literal('unavailable')]),
    edition: Nullable(Type.String()),
    requiredEdition: Nullable(Type.String()),
    since: Nullable(Type.String()),
    message: Nullable(Type.String()),
  }),
);
const FilingBody = shapeOf<FilingStatus>()(
  Type.Object({ filingDate: Type.String({ format: 'date' }), fileable: Type.Boolean(), forms: Type.Array(FormFilingBody), promise: Type.String() }),
);

export const filingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps;

  /**
   * Whether the couple's package can be filed on today's filing date, form by form: what the check
   * screen, the preview, the dashboard and the download page say when a form is held.
   */
  app.route({
    ...at(API_ROUTES.filingStatus),
    onRequest: authenticate,
    schema: {
      response: {
        200: Data(FilingBody),
        ...authErrors,
      },
    },
    handler: async (request) => {
      const plan = await couplePlan(deps, request.userId);
      return {
        data: {
          filingDate: plan.date,
          fileable: plan.forms.every((filing) => filing.status === 'fileable'),
          promise: HELD_PROMISE,
          forms: plan.forms.map((filing) => ({
            form: filing.form,
            name: printedFormName(filing.form),
            status: filing.status,
            edition: filing.status === 'unavailable' ? null : filing.mapping.edition,
            requiredEdition: filing.status === 'fileable' ? filing.mapping.edition : (filing.hold.required?.edition ?? null),
            since: filing.status === 'fileable' ? null : filing.hold.since,
            message: filing.status === 'fileable' ? null : filing.hold.message,
          })),
        },
      };
    },
  });
};
