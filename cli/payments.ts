import type { Command } from 'commander';
import { userStream } from '../domain/users/decide.ts';
import { handleCommand, loadState } from '../api/store/command-handler.ts';
import { findAccount } from './audit.ts';
import { fail, print } from './output.ts';
import { withRuntime } from './runtime.ts';

interface RefundOptions {
  reason: string;
  operator: string;
  json?: boolean;
}

/**
 * `greencard payments refund`: the terms' refund rule (the couple asked before downloading anything,
 * or the later stage could not be delivered within twelve months of payment), carried out by an
 * operator. A Stripe payment is refunded at Stripe first; the event records who refunded it and why.
 */
export function paymentCommands(program: Command): void {
  const payments = program.command('payments').description('payments and refunds');
  payments
    .command('refund <email-or-user-id>')
    .description('refund the account’s payment under the refund rule of the terms, and record it')
    .requiredOption('--reason <text>', 'why, under the terms (asked before any download; later stage not delivered in 12 months)')
    .requiredOption('--operator <name>', 'who refunds')
    .option('--json', 'machine-readable output')
    .action(async (who: string, options: RefundOptions) => {
      const outcome = await withRuntime(async (deps) => {
        const userId = await findAccount(deps.db, deps.keyring, who);
        const { state } = await loadState(deps.store, userStream(userId));
        if (state.status !== 'active' || !state.payment) fail('This account has no payment to refund.');
        const { payment } = state;
        if (payment.provider === 'stripe') {
          if (!deps.stripe) fail('This payment was taken by Stripe: set STRIPE_SECRET_KEY to refund it.');
          const session = await deps.stripe.checkout.sessions.retrieve(payment.paymentId);
          const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
          if (!intent) fail(`Stripe names no payment for checkout session ${payment.paymentId}.`);
          await deps.stripe.refunds.create({ payment_intent: intent, metadata: { userId, reason: options.reason } });
        }
        await handleCommand(deps.store, userStream(userId), { type: 'RefundPayment', operator: options.operator, reason: options.reason, now: new Date().toISOString() }, {
          metadata: { source: 'cli' },
        });
        return { userId, paymentId: payment.paymentId, provider: payment.provider, amountCents: payment.amountCents, currency: payment.currency };
      });
      print(Boolean(options.json), outcome, () => `Refunded ${(outcome.amountCents / 100).toFixed(2)} ${outcome.currency.toUpperCase()} (${outcome.provider}, ${outcome.paymentId}).`);
    });
}
