import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { readUser } from '../auth/session.ts';
import { userStream } from '../../domain/users/decide.ts';
import { handleCommand } from '../store/command-handler.ts';
import { refuseUnpayable } from '../filing/plan.ts';
import { HttpError } from '../http/errors.ts';
import { refuseUnlessReadyToFile } from '../onboarding/journey-gate.ts';
import type { EventMetadata } from '../store/vocabulary.ts';

/** Who the automatic refund names in the audit history. */
export const WEBHOOK_REFUNDER = 'stripe-webhook';

/**
 * Why a paid Checkout session cannot be fulfilled now (issue 21 item 9), or null when it can: the
 * same journey gate and package hold that refuse the checkout are asked again when Stripe says the
 * session was paid, since the answers, the filing date or the account may have changed in between.
 */
export async function undeliverableReason(deps: AppDeps, userId: string, metadata: EventMetadata): Promise<string | null> {
  try {
    await refuseUnlessReadyToFile(deps, await readUser(deps.db, deps.keyring, userId));
    await refuseUnpayable(deps, userId, metadata);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

/**
 * Refunds a paid session that cannot be delivered, at Stripe first (one refund per session, however
 * often Stripe delivers the event), then records the payment and its refund so the audit history
 * shows both. When Stripe refuses the refund, nothing is recorded and the error makes the webhook
 * answer 5xx: Stripe delivers the event again, and its dashboard shows the operator the failure.
 */
export async function refundUndeliverable(
  deps: AppDeps & { stripe: Stripe },
  session: Stripe.Checkout.Session & { amount_total: number; currency: string },
  userId: string,
  reason: string,
  metadata: EventMetadata,
  log: FastifyBaseLogger,
): Promise<void> {
  const history = await deps.store.readStream(userStream(userId).streamId);
  if (history.some(({ event }) => event.type === 'PaymentRefunded' && event.data.paymentId === session.id)) return;
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw new Error(`Stripe names no payment for checkout session ${session.id}: it cannot be refunded automatically.`);
  await deps.stripe.refunds.create({ payment_intent: intent, metadata: { userId, reason } }, { idempotencyKey: `refund-${session.id}` });
  const now = deps.clock().toISOString();
  await handleCommand(deps.store, userStream(userId), { type: 'RecordPayment', paymentId: session.id, provider: 'stripe', amountCents: session.amount_total, currency: session.currency, now }, { metadata });
  await handleCommand(deps.store, userStream(userId), { type: 'RefundPayment', operator: WEBHOOK_REFUNDER, reason, now }, { metadata });
  // The session and account ids only: the reason may quote the couple's situation.
  log.warn({ checkoutSession: session.id, userId }, 'paid checkout session could not be delivered; refunded at Stripe');
}
