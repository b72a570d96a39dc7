import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Keyring } from '../store/keyring.ts';

export interface OutgoingMail {
  /** The user the mail is about; the outbox seals its content with that user's key. */
  ownerId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries, logged in development so an account can be verified without SMTP. */
  link: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** `log`: the request's logger, so what the mailer logs carries the request id. */
  send(mail: OutgoingMail, log?: FastifyBaseLogger): Promise<void>;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP: mail is kept in the outbox table (sealed). With `showLinks` (development only) its
 * link is written to the log so an account can be verified locally; the link's token is a
 * password-equivalent secret, so nowhere else. The recipient's address is never logged.
 */
export function outboxMailer(db: Db, keyring: Keyring, log: FastifyBaseLogger, options: { showLinks?: boolean } = {}): Mailer {
  return {
    kind: 'outbox',
    async send(mail, requestLog = log) {
      await db
        .insertInto('outbox')
        .values({
          owner_id: mail.ownerId,
          recipient_sealed: await keyring.seal(db, mail.ownerId, mail.to),
          subject: mail.subject,
          body_sealed: await keyring.seal(db, mail.ownerId, mail.text),
        })
        .execute();
      if (options.showLinks) {
        requestLog.info({ userId: mail.ownerId, link: mail.link }, `mail kept in the outbox (no SMTP_URL): ${mail.subject}`);
      } else {
        requestLog.warn({ userId: mail.ownerId }, `mail kept in the outbox, not sent (no SMTP_URL): ${mail.subject}`);
      }
    },
    close: () => {},
  };
}

/** Mail that cannot be sent must not undo what the person did; they can ask again. */
export async function sendQuietly(log: { error: (obj: object, msg: string) => void }, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    log.error({ err: error instanceof Error ? { message: error.message } : {} }, 'mail could not be sent');
  }
}
