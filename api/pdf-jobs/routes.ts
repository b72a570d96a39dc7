import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '../../domain/i18n/languages.ts';
import { requestLanguage } from '../http/language.ts';
import { isMessageId, translate } from '../../domain/i18n/messages.ts';
import { PDF_JOB_STATUSES, type DownloadLink, type JobStarted, type PdfJobReport, type StageRequest } from '../../domain/contract/pdf-jobs.ts';
import { DOWNLOAD_FILE_NAME } from '../../domain/product/package.ts';
import { checkApplications } from '../../domain/rules/check.ts';
import { listApplications } from '../applications/service.ts';
import { authenticate, readUser, requestMetadata } from '../auth/session.ts';
import { couplePlan, packageEditions, recordHold, refuseUnavailableForms, stageAsked, stageHeldMessage } from '../filing/plan.ts';
import { isFileable } from '../../domain/uscis/filing.ts';
import { filingPath, isFilingStage } from '../../domain/rules/filing-path.ts';
import { HttpError, inReadersLanguage } from '../http/errors.ts';
import { isUuid } from '../http/ids.ts';
import { Data, ErrorBody, FilingStageSchema, authErrors, bodyOptional, shapeOf } from '../http/schemas.ts';
import { refuseUnlessReadyToFile } from '../onboarding/journey-gate.ts';
import { perAccountLimited } from '../auth/sign-in-limits.ts';
import { matchesCurrentAnswers } from './checked-answers.ts';
import { previewOnDemand } from './preview-on-demand.ts';
import { answersByForm, requestPdfJob } from './service.ts';
import { visaBulletinRows } from '../filing/visa-bulletin.ts';
import { API_ROUTES } from '../../domain/contract/routes.ts';
import { at } from '../http/route-table.ts';

/**
 * A failed job's reason in the reader's language: the worker records a message id. A job that failed
 * before it did kept the English sentence it was given, shown as recorded.
 */
const failureText = (recorded: string, language: Language): string => (isMessageId(recorded) ? translate(language, recorded) : recorded);

const PREVIEW_LINK_SECONDS = 60 * 60;
const DOWNLOAD_LINK_SECONDS = 5 * 60;
/** A person opens the preview a few times a minute at most; a script asking more fills the queue. */
const GENERATE_PER_MINUTE = 10;
export const STALE_PACKAGE = translate('en', 'api.stalePackage');
const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
const Started = shapeOf<JobStarted>()(Type.Object({ jobId: Type.String() }));
const Report = shapeOf<PdfJobReport>()(
  Type.Object({
    jobId: Type.String(),
    stage: FilingStageSchema,
    status: Type.Enum(PDF_JOB_STATUSES),
    progress: Type.Integer(),
    previewImagesJson: Type.Union([Type.String(), Type.Null()]),
    zoomImagesJson: Type.Union([Type.String(), Type.Null()]),
    error: Type.Union([Type.String(), Type.Null()]),
    current: Type.Boolean(),
  }),
);
const Link = shapeOf<DownloadLink>()(Type.Object({ url: Type.String() }));
const StageBody = shapeOf<StageRequest>()(Type.Object({ stage: Type.Optional(FilingStageSchema) }));

const CheckErrors = Type.Object({ error: Type.String(), errors: Type.Array(Type.Object({ field: Type.String(), message: Type.String() }, { additionalProperties: true })) });

