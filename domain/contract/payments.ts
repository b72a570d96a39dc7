/** POST /payments/checkout: the Stripe Checkout page to send the browser to. */
export interface Checkout {
  readonly url: string;
  readonly sessionId: string;
}
