import type { FilingStage } from '../../domain/rules/filing-path.ts';
import { LINK_LIFETIME_HOURS, REPORT_LINK_LIFETIME_DAYS } from '../../domain/product/account.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/languages.ts';
import { translate, type MessageId } from '../../domain/i18n/messages.ts';
import { PAGES } from '../../domain/product/pages.ts';
import type { OutgoingMail } from './mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mails Greencard sends, each in the messages `mail.<name>.subject|intro|action|outro`. */
type MailName = 'verify' | 'reset' | 'packageReady' | 'adjustmentReady' | 'emailChange' | 'emailChangeNotice';

/** Who receives a mail, and the language their account reads Greencard in (English until they choose). */
export interface Recipient {
  readonly ownerId: string;
  readonly to: string;
  readonly language: Language | null;
}

function mail(name: MailName, { ownerId, to, language }: Recipient, link: string, values: Record<string, string | number> = {}): OutgoingMail {
  const said = (part: 'subject' | 'intro' | 'action' | 'outro') => translate(language ?? DEFAULT_LANGUAGE, `mail.${name}.${part}` as MessageId, values);
  const [intro, action, outro] = [said('intro'), said('action'), said('outro')];
  const notAffiliated = translate(language ?? DEFAULT_LANGUAGE, 'notice.notAffiliated');
  return {
    ownerId,
    to,
    subject: said('subject'),
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n\n${notAffiliated}.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>` +
      `<p style="color:#666;font-size:12px">${escapeHtml(notAffiliated)}.</p>`,
  };
}

export function verificationMail(appUrl: string, to: Recipient, token: string): OutgoingMail {
  return mail('verify', to, `${appUrl}${PAGES.emailVerified}?token=${token}`, { hours: LINK_LIFETIME_HOURS });
}

export function passwordResetMail(appUrl: string, to: Recipient, token: string): OutgoingMail {
  return mail('reset', to, `${appUrl}${PAGES.resetPassword}?token=${token}`, { hours: LINK_LIFETIME_HOURS });
}

/**
 * To a couple whose package was held: every form of it is fileable again (sent once per hold); for
 * the adjustment stage, the green card application can be filed now.
 */
export function packageReadyMail(appUrl: string, to: Recipient, stage: FilingStage = 'whole'): OutgoingMail {
  return mail(stage === 'adjustment' ? 'adjustmentReady' : 'packageReady', to, `${appUrl}${PAGES.preview}`);
}

export function emailChangeMail(appUrl: string, to: Recipient, token: string): OutgoingMail {
  return mail('emailChange', to, `${appUrl}${PAGES.confirmEmailChange}?token=${token}`, { hours: LINK_LIFETIME_HOURS });
}

/** To the address being replaced: told at once, with a way to undo a change it did not ask for. */
export function emailChangeNoticeMail(appUrl: string, to: Recipient, newEmail: string, reportToken: string): OutgoingMail {
  return mail('emailChangeNotice', to, `${appUrl}${PAGES.reportEmailChange}?token=${reportToken}`, { newEmail, days: REPORT_LINK_LIFETIME_DAYS });
}
