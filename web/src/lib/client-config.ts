import { useEffect, useState } from 'react';
import { api } from './api-client.ts';

/** GET /config: what the server tells every client (no secrets). */
export interface ClientConfig {
  testLoginEnabled: boolean;
  paymentProvider: 'development' | 'stripe';
  /**
   * The date the server reads dated facts and date rules for ('YYYY-MM-DD'): today on its clock,
   * or FILING_DATE in development. The client checks dates against it, not the device's calendar,
   * so the wizard and Check My Data agree.
   */
  filingDate: string;
}

let loading: Promise<ClientConfig> | null = null;

/** The server's configuration, asked once per page load (again after a failure). */
export function loadClientConfig(): Promise<ClientConfig> {
  loading ??= api<ClientConfig>('GET', '/config').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type FilingDate = { status: 'loading' } | { status: 'ready'; date: string } | { status: 'failed' };

/** The filing date for date rules; 'failed' when the server could not be asked (a new `attempt` asks again). */
export function useFilingDate(attempt = 0): FilingDate {
  const [state, setState] = useState<FilingDate>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadClientConfig().then(
      (config) => active && setState({ status: 'ready', date: config.filingDate }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  return state;
}
