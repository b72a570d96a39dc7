import { api } from './api-client.ts';

let pending: Promise<string> | null = null;

/**
 * The filing date the server reads its dated facts for (GET /api/config): the tax years the income
 * questions name come from it, never from this computer's clock. Asked once per page load; a
 * failure is asked again next time.
 */
export function fetchFilingDate(): Promise<string> {
  pending ??= api<{ filingDate?: unknown }>('GET', '/config', undefined, 'The date could not be loaded.').then(
    (config) => {
      if (typeof config.filingDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(config.filingDate)) return config.filingDate;
      throw new Error('The server did not say which date it files for.');
    },
  );
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
