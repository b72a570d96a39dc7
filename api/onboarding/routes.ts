import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OnboardingCompleted, OnboardingSaved } from '../../domain/contract/onboarding.ts';
import { checkEligibility, type EligibilityResult } from '../../domain/rules/eligibility.ts';
import { FilingStageSchema, IncomeShortfallSchema } from '../http/schemas.ts';
import { AnswersSchema } from '../applications/answers-schema.ts';
import { ensureApplicationSet } from '../applications/application-set-service.ts';
import { unknownAnswerKey } from '../../domain/applications/known-keys.ts';
import { createApplication, findApplicationOfType, saveApplication } from '../applications/service.ts';
import { authenticate, readUser, requestMetadata } from '../auth/session.ts';
import { userStream } from '../../domain/users/decide.ts';
import { handleCommand } from '../store/command-handler.ts';
import type { AppDeps } from '../deps.ts';
import { visaBulletinRows } from '../filing/visa-bulletin.ts';
import { couplePlans, recordHold } from '../filing/plan.ts';
import { HttpError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { Data, User, authErrors, shapeOf } from '../http/schemas.ts';
import { API_ROUTES } from '../../domain/contract/routes.ts';
import { at } from '../http/route-table.ts';

const Eligibility = shapeOf<EligibilityResult>()(
  Type.Object({
    eligible: Type.Boolean(),
    message: Type.String(),
    unmetConditions: Type.Array(Type.String()),
    /** While eligible: how the couple files (domain/rules/filing-path.ts). */
    filing: Type.Union([
      Type.Literal('together'),
      Type.Literal('petition-first'),
      Type.Literal('petition-filed'),
      Type.Literal('consular'),
      Type.Literal('petition-only'),
      Type.Null(),
    ]),
    stages: Type.Array(FilingStageSchema),
    shortfall: Type.Union([IncomeShortfallSchema, Type.Null()]),
  }),
);
const Saved = shapeOf<OnboardingSaved>()(Type.Object({ user: User, eligibility: Eligibility }));
const Completed = shapeOf<OnboardingCompleted>()(Type.Object({ user: User }));

function onboardingAnswersOnly(data: Record<string, unknown>): void {
  const stray = unknownAnswerKey('ONBOARDING', data);
  if (stray) throw new HttpError(400, 'api.onboarding.unknownQuestion', { key: stray });
}

/** The verdict in the reader's language (Accept-Language, else the account's). */
async function eligibilityOf(deps: AppDeps, answers: Record<string, unknown>, language: Language) {
  const result = checkEligibility(answers, deps.filingDate(), await visaBulletinRows(deps.store), language);
  return { ...result, unmetConditions: [...result.unmetConditions], stages: [...result.stages] };
}

export const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps;
  app.addHook('onRequest', authenticate);

  app.route({
    ...at(API_ROUTES.checkEligibility),
    schema: { body: AnswersSchema, response: { 200: Data(Eligibility), ...authErrors } },
    handler: async (request) => {
      const language = await requestLanguage(request, deps.db);
      onboardingAnswersOnly(request.body);
      return { data: await eligibilityOf(deps, request.body, language) };
    },
  });

  app.route({
    ...at(API_ROUTES.updateOnboarding),
    schema: {
      body: Type.Object({ formData: AnswersSchema }, { additionalProperties: false }),
      response: { 200: Data(Saved), ...authErrors },
    },
    handler: async (request) => {
      const { userId } = request;
      const { formData } = request.body;
      const language = await requestLanguage(request, deps.db);
      onboardingAnswersOnly(formData);
      const metadata = requestMetadata(request);
      const eligibility = await eligibilityOf(deps, formData, language);
      await deps.db.transaction().execute(async (tx) => {
        const onboarding = await findApplicationOfType(deps, userId, 'ONBOARDING', tx);
        if (onboarding) await saveApplication(deps, userId, onboarding.id, { patch: formData }, metadata, tx);
        else await createApplication(deps, userId, 'ONBOARDING', formData, metadata, tx);
        const status = eligibility.eligible ? 'COMPLETED_ELIGIBLE' : 'COMPLETED_INELIGIBLE';
        await handleCommand(deps.store, userStream(userId), { type: 'SetOnboardingStatus', status, now: deps.clock().toISOString() }, { metadata, executor: tx });
        if (eligibility.eligible) await ensureApplicationSet(deps, userId, metadata, tx);
      });
      return { data: { user: await readUser(deps.db, deps.keyring, userId), eligibility } };
    },
  });

  app.route({
    ...at(API_ROUTES.completeOnboarding),
    schema: { response: { 200: Data(Completed), ...authErrors } },
    handler: async (request) => {
      const { userId } = request;
      const onboarding = await findApplicationOfType(deps, userId, 'ONBOARDING');
      const user = await readUser(deps.db, deps.keyring, userId);
      if (!onboarding || user.onboardingStatus === 'NOT_STARTED') throw new HttpError(409, 'api.onboarding.answerFirst');
      await saveApplication(deps, userId, onboarding.id, { status: 'completed' }, requestMetadata(request));
      // A couple told at the end of onboarding that a stage waits (a form being updated, a visa number) is e-mailed once it opens.
      if (user.onboardingStatus === 'COMPLETED_ELIGIBLE') {
        for (const plan of await couplePlans(deps, userId)) await recordHold(deps, userId, plan, requestMetadata(request));
      }
      return { data: { user } };
    },
  });
};
