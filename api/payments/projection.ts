import type { Selectable } from 'kysely';
import type { EventOf } from '../../domain/events.ts';
import type { Database } from '../db/schema.ts';
import { plainRows, rowProjection, type Plain } from '../store/projection.ts';

type PaymentRow = Plain<Selectable<Database['payments']>>;

/** Every payment received, one row each (the payment's id makes a replayed webhook harmless). */
export const paymentProjection = rowProjection<PaymentRow, EventOf<'PaymentSucceeded'>>({
  name: 'payments',
  handles: { PaymentSucceeded: true },
  table: 'payments',
  keyColumn: 'payment_id',
  keyOf: (event) => event.data.paymentId,
  async load(db, keys) {
    return plainRows(await db.selectFrom('payments').selectAll().where('payment_id', 'in', keys).execute(), 'payment_id');
  },
  evolve(_row, { event }) {
    const { paymentId, userId, provider, amountCents, currency, paidAt } = event.data;
    return { payment_id: paymentId, user_id: userId, provider, amount_cents: amountCents, currency, paid_at: paidAt };
  },
  async columns(row) {
    return row;
  },
  async snapshot(db) {
    return db.selectFrom('payments').selectAll().orderBy('payment_id').execute();
  },
});
