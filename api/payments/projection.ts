import type { Projection } from '../store/event-store.ts';

/** Every payment received, one row each (the payment's id makes a replayed webhook harmless). */
export const paymentProjection: Projection = {
  name: 'payments',
  handles: ['PaymentSucceeded'],
  tables: ['payments'],
  async apply(tx, { event }) {
    if (event.type !== 'PaymentSucceeded') return;
    const { paymentId, userId, provider, amountCents, currency, paidAt } = event.data;
    await tx
      .insertInto('payments')
      .values({ payment_id: paymentId, user_id: userId, provider, amount_cents: amountCents, currency, paid_at: paidAt })
      .execute();
  },
  async snapshot(db) {
    return db.selectFrom('payments').selectAll().orderBy('payment_id').execute();
  },
};
