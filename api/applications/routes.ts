import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../http/language.ts';
import type { Answers } from '../../domain/answers.ts';
import type { Application, Deleted } from '../../domain/contract/applications.ts';
import { requiredFieldsMap } from '../../domain/catalogue/derived.ts';
import { formTypeOfSlug } from '../../domain/catalogue/form-slug.ts';
import { CATALOGUE, type FormType } from '../../domain/catalogue/index.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/events.ts';
import { checkApplications, type CheckError as CheckErrorBody, type CheckResult } from '../../domain/rules/check.ts';
import { authenticate, requestMetadata } from '../auth/session.ts';
import { perAccountLimited } from '../auth/sign-in-limits.ts';
import { visaBulletinRows } from '../filing/visa-bulletin.ts';
import { stageAsked } from '../filing/plan.ts';
import { answersByForm } from '../pdf-jobs/service.ts';
import { filingPath } from '../../domain/rules/filing-path.ts';
import { HttpError } from '../http/errors.ts';
import { Data, FilingStageSchema, IncomeShortfallSchema, authErrors, bodyOptional, shapeOf } from '../http/schemas.ts';
import { AnswersSchema } from './answers-schema.ts';
import { hasWizard, unknownAnswerKey } from '../../domain/applications/known-keys.ts';
import { resetApplications } from './application-set-service.ts';
import { createApplication, deleteApplication, findApplicationOfType, getApplication, listApplications, saveApplication } from './service.ts';
import { API_ROUTES, type ApiRoute } from '../../domain/contract/routes.ts';
import { at, under } from '../http/route-table.ts';

