/**
 * The cover's fees and how to pay them (issue 22), in English. Form numbers and titles, amounts
 * and addresses are placeholders and stay as USCIS writes them.
 */
export const coverPaymentEn = {
  'cover.payment.title': 'USCIS fees and how to pay them',
  'cover.payment.feesUnknown': 'The USCIS fees for {date} are not known to us: find them at uscis.gov/fees before you mail.',
  'cover.payment.column.form': 'Form',
  'cover.payment.column.fee': 'Fee',
  'cover.payment.column.how': 'Payment, placed on top of the form',
  'cover.payment.noFee': 'no fee',
  'cover.payment.none': 'none',
  'cover.payment.aPayment': 'a payment',
  'cover.payment.either': '{first} or {second}',
  'cover.payment.one': 'one {paidWith} for {amount}, for Form {form} only',
  'cover.payment.total': 'Total',
  'cover.payment.howUnknown': 'How USCIS takes fees on {date} is not known to us: read uscis.gov/fees before you pay.',
  'cover.payment.rule':
    'Since {date}, USCIS rejects a paper filing paid by {rejected}. Pay each fee with its own {ways}, filled in and signed for that one fee, and put it on top of the form it pays for. This package does not include these forms: download them from {links}. USCIS charges each one separately: make sure the card or account covers the total, or USCIS rejects the filing.',
  'cover.payment.and': '{first} and {second}',
  'cover.payment.orAlso': '{first}, or {second}',
  'cover.payment.changes': 'USCIS changes its fees from time to time: confirm them at uscis.gov/fees before you mail. ({source}.)',
} as const satisfies Readonly<Record<string, string>>;
