import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { freePort } from '../../api/db/embedded.ts';
import { freshDatabaseUrl } from '../../api/testing/database.ts';
import { startServer } from '../../api/testing/processes.ts';
import { startSmtpServer } from '../../api/testing/smtp.ts';

export interface RunningProduct {
  url: string;
  env: Record<string, string>;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  stop: () => Promise<void>;
}

/** `greencard serve` as a person runs it: its own database, real mail to an SMTP server in the test; `extra` adds settings (FILING_DATE). */
export async function startProduct(extra: Record<string, string> = {}): Promise<RunningProduct> {
  const smtp = await startSmtpServer();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATABASE_URL: await freshDatabaseUrl(),
    SMTP_URL: smtp.url,
    USCIS_FORMS_DIR: inject('formsDir'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SIGN_IN_LIMIT_PER_CLIENT: '1000',
    LOG_LEVEL: 'info',
    ...extra,
  };
  const server = await startServer(env, ['serve'], 120_000);
  return {
    url,
    env,
    smtp,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
      await smtp.close();
    },
  };
}
