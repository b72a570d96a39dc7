import type { FastifyBaseLogger } from 'fastify';
import type { UserEvent } from '../../domain/events.ts';
import { readUser } from '../auth/session.ts';
import type { AppDeps } from '../deps.ts';
import { couplePlans } from '../filing/plan.ts';
import { sendQuietly } from '../mail/mailer.ts';
import { paymentReceiptMail } from '../mail/receipt.ts';

/**
 * The receipt of a payment just recorded, e-mailed to the account in its language: only when the
 * command appended PaymentSucceeded (a replayed webhook or a second click records nothing and
 * mails nothing). A mail server that refuses does not undo the payment; it is logged.
 */
export async function mailReceipt(deps: AppDeps, userId: string, events: readonly UserEvent[], log: FastifyBaseLogger): Promise<void> {
  const payment = events.find((event) => event.type === 'PaymentSucceeded');
  if (!payment) return;
  await sendQuietly(log, async () => {
    const user = await readUser(deps.db, deps.keyring, userId);
    const { amountCents, currency, paidAt, paymentId } = payment.data;
    const plans = await couplePlans(deps, userId);
    const mail = paymentReceiptMail(deps.config.appUrl, { ownerId: userId, to: user.email, language: user.language }, { amountCents, currency, paidAt, reference: paymentId, plans });
    await deps.mailer.send(mail, log);
    log.info({ userId }, 'payment receipt mailed');
  });
}
