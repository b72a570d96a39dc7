import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FilingStatus, FormFilingStatus, StageStatus } from '../../domain/contract/filing.ts';
import { currentStage } from '../../domain/rules/filing-path.ts';
import { nextSteps, pathSummary, petitionFirstProposal, stageTitle } from '../../domain/filing/stages.ts';
import { heldPromise, holdMessage, isFileable, waitMessage, type FormFiling } from '../../domain/uscis/filing.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { requestLanguage } from '../http/language.ts';
import { printedFormName } from '../../domain/uscis/index.ts';
import { authenticate } from '../auth/session.ts';
import { Data, FilingStageSchema, authErrors, shapeOf } from '../http/schemas.ts';
import { couplePlans } from './plan.ts';
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
const StageBody = shapeOf<StageStatus>()(
  Type.Object({
    stage: FilingStageSchema,
    title: Type.String(),
    fileable: Type.Boolean(),
    forms: Type.Array(FormFilingBody),
    wait: Nullable(Type.String()),
    current: Type.Boolean(),
  }),
);
const FilingBody = shapeOf<FilingStatus>()(
  Type.Object({
    filingDate: Type.String({ format: 'date' }),
    fileable: Type.Boolean(),
    forms: Type.Array(FormFilingBody),
    promise: Type.String(),
    path: Type.Union([
      Type.Literal('together'),
      Type.Literal('petition-first'),
      Type.Literal('petition-filed'),
      Type.Literal('consular'),
      Type.Literal('petition-only'),
    ]),
    pathSummary: Type.String(),
    stages: Type.Array(StageBody),
    payable: Type.Boolean(),
    proposal: Nullable(Type.String()),
    nextSteps: Nullable(Type.String()),
  }),
);

/** One form's status, its reason in the reader's language for the plan's date. */
const formStatusIn = (language: Language, date: string) => (filing: FormFiling): FormFilingStatus => ({
  form: filing.form,
  name: printedFormName(filing.form),
  status: filing.status,
  edition: filing.status === 'unavailable' ? null : filing.mapping.edition,
  requiredEdition: filing.status === 'fileable' ? filing.mapping.edition : (filing.hold.required?.edition ?? null),
  since: filing.status === 'fileable' ? null : filing.hold.since,
  message: filing.status === 'fileable' ? null : holdMessage(filing.form, filing.hold, date, language),
});

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
      const plans = await couplePlans(deps, request.userId);
      const language = await requestLanguage(request, deps.db);
      const formStatus = formStatusIn(language, plans[0]?.date ?? deps.filingDate());
      const first = plans[0];
      if (!first) throw new Error('A filing path has at least one stage.');
      const { path } = first;
      const now = currentStage(path);
      const current = plans.find((plan) => plan.stage === now) ?? first;
      const stages = plans.map((plan) => ({
        stage: plan.stage,
        title: stageTitle(plan.stage, plan.forms.map((filing) => printedFormName(filing.form)), language),
        fileable: isFileable(plan),
        forms: plan.forms.map(formStatus),
        wait: waitMessage(plan.wait, language),
        current: plan.stage === now,
      }));
      return {
        data: {
          filingDate: first.date,
          fileable: isFileable(current),
          promise: heldPromise(language),
          forms: current.forms.map(formStatus),
          path: path.kind,
          pathSummary: pathSummary(path, language),
          stages,
          payable: plans.some(isFileable),
          proposal: path.kind === 'together' && !isFileable(current) ? petitionFirstProposal(current, language) : null,
          nextSteps: nextSteps(path, language),
        },
      };
    },
  });
};