const ApplicationSchema = shapeOf<Application>()(
  Type.Object({
    id: Type.String(),
    formType: Type.String(),
    // No type keyword on purpose: the serializer then writes the answers with one JSON.stringify,
    // where a record schema costs a call per answer (a quarter of an autosave's serialization time).
    data: Type.Unsafe<Answers>({ description: 'The answers by question key: text, numbers, yes/no, null, or lists of rows.' }),
    status: Type.String(),
    progress: Type.Integer(),
    completeness: Type.Integer(),
    version: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  }),
);
const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
const TypeParams = Type.Object({ type: Type.String({ maxLength: 100 }) });
const CreateBody = Type.Object({ formType: Type.String({ maxLength: 100 }), data: Type.Optional(AnswersSchema) }, { additionalProperties: false });
const SaveBody = Type.Object(
  {
    data: Type.Optional(AnswersSchema),
    progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    status: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
const CheckError = shapeOf<CheckErrorBody>()(
  Type.Object({
    field: Type.String(),
    message: Type.String(),
    formType: Type.Optional(Type.String()),
    formName: Type.Optional(Type.String()),
    step: Type.Optional(Type.Integer()),
    stepName: Type.Optional(Type.String()),
    question: Type.Optional(Type.String()),
    officialForms: Type.Optional(Type.String()),
    shortfall: Type.Optional(IncomeShortfallSchema),
  }),
);
const Checked = shapeOf<CheckResult>()(Type.Object({ isValid: Type.Boolean(), errors: Type.Array(CheckError) }));
const DeletedSchema = shapeOf<Deleted>()(Type.Object({ id: Type.String() }));

/** The URL's form type, in any case, dashes or underscores; or the body's, as the spec writes it. */
function formTypeOf(raw: string): FormType {
  const type = formTypeOfSlug(raw);
  if (!type) throw new HttpError(400, 'api.unknownFormType', { type: raw });
  return type;
}

function wizardFormType(raw: string): FormType {
  const type = formTypeOf(raw);
  if (!hasWizard(type)) throw new HttpError(400, 'api.formFilledFromOthers', { form: type });
  return type;
}

function checkedAnswers(formType: FormType, data: Record<string, unknown> | undefined): void {
  if (!data) return;
  const stray = unknownAnswerKey(formType, data);
  if (stray) throw new HttpError(400, 'api.unknownQuestion', { key: stray, form: formType });
}

function statusOf(raw: string | undefined): ApplicationStatus | undefined {
  if (raw === undefined) return undefined;
  const status = APPLICATION_STATUSES.find((s) => s === raw.toLowerCase());
  if (!status) throw new HttpError(400, 'api.unknownStatus', { status: raw, statuses: APPLICATION_STATUSES.join(', ') });
  return status;
}

/** The five routes of one name for the applications, as the table writes them. */
interface Collection {
  readonly prefix: string;
  readonly list: ApiRoute;
  readonly get: ApiRoute;
  readonly create: ApiRoute;
  readonly save: ApiRoute;
  readonly remove: ApiRoute;
}

const APPLICATIONS: Collection = {
  prefix: API_ROUTES.listApplications.path,
  list: API_ROUTES.listApplications,
  get: API_ROUTES.getApplication,
  create: API_ROUTES.createApplication,
  save: API_ROUTES.saveApplication,
  remove: API_ROUTES.deleteApplication,
};
const FORMS: Collection = {
  prefix: API_ROUTES.listForms.path,
  list: API_ROUTES.listForms,
  get: API_ROUTES.getForm,
  create: API_ROUTES.createForm,
  save: API_ROUTES.saveForm,
  remove: API_ROUTES.deleteForm,
};

/**
 * The application routes; registered under /applications and under /forms (the same records).
 * Mounted at the collection's path, as before the table: Fastify then answers the collection with
 * and without a trailing slash, and the route patterns it reports (metrics, security events) stay.
 */
function applicationRoutes(collection: Collection): FastifyPluginAsyncTypebox {
  const { prefix } = collection;
  return async (app) => {
    const deps = app.deps;
    app.addHook('onRequest', authenticate);

    app.route({
      ...under(prefix, collection.list),
      schema: { response: { 200: Data(Type.Array(ApplicationSchema)), ...authErrors } },
      handler: async (request) => ({ data: await listApplications(deps, request.userId) }),
    });

    app.route({
      ...under(prefix, collection.get),
      schema: { params: IdParams, response: { 200: Data(ApplicationSchema), ...authErrors } },
      handler: async (request) => ({ data: await getApplication(deps, request.userId, request.params.id) }),
    });

    app.route({
      ...under(prefix, collection.create),
      schema: { body: CreateBody, response: { 201: Data(ApplicationSchema), ...authErrors } },
      handler: async (request, reply) => {
        const formType = wizardFormType(request.body.formType);
        checkedAnswers(formType, request.body.data);
        const created = await createApplication(deps, request.userId, formType, request.body.data ?? {}, requestMetadata(request));
        return reply.code(201).send({ data: created });
      },
    });

    app.route({
      ...under(prefix, collection.save),
      // The web client autosaves after a pause in typing (800 ms) or at a step change: about one save
      // a second at most. A script saving faster is refused (issue 21 item 8: one account grew the
      // database by 17 MB a second); SAVE_LIMIT_PER_ACCOUNT saves per 10 seconds, 20 by default.
      config: perAccountLimited(deps.config.saveLimitPerAccount, '10 seconds'),
      schema: { params: IdParams, body: SaveBody, response: { 200: Data(ApplicationSchema), ...authErrors } },
      handler: async (request) => {
        const status = statusOf(request.body.status);
        const change = {
          ...(request.body.data ? { patch: request.body.data } : {}),
          ...(request.body.progress !== undefined ? { progress: request.body.progress } : {}),
          ...(status ? { status } : {}),
        };
        return { data: await saveApplication(deps, request.userId, request.params.id, change, requestMetadata(request)) };
      },
    });

    app.route({
      ...under(prefix, collection.remove),
      schema: { params: IdParams, response: { 200: Data(DeletedSchema), ...authErrors } },
      handler: async (request) => {
        await deleteApplication(deps, request.userId, request.params.id, requestMetadata(request));
        return { data: { id: request.params.id } };
      },
    });
  };
}

export const applicationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps;
  await app.register(applicationRoutes(APPLICATIONS), { prefix: APPLICATIONS.prefix });
  await app.register(applicationRoutes(FORMS), { prefix: FORMS.prefix });

  app.route({
    ...at(API_ROUTES.applicationOfType),
    onRequest: authenticate,
    schema: { params: TypeParams, response: { 200: Data(ApplicationSchema), ...authErrors } },
    handler: async (request) => {
      const formType = formTypeOf(request.params.type);
      const found = await findApplicationOfType(deps, request.userId, formType);
      if (!found) throw new HttpError(404, 'api.noApplicationYet', { form: formType });
      return { data: found };
    },
  });

  app.route({
    ...at(API_ROUTES.resetApplications),
    onRequest: authenticate,
    schema: { response: { 200: Data(Type.Array(ApplicationSchema)), ...authErrors } },
    handler: async (request) => ({ data: await resetApplications(deps, request.userId, requestMetadata(request)) }),
  });

  app.route({
    ...at(API_ROUTES.formTemplate),
    onRequest: authenticate,
    schema: { params: TypeParams, response: { 200: Data(Type.Unknown()), ...authErrors } },
    handler: async (request) => {
      const form = CATALOGUE[wizardFormType(request.params.type)];
      if (!form) throw new HttpError(404, 'api.formHasNoQuestions');
      return { data: form };
    },
  });

  app.route({
    ...at(API_ROUTES.requiredFields),
    onRequest: authenticate,
    schema: { response: { 200: Data(Type.Record(Type.String(), Type.Array(Type.String()))), ...authErrors } },
    handler: async (request) => ({ data: requiredFieldsMap(answersByForm(await listApplications(deps, request.userId))) }),
  });

  app.route({
    ...at(API_ROUTES.validateForms),
    onRequest: authenticate,
    preValidation: bodyOptional,
    schema: { body: Type.Object({ stage: Type.Optional(FilingStageSchema) }), response: { 200: Data(Checked), ...authErrors } },
    handler: async (request) => {
      const applications = await listApplications(deps, request.userId);
      const bulletin = await visaBulletinRows(deps.store);
      const language = await requestLanguage(request, deps.db);
      const stage = stageAsked(filingPath(answersByForm(applications), deps.filingDate(), bulletin), request.body.stage, language);
      const result = checkApplications(applications, deps.filingDate(), bulletin, stage, language);
      return { data: { isValid: result.isValid, errors: [...result.errors] } };
    },
  });
};
