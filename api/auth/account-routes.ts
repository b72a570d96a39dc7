import { randomBytes, randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../http/errors.ts';
import type { Session as SessionBody } from '../../domain/contract/account.ts';
import { Data, Email, LanguageChoice, Message, Password, User, authErrors, shapeOf } from '../http/schemas.ts';
import { sendQuietly } from '../mail/mailer.ts';
import { verificationMail } from '../mail/templates.ts';
import { hashPassword, passwordMatches, requireStrongEnough } from './passwords.ts';
import { authenticate, issueToken, newLinkToken, readUser, refreshToken, requestMetadata } from './session.ts';
import { userStream } from '../../domain/users/decide.ts';
import { handleCommand } from '../store/command-handler.ts';
import { noteSecurityEvent } from '../security/events.ts';
import { claimSignInAttempt, clearFailedSignIns, rateLimited } from './sign-in-limits.ts';
import { API_ROUTES } from '../../domain/contract/routes.ts';
import { at } from '../http/route-table.ts';
import { heldForAnotherAccount } from './held-addresses.ts';
import { keptAddress } from './addresses.ts';

const Credentials = Type.Object({ email: Email, password: Password }, { additionalProperties: false });
/** Sign-up also takes the language the person reads the site in: the account, and its first e-mail, start in it. */
const Registration = Type.Object({ email: Email, password: Password, language: Type.Optional(LanguageChoice.properties.language) }, { additionalProperties: false });
const Session = Data(shapeOf<SessionBody>()(Type.Object({ user: User, token: Type.String() })));
const TEST_USER_EMAIL = 'test.user@greencard.local';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, keyring, db, mailer, config, clock } = app.deps;
  const now = () => clock().toISOString();

  app.route({
    ...at(API_ROUTES.register),
    config: rateLimited(config),
    schema: { body: Registration, response: { 201: Session, ...authErrors } },
    handler: async (request, reply) => {
      const email = keptAddress(request.body.email);
      requireStrongEnough(request.body.password, email);
      const taken = await db.selectFrom('users').select('id').where('email_lookup', '=', keyring.emailLookup(email)).executeTakeFirst();
      if (taken) throw new HttpError(409, 'api.emailTaken');
      if (await heldForAnotherAccount(db, keyring.emailLookup(email), clock())) throw new HttpError(409, 'api.addressHeld');
      const userId = randomUUID();
      const passwordHash = await hashPassword(request.body.password);
      const link = newLinkToken();
      await handleCommand(store, userStream(userId), { type: 'Register', userId, email, passwordHash, now: now() }, { metadata: requestMetadata(request, userId) })
        .catch((error: unknown) => {
          // Two registrations of one address at the same moment: the unique lookup lets one through.
          if (error instanceof Error && 'code' in error && error.code === '23505') {
            throw new HttpError(409, 'api.emailTaken');
          }
          throw error;
        });
      const chosen = request.body.language;
      if (chosen) await handleCommand(store, userStream(userId), { type: 'ChooseLanguage', language: chosen, now: now() }, { metadata: requestMetadata(request, userId) });
      await handleCommand(store, userStream(userId), { type: 'RequestEmailVerification', tokenHash: link.tokenHash, now: now() }, { metadata: requestMetadata(request, userId) });
      await sendQuietly(request.log, () => mailer.send(verificationMail(config.appUrl, { ownerId: userId, to: email, language: chosen ?? null }, link.token), request.log));
      return reply.code(201).send({ data: { user: await readUser(db, keyring, userId), token: await issueToken(app, userId) } });
    },
  });

  app.route({
    ...at(API_ROUTES.login),
    config: rateLimited(config),
    schema: { body: Credentials, response: { 200: Session, ...authErrors } },
    handler: async (request) => {
      const lookup = keyring.emailLookup(request.body.email);
      await claimSignInAttempt(db, lookup, config.signInFailuresPerAddress, clock()).catch((error: unknown) => {
        if (error instanceof HttpError) noteSecurityEvent(request, { kind: 'sign-in', outcome: 'failure', reason: 'locked-out' });
        throw error;
      });
      const row = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'password_reset_required'])
        .where('email_lookup', '=', lookup)
        .where('deleted', '=', false)
        .executeTakeFirst();
      if (!(await passwordMatches(row?.password_hash ?? null, request.body.password)) || !row) {
        noteSecurityEvent(request, row ? { kind: 'sign-in', outcome: 'failure', reason: 'wrong-password', userId: row.id } : { kind: 'sign-in', outcome: 'failure', reason: 'unknown-email' });
        throw new HttpError(401, 'api.invalidCredentials');
      }
      if (row.password_reset_required) {
        // A reported address change: whoever made it knows this password (issue 21 item 3).
        noteSecurityEvent(request, { kind: 'sign-in', outcome: 'failure', reason: 'password-reset-required', userId: row.id });
        throw new HttpError(403, 'api.passwordResetRequired');
      }
      await clearFailedSignIns(db, lookup);
      const session = { user: await readUser(db, keyring, row.id), token: await issueToken(app, row.id) };
      noteSecurityEvent(request, { kind: 'sign-in', outcome: 'success', userId: row.id });
      return { data: session };
    },
  });

  app.route({
    ...at(API_ROUTES.testLogin),
    config: rateLimited(config),
    schema: { response: { 200: Session, ...authErrors } },
    handler: async (request) => {
      if (!config.enableTestLogin) {
        noteSecurityEvent(request, { kind: 'sign-in', outcome: 'failure', reason: 'test-login-disabled' });
        throw new HttpError(403, 'api.testLoginUnavailable');
      }
      const existing = await db.selectFrom('users').select('id').where('email_lookup', '=', keyring.emailLookup(TEST_USER_EMAIL)).executeTakeFirst();
      const userId = existing?.id ?? randomUUID();
      if (!existing) {
        const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
        await handleCommand(store, userStream(userId), { type: 'Register', userId, email: TEST_USER_EMAIL, passwordHash, now: now() }, { metadata: requestMetadata(request, userId) });
        await handleCommand(store, userStream(userId), { type: 'VerifyTestUser', now: now() }, { metadata: requestMetadata(request, userId) });
      }
      noteSecurityEvent(request, { kind: 'sign-in', outcome: 'success', reason: 'test-login', userId });
      return { data: { user: await readUser(db, keyring, userId), token: await issueToken(app, userId) } };
    },
  });

  app.route({
    ...at(API_ROUTES.logout),
    onRequest: authenticate,
    schema: { response: { 200: Data(Message), ...authErrors } },
    handler: async (request) => {
      await handleCommand(store, userStream(request.userId), { type: 'RevokeSessions', now: now() }, { metadata: requestMetadata(request) });
      return { data: { message: 'You are signed out.' } };
    },
  });

  app.route({
    ...at(API_ROUTES.me),
    onRequest: authenticate,
    schema: { response: { 200: Data(User), ...authErrors } },
    handler: async (request) => ({ data: await readUser(db, keyring, request.userId) }),
  });

  app.route({
    ...at(API_ROUTES.refresh),
    onRequest: authenticate,
    schema: { response: { 200: Session, ...authErrors } },
    handler: async (request) => ({
      data: { user: await readUser(db, keyring, request.userId), token: await refreshToken(request) },
    }),
  });
};
