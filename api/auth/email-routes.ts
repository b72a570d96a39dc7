import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Refusal } from '../../domain/errors.ts';
import { userStream } from '../../domain/users/decide.ts';
import { VERIFICATION_SENT } from '../../domain/product/account.ts';
import type { EmailVerified } from '../../domain/contract/account.ts';
import { Data, Email, Message, Password, User, authErrors, shapeOf } from '../http/schemas.ts';
import { sendQuietly } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import { hashPassword, requireStrongEnough } from './passwords.ts';
import { authenticate, linkOwner, newLinkToken, readUser, requestMetadata } from './session.ts';
import { clearFailedSignIns, rateLimited } from './sign-in-limits.ts';
import { handleCommand, loadState } from '../store/command-handler.ts';
import { API_ROUTES } from '../../domain/contract/routes.ts';
import { at } from '../http/route-table.ts';

const Token = Type.String({ minLength: 1, maxLength: 200 });

export const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, keyring, db, mailer, config, clock } = app.deps;
  const now = () => clock().toISOString();


  const verify = async (token: string, request: Parameters<typeof requestMetadata>[0]) => {
    const { userId, tokenHash } = await linkOwner(db, token, 'verify');
    await handleCommand(store, userStream(userId), { type: 'VerifyEmail', tokenHash, now: now() }, { metadata: requestMetadata(request, userId) });
    return { data: { user: await readUser(db, keyring, userId), message: 'Your e-mail address is verified.' } };
  };
  const Verified = Data(shapeOf<EmailVerified>()(Type.Object({ user: User, message: Type.String() })));

  app.route({
    ...at(API_ROUTES.verifyEmailLink),
    schema: { querystring: Type.Object({ token: Token }, { additionalProperties: false }), response: { 200: Verified, ...authErrors } },
    handler: (request) => verify(request.query.token, request),
  });

  app.route({
    ...at(API_ROUTES.verifyEmail),
    schema: { body: Type.Object({ token: Token }, { additionalProperties: false }), response: { 200: Verified, ...authErrors } },
    handler: (request) => verify(request.body.token, request),
  });

  app.route({
    ...at(API_ROUTES.resendVerificationEmail),
    onRequest: authenticate,
    schema: { response: { 200: Data(Message), ...authErrors } },
    handler: async (request) => {
      const { userId } = request;
      const link = newLinkToken();
      await handleCommand(store, userStream(userId), { type: 'RequestEmailVerification', tokenHash: link.tokenHash, now: now() }, { metadata: requestMetadata(request) });
      const { state } = await loadState(store, userStream(userId));
      if (state.status === 'active') {
        await sendQuietly(request.log, () => mailer.send(verificationMail(config.appUrl, { ownerId: userId, to: state.email, language: state.language }, link.token), request.log));
      }
      return { data: { message: VERIFICATION_SENT } };
    },
  });

  app.route({
    ...at(API_ROUTES.forgotPassword),
    config: rateLimited(config),
    schema: { body: Type.Object({ email: Email }, { additionalProperties: false }), response: { 200: Data(Message), ...authErrors } },
    handler: async (request) => {
      const sendLink = async () => {
        const row = await db
          .selectFrom('users')
          .select('id')
          .where('email_lookup', '=', keyring.emailLookup(request.body.email))
          .where('deleted', '=', false)
          .executeTakeFirst();
        if (!row) return;
        const link = newLinkToken();
        // A link went out less than a minute ago (429), or the account was deleted meanwhile (404): no mail,
        // and nothing to tell anyone, since the answer was given and is the same either way.
        const asked = await handleCommand(store, userStream(row.id), { type: 'RequestPasswordReset', tokenHash: link.tokenHash, now: now() }, { metadata: requestMetadata(request, row.id) })
          .then(() => true, (error: unknown) => {
            if (error instanceof Refusal) return false;
            throw error;
          });
        const { state } = await loadState(store, userStream(row.id));
        if (asked && state.status === 'active') {
          await sendQuietly(request.log, () => mailer.send(passwordResetMail(config.appUrl, { ownerId: row.id, to: state.email, language: state.language }, link.token), request.log));
        }
      };
      // The same answer, in the same time, whether or not the address has an account: the work starts after it.
      setImmediate(() => sendLink().catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed')));
      return { data: { message: 'If an account exists for this e-mail address, we have sent a link to reset the password.' } };
    },
  });

  app.route({
    ...at(API_ROUTES.resetPassword),
    config: rateLimited(config),
    schema: {
      body: Type.Object({ token: Token, password: Password }, { additionalProperties: false }),
      response: { 200: Data(Message), ...authErrors },
    },
    handler: async (request) => {
      const { userId, tokenHash } = await linkOwner(db, request.body.token, 'reset');
      const { state } = await loadState(store, userStream(userId));
      requireStrongEnough(request.body.password, state.status === 'active' ? state.email : '');
      const passwordHash = await hashPassword(request.body.password);
      await handleCommand(store, userStream(userId), { type: 'ResetPassword', tokenHash, passwordHash, now: now() }, { metadata: requestMetadata(request, userId) });
      // The lockout's message offers a reset as the way out: the new password signs in at once.
      const account = await db.selectFrom('users').select('email_lookup').where('id', '=', userId).executeTakeFirst();
      if (account?.email_lookup) await clearFailedSignIns(db, account.email_lookup);
      return { data: { message: 'Your password has been reset. You can now sign in.' } };
    },
  });
};
