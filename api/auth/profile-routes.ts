import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { userStreamId } from '../../domain/events.ts';
import { userStream } from '../../domain/users/decide.ts';
import { ACCOUNT_DELETED } from '../../domain/product/account.ts';
import type { UserState } from '../../domain/users/user.ts';
import { HttpError } from '../http/errors.ts';
import type { ProfileChanged } from '../../domain/contract/account.ts';
import { Data, Email, LanguageChoice, Message, Password, User, authErrors, shapeOf } from '../http/schemas.ts';
import { sendQuietly } from '../mail/mailer.ts';
import { emailChangeMail, emailChangeNoticeMail, passwordResetMail } from '../mail/templates.ts';
import { normaliseEmail } from '../store/keyring.ts';
import { rotateSoonAfterDeletion } from '../store/key-periods.ts';
import { hashPassword, passwordMatches, requireStrongEnough, requestLanguage } from './passwords.ts';
import { authenticate, issueToken, linkOwner, newLinkToken, readUser, requestMetadata } from './session.ts';
import { claimSignInAttempt, clearFailedSignIns, perAccountLimited, rateLimited } from './sign-in-limits.ts';
import { noteSecurityEvent } from '../security/events.ts';
import { handleCommand, loadState } from '../store/command-handler.ts';
import { API_ROUTES, type ApiRoute } from '../../domain/contract/routes.ts';
import { at } from '../http/route-table.ts';
import { heldForAnotherAccount } from './held-addresses.ts';
import { translate, type MessageId } from '../../domain/i18n/messages.ts';
import { keptAddress } from './addresses.ts';

const Token = Type.String({ minLength: 1, maxLength: 200 });
/** A person changes a setting a few times a minute at most; a stolen session guessing the password does not get far. */
const CHANGES_PER_MINUTE = 10;