export const pdfJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps;

  async function hadFileablePackage(userId: string, stage: string): Promise<boolean> {
    const found = await deps.db
      .selectFrom('pdf_jobs')
      .select('id')
      .where('user_id', '=', userId)
      .where('stage', '=', stage)
      .where('held', '=', false)
      .where('status', '=', 'COMPLETED')
      .executeTakeFirst();
    return found !== undefined;
  }

  /** Why a held package is not downloaded, as the plan of its stage says today. */
  async function heldDownloadMessage(userId: string, stage: string, language: Language): Promise<string> {
    const plan = await couplePlan(deps, userId, undefined, isFilingStage(stage) ? stage : 'whole');
    return isFileable(plan)
      ? translate(language, 'api.preparedWhileHeld')
      : stageHeldMessage(plan, language);
  }

  async function ownJob(userId: string, id: string) {
    if (!isUuid(id)) throw new HttpError(404, 'api.jobNotFound');
    const job = await deps.db.selectFrom('pdf_jobs').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!job) throw new HttpError(404, 'api.jobNotFound');
    return job;
  }

  app.route({
    ...at(API_ROUTES.generatePdfs),
    onRequest: authenticate,
    config: perAccountLimited(GENERATE_PER_MINUTE),
    preValidation: bodyOptional,
    schema: { body: StageBody, response: { 200: Data(Started), 422: CheckErrors, ...authErrors, 503: ErrorBody } },
    handler: async (request, reply) => {
      const { userId } = request;
      const user = await readUser(deps.db, deps.keyring, userId);
      await refuseUnlessReadyToFile(deps, user);
      const applications = await listApplications(deps, userId);
      const answers = answersByForm(applications);
      const bulletin = await visaBulletinRows(deps.store);
      const language = await requestLanguage(request, deps.db);
      const stage = stageAsked(filingPath(answers, deps.filingDate(), bulletin), request.body.stage, language);
      const check = checkApplications(applications, deps.filingDate(), bulletin, stage, language);
      if (!check.isValid) {
        return reply.code(422).send({ error: translate(language, 'api.checkFirst'), errors: [...check.errors] });
      }
      const { plan, editions } = await packageEditions(deps, answers, stage);
      refuseUnavailableForms(plan, request.log, language);
      await recordHold(deps, userId, plan, requestMetadata(request));
      const held = !isFileable(plan);
      const jobId = await requestPdfJob(deps, userId, applications, !user.hasPaid, { stage, held, editions }, requestMetadata(request));
      return { data: { jobId } };
    },
  });

  app.route({
    ...at(API_ROUTES.pdfJobStatus),
    onRequest: authenticate,
    schema: {
      params: IdParams,
      response: {
        200: Data(Report),
        ...authErrors,
      },
    },
    handler: async (request) => {
      const job = await ownJob(request.userId, request.params.id);
      const status = PDF_JOB_STATUSES.find((known) => known === job.status);
      if (!status) throw new Error(`PDF job ${job.id} has a status the read model never writes.`);
      const filesOf = job.files_of ?? job.id;
      const now = deps.clock();
      // Links carry the session version of the token that asked: a logout ends them with the session.
      const previews = Array.from({ length: job.preview_pages }, (_, i) => deps.fileLinks.link(`previews/${filesOf}/${i + 1}`, now, PREVIEW_LINK_SECONDS, request.user.tv));
      // A page is drawn to zoom from the finished package: its links come with the completed job.
      const zoomed = status === 'COMPLETED' ? Array.from({ length: job.preview_pages }, (_, i) => deps.fileLinks.link(`previews/${filesOf}/${i + 1}/zoom`, now, PREVIEW_LINK_SECONDS, request.user.tv)) : [];
      return {
        data: {
          jobId: job.id,
          stage: isFilingStage(job.stage) ? job.stage : 'whole',
          status,
          progress: job.progress,
          previewImagesJson: previews.length > 0 ? JSON.stringify(previews) : null,
          zoomImagesJson: zoomed.length > 0 ? JSON.stringify(zoomed) : null,
          error: job.error === null ? null : failureText(job.error, await requestLanguage(request, deps.db)),
          current: await matchesCurrentAnswers(deps, request.userId, job),
        },
      };
    },
  });

  app.route({
    ...at(API_ROUTES.pdfJobDownload),
    onRequest: authenticate,
    schema: { params: IdParams, response: { 200: Data(Link), ...authErrors } },
    handler: async (request) => {
      const job = await ownJob(request.userId, request.params.id);
      const user = await readUser(deps.db, deps.keyring, request.userId);
      if (!user.hasPaid) throw new HttpError(403, 'api.payFirst');
      if (job.status !== 'COMPLETED') throw new HttpError(409, 'api.notReady');
      if (!(await matchesCurrentAnswers(deps, request.userId, job))) throw new HttpError(409, 'api.stalePackage');
      // A package built while held (a form USCIS does not accept, a stage that waits) is for a look only, unless the
      // couple had this stage's package while it was fileable: what was paid for stays theirs, its held pages stamped (issue 11).
      if (job.held && !(await hadFileablePackage(request.userId, job.stage))) throw new HttpError(409, inReadersLanguage(await heldDownloadMessage(request.userId, job.stage, await requestLanguage(request, deps.db))));
      return { data: { url: deps.fileLinks.link(`packages/${job.files_of ?? job.id}`, deps.clock(), DOWNLOAD_LINK_SECONDS, request.user.tv) } };
    },
  });

  const Binary = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
  const Signed = Type.Object({ expires: Type.String({ pattern: '^\\d{1,12}$' }), version: Type.String({ pattern: '^\\d{1,9}$' }), signature: Type.String({ maxLength: 100 }) });
  const refuseUnsigned = (resource: string, query: { expires: string; version: string; signature: string }) => {
    if (!deps.fileLinks.valid(resource, { expires: Number(query.expires), version: Number(query.version), signature: query.signature }, deps.clock())) {
      throw new HttpError(403, 'api.linkExpired');
    }
  };
  /**
   * A file's owner must still have the session the link was made in: a deleted account, a logout or
   * a password change ends the link at once, in every process (the database announces each change).
   */
  const refuseEndedSession = async (ownerId: string, query: { version: string }) => {
    const session = await deps.sessions.current(ownerId);
    if (!session || session.deleted || session.tokenVersion !== Number(query.version)) throw new HttpError(403, 'api.linkExpired');
  };

  app.route({
    ...at(API_ROUTES.previewFile),
    schema: { hide: true, params: Type.Object({ jobId: Type.String({ maxLength: 100 }), page: Type.String({ pattern: '^\\d{1,4}$' }) }), querystring: Signed, response: { 200: Binary, 403: ErrorBody, 404: ErrorBody } },
    handler: async (request, reply) => {
      const { jobId, page } = request.params;
      refuseUnsigned(`previews/${jobId}/${page}`, request.query);
      const row = await deps.db.selectFrom('pdf_previews').selectAll().where('job_id', '=', jobId).where('page', '=', Number(page)).executeTakeFirst();
      if (row) await refuseEndedSession(row.user_id, request.query);
      const png = row ? await deps.keyring.openBytes(deps.db, row.user_id, row.png_sealed) : await previewOnDemand(deps, jobId, Number(page), (ownerId) => refuseEndedSession(ownerId, request.query));
      if (!png) throw new HttpError(404, 'api.previewGone');
      // Never kept by the browser: a page of personal data must not outlive a logout in its cache (issue 21 item 13).
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    },
  });

  app.route({
    ...at(API_ROUTES.previewZoomFile),
    schema: { hide: true, params: Type.Object({ jobId: Type.String({ maxLength: 100 }), page: Type.String({ pattern: '^\\d{1,4}$' }) }), querystring: Signed, response: { 200: Binary, 403: ErrorBody, 404: ErrorBody } },
    handler: async (request, reply) => {
      const { jobId, page } = request.params;
      refuseUnsigned(`previews/${jobId}/${page}/zoom`, request.query);
      const row = await deps.db.selectFrom('pdf_zoomed_previews').selectAll().where('job_id', '=', jobId).where('page', '=', Number(page)).executeTakeFirst();
      if (row) await refuseEndedSession(row.user_id, request.query);
      const png = row
        ? await deps.keyring.openBytes(deps.db, row.user_id, row.png_sealed)
        : await previewOnDemand(deps, jobId, Number(page), (ownerId) => refuseEndedSession(ownerId, request.query), true);
      if (!png) throw new HttpError(404, 'api.previewGone');
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    },
  });

  app.route({
    ...at(API_ROUTES.packageFile),
    schema: { hide: true, params: Type.Object({ jobId: Type.String({ maxLength: 100 }) }), querystring: Signed, response: { 200: Binary, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    handler: async (request, reply) => {
      const { jobId } = request.params;
      refuseUnsigned(`packages/${jobId}`, request.query);
      const row = await deps.db.selectFrom('pdf_files').selectAll().where('job_id', '=', jobId).executeTakeFirst();
      if (row) {
        await refuseEndedSession(row.user_id, request.query);
        // The link lives five minutes: an answer changed after it was made must not get the old package (issue 21 item 13).
        const job = await deps.db.selectFrom('pdf_jobs').select(['id', 'fingerprint', 'stamped']).where('id', '=', jobId).where('user_id', '=', row.user_id).executeTakeFirst();
        if (job && !(await matchesCurrentAnswers(deps, row.user_id, job))) throw new HttpError(409, 'api.stalePackage');
      }
      const pdf = row ? await deps.keyring.openBytes(deps.db, row.user_id, row.pdf_sealed) : null;
      if (!pdf) throw new HttpError(404, 'api.documentGone');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${DOWNLOAD_FILE_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
