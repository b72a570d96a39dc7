import { feePaymentOn } from '../../domain/rules/fee-payment.ts';
import { printedForm } from '../../domain/product/package.ts';
import { feesOf } from '../../domain/rules/fees.ts';
import { usDate } from '../../domain/uscis/format.ts';
import type { UscisForm } from '../../domain/uscis/index.ts';
import { money, type CoverWriter } from './cover-writer.ts';

/**
 * The fees of the package and how each is paid, read for the filing date from the dated tables
 * (domain/rules/fees.ts, fee-payment.ts): one payment authorization per form that has a fee,
 * with its amount, placed on top of that form.
 */
export function writePayment({ writer, heading }: CoverWriter, forms: readonly UscisForm[], filingDate: string): void {
  heading('USCIS fees and how to pay them', 60);
  const fees = feesOf(forms.map(printedForm), filingDate);
  if (!fees) {
    writer.text(`The USCIS fees for ${usDate(filingDate)} are not known to us: find them at uscis.gov/fees before you mail.`);
    return;
  }
  const payment = feePaymentOn(filingDate);
  const offsets = [0, 90, 160];
  writer.row(['Form', 'Fee', 'Payment, placed on top of the form'], offsets, { bold: true, size: 9.5 });
  for (const line of fees.lines) {
    const paidWith = payment ? payment.authorizations.map((authorization) => `Form ${authorization.form}`).join(' or ') : 'a payment';
    const how = line.fee === 0 ? 'none' : `one ${paidWith} for ${money(line.fee)}, for Form ${line.form} only`;
    writer.row([`Form ${line.form}`, line.fee === 0 ? 'no fee' : money(line.fee), how], offsets, { size: 9.5 });
  }
  writer.row(['Total', money(fees.total), ''], offsets, { bold: true, size: 9.5 });
  writer.space(4);
  if (!payment) {
    writer.text(`How USCIS takes fees on ${usDate(filingDate)} is not known to us: read uscis.gov/fees before you pay.`);
    return;
  }
  const ways = payment.authorizations.map((authorization) => `Form ${authorization.form}, ${authorization.title} (${authorization.paysWith})`);
  writer.text(
    `Since ${usDate(payment.effective)}, USCIS rejects a paper filing paid by ${payment.rejected}. Pay each fee with its own ${ways.join(', or ')}, ` +
      'filled in and signed for that one fee, and put it on top of the form it pays for. This package does not include these forms: download them from ' +
      `${payment.authorizations.map((authorization) => `uscis.gov/${authorization.form.toLowerCase()}`).join(' and ')}. ` +
      'USCIS charges each one separately: make sure the card or account covers the total, or USCIS rejects the filing.',
  );
  writer.text(`USCIS changes its fees from time to time: confirm them at uscis.gov/fees before you mail. (${payment.source}.)`, { size: 8.5 });
}

