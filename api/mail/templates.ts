import type { FilingStage } from '../../domain/rules/filing-path.ts';
import { LINK_LIFETIME_HOURS, lifetimeWords, REPORT_LINK_LIFETIME_DAYS } from '../../domain/product/account.ts';
import { NOT_AFFILIATED } from '../../domain/product/notices.ts';
import { PAGES } from '../../domain/product/pages.ts';
import type { OutgoingMail } from './mailer.ts';

const LINK_LIFETIME = lifetimeWords(LINK_LIFETIME_HOURS, 'hour');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(ownerId: string, to: string, subject: string, intro: string, action: string, link: string, outro: string): OutgoingMail {
  return {
    ownerId,
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n\n${NOT_AFFILIATED}.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>` +
      `<p style="color:#666;font-size:12px">${escapeHtml(NOT_AFFILIATED)}.</p>`,
  };
}

export function verificationMail(appUrl: string, ownerId: string, to: string, token: string): OutgoingMail {
  return mail(
    ownerId,
    to,
    'Verify your e-mail address',
    'Welcome to Greencard. Please confirm that this is your e-mail address.',
    'Verify my e-mail address',
    `${appUrl}${PAGES.emailVerified}?token=${token}`,
    `The link is valid for ${LINK_LIFETIME}. If you did not create an account, ignore this e-mail.`,
  );
}

export function passwordResetMail(appUrl: string, ownerId: string, to: string, token: string): OutgoingMail {
  return mail(
    ownerId,
    to,
    'Reset your password',
    'Someone asked to reset the password of your Greencard account.',
    'Choose a new password',
    `${appUrl}${PAGES.resetPassword}?token=${token}`,
    `The link is valid for ${LINK_LIFETIME} and works once. If you did not ask for it, ignore this e-mail; your password stays as it is.`,
  );
}

/** To a couple whose package was held: every form of it is fileable again (sent once per hold). */
export function packageReadyMail(appUrl: string, ownerId: string, to: string, stage: FilingStage = 'whole'): OutgoingMail {
  const adjustment = stage === 'adjustment';
  return mail(
    ownerId,
    to,
    adjustment ? 'Your green card application is ready to file' : 'Your green card forms are ready to file',
    adjustment
      ? 'Your green card application (Form I-485 with Form I-864) can be filed now: USCIS takes it and our forms are the editions it accepts. Every answer you gave is kept.'
      : 'We have updated the forms of your package to the editions USCIS accepts now. Every answer you gave is kept.',
    'Look over your documents',
    `${appUrl}${PAGES.preview}`,
    'Look through every page of the new preview before you print, sign and mail it. If you downloaded your package before, download it again: mail only the new one.',
  );
}

export function emailChangeMail(appUrl: string, ownerId: string, to: string, token: string): OutgoingMail {
  return mail(
    ownerId,
    to,
    'Confirm your new e-mail address',
    'You asked to use this e-mail address for your Greencard account. It takes its place once you confirm it.',
    'Confirm my new e-mail address',
    `${appUrl}${PAGES.confirmEmailChange}?token=${token}`,
    `The link is valid for ${LINK_LIFETIME}. Confirming signs you out on every device; sign in again with this address. If you did not ask for this, ignore this e-mail.`,
  );
}

/** To the address being replaced: told at once, with a way to undo a change it did not ask for. */
export function emailChangeNoticeMail(appUrl: string, ownerId: string, to: string, newEmail: string, reportToken: string): OutgoingMail {
  return mail(
    ownerId,
    to,
    'Your Greencard e-mail address is being changed',
    `Someone signed in to your Greencard account and asked to change its e-mail address to ${newEmail}. If it was you, there is nothing to do.`,
    'It was not me: keep my address and sign everyone out',
    `${appUrl}${PAGES.reportEmailChange}?token=${reportToken}`,
    `This link works for ${lifetimeWords(REPORT_LINK_LIFETIME_DAYS, 'day')}, even after the change was confirmed: it gives the account back to this address and signs out every device. Then choose a new password.`,
  );
}
