import { randomUUID } from 'node:crypto';
import { requestLanguage } from '../http/language.ts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type Stripe from 'stripe';
import { authenticate, readUser, requestMetadata } from '../auth/session.ts';
import { userStream } from '../../domain/users/decide.ts';
import { handleCommand } from '../store/command-handler.ts';
import { refuseUnpayable } from '../filing/plan.ts';
import { HttpError } from '../http/errors.ts';
import { Data, User, authErrors, shapeOf } from '../http/schemas.ts';
import type { Checkout } from '../../domain/contract/payments.ts';
import { refuseUnlessReadyToFile } from '../onboarding/journey-gate.ts';
import { CURRENCY, PRICE_CENTS } from '../../domain/product/package.ts';
import { PAGES } from '../../domain/product/pages.ts';
import { API_ROUTES } from '../../domain/contract/routes.ts';
import { at } from '../http/route-table.ts';
import { mailReceipt } from './receipt.ts';
import { refundUndeliverable, undeliverableReason } from './undeliverable.ts';

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps;
  const { config, stripe } = deps;

  /** The development provider: marks the payment made. Never in production, never beside Stripe. */
  app.route({
    ...at(API_ROUTES.developmentPayment),
    onRequest: authenticate,
    schema: { response: { 200: Data(User), ...authErrors } },
    handler: async (request) => {
      if (config.nodeEnv === 'production') throw new HttpError(403, 'api.payments.devInProduction');
      if (stripe) throw new HttpError(409, 'api.payments.useCheckout');
      await refuseUnlessReadyToFile(deps, await readUser(deps.db, deps.keyring, request.userId));
      // Nobody pays when nothing they would download now can be filed (issues 11, 20): the server says which form and why.
      await refuseUnpayable(deps, request.userId, requestMetadata(request), await requestLanguage(request, deps.db));
      const { events } = await handleCommand(deps.store, userStream(request.userId), {
        type: 'RecordPayment',
        paymentId: `development-${randomUUID()}`,
        provider: 'development',
        amountCents: PRICE_CENTS,
        currency: CURRENCY,
        now: deps.clock().toISOString(),
      }, { metadata: requestMetadata(request) });
      await mailReceipt(deps, request.userId, events, request.log);
      return { data: await readUser(deps.db, deps.keyring, request.userId) };
    },
  });

  app.route({
    ...at(API_ROUTES.checkout),
    onRequest: authenticate,
    schema: { response: { 200: Data(shapeOf<Checkout>()(Type.Object({ url: Type.String(), sessionId: Type.String() }))), ...authErrors } },
    handler: async (request) => {
      if (!stripe) throw new HttpError(409, 'api.payments.noStripe');
      const user = await readUser(deps.db, deps.keyring, request.userId);
      if (user.hasPaid) throw new HttpError(409, 'api.alreadyPaid');
      await refuseUnlessReadyToFile(deps, user);
      await refuseUnpayable(deps, user.id, requestMetadata(request), await requestLanguage(request, deps.db));
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: user.id,
        customer_email: user.email,
        metadata: { userId: user.id },
        line_items: [{ quantity: 1, price_data: { currency: CURRENCY, unit_amount: PRICE_CENTS, product_data: { name: 'Greencard filing package' } } }],
        success_url: `${config.appUrl}${PAGES.download}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.appUrl}${PAGES.payment}`,
      });
      if (!session.url) throw new HttpError(502, 'api.payments.noCheckoutPage');
      return { data: { url: session.url, sessionId: session.id } };
    },
  });

  // The webhook's signature covers the exact bytes Stripe sent: keep the body raw for this route.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.route({
      ...at(API_ROUTES.stripeWebhook),
      schema: { hide: true, response: { 200: Type.Object({ received: Type.Boolean() }), 400: Type.Object({ error: Type.String() }) } },
      handler: async (request) => {
        if (!stripe || !config.stripeWebhookSecret) throw new HttpError(404, 'api.payments.webhookUnconfigured');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new HttpError(400, 'api.payments.signatureMissing');
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body, signature, config.stripeWebhookSecret);
        } catch {
          throw new HttpError(400, 'api.payments.signatureInvalid');
        }
        if (event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid') {
          const session = event.data.object;
          const userId = session.client_reference_id;
          if (!userId) throw new HttpError(400, 'api.payments.noUser');
          // Only the price pays for the package: a session for another amount or currency fulfils nothing.
          if (session.amount_total !== PRICE_CENTS || session.currency !== CURRENCY) {
            request.log.warn({ checkoutSession: session.id }, 'checkout session paid another amount than the price; not fulfilled');
            return { received: true };
          }
          const metadata = { source: 'api', requestId: request.id, actorId: userId } as const;
          const undeliverable = await undeliverableReason(deps, userId, metadata);
          if (undeliverable) {
            await refundUndeliverable({ ...deps, stripe }, { ...session, amount_total: session.amount_total, currency: session.currency }, userId, undeliverable, metadata, request.log);
            return { received: true };
          }
          const { events } = await handleCommand(deps.store, userStream(userId), {
            type: 'RecordPayment',
            paymentId: session.id,
            provider: 'stripe',
            amountCents: session.amount_total,
            currency: session.currency,
            now: deps.clock().toISOString(),
          }, { metadata });
          await mailReceipt(deps, userId, events, request.log);
        }
        return { received: true };
      },
    });
  });
};
