import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED } from '../../testing/filing-days.ts';
import { freePort } from '../db/embedded.ts';
import { loadFixture } from '../../fixtures/load.ts';
import { VERIFY_EMAIL_FIRST } from '../onboarding/journey-gate.ts';
import { APP_URL, bearer, readyToFile, register, registerVerified, seedCouple, startTestApp, type TestApp } from '../testing/harness.ts';

const RECEIPT_SUBJECT = 'Your Greencard receipt: $299.00 paid';
const receiptsTo = (t: TestApp, email: string) =>
  t.smtp.received.filter((mail) => [mail.to].flat().some((to) => to?.text === email) && /receipt|recibo/i.test(mail.subject ?? ''));

describe('the development payment provider', () => {
  let t: TestApp;
  // Paying needs a package USCIS accepts on the filing date (the refusal: api/filing/filing.test.ts).
  beforeAll(async () => {
    t = await startTestApp({}, { today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
  });
  afterAll(() => t.close());

  it('marks the payment made once, however often it is asked', async () => {
    const { token, userId } = await readyToFile(t.app, t.smtp, 'payer@example.com');
    const first = await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.hasPaid).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) });
    const payments = await t.deps.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount_cents: 29900, currency: 'usd', provider: 'development' });
    // One receipt, through the SMTP server, for the one payment recorded.
    expect(receiptsTo(t, 'payer@example.com')).toHaveLength(1);
  });

  it('e-mails a receipt: the amount, the date, what it covers and that it can be filed today, the refund rule and the dashboard', async () => {
    const email = 'receipt@example.com';
    const { token } = await readyToFile(t.app, t.smtp, email);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) })).statusCode).toBe(200);
    const mail = await t.smtp.nextMailTo(email);
    expect(mail.subject).toBe(RECEIPT_SUBJECT);
    const text = mail.text ?? '';
    const paidOn = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(t.deps.clock());
    expect(text).toContain(`We received your payment of $299.00 on ${paidOn} (reference development-`);
    expect(text).toMatch(/- Your complete package \(Form I-130, Form I-130A, Form I-485, Form I-864(, Form I-765)?(,)? and Form I-\d+\): can be filed today; download it now\./);
    expect(text).toContain('within 12 months of your payment, we refund the full $299.00 without your asking');
    expect(text).toContain(`${APP_URL}/terms#refunds`);
    expect(text).toContain(`Go to your dashboard: ${APP_URL}/dashboard`);
    expect(mail.html).toContain(`<a href="${APP_URL}/dashboard">Go to your dashboard</a>`);
  });

  it('writes the receipt in the account’s language: the petition can be filed today, the green card application waits for the forms', async () => {
    const petitionFirst = loadFixture(path.resolve(import.meta.dirname, '../../fixtures/couples/citizen-petition-first-f1-student.json'));
    const email = 'recibo@example.com';
    const { token } = await registerVerified(t.app, t.smtp, email);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'es' }, headers: bearer(token) })).statusCode).toBe(200);
    await seedCouple(t.app, token, petitionFirst.answers);
    // A month on, USCIS no longer takes the installed I-485 and I-864: only the petition can be filed.
    t.advanceClock(30 * 86_400_000);
    try {
      // The session has expired by then: sign in again.
      const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct horse battery' } });
      const later = signedIn.json<{ data: { token: string } }>().data.token;
      expect((await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(later) })).statusCode).toBe(200);
      const mail = await t.smtp.nextMailTo(email);
      // Spanish writes the amount 299,00 US$, with a no-break space.
      expect(mail.subject).toMatch(/^Su recibo de Greencard: 299,00\sUS\$ pagados$/);
      const text = mail.text ?? '';
      expect(text).toContain('- La petición (Form I-130 y Form I-130A): se puede presentar hoy; descárguelo ahora.');
      expect(text).toMatch(/- La solicitud de residencia permanente \(Form I-485, Form I-864, Form I-765 y Form I-131\): está en espera, porque USCIS exige una edición de Form I-485 y Form I-864 /);
      expect(text).toContain('dentro de 12 meses desde su pago');
      expect(text).toContain(`Ir a su panel: ${APP_URL}/dashboard`);
      // It names no one and repeats no answer.
      for (const name of ['Ethan', 'Carter', 'Ananya', 'Krishnamurthy']) expect(text).not.toContain(name);
    } finally {
      t.advanceClock(-30 * 86_400_000);
    }
  });

  it('is refused in production', async () => {
    const production = await startTestApp({ NODE_ENV: 'production' }, { today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
    try {
      const { token } = await register(production.app, 'prod@example.com');
      const response = await production.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect((await production.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data.hasPaid).toBe(false);
    } finally {
      await production.close();
    }
  });
});

describe('Stripe Checkout', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret_for_greencard';
  let t: TestApp;
  let stripeStandIn: http.Server;
  const sessionsCreated: URLSearchParams[] = [];
  const refundsAsked: { form: URLSearchParams; idempotencyKey: string }[] = [];
  // Stripe's servers are the one thing out of reach: a local stand-in answers the real client.
  beforeAll(async () => {
    const port = await freePort();
    stripeStandIn = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        response.setHeader('content-type', 'application/json');
        if (request.url === '/v1/refunds') {
          refundsAsked.push({ form, idempotencyKey: String(request.headers['idempotency-key']) });
          response.end(JSON.stringify({ id: `re_${refundsAsked.length}`, object: 'refund', status: 'succeeded', payment_intent: form.get('payment_intent') }));
          return;
        }
        sessionsCreated.push(form);
        response.end(JSON.stringify({ id: 'cs_test_123', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_123', client_reference_id: form.get('client_reference_id') }));
      });
    });
    await new Promise<void>((resolve) => stripeStandIn.listen(port, '127.0.0.1', resolve));
    const stripe = new Stripe('sk_test_greencard', { host: '127.0.0.1', port, protocol: 'http' });
    t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_greencard', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, { stripe, today: LAST_DAY_ALL_MAPPED_EDITIONS_ACCEPTED });
  });
  afterAll(async () => {
    await t.close();
    stripeStandIn.close();
  });

  const completed = (userId: string, id = 'evt_1', sessionId = 'cs_test_123') =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', client_reference_id: userId, payment_status: 'paid', amount_total: 29900, currency: 'usd', payment_intent: `pi_${sessionId}` } },
    });
  const deliver = (payload: string, signature: string) =>
    t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  const signed = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

  it('creates a Checkout Session for $299 and returns its URL', async () => {
    const { token, userId } = await readyToFile(t.app, t.smtp, 'checkout@example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toBe('https://checkout.stripe.com/c/pay/cs_test_123');
    const form = sessionsCreated.at(-1);
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('29900');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form?.get('client_reference_id')).toBe(userId);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/payment', headers: bearer(token) })).statusCode).toBe(409);
  });

  it('refuses a forged signature and records nothing', async () => {
    const { token, userId } = await register(t.app, 'forged@example.com');
    const payload = completed(userId, 'evt_forged');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    const response = await deliver(payload, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid Stripe signature.' });
    expect((await deliver(payload.replace('29900', '1'), signed(payload))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data.hasPaid).toBe(false);
  });

  it('sets hasPaid once for a completed checkout, even when the event is replayed or duplicated', async () => {
    const { token, userId } = await readyToFile(t.app, t.smtp, 'paid@example.com');
    const payload = completed(userId, 'evt_paid', 'cs_paid_1');
    for (let i = 0; i < 3; i++) expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
    const duplicate = completed(userId, 'evt_paid_again', 'cs_paid_2');
    expect((await deliver(duplicate, signed(duplicate))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data.hasPaid).toBe(true);
    expect(await t.deps.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute()).toHaveLength(1);
    const events = (await t.deps.store.readStream(`user-${userId}`)).filter((e) => e.event.type === 'PaymentSucceeded');
    expect(events).toHaveLength(1);
    const receipts = receiptsTo(t, 'paid@example.com');
    expect(receipts.map((mail) => mail.subject)).toEqual([RECEIPT_SUBJECT]);
    expect(receipts[0]?.text).toContain('(reference cs_paid_1)');
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: bearer(token) })).statusCode).toBe(409);
  });

  it('refuses a checkout for a package USCIS would not accept on the filing date, before Stripe is asked', async () => {
    t.advanceClock(30 * 86_400_000);
    const { token } = await readyToFile(t.app, t.smtp, 'checkout.held@example.com');
    const asked = sessionsCreated.length;
    const response = await t.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: bearer(token) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^Your package cannot be paid for yet: USCIS would not accept it today\. USCIS changed Form I-485 on September 18, 2026; we are updating ours\./);
    expect(sessionsCreated).toHaveLength(asked);
    t.advanceClock(-30 * 86_400_000);
  });

  it('refunds, once, a paid session it cannot deliver: an account that never verified nor onboarded', async () => {
    const { token, userId } = await register(t.app, 'never.onboarded@example.com');
    const payload = completed(userId, 'evt_undeliverable', 'cs_undeliverable');
    for (let i = 0; i < 3; i++) expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
    const refunds = refundsAsked.filter(({ form }) => form.get('payment_intent') === 'pi_cs_undeliverable');
    // Stripe sees one refund however often it delivers the event (the idempotency key makes sure).
    expect(refunds.map(({ idempotencyKey }) => idempotencyKey)).toEqual(['refund-cs_undeliverable']);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data.hasPaid).toBe(false);
    const events = (await t.deps.store.readStream(`user-${userId}`)).map((e) => e.event).filter((e) => e.type.startsWith('Payment'));
    expect(events.map((e) => e.type)).toEqual(['PaymentSucceeded', 'PaymentRefunded']);
    expect(events[1]?.data).toMatchObject({ paymentId: 'cs_undeliverable', operator: 'stripe-webhook', reason: VERIFY_EMAIL_FIRST });
    expect(receiptsTo(t, 'never.onboarded@example.com')).toEqual([]);
  });

  it('refunds a paid session whose package became held between the checkout and the payment', async () => {
    const { token, userId } = await readyToFile(t.app, t.smtp, 'held.after.checkout@example.com');
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: bearer(token) })).statusCode).toBe(200);
    t.advanceClock(30 * 86_400_000);
    try {
      const payload = completed(userId, 'evt_held', 'cs_held');
      expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
      expect(refundsAsked.filter(({ form }) => form.get('payment_intent') === 'pi_cs_held')).toHaveLength(1);
      const refunded = (await t.deps.store.readStream(`user-${userId}`)).map((e) => e.event).find((e) => e.type === 'PaymentRefunded');
      expect(refunded?.data).toMatchObject({ operator: 'stripe-webhook', reason: expect.stringMatching(/^Your package cannot be paid for yet: USCIS would not accept it today\./) });
      expect(receiptsTo(t, 'held.after.checkout@example.com')).toEqual([]);
    } finally {
      t.advanceClock(-30 * 86_400_000);
    }
    // (Back on the day the session was opened, the account's sign-in is still good.)
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data.hasPaid).toBe(false);
  });

  it('fulfils only a checkout paid at the price, in US dollars', async () => {
    const { token, userId } = await register(t.app, 'underpaid@example.com');
    for (const [amount, currency] of [['1', 'usd'], ['29900', 'eur']] as const) {
      const payload = completed(userId, `evt_${amount}_${currency}`, `cs_${amount}_${currency}`).replace('"amount_total":29900', `"amount_total":${amount}`).replace('"currency":"usd"', `"currency":"${currency}"`);
      expect((await deliver(payload, signed(payload))).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().data.hasPaid).toBe(false);
    expect(await t.deps.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('ignores event types it does not handle', async () => {
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    const response = await deliver(payload, signed(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });
});
