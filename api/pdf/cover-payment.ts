import { feePaymentOn } from '../../domain/rules/fee-payment.ts';
import { longDate } from '../../domain/i18n/dates.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { translate, type MessageId } from '../../domain/i18n/messages.ts';
import { printedForm } from '../../domain/product/package.ts';
import { feesOf } from '../../domain/rules/fees.ts';
import { usDate } from '../../domain/uscis/format.ts';
import type { UscisForm } from '../../domain/uscis/index.ts';
import { money, type CoverWriter } from './cover-writer.ts';

/** A list joined by the message `joiner` ("A or B", "A, or B"), pair by pair. */
const joined = (language: Language, joiner: MessageId, items: readonly string[]): string =>
  items.reduce((first, second) => translate(language, joiner, { first, second }));

/**
 * The fees of the package and how each is paid, read for the filing date from the dated tables
 * (domain/rules/fees.ts, fee-payment.ts): one payment authorization per form that has a fee,
 * with its amount, placed on top of that form.
 */
export function writePayment({ writer, heading, language }: CoverWriter, forms: readonly UscisForm[], filingDate: string): void {
  const said = (id: MessageId, values?: Record<string, string | number>) => translate(language, id, values);
  // A Spanish reader writes 04/05 for the 4th of May: dates in words (issue 22).
  const dateOf = (iso: string) => (language === 'en' ? usDate(iso) : longDate(language, iso));
  heading(said('cover.payment.title'), 60);
  const fees = feesOf(forms.map(printedForm), filingDate);
  if (!fees) {
    writer.text(said('cover.payment.feesUnknown', { date: dateOf(filingDate) }));
    return;
  }
  const payment = feePaymentOn(filingDate);
  const offsets = [0, 90, 160];
  writer.row([said('cover.payment.column.form'), said('cover.payment.column.fee'), said('cover.payment.column.how')], offsets, { bold: true, size: 9.5 });
  for (const line of fees.lines) {
    const paidWith = payment ? joined(language, 'cover.payment.either', payment.authorizations.map((authorization) => `Form ${authorization.form}`)) : said('cover.payment.aPayment');
    const how = line.fee === 0 ? said('cover.payment.none') : said('cover.payment.one', { paidWith, amount: money(line.fee), form: line.form });
    writer.row([`Form ${line.form}`, line.fee === 0 ? said('cover.payment.noFee') : money(line.fee), how], offsets, { size: 9.5 });
  }
  writer.row([said('cover.payment.total'), money(fees.total), ''], offsets, { bold: true, size: 9.5 });
  writer.space(4);
  if (!payment) {
    writer.text(said('cover.payment.howUnknown', { date: dateOf(filingDate) }));
    return;
  }
  const ways = payment.authorizations.map(
    (authorization) => `Form ${authorization.form}, ${authorization.title} (${language === 'es' ? authorization.paysWithEs : authorization.paysWith})`,
  );
  writer.text(
    said('cover.payment.rule', {
      date: dateOf(payment.effective),
      rejected: language === 'es' ? payment.rejectedEs : payment.rejected,
      ways: joined(language, 'cover.payment.orAlso', ways),
      links: joined(language, 'cover.payment.and', payment.authorizations.map((authorization) => `uscis.gov/${authorization.form.toLowerCase()}`)),
    }),
  );
  writer.text(said('cover.payment.changes', { source: payment.source }), { size: 8.5 });
}