const isUniqueViolation = (error: unknown) => error instanceof Error && 'code' in error && error.code === '23505';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, keyring, db, mailer, config, clock } = app.deps;
  const now = () => clock().toISOString();

  /**
   * The account's current password, asked again before a change a stolen session must not make
   * (ASVS 6.2.3, 7.5.1). A wrong one is a failed sign-in of the address: it counts toward the
   * address's lockout and is recorded, so a stolen session guesses no faster than sign-in does.
   */
  async function requirePassword(request: FastifyRequest, state: UserState, password: string | undefined, missing: MessageId): Promise<void> {
    if (!password) throw new HttpError(400, missing);
    if (state.status !== 'active') throw new HttpError(404, 'api.accountNotFound');
    const lookup = keyring.emailLookup(state.email);
    await claimSignInAttempt(db, lookup, config.signInFailuresPerAddress, clock()).catch((error: unknown) => {
      if (error instanceof HttpError) noteSecurityEvent(request, { kind: 'sign-in', outcome: 'failure', reason: 'locked-out', userId: state.userId });
      throw error;
    });
    if (!(await passwordMatches(state.passwordHash, password))) {
      noteSecurityEvent(request, { kind: 'sign-in', outcome: 'failure', reason: 'wrong-current-password', userId: state.userId });
      throw new HttpError(400, 'api.currentPasswordIncorrect');
    }
    await clearFailedSignIns(db, lookup);
  }

  app.route({
    ...at(API_ROUTES.updateProfile),
    onRequest: authenticate,
    config: perAccountLimited(CHANGES_PER_MINUTE),
    schema: {
      body: Type.Object(
        { email: Type.Optional(Email), currentPassword: Type.Optional(Password), newPassword: Type.Optional(Password) },
        { additionalProperties: false },
      ),
      response: { 200: Data(shapeOf<ProfileChanged>()(Type.Object({ user: User, token: Type.String(), message: Type.Optional(Type.String()) }))), ...authErrors },
    },
    handler: async (request) => {
      const { userId } = request;
      const { email, currentPassword, newPassword } = request.body;
      const metadata = requestMetadata(request);
      const { state } = await loadState(store, userStream(userId));
      const language = requestLanguage(request);
      if (state.status !== 'active') throw new HttpError(404, 'api.accountNotFound');
      const changesEmail = email !== undefined && normaliseEmail(state.email) !== normaliseEmail(email);
      if (changesEmail) await requirePassword(request, state, currentPassword, 'api.currentPasswordForEmail');
      let message: string | undefined;
      // The session's token version: a change asked by a session ended meanwhile is refused by the decider.
      let sessionVersion = request.user.tv;
      if (newPassword !== undefined && newPassword !== '') {
        requireStrongEnough(newPassword, state.email, 'api.newPasswordTooShort');
        await requirePassword(request, state, currentPassword, 'api.currentPasswordIncorrect');
        await handleCommand(store, userStream(userId), { type: 'ChangePassword', passwordHash: await hashPassword(newPassword), now: now() }, { metadata });
        // This request's own password change raised the version once; the address change below is still this session's.
        sessionVersion += 1;
      }
      if (changesEmail && email !== undefined) {
        const next = keptAddress(email);
        const owner = await db.selectFrom('users').select('id').where('email_lookup', '=', keyring.emailLookup(next)).executeTakeFirst();
        if (owner && owner.id !== userId) throw new HttpError(409, 'api.emailUsedByAnother');
        if (await heldForAnotherAccount(db, keyring.emailLookup(next), clock(), userId)) throw new HttpError(409, 'api.addressHeld');
        // The address changes only when the new one opens its link; the old one hears of it at once.
        const link = newLinkToken();
        const report = newLinkToken();
        await handleCommand(store, userStream(userId), { type: 'RequestEmailChange', email: next, tokenHash: link.tokenHash, reportTokenHash: report.tokenHash, sessionVersion, now: now() }, { metadata });
        await sendQuietly(request.log, () => mailer.send(emailChangeMail(config.appUrl, { ownerId: userId, to: next, language: state.language }, link.token), request.log));
        await sendQuietly(request.log, () => mailer.send(emailChangeNoticeMail(config.appUrl, { ownerId: userId, to: state.email, language: state.language }, next, report.token), request.log));
        message = translate(language, 'api.emailChangeSent', { email: next });
      }
      // The same session in a new token (a password change revoked the older ones): its sign-in time stays.
      const data = { user: await readUser(db, keyring, userId), token: await issueToken(app, userId, request.user.at ?? request.user.iat) };
      return { data: message === undefined ? data : { ...data, message } };
    },
  });

  /**
   * A link of an address change, opened: the new address confirms it, the former one reports it.
   * Another account may have taken the address since the mail went out: the unique lookup says so.
   */
  const changeLink = (route: ApiRoute, purpose: 'email-change' | 'email-change-report', type: 'ConfirmEmailChange' | 'ReportEmailChange', taken: MessageId, done: string) =>
    app.route({
      ...at(route),
      config: rateLimited(config),
      schema: { body: Type.Object({ token: Token }, { additionalProperties: false }), response: { 200: Data(Message), ...authErrors } },
      handler: async (request) => {
        const { userId, tokenHash } = await linkOwner(db, request.body.token, purpose);
        const handled = await handleCommand(store, userStream(userId), { type, tokenHash, now: now() }, { metadata: requestMetadata(request, userId) }).catch((error: unknown) => {
          throw isUniqueViolation(error) ? new HttpError(409, taken) : error;
        });
        if (type === 'ReportEmailChange' && handled.state.status === 'active') {
          // Sign-in waits for a new password: the way to set one goes to the address just given back.
          const reset = newLinkToken();
          await handleCommand(store, userStream(userId), { type: 'RequestPasswordReset', tokenHash: reset.tokenHash, now: now() }, { metadata: requestMetadata(request, userId) });
          const { email: address, language } = handled.state;
          await sendQuietly(request.log, () => mailer.send(passwordResetMail(config.appUrl, { ownerId: userId, to: address, language }, reset.token), request.log));
        }
        return { data: { message: done } };
      },
    });
  changeLink(API_ROUTES.confirmEmailChange, 'email-change', 'ConfirmEmailChange', 'api.emailUsedByAnother',
    'Your e-mail address is changed. You are signed out on every device: sign in again with your new address.');
  changeLink(API_ROUTES.reportEmailChange, 'email-change-report', 'ReportEmailChange', 'api.addressTakenNow',
    'Thank you. Your account keeps this e-mail address and every device is signed out. Someone may know your password: we sent you a link to choose a new one, and you sign in again once it is set.');

  app.route({
    ...at(API_ROUTES.chooseLanguage),
    onRequest: authenticate,
    config: perAccountLimited(CHANGES_PER_MINUTE),
    schema: { body: Type.Object({ language: LanguageChoice.properties.language }, { additionalProperties: false }), response: { 200: Data(User), ...authErrors } },
    handler: async (request) => {
      const { userId } = request;
      await handleCommand(store, userStream(userId), { type: 'ChooseLanguage', language: request.body.language, now: now() }, { metadata: requestMetadata(request) });
      return { data: await readUser(db, keyring, userId) };
    },
  });

  app.route({
    ...at(API_ROUTES.deleteAccount),
    onRequest: authenticate,
    config: perAccountLimited(CHANGES_PER_MINUTE),
    schema: { body: Type.Object({ password: Password }, { additionalProperties: false }), response: { 200: Data(Message), ...authErrors } },
    handler: async (request) => {
      const { userId } = request;
      await requirePassword(request, (await loadState(store, userStream(userId))).state, request.body.password, 'api.passwordForDeletion');
      await db.transaction().execute(async (tx) => {
        // Another write to the account (a reset link mailed after its answer) waits for the deletion, then finds no account.
        await tx.selectFrom('streams').select('version').where('stream_id', '=', userStreamId(userId)).forUpdate().executeTakeFirst();
        await handleCommand(store, userStream(userId), { type: 'DeleteAccount', now: now() }, { metadata: requestMetadata(request), executor: tx });
        await tx.deleteFrom('outbox').where('owner_id', '=', userId).execute();
        await keyring.destroy(tx, userId);
      });
      await rotateSoonAfterDeletion(app.deps.boss);
      return { data: { message: ACCOUNT_DELETED } };
    },
  });
};
