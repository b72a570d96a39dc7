import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { freePort } from '../db/embedded.ts';

/** A real SMTP server in the test process that keeps every message it receives, parsed. */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ParsedMail[];
  nextMailTo: (address: string, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
}> {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const seen = new Set<ParsedMail>();
  const recipients = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((a) => a?.value ?? []).map((v) => v.address?.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMailTo(address, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => !seen.has(m) && recipients(m).includes(address.toLowerCase()));
        if (mail) {
          seen.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail reached ${address} within ${timeoutMs} ms.`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): URL {
  const match = (mail.text ?? '').match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`No link starting with ${prefix} in the mail "${mail.subject}".`);
  return new URL(match[0]);
}
