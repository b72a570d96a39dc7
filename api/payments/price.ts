/** The product's one price: $299, once (spec section 9). */
export const PRICE_CENTS = 29_900;
export const CURRENCY = 'usd';
