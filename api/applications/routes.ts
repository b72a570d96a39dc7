import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Answers } from '../../domain/answers.ts';
import type { Application, Deleted } from '../../domain/contract/applications.ts';
import { requiredFieldsMap } from '../../domain/catalogue/derived.ts';
import { formTypeOfSlug } from '../../domain/catalogue/form-slug.ts';
import { CATALOGUE, type FormType } from '../../domain/catalogue/index.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/events.ts';
import { checkApplications, type CheckError as CheckErrorBody, type CheckResult } from '../../domain/rules/check.ts';
import { authenticate, requestMetadata } from '../auth/session.ts';
import { visaBulletinRows } from '../filing/visa-bulletin.ts';
import { HttpError } from '../http/errors.ts';
import { Data, authErrors, shapeOf } from '../http/schemas.ts';
import { AnswersSchema } from './answers-schema.ts';
import { hasWizard, unknownAnswerKey } from '../../domain/applications/known-keys.ts';
import { resetApplications } from './application-set-service.ts';
import { createApplication, deleteApplication, findApplicationOfType, getApplication, listApplications, saveApplication } from './service.ts';

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
  }),
);
const Checked = shapeOf<CheckResult>()(Type.Object({ isValid: Type.Boolean(), errors: Type.Array(CheckError) }));
const DeletedSchema = shapeOf<Deleted>()(Type.Object({ id: Type.String() }));

/** The URL's form type, in any case, dashes or underscores; or the body's, as the spec writes it. */
function formTypeOf(raw: string): FormType {
  const type = formTypeOfSlug(raw);
  if (!type) throw new HttpError(400, `Unknown form type: ${raw}`);
  return type;
}

function wizardFormType(raw: string): FormType {
  const type = formTypeOf(raw);
  if (!hasWizard(type)) throw new HttpError(400, `${type} has no questions of its own: it is filled from the beneficiary and marriage answers.`);
  return type;
}

function checkedAnswers(formType: FormType, data: Record<string, unknown> | undefined): void {
  if (!data) return;
  const stray = unknownAnswerKey(formType, data);
  if (stray) throw new HttpError(400, `Unknown question "${stray}" for ${formType}.`);
}

function statusOf(raw: string | undefined): ApplicationStatus | undefined {
  if (raw === undefined) return undefined;
  const status = APPLICATION_STATUSES.find((s) => s === raw.toLowerCase());
  if (!status) throw new HttpError(400, `Unknown status "${raw}"; use one of ${APPLICATION_STATUSES.join(', ')}.`);
  return status;
}

/** The application routes; registered under /applications and under /forms (the same records). */
function applicationRoutes(): FastifyPluginAsyncTypebox {
  return async (app) => {
    const deps = app.deps;
    app.addHook('onRequest', authenticate);

    app.get('/', { schema: { response: { 200: Data(Type.Array(ApplicationSchema)), ...authErrors } } }, async (request) => ({
      data: await listApplications(deps, request.userId),
    }));

    app.get('/:id', { schema: { params: IdParams, response: { 200: Data(ApplicationSchema), ...authErrors } } }, async (request) => ({
      data: await getApplication(deps, request.userId, request.params.id),
    }));

    app.post('/', { schema: { body: CreateBody, response: { 201: Data(ApplicationSchema), ...authErrors } } }, async (request, reply) => {
      const formType = wizardFormType(request.body.formType);
      checkedAnswers(formType, request.body.data);
      const created = await createApplication(deps, request.userId, formType, request.body.data ?? {}, requestMetadata(request));
      return reply.code(201).send({ data: created });
    });

    app.put('/:id', { schema: { params: IdParams, body: SaveBody, response: { 200: Data(ApplicationSchema), ...authErrors } } }, async (request) => {
      const status = statusOf(request.body.status);
      const change = {
        ...(request.body.data ? { patch: request.body.data } : {}),
        ...(request.body.progress !== undefined ? { progress: request.body.progress } : {}),
        ...(status ? { status } : {}),
      };
      return { data: await saveApplication(deps, request.userId, request.params.id, change, requestMetadata(request)) };
    });

    app.delete('/:id', { schema: { params: IdParams, response: { 200: Data(DeletedSchema), ...authErrors } } }, async (request) => {
      await deleteApplication(deps, request.userId, request.params.id, requestMetadata(request));
      return { data: { id: request.params.id } };
    });
  };
}

export const applicationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps;
  await app.register(applicationRoutes(), { prefix: '/applications' });
  await app.register(applicationRoutes(), { prefix: '/forms' });

  app.get('/applications/type/:type', {
    onRequest: authenticate,
    schema: { params: TypeParams, response: { 200: Data(ApplicationSchema), ...authErrors } },
  }, async (request) => {
    const formType = formTypeOf(request.params.type);
    const found = await findApplicationOfType(deps, request.userId, formType);
    if (!found) throw new HttpError(404, `No ${formType} application yet.`);
    return { data: found };
  });

  app.post('/applications/reset', {
    onRequest: authenticate,
    schema: { response: { 200: Data(Type.Array(ApplicationSchema)), ...authErrors } },
  }, async (request) => ({ data: await resetApplications(deps, request.userId, requestMetadata(request)) }));

  app.get('/forms/templates/:type', {
    onRequest: authenticate,
    schema: { params: TypeParams, response: { 200: Data(Type.Unknown()), ...authErrors } },
  }, async (request) => {
    const form = CATALOGUE[wizardFormType(request.params.type)];
    if (!form) throw new HttpError(404, 'This form has no questions of its own.');
    return { data: form };
  });

  app.get('/forms/required-fields', {
    onRequest: authenticate,
    schema: { response: { 200: Data(Type.Record(Type.String(), Type.Array(Type.String()))), ...authErrors } },
  }, async () => ({ data: requiredFieldsMap() }));

  app.post('/forms/validate', {
    onRequest: authenticate,
    schema: { response: { 200: Data(Checked), ...authErrors } },
  }, async (request) => {
    const applications = await listApplications(deps, request.userId);
    const result = checkApplications(applications, deps.filingDate(), await visaBulletinRows(deps.store));
    return { data: { isValid: result.isValid, errors: [...result.errors] } };
  });
};
