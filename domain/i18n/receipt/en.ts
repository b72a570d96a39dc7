/** The payment receipt e-mail (api/mail/receipt.ts): what was bought, what is fileable now, what waits. */
export const receiptEn = {
  'mail.receipt.subject': 'Your Greencard receipt: {amount} paid',
  'mail.receipt.intro': 'Thank you. We received your payment of {amount} on {date} (reference {reference}). It buys your whole filing with Greencard:',
  'mail.receipt.stage.whole': 'Your complete package ({forms})',
  'mail.receipt.stage.petition': 'The petition ({forms})',
  'mail.receipt.stage.adjustment': 'The green card application ({forms})',
  'mail.receipt.now': 'can be filed today; download it now.',
  'mail.receipt.wait.forms':
    'waits, because USCIS requires another edition of {forms} than the one we fill today. We update it, keep every answer you gave, and e-mail you when this package opens.',
  'mail.receipt.wait.visa':
    "waits, because USCIS takes Form I-485 once the Visa Bulletin chart it names is current for your petition's priority date. We e-mail you the month it is.",
  'mail.receipt.wait.receipt':
    "waits for your petition's receipt notice (Form I-797C); once USCIS sends it, enter its receipt number on your dashboard and this package is prepared on it.",
  'mail.receipt.refund':
    'Refunds: we refund the full {amount} when you ask before downloading anything, or when a fault on our side keeps us from delivering your package. When you file in two stages and we cannot deliver the later stage within {months, plural, one {# month} other {# months}} of your payment, we refund the full {amount} without your asking. Otherwise, once a package has been downloaded, the payment is final. The terms give the whole rule: {terms}',
  'mail.receipt.fees': 'USCIS filing fees are not part of this payment: you pay them to USCIS when you mail each package, as its cover page says.',
  'mail.receipt.action': 'Go to your dashboard',
  'mail.receipt.outro': 'Keep this e-mail as your receipt.',
} as const satisfies Readonly<Record<string, string>>;
