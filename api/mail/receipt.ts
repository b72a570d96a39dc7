import { heldForms, isFileable, type PackagePlan } from '../../domain/uscis/filing.ts';
import { printedFormName, type KnownForm } from '../../domain/uscis/index.ts';
import { LATER_STAGE_REFUND_MONTHS } from '../../domain/product/package.ts';
import { PAGES } from '../../domain/product/pages.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/languages.ts';
import { translate, type MessageId } from '../../domain/i18n/messages.ts';
import type { OutgoingMail } from './mailer.ts';
import type { Recipient } from './templates.ts';

/** What a receipt says was bought: the payment as recorded, and each stage's plan on the day it was paid. */
export interface ReceiptFacts {
  readonly amountCents: number;
  readonly currency: string;
  /** When the payment was recorded (ISO). */
  readonly paidAt: string;
  /** The provider's id of the payment: what the couple quotes when they write about it. */
  readonly reference: string;
  /** Every stage of the couple's filing, in filing order (api/filing/plan.ts couplePlans). */
  readonly plans: readonly PackagePlan[];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const formList = (language: Language, forms: readonly KnownForm[]): string =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(forms.map((form) => `Form ${printedFormName(form)}`));

/**
 * One stage as the receipt tells it: its forms, and whether it is fileable today or what it waits for,
 * from the same plan the server refuses payment and downloads by. A held form is said first: it is
 * ours to update; then what the couple or USCIS must do.
 */
function stageLine(language: Language, plan: PackagePlan): string {
  const say = (id: MessageId, values: Record<string, string> = {}) => translate(language, id, values);
  const stage = say(`mail.receipt.stage.${plan.stage}`, { forms: formList(language, plan.forms.map((filing) => filing.form)) });
  const held = heldForms(plan);
  const status = isFileable(plan)
    ? say('mail.receipt.now')
    : held.length > 0
      ? say('mail.receipt.wait.forms', { forms: formList(language, held.map((filing) => filing.form)) })
      : plan.wait?.kind === 'visa'
        ? say('mail.receipt.wait.visa')
        : say('mail.receipt.wait.receipt');
  return `${stage}: ${status}`;
}

/**
 * The e-mail sent once when a payment is recorded: the amount and date, each stage it covers with
 * what can be filed today and what waits, the terms' refund rule and the way back to the dashboard.
 * It names no one and repeats no answer: the account's address is the only personal datum it travels with.
 */
export function paymentReceiptMail(appUrl: string, { ownerId, to, language: chosen }: Recipient, facts: ReceiptFacts): OutgoingMail {
  const language = chosen ?? DEFAULT_LANGUAGE;
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: facts.currency.toUpperCase() }).format(facts.amountCents / 100);
  // The date the payment was recorded, as the server's clock (UTC) knew it.
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(facts.paidAt));
  const link = `${appUrl}${PAGES.dashboard}`;
  const say = (id: MessageId, values: Record<string, string | number> = {}) => translate(language, id, values);
  const intro = say('mail.receipt.intro', { amount, date, reference: facts.reference });
  const stages = facts.plans.map((plan) => stageLine(language, plan));
  const refund = say('mail.receipt.refund', { amount, months: LATER_STAGE_REFUND_MONTHS, terms: `${appUrl}${PAGES.terms}#refunds` });
  const [fees, action, outro] = [say('mail.receipt.fees'), say('mail.receipt.action'), say('mail.receipt.outro')];
  const notAffiliated = say('notice.notAffiliated');
  return {
    ownerId,
    to,
    subject: say('mail.receipt.subject', { amount }),
    link,
    text: [intro, stages.map((line) => `- ${line}`).join('\n'), fees, refund, `${action}: ${link}`, outro, `${notAffiliated}.`].join('\n\n'),
    html:
      `<p>${escapeHtml(intro)}</p><ul>${stages.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(fees)}</p><p>${escapeHtml(refund)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>` +
      `<p style="color:#666;font-size:12px">${escapeHtml(notAffiliated)}.</p>`,
  };
}
